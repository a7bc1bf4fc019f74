package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.kernel.SimulationException;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.heuristic.UnitKind;
import org.gridbench.trees.sim.TreesObserver;
import org.gridbench.trees.sim.TreeSimRun;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A contributed heuristic that throws, plans badly or overruns its decision budget ends the run with a message
 * naming the heuristic and its plug-in, at the simulated time of the failing select.
 */
class HeuristicFaultTest {

    @AfterEach
    void budget() {
        System.clearProperty(DecisionGuard.BUDGET_PROPERTY);
    }

    /** A heuristic whose every node serves with {@code scheduler}. */
    private static TreeSimRun run(NodeScheduler scheduler) {
        TreeHeuristicInstance faulty = new TreeHeuristicInstance("test.faulty", "Faulty", "", (platform, apps,
                tasks) -> HeuristicPlan.singleLane(UnitKind.singleTasks(apps, tasks, false), u -> scheduler,
                        Double.NaN), "test.plugin");
        return new TreeSimRun(SimProtocolTest.TREE, SimProtocolTest.APPS, faulty, 5, 2, 1, TreesObserver.NONE);
    }

    // the root's first select runs as the run is set up, at time 0; later ones fail inside an event
    private static HeuristicException failure(NodeScheduler scheduler) {
        RuntimeException e = assertThrows(RuntimeException.class,
                () -> run(scheduler).simulation().runUntil(Double.POSITIVE_INFINITY));
        return assertInstanceOf(HeuristicException.class, e instanceof SimulationException s ? s.getCause() : e);
    }

    @Test
    void aSelectThatThrowsNamesTheHeuristicAndThePlugin() {
        HeuristicException e = failure(state -> {
            throw new IllegalStateException("lost");
        });
        assertEquals("tree heuristic test.faulty of plug-in test.plugin: select failed at node 0:"
                + " java.lang.IllegalStateException: lost", e.getMessage());
        assertEquals("test.plugin", e.plugin());
    }

    @Test
    void aChoiceThatCannotBeServedEndsTheRun() {
        HeuristicException e = failure(state -> new Assignment(state.requester(0), 99));
        assertTrue(e.getMessage().startsWith("tree heuristic test.faulty of plug-in test.plugin: node 0 chose"),
                e.getMessage());
    }

    @Test
    void aSelectOverItsBudgetIsCutShort() {
        System.setProperty(DecisionGuard.BUDGET_PROPERTY, "0.1");
        HeuristicException e = failure(state -> {
            while (!Thread.currentThread().isInterrupted()) {
                Thread.onSpinWait();
            }
            return null;
        });
        assertTrue(e.getMessage().matches("tree heuristic test\\.faulty of plug-in test\\.plugin: select at node 0:"
                + " a decision took \\d+\\.\\d+ s, over the budget of 0\\.100 s \\(gridbench\\.decisionBudget\\)"),
                e.getMessage());
    }
}
