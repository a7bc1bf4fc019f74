package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.gridbench.trees.sim.DemandDrivenSimulation;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeSimResult;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Buffer limits and simulated requests, for every built-in heuristic on a small two-level tree. */
class SimProtocolTest {

    static final TreePlatform TREE = new TreePlatform(List.of(new TreeNode("P0", null, 5, 0, 0),
            new TreeNode("P1", "P0", 20, 40, 0.1), new TreeNode("P2", "P0", 8, 5, 0.3),
            new TreeNode("P3", "P1", 30, 10, 0.05), new TreeNode("P4", "P1", 10, 60, 0.2),
            new TreeNode("P5", "P2", 25, 3, 0.1)));
    static final List<BagApplication> APPS = List.of(new BagApplication("A", 1, 10, 20),
            new BagApplication("B", 1, 40, 4), new BagApplication("C", 2, 25, 1));

    /** Per node and lane: tasks buffered plus the largest unit per outstanding request never exceed the buffer. */
    static final class BufferCheck implements TreesObserver {
        final int buffer;
        final int[][] outstanding = new int[6][3];
        final int[][] buffered = new int[6][3];
        final List<ArrayDeque<Double>> inFlight = new ArrayList<>();
        int requestsReceived;
        int transfers;
        int violations;

        BufferCheck(int buffer) {
            this.buffer = buffer;
            for (int v = 0; v < 6; v++) {
                inFlight.add(new ArrayDeque<>());
            }
        }

        @Override
        public void requestSent(double time, int from, int lane) {
            outstanding[from][lane]++;
            inFlight.get(from).add(time);
        }

        @Override
        public void requestReceived(double time, int from, int lane) {
            requestsReceived++;
            double expected = TREE.latency(from) + DemandDrivenSimulation.REQUEST_BYTES / TREE.bandwidth(from);
            if (Math.abs(time - inFlight.get(from).poll() - expected) > 1e-9) {
                violations++;
            }
        }

        @Override
        public void transferDone(double time, int to, int lane, int kind, int tasks) {
            outstanding[to][lane]--;
            buffered[to][lane] = tasks;
            check(to, lane);
        }

        @Override
        public void transferStarted(double time, int to, int lane, int kind) {
            transfers++;
            if (TREE.parent(to) > 0) {
                buffered[TREE.parent(to)][lane]--;
            }
        }

        @Override
        public void computeStarted(double time, int node, int lane, int kind) {
            if (node > 0) {
                buffered[node][lane]--;
            }
        }

        void check(int v, int lane) {
            if (buffered[v][lane] + outstanding[v][lane] > buffer) {
                violations++;
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"FCFS", "LP", "PBC"})
    void buffersHoldAndRequestsTakeLatencyPlusSizeOverBandwidth(String id) {
        TreeHeuristicInstance heuristic = BuiltInHeuristics.byId(id);
        BufferCheck check = new BufferCheck(4);
        TreeSimResult result = DemandDrivenSimulation.run(TREE, APPS, heuristic, 60, 4, 7, check);
        assertEquals(180, result.tasksDone());
        assertEquals(0, check.violations);
        assertTrue(check.transfers > 0 && check.requestsReceived >= check.transfers,
                "every task sent down answers a simulated request");
    }
}
