package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.HeaderEdit;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.fasterxml.jackson.databind.node.TextNode;


/**
 * Sequences of random edits through an operation history: undoing them all gives the original document byte for
 * byte, redoing them all gives the edited one, and refused edits change nothing.
 */
class EditSequenceTest {

    private static final String TREE = """
            {"format": "gridbench-scenario", "version": 1, "family": "trees", "seed": 1,
             "platform": {"nodes": [{"id": "P0", "speed": 5}, {"id": "P1", "parent": "P0", "speed": 2, "bandwidth": 3},
               {"id": "P2", "parent": "P0", "speed": 4, "bandwidth": 1, "latency": 0.5},
               {"id": "P3", "parent": "P1", "speed": 1, "bandwidth": 2}]},
             "applications": [{"id": "A1", "weight": 1, "flops": 2, "bytes": 1}]}
            """;
    private static final String MARKET = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1,
             "platform": {"ccr": 0.5, "clusters": [{"id": "C1", "cores": 16, "kind": "Kind1"},
               {"id": "C2", "cores": 8, "kind": "Kind2"}]},
             "workload": {"jobs": [{"id": "J1", "arrival": 0, "tasks": [
               {"id": "a", "exec": 4, "cores": 2, "kind": "Kind1"},
               {"id": "b", "exec": 10, "cores": 4, "kind": "Kind1", "after": ["a"]},
               {"id": "c", "exec": 6, "cores": 2, "kind": "Kind2", "after": ["a"]},
               {"id": "d", "exec": 2, "cores": 1, "kind": "Kind1", "after": ["b", "c"]}],
               "valueCurve": {"vMax": 100, "dInitial": 2, "dFinal": 8, "points": [[4, 60], [6, 20]]}}]}}
            """;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void treeEditsUndoToTheByte(long seed) throws Exception {
        ScenarioDocument doc = ScenarioReader.parse(TREE, "t.gridbench.json");
        SplittableRandom random = new SplittableRandom(seed);
        runSequence(doc, 40, () -> {
            PlatformTree tree = PlatformTree.of(doc.root());
            String id = tree.id(random.nextInt(tree.size()));
            String other = tree.id(random.nextInt(tree.size()));
            return switch (random.nextInt(7)) {
                case 0, 1 -> TreeEdits.addChild(doc, id);
                case 2 -> TreeEdits.deleteSubtree(doc, id);
                case 3 -> TreeEdits.reparent(doc, id, other);
                case 4 -> TreeEdits.setNumber(doc, id, random.nextBoolean() ? "speed" : "latency",
                        1 + random.nextInt(9));
                case 5 -> TreeEdits.rename(doc, id, "R" + random.nextInt(20));
                default -> new HeaderEdit(doc, random.nextBoolean() ? "name" : "description",
                        random.nextBoolean() ? null : TextNode.valueOf("n" + random.nextInt(5)));
            };
        });
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16, 17, 18})
    void marketEditsUndoToTheByte(long seed) throws Exception {
        ScenarioDocument doc = ScenarioReader.parse(MARKET, "m.gridbench.json");
        SplittableRandom random = new SplittableRandom(seed);
        runSequence(doc, 60, () -> {
            JobDag dag = JobDag.of(doc.root(), 0);
            String a = dag.id(random.nextInt(dag.size()));
            String b = dag.id(random.nextInt(dag.size()));
            int points = CurveShape.of(CurveEdits.curve(doc.root(), 0)).points().size();
            return switch (random.nextInt(13)) {
                case 0 -> DagEdits.addTask(doc, 0);
                case 1 -> DagEdits.deleteTasks(doc, 0, List.of(a));
                case 2, 3 -> DagEdits.addDependency(doc, 0, a, b);
                case 4 -> DagEdits.removeDependency(doc, 0, a, b);
                case 5 -> DagEdits.setWhole(doc, 0, a, random.nextBoolean() ? "exec" : "cores", 1 + random.nextInt(9));
                case 6 -> DagEdits.rename(doc, 0, a, "t" + random.nextInt(20));
                case 7 -> DagEdits.paste(doc, 0, List.of(dag.task(0).deepCopy(), dag.task(dag.size() - 1).deepCopy()));
                case 8 -> ClusterEdits.add(doc);
                case 9 -> ClusterEdits.setCores(doc, "C1", 1 + random.nextInt(64));
                case 10 -> CurveEdits.movePoint(doc, 0, random.nextInt(Math.max(1, points)),
                        random.nextDouble(1, 9), random.nextDouble(0, 120));
                case 11 -> CurveEdits.addPoint(doc, 0, random.nextDouble(2.1, 7.9));
                default -> CurveEdits.setField(doc, 0, "vMax", random.nextDouble(1, 200));
            };
        });
    }

    private interface EditSource {
        DocumentEdit next();
    }

    private static void runSequence(ScenarioDocument doc, int steps, EditSource edits) {
        History h = new History();
        String original = ScenarioWriter.toJson(doc);
        List<String> states = new ArrayList<>(List.of(original));
        int executed = 0;
        for (int k = 0; k < steps; k++) {
            String before = ScenarioWriter.toJson(doc);
            DocumentEdit edit = edits.next();
            if (h.run(edit).isOK()) {
                executed++;
                states.add(ScenarioWriter.toJson(doc));
            } else {
                assertEquals(before, ScenarioWriter.toJson(doc), "a refused edit changed the document: " + edit
                        .getLabel());
            }
        }
        String edited = ScenarioWriter.toJson(doc);
        for (int k = executed; k > 0; k--) {
            assertEquals(states.get(k), ScenarioWriter.toJson(doc));
            h.undo();
        }
        assertEquals(original, ScenarioWriter.toJson(doc));
        assertFalse(h.undo());
        int redone = 0;
        while (h.redo()) {
            redone++;
        }
        assertEquals(executed, redone);
        assertEquals(edited, ScenarioWriter.toJson(doc));
    }
}
