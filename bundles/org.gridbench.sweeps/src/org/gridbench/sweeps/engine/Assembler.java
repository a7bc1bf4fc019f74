package org.gridbench.sweeps.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;

/**
 * Assembles a finished sweep's files from its run files alone, in canonical order, so that they are the same to the
 * byte whichever executor (threads, cluster, shards) ran the runs.
 */
public final class Assembler {

    /** Some runs of the plan have no run file yet, or one that does not read (edited or cut by hand). */
    public static final class Incomplete extends Exception {

        private static final long serialVersionUID = 1L;

        Incomplete(List<String> missing, int total) {
            super(missing.size() + " of " + total + " runs have no run file yet, or one Gridbench cannot read (first:"
                    + " runs/" + missing.get(0) + ".json); run the missing shards or the sweep again, then collect");
        }
    }

    private Assembler() {
    }

    public static List<Path> assemble(RunFiles files, SweepPlan plan, SweepExperiment experiment,
            ReportOptions options) throws IOException, Incomplete {
        List<String> missing = new ArrayList<>();
        List<RunRecord> runs = files.inOrder(plan, missing);
        if (!missing.isEmpty()) {
            throw new Incomplete(missing, plan.runs().size());
        }
        List<Path> written = new ArrayList<>(new ResultTables(plan, runs).write(files.folder()));
        written.addAll(experiment.report(plan, runs, files.folder(), options));
        return written;
    }
}
