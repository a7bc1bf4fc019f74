package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.editing.curve.CurveEdits;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;

/** Edits that would break a scenario are refused at the moment they are made, with a message that says why. */
class RefusedEditsTest {

    private static ScenarioDocument market() throws Exception {
        return ScenarioReader.parse("""
                {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1,
                 "platform": {"ccr": 0, "clusters": [{"id": "C1", "cores": 4, "kind": "Kind1"}]},
                 "workload": {"jobs": [{"id": "J1", "arrival": 0, "tasks": [
                   {"id": "T1", "exec": 1, "cores": 1, "kind": "Kind1"},
                   {"id": "T2", "exec": 1, "cores": 1, "kind": "Kind1", "after": ["T1"]},
                   {"id": "T3", "exec": 1, "cores": 1, "kind": "Kind1", "after": ["T2"]}],
                   "valueCurve": {"vMax": 10, "dInitial": 2, "dFinal": 6, "points": [[3, 8], [5, 2]]}}]}}
                """, "m.gridbench.json");
    }

    private static ScenarioDocument tree() throws Exception {
        return ScenarioReader.parse("""
                {"format": "gridbench-scenario", "version": 1, "family": "trees", "seed": 1,
                 "platform": {"nodes": [{"id": "P0", "speed": 1}, {"id": "P1", "parent": "P0", "speed": 1,
                   "bandwidth": 1}, {"id": "P2", "parent": "P1", "speed": 1, "bandwidth": 1}]},
                 "applications": [{"id": "A1", "weight": 1, "flops": 1, "bytes": 1}]}
                """, "t.gridbench.json");
    }

    private static void refused(ScenarioDocument doc, DocumentEdit edit, String message) {
        String before = ScenarioWriter.toJson(doc);
        History h = new History();
        IStatus status = h.run(edit);
        assertEquals(IStatus.ERROR, status.getSeverity());
        assertEquals(message, status.getMessage());
        assertEquals(before, ScenarioWriter.toJson(doc));
        assertTrue(!h.history.canUndo(h.context), "a refused edit is not in the history");
    }

    @Test
    void aDependencyThatClosesACycleNamesTheCycle() throws Exception {
        ScenarioDocument doc = market();
        refused(doc, DagEdits.addDependency(doc, 0, "T3", "T1"),
                "T3 -> T1 would close the cycle T1 -> T2 -> T3 -> T1");
        refused(doc, DagEdits.addDependency(doc, 0, "T2", "T2"), "a task cannot wait for itself");
        refused(doc, DagEdits.addDependency(doc, 0, "T1", "T2"), "T2 already waits for T1");
    }

    @Test
    void aDependencyThatKeepsTheGraphAcyclicIsAccepted() throws Exception {
        ScenarioDocument doc = market();
        new History().ok(DagEdits.addDependency(doc, 0, "T1", "T3"));
        assertEquals(List.of(1, 0), JobDag.of(doc.root(), 0).predecessors(2));
    }

    @Test
    void deletingATaskRemovesTheDependenciesOnIt() throws Exception {
        ScenarioDocument doc = market();
        new History().ok(DagEdits.deleteTasks(doc, 0, List.of("T2")));
        JobDag dag = JobDag.of(doc.root(), 0);
        assertEquals(2, dag.size());
        assertEquals(0, dag.edges());
        assertTrue(!dag.task(1).has("after"), dag.task(1).toString());
        refused(doc, DagEdits.deleteTasks(doc, 0, List.of("T1", "T3")), "a job needs at least one task");
    }

    @Test
    void pastedTasksKeepTheirOwnDependenciesUnderFreshIds() throws Exception {
        ScenarioDocument doc = market();
        JobDag dag = JobDag.of(doc.root(), 0);
        new History().ok(DagEdits.paste(doc, 0, List.of(dag.task(1).deepCopy(), dag.task(2).deepCopy())));
        JobDag after = JobDag.of(doc.root(), 0);
        assertEquals(5, after.size());
        assertEquals("T2_2", after.id(3));
        assertEquals("T3_2", after.id(4));
        assertEquals(List.of(3), after.predecessors(4));
        assertTrue(!after.task(3).has("after"), "the copy of T2 no longer waits for T1, which was not copied");
    }

    @Test
    void treeRefusesCyclesAndKeepsItsRoot() throws Exception {
        ScenarioDocument doc = tree();
        refused(doc, TreeEdits.reparent(doc, "P1", "P2"), "P2 is below P1: moving P1 under it would make a cycle");
        refused(doc, TreeEdits.reparent(doc, "P1", "P1"), "P1 is P1: moving P1 under it would make a cycle");
        refused(doc, TreeEdits.deleteSubtree(doc, "P0"), "P0 is the root: a tree platform needs one, so it cannot be"
                + " deleted");
        refused(doc, TreeEdits.rename(doc, "P1", "P2"), "there is already a node P2");
        refused(doc, TreeEdits.setNumber(doc, "P0", "bandwidth", 3), "P0 is the root: it has no link to set a"
                + " bandwidth on");
    }

    @Test
    void deletingASubtreeAndMovingOne() throws Exception {
        ScenarioDocument doc = tree();
        History h = new History();
        h.ok(TreeEdits.addChild(doc, "P0"));
        h.ok(TreeEdits.reparent(doc, "P2", "P3"));
        PlatformTree tree = PlatformTree.of(doc.root());
        assertEquals(3, tree.parent(tree.indexOf("P2")));
        h.ok(TreeEdits.deleteSubtree(doc, "P3"));
        PlatformTree left = PlatformTree.of(doc.root());
        assertEquals(List.of("P0", "P1"), List.of(left.id(0), left.id(1)));
        assertEquals(2, left.size());
    }

    @Test
    void aDraggedCurvePointStaysWhereTheCurveIsValid() throws Exception {
        ScenarioDocument doc = market();
        new History().ok(CurveEdits.movePoint(doc, 0, 0, 9, 50));
        CurveShape s = CurveShape.of(CurveEdits.curve(doc.root(), 0));
        // past the next point's SLR (5) and above the previous corner's value (10): held just before 5, at 10
        assertTrue(s.points().get(0)[0] < 5 && s.points().get(0)[0] > 4.99, String.valueOf(s.points().get(0)[0]));
        assertEquals(10, s.points().get(0)[1]);
        new History().ok(CurveEdits.movePoint(doc, 0, 1, 1, -3));
        s = CurveShape.of(CurveEdits.curve(doc.root(), 0));
        assertTrue(s.points().get(1)[0] > s.points().get(0)[0]);
        assertEquals(0, s.points().get(1)[1]);
        refused(doc, CurveEdits.setField(doc, 0, "dFinal", 4), "value curve points must lie strictly between the"
                + " deadlines by increasing SLR with non-increasing values in [0, vMax]: Point[slr="
                + s.points().get(0)[0] + ", value=10.0]");
    }

    @Test
    void theLastClusterStays() throws Exception {
        ScenarioDocument doc = market();
        refused(doc, ClusterEdits.remove(doc, "C1"), "a platform needs at least one cluster");
    }
}
