package org.gridbench.sweeps.engine;

import java.util.List;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;

/** Runs the pending points of a sweep somewhere and hands each finished run to the driver, which alone writes files. */
public interface SweepExecutor {

    /** What the driver does as runs start and finish; called on the driver's thread only. */
    interface Listener {

        void finished(RunRecord record);
    }

    /** The runs this executor runs at a time. */
    int slots();

    /** The runs started and not yet finished. */
    int running();

    /** Returns when every point has finished; each finished run reaches {@code listener} once. */
    void execute(List<RunPoint> pending, SweepExperiment experiment, boolean reproducible, Listener listener)
            throws InterruptedException;
}
