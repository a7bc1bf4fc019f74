package org.gridbench.ui.editors.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.SvgWriter;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.tests.Scenarios;
import org.gridbench.ui.editors.tests.Screen;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * The controllers of the DAG diagram on the diamond job, with the tasks placed by hand: prepare at (20, 20),
 * analyseA at (20, 120), analyseB at (220, 120), merge at (20, 220), each box 136 x 40. Selection, drag and what
 * the parts report are checked against states worked out by hand from those places.
 */
class DagPartsTest {

    private static final Map<String, Point> AT = Map.of("prepare", new Point(20, 20), "analyseA", new Point(20, 120),
            "analyseB", new Point(220, 120), "merge", new Point(20, 220));

    private Shell shell;
    private DiagramView view;
    private DagParts parts;
    private ScenarioDocument document;
    private final List<String> heard = new ArrayList<>();

    @BeforeEach
    void open() {
        shell = Screen.shell();
        view = new DiagramView(shell, new DiagramView.Keys() {
        });
        parts = new DagParts(view, new DagParts.Listener() {
            @Override
            public void selectionChanged() {
                heard.add("selection " + parts.selection().tasks() + " " + parts.selection().dependency());
            }

            @Override
            public void connect(String from, String to) {
                heard.add("connect " + from + " " + to);
            }

            @Override
            public void placed(String id, Point at) {
                heard.add("placed " + id + " " + at.x + "," + at.y);
            }
        });
        document = Scenarios.read(Scenarios.DIAMOND);
        refresh(Map.of("Kind1", 16, "Kind2", 2));
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    private void refresh(Map<String, Integer> largestCores) {
        parts.refresh(JobDag.of(document.root(), 0), AT, Optional.empty(), largestCores);
        Screen.settle(shell);
    }

    private static String svg(BoxFigure box) {
        SvgWriter svg = new SvgWriter();
        box.writeSvg(svg);
        return svg.document(0, 0, 1, 1);
    }

    @Test
    void aPartPerTaskAndPerDependencyEachWithItsFigureInPlace() {
        for (String id : AT.keySet()) {
            assertEquals(new Rectangle(AT.get(id).x, AT.get(id).y, 136, 40), parts.task(id).figure().getBounds(), id);
        }
        for (String key : List.of("prepare->analyseA", "prepare->analyseB", "analyseA->merge", "analyseB->merge")) {
            assertEquals(key, parts.dependency(key).figure().key());
        }
        assertNull(parts.dependency("prepare->merge"));
        assertEquals(4, view.shapes().getChildren().size());
        assertEquals(4, view.connections().getChildren().size());
        String analyseB = svg(parts.task("analyseB").figure());
        assertTrue(analyseB.contains(">6 ticks \u00d7 2 cores<"), analyseB);
        assertTrue(analyseB.contains(">Kind2<"), "the kind in the box's corner: " + analyseB);
        assertTrue(svg(parts.task("merge").figure()).contains(">2 ticks \u00d7 1 core<"));
    }

    @Test
    void aTaskNoClusterOfItsKindCanHoldIsFilledInRed() {
        assertFalse(svg(parts.task("analyseB").figure()).contains("#ffbebe"), "2 cores of Kind2 fit C2's 2");
        refresh(Map.of("Kind1", 16, "Kind2", 1));
        assertTrue(svg(parts.task("analyseB").figure()).contains("#ffbebe"), "2 cores do not fit 1");
        assertFalse(svg(parts.task("merge").figure()).contains("#ffbebe"));
    }

    @Test
    void clickSelectsCtrlClickAddsOrRemovesAndADependencyIsSelectedAlone() {
        Screen.click(view.canvas(), new Point(88, 40), 0);
        assertEquals(List.of("prepare"), parts.selection().tasks());
        assertTrue(parts.task("prepare").figure().isSelected());
        Screen.click(view.canvas(), new Point(88, 140), SWT.MOD1);
        assertEquals(List.of("prepare", "analyseA"), parts.selection().tasks());
        Screen.click(view.canvas(), new Point(88, 40), SWT.MOD1);
        assertEquals(List.of("analyseA"), parts.selection().tasks());
        assertFalse(parts.task("prepare").figure().isSelected());
        // the arrow from analyseA's bottom (88, 160) to merge's top (88, 220) passes through (88, 190)
        Screen.click(view.canvas(), new Point(88, 190), 0);
        assertEquals(List.of(), parts.selection().tasks());
        assertEquals("analyseA->merge", parts.selection().dependency());
        assertTrue(parts.dependency("analyseA->merge").figure().isSelected());
        assertFalse(parts.task("analyseA").figure().isSelected());
        assertEquals(List.of("selection [prepare] null", "selection [prepare, analyseA] null",
                "selection [analyseA] null", "selection [] analyseA->merge"), heard);
    }

    @Test
    void aDragFromTheLowerBandConnectsAndFromElsewhereMovesTheTask() {
        // prepare's lower band is y in (48, 60]; merge's centre is (88, 240)
        Screen.drag(view.canvas(), new Point(88, 55), new Point(88, 240), 0);
        assertEquals("connect prepare merge", heard.get(heard.size() - 1));
        // analyseB's centre (288, 140) moved by (150, 10): its corner goes from (220, 120) to (370, 130)
        Screen.drag(view.canvas(), new Point(288, 140), new Point(438, 150), 0);
        assertEquals("placed analyseB 370,130", heard.get(heard.size() - 1));
        Screen.settle(shell);
        assertEquals(new Rectangle(370, 130, 136, 40), parts.task("analyseB").figure().getBounds());
        int before = heard.size();
        Screen.drag(view.canvas(), new Point(88, 140), new Point(90, 141), 0);
        assertEquals(List.of("selection [analyseA] null"), heard.subList(before, heard.size()),
                "a move of less than 4 pixels is a click");
        Screen.drag(view.canvas(), new Point(88, 155), new Point(700, 500), 0);
        assertFalse(heard.get(heard.size() - 1).startsWith("connect"), "a dependency dropped on nothing is none");
        assertEquals(4, view.connections().getChildren().size(), "the dashed line is gone");
    }

    @Test
    void partsFollowTheDocumentKeepingTheirFiguresAndDroppingThoseOfRemovedTasks() {
        BoxFigure merge = parts.task("merge").figure();
        Screen.click(view.canvas(), new Point(88, 240), 0);
        ((ArrayNode) document.root().at("/workload/jobs/0/tasks")).remove(1);
        ((ArrayNode) document.root().at("/workload/jobs/0/tasks/2/after")).remove(0);
        refresh(Map.of("Kind1", 16, "Kind2", 2));
        assertNull(parts.task("analyseA"));
        assertNull(parts.dependency("prepare->analyseA"));
        assertNull(parts.dependency("analyseA->merge"));
        assertEquals(3, view.shapes().getChildren().size());
        assertEquals(2, view.connections().getChildren().size());
        assertTrue(merge == parts.task("merge").figure() && merge.isSelected(), "the same figure, still selected");
    }
}
