package org.gridbench.trees.sim;

import java.util.List;

import org.gridbench.kernel.SimulationException;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * Runs the demand-driven protocol of Beaumont et al., section 4 (Figure 1), until every task is computed, and
 * measures it as section 5.1.1 does.
 *
 * @since 1.0
 */
public final class DemandDrivenSimulation {

    /** The size of a request message, "a few bytes" (section 5.1.4). */
    public static final double REQUEST_BYTES = 8;

    /** The buffer of section 5.2.1: room for 10 tasks. */
    public static final int DEFAULT_BUFFER = 10;

    /**
     * The largest buffer: each free slot is a request in flight, and the requests wait in a list, so the time grows
     * with the square of the buffer (10^5 took 25 s on a star of four nodes, 10^6 did not end in two minutes, 10^7
     * ran out of memory).
     */
    public static final int MAX_BUFFER = 10_000;

    /** Tasks per application of section 5.1.4. */
    public static final int DEFAULT_TASKS = 200;

    /** Heap per task of each application: its completion time, kept, copied, sorted and turned into a rate. */
    public static final long BYTES_PER_TASK = 32;

    private DemandDrivenSimulation() {
    }

    public static TreeSimResult run(TreePlatform platform, List<BagApplication> applications,
            TreeHeuristicInstance heuristic, int tasksPerApplication, int buffer, long seed) {
        return run(platform, applications, heuristic, tasksPerApplication, buffer, seed, TreesObserver.NONE);
    }

    public static TreeSimResult run(TreePlatform platform, List<BagApplication> applications,
            TreeHeuristicInstance heuristic, int tasksPerApplication, int buffer, long seed, TreesObserver observer) {
        return run(platform, applications, heuristic, tasksPerApplication, buffer, seed, observer,
                TreeNetwork.DEFAULT);
    }

    /** @throws HeuristicException when the heuristic fails or leaves tasks that no request will ever reach */
    public static TreeSimResult run(TreePlatform platform, List<BagApplication> applications,
            TreeHeuristicInstance heuristic, int tasksPerApplication, int buffer, long seed, TreesObserver observer,
            TreeNetwork network) {
        TreeSimRun run = new TreeSimRun(platform, applications, heuristic, tasksPerApplication, buffer, seed,
                observer, network);
        try {
            run.simulation().runUntil(Double.POSITIVE_INFINITY);
        } catch (SimulationException e) {
            throw e.getCause() instanceof HeuristicException h ? h : e;
        }
        return run.result();
    }
}
