package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.LoadBalancing1D;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.heuristic.UnitKind;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.gridbench.trees.lp.SteadyStateLp;
import org.junit.jupiter.api.Test;

/** Each heuristic's select rule on a hand-made node state. */
class HeuristicChoiceTest {

    // root P0 (speed 1) with children P1 (b 1), P2 (b 5), P3 (b 5)
    static final TreePlatform STAR = new TreePlatform(List.of(new TreeNode("P0", null, 1, 0, 0),
            new TreeNode("P1", "P0", 1, 1, 0), new TreeNode("P2", "P0", 1, 5, 0), new TreeNode("P3", "P0", 1, 5, 0)));
    static final List<BagApplication> APPS = List.of(new BagApplication("A", 2, 1, 1),
            new BagApplication("B", 1, 1, 3));

    record State(int node, int[] requesters, int[] buffered, int oldestBuffered, List<UnitKind> kinds)
            implements SchedulerState {
        @Override
        public int lane() {
            return 0;
        }

        @Override
        public double now() {
            return 0;
        }

        @Override
        public TreePlatform platform() {
            return STAR;
        }

        @Override
        public List<BagApplication> applications() {
            return APPS;
        }

        @Override
        public int requestCount() {
            return requesters.length;
        }

        @Override
        public int requester(int i) {
            return requesters[i];
        }

        @Override
        public int buffered(int kind) {
            return buffered[kind];
        }
    }

    static HeuristicPlan plan(String id) {
        return BuiltInHeuristics.byId(id).heuristic().plan(STAR, APPS, 5);
    }

    /** w = (2, 1): (g + 1) / w picks A, A, B, A, A, B (ties to the lower index). */
    @Test
    void fcfsRootBalancesTypesByWeightAndServesTheOldestRequest() {
        HeuristicPlan fcfs = plan("FCFS");
        var root = fcfs.scheduler(0, 0);
        State state = new State(0, new int[] {3, 0, 1}, new int[] {5, 5}, 0, fcfs.units());
        int[] types = new int[6];
        for (int i = 0; i < 6; i++) {
            Assignment a = root.select(state);
            assertEquals(3, a.requester());
            types[i] = a.kind();
        }
        assertArrayEquals(new int[] {0, 0, 1, 0, 0, 1}, types);
        Assignment inner = fcfs.scheduler(2, 0).select(new State(2, new int[] {2}, new int[] {1, 1}, 1, fcfs.units()));
        assertEquals(new Assignment(2, 1), inner);
    }

    /** Fastest link first, the earlier of equal links, the node's own worker before every child. */
    @Test
    void cgbcServesTheFastestRequester() {
        HeuristicPlan cgbc = plan("CGBC");
        var scheduler = cgbc.scheduler(0, 0);
        assertEquals(new Assignment(3, 0), scheduler.select(new State(0, new int[] {1, 3, 2}, new int[] {2, 1, 3}, 0,
                cgbc.units())));
        assertEquals(new Assignment(0, 0), scheduler.select(new State(0, new int[] {1, 3, 0}, new int[] {2, 1, 3}, 0,
                cgbc.units())));
    }

    /** m = (2, 1), 5 tasks each: 2 macro-tasks of 2 A + 1 B (2 + 3 = 5 bytes, 3 flops), then 1 A and 3 B alone. */
    @Test
    void cgbcBuildsMacroTasksOfWeightManyTasks() {
        List<UnitKind> units = plan("CGBC").units();
        assertEquals(3, units.size());
        assertArrayEquals(new int[] {2, 1}, units.get(0).tasks());
        assertEquals(5, units.get(0).bytes(), 0);
        assertEquals(3, units.get(0).flops(), 0);
        assertEquals(2, units.get(0).count());
        assertEquals(1, units.get(1).count());
        assertEquals(3, units.get(2).count());
    }

    @Test
    void pbcRunsOneLanePerApplication() {
        HeuristicPlan pbc = plan("PBC");
        assertEquals(2, pbc.lanes());
        assertEquals(List.of(0, 1), pbc.units().stream().map(UnitKind::lane).toList());
        assertTrue(Double.isNaN(pbc.theoreticalFairThroughput()));
    }

    /** f = (3, 1, 0): (g + 1) / f gives 0, 0, 0 (tie 1 = 1 to the lower), 1, then again; f = 0 never. */
    @Test
    void loadBalancing1DFollowsFrequencies() {
        LoadBalancing1D balance = new LoadBalancing1D(new double[] {3, 1, 0});
        StringBuilder picks = new StringBuilder();
        for (int n = 0; n < 8; n++) {
            int best = 0;
            for (int i = 1; i < 3; i++) {
                if (balance.priority(i) < balance.priority(best)) {
                    best = i;
                }
            }
            balance.made(best);
            picks.append(best);
        }
        assertEquals("00010001", picks.toString());
    }

    /** LP's choices at the root follow alpha_0(k) and sent_{0->v}(k) of the LP solution, which it also promises. */
    @Test
    void lpFollowsTheLinearProgram() {
        var lp = SteadyStateLp.solve(STAR, APPS);
        HeuristicPlan plan = plan("LP");
        assertEquals(lp.fairThroughput(), plan.theoreticalFairThroughput(), 1e-12);
        var root = plan.scheduler(0, 0);
        int[] made = new int[8];
        for (int n = 0; n < 400; n++) {
            Assignment a = root.select(new State(0, new int[] {0, 1, 2, 3}, new int[] {9, 9}, 0, plan.units()));
            made[a.requester() * 2 + a.kind()]++;
        }
        double total = 0;
        for (int v = 0; v < 4; v++) {
            for (int k = 0; k < 2; k++) {
                total += v == 0 ? lp.alphaU(0, k) : lp.sent(v, k);
            }
        }
        for (int v = 0; v < 4; v++) {
            for (int k = 0; k < 2; k++) {
                double share = (v == 0 ? lp.alphaU(0, k) : lp.sent(v, k)) / total;
                assertEquals(share * 400, made[v * 2 + k], 1.0, "requester " + v + ", type " + k);
            }
        }
    }
}
