package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeSimResult;
import org.junit.jupiter.api.Test;

/** Event times of Figure 1 under the single-port full-overlap model, computed by hand (request = 8 bytes). */
class SimTimingTest {

    private static final double EXACT = 1e-12;

    /** Records "what@time:node" for every protocol step. */
    static final class Trace implements TreesObserver {
        final List<String> computes = new ArrayList<>();
        final List<String> sends = new ArrayList<>();
        final List<String> requests = new ArrayList<>();

        @Override
        public void computeStarted(double time, int node, int lane, int kind) {
            computes.add(time + ":" + node);
        }

        @Override
        public void transferStarted(double time, int to, int lane, int kind) {
            sends.add(time + ":" + to);
        }

        @Override
        public void requestReceived(double time, int from, int lane) {
            requests.add(time + ":" + from);
        }
    }

    /*
     * P0 (speed 1) -> P1 (speed 1, b 4, latency 0.5); one application, 2 flops, 1 byte; buffer 1; 3 tasks.
     * P0 computes [0,2] and [2,4]. P1's request leaves at 0, arrives at 0.5 + 8/4 = 2.5; the third task is sent at
     * 2.5 and arrives at 2.5 + 0.5 + 1/4 = 3.25; P1 computes [3.25,5.25] and asks again at 3.25 (arrives 5.75).
     */
    @Test
    void twoNodes() {
        TreePlatform platform = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
                new TreeNode("P1", "P0", 1, 4, 0.5)));
        Trace trace = new Trace();
        TreeSimResult result = DemandDrivenSimulation.run(platform, List.of(new BagApplication("A", 1, 2, 1)),
                BuiltInHeuristics.byId("FCFS"), 3, 1, 1, trace);
        assertEquals(List.of("0.0:0", "2.0:0", "3.25:1"), trace.computes);
        assertEquals(List.of("2.5:1"), trace.sends);
        assertEquals(List.of("2.5:1", "5.75:1"), trace.requests);
        assertEquals(5.25, result.makespan(), EXACT);
        assertEquals(3, result.tasksDone());
        // section 5.1.1 with T = 5.25: N(4.725) - N(0.525) = 2 tasks over 0.8 T = 4.2
        assertEquals(2 / 4.2, result.experimentalFairThroughput(), EXACT);
    }

    /*
     * P0 (speed 1) with children P1, P2 (speed 10, b 8, latency 0); 10 flops, 2 bytes; buffer 1; 4 tasks.
     * Requests take 8/8 = 1. P0 computes [0,10]. Both requests arrive at 1: P1's is served [1,1.25]; P2's must wait
     * for the single send port and is served [1.25,1.5]. P1 computes [1.25,2.25], asks again (arrives 2.25), gets
     * the last task [2.25,2.5] and computes it [2.5,3.5]; P2 computes [1.5,2.5].
     */
    @Test
    void threeNodesShareTheRootsSendPort() {
        TreePlatform platform = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
                new TreeNode("P1", "P0", 10, 8, 0), new TreeNode("P2", "P0", 10, 8, 0)));
        Trace trace = new Trace();
        TreeSimResult result = DemandDrivenSimulation.run(platform, List.of(new BagApplication("A", 1, 10, 2)),
                BuiltInHeuristics.byId("FCFS"), 4, 1, 1, trace);
        assertEquals(List.of("0.0:0", "1.25:1", "1.5:2", "2.5:1"), trace.computes);
        assertEquals(List.of("1.0:1", "1.25:2", "2.25:1"), trace.sends);
        assertEquals(10, result.makespan(), EXACT);
    }
}
