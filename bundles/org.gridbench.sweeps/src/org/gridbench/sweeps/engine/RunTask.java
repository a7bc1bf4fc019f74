package org.gridbench.sweeps.engine;

import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;

/** Runs one point wherever an executor placed it: done with its result, or failed with the simulation's message. */
public final class RunTask {

    private RunTask() {
    }

    public static RunRecord run(SweepExperiment experiment, RunPoint point, boolean reproducible) {
        long start = System.nanoTime();
        try {
            var result = experiment.run(point.parameters());
            return RunRecord.done(point, reproducible ? 0 : (System.nanoTime() - start) / 1_000_000, result);
        } catch (RunFailure e) {
            return RunRecord.failed(point, e.getMessage());
        } catch (RuntimeException e) {
            // a policy that throws ends its run, not the sweep (DESIGN: faults of plug-ins)
            return RunRecord.failed(point, e.getMessage() == null ? e.toString() : e.getMessage());
        }
    }
}
