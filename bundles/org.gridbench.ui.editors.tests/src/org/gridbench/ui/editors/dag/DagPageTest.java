package org.gridbench.ui.editors.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.tests.Scenarios;
import org.gridbench.ui.editors.tests.Screen;
import org.gridbench.ui.editors.tests.TestSite;
import org.gridbench.ui.editors.tests.Widgets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The DAG page with its controllers and its task form on the diamond job: an edit typed into the form, a dependency
 * drawn and a cycle refused, deletions, each through the edit history and undone back to the original text.
 */
class DagPageTest {

    private TestSite site;
    private DagPage page;

    @BeforeEach
    void open() {
        page = new DagPage();
        site = TestSite.open(page, Scenarios.DIAMOND);
    }

    @AfterEach
    void close() {
        site.close();
    }

    private BoxFigure box(String id) {
        BoxFigure box = Widgets.box(site.canvas(), id);
        assertTrue(box != null, "no box " + id);
        return box;
    }

    private Point centre(String id) {
        return box(id).getBounds().getCenter();
    }

    private Text field(String label) {
        return Widgets.field(site.shell(), label);
    }

    private JobDag dag() {
        return JobDag.of(site.document().root(), 0);
    }

    @Test
    void theFormShowsTheOneSelectedTaskAndEditsItThroughTheHistory() throws Exception {
        assertFalse(field("Exec (ticks):").isEnabled(), "nothing selected");
        Screen.click(site.canvas(), centre("analyseA"), 0);
        assertEquals("analyseA", field("Id:").getText());
        assertEquals("10", field("Exec (ticks):").getText());
        assertEquals("4", field("Cores:").getText());
        assertEquals("Kind1", field("Kind:").getText());
        Widgets.type(field("Exec (ticks):"), "12");
        assertEquals(12, dag().whole(dag().indexOf("analyseA"), "exec", 0));
        assertEquals("Set exec of analyseA", site.undoLabel());
        assertTrue(box("analyseA").isSelected(), "the selection outlives the edit");
        Widgets.type(field("Exec (ticks):"), "twelve");
        assertEquals("twelve", field("Exec (ticks):").getText(), "a value that is not a number stays as typed");
        assertEquals(12, dag().whole(dag().indexOf("analyseA"), "exec", 0));
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
        assertEquals("10", field("Exec (ticks):").getText(), "the form follows the undo");
        assertTrue(site.redo());
        assertEquals(12, dag().whole(dag().indexOf("analyseA"), "exec", 0));
        Screen.click(site.canvas(), centre("merge"), SWT.MOD1);
        assertFalse(field("Exec (ticks):").isEnabled(), "two tasks selected: the form is empty");
    }

    @Test
    void aDependencyDrawnIsAddedAndOneThatClosesACycleIsRefused() throws Exception {
        Point prepareBand = box("prepare").getBounds().getBottom().getTranslated(0, -3);
        Screen.drag(site.canvas(), prepareBand, centre("merge"), 0);
        assertEquals(List.of(1, 2, 0), dag().predecessors(3));
        assertEquals("Connect prepare to merge", site.undoLabel());
        Screen.settle(site.shell());
        Point mergeBand = box("merge").getBounds().getBottom().getTranslated(0, -3);
        Screen.drag(site.canvas(), mergeBand, centre("prepare"), 0);
        assertEquals(5, dag().edges(), "the cycle was refused");
        assertEquals(1, site.refused().size());
        assertTrue(site.refused().get(0).startsWith("Connect merge to prepare: "), site.refused().get(0));
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }

    @Test
    void deleteRemovesTheSelectedTasksOrTheSelectedDependencyAndUndoRestoresThem() throws Exception {
        Screen.click(site.canvas(), centre("analyseB"), 0);
        page.actions().delete();
        assertEquals(3, dag().size());
        assertEquals(2, dag().edges(), "prepare->analyseA and analyseA->merge remain");
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
        Screen.settle(site.shell());
        page.actions().selectAll();
        page.actions().copy();
        page.actions().paste();
        assertEquals(8, dag().size());
        assertEquals(8, dag().edges(), "the copies keep their own dependencies");
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }

    @Test
    void cutCopiesTheSelectedTaskThenDeletesItAndPasteBringsItBack() throws Exception {
        assertTrue(page.actions().copies(), "the DAG page offers Cut, Copy, Paste and Select All");
        Screen.click(site.canvas(), centre("analyseB"), 0);
        assertTrue(page.actions().cut());
        assertEquals(3, dag().size());
        assertEquals(-1, dag().indexOf("analyseB"));
        Screen.settle(site.shell());
        page.actions().paste();
        assertEquals(4, dag().size());
        assertEquals(6, dag().whole(dag().size() - 1, "exec", 0), "the pasted task is the cut one: exec 6");
        assertTrue(site.undo());
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }
}
