package org.gridbench.ui.editors.tree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.ui.editors.diagram.SvgWriter;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.tests.Scenarios;
import org.gridbench.ui.editors.tests.Screen;
import org.gridbench.ui.editors.tests.TestSite;
import org.gridbench.ui.editors.tests.Widgets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The platform tree page with its node controllers and its node form on the two-level tree (P0; P1, P2; P3, P4 under
 * P1; P5, P6 under P2): selection, the form, a drag that moves a node, a drag into a node's own subtree refused, a
 * double-click that folds, each edit through the history and undone back to the original text.
 */
class TreePlatformPageTest {

    private TestSite site;

    @BeforeEach
    void open() {
        site = TestSite.open(new TreePlatformPage(), Scenarios.TWO_LEVEL);
    }

    @AfterEach
    void close() {
        site.close();
    }

    private List<BoxFigure> boxes() {
        return Widgets.boxes(site.canvas());
    }

    private BoxFigure box(String id) {
        return Widgets.box(site.canvas(), id);
    }

    private Point centre(String id) {
        return box(id).getBounds().getCenter();
    }

    private Text field(String label) {
        return Widgets.field(site.shell(), label);
    }

    private PlatformTree tree() {
        return PlatformTree.of(site.document().root());
    }

    private String parentOf(String id) {
        PlatformTree t = tree();
        return t.id(t.parent(t.indexOf(id)));
    }

    @Test
    void aClickSelectsTheNodeAndTheFormEditsItThroughTheHistory() throws Exception {
        assertFalse(field("Speed (flop/tu):").isEnabled(), "nothing selected");
        Screen.click(site.canvas(), centre("P1"), 0);
        assertTrue(box("P1").isSelected());
        assertEquals("12", field("Speed (flop/tu):").getText());
        assertEquals("4", field("Bandwidth (B/tu):").getText());
        assertEquals("0", field("Latency (tu):").getText(), "no latency written: none");
        Widgets.type(field("Speed (flop/tu):"), "24");
        assertEquals(24, tree().number(tree().indexOf("P1"), "speed"));
        Screen.click(site.canvas(), centre("P0"), 0);
        assertFalse(box("P1").isSelected());
        assertFalse(field("Bandwidth (B/tu):").isEnabled(), "the root has no link");
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }

    @Test
    void aNodeDroppedOntoAnotherMovesUnderItAndNeverUnderItsOwnSubtree() throws Exception {
        Screen.drag(site.canvas(), centre("P3"), centre("P6"), 0);
        assertEquals("P6", parentOf("P3"));
        assertEquals("Move P3 under P6", site.undoLabel());
        Screen.settle(site.shell());
        Rectangle p1 = box("P1").getBounds().getCopy();
        Screen.drag(site.canvas(), centre("P1"), centre("P4"), 0);
        Screen.settle(site.shell());
        assertEquals("P0", parentOf("P1"), "P4 is in P1's subtree");
        assertEquals(1, site.refused().size());
        assertEquals(p1, box("P1").getBounds(), "the refused node is back in its place");
        Screen.drag(site.canvas(), centre("P2"), new Point(700, 500), 0);
        Screen.settle(site.shell());
        assertEquals("P0", parentOf("P2"), "dropped on nothing: nothing changes");
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }

    @Test
    void aDoubleClickFoldsTheSubtreeUnderABadgeAndAddChildUnfoldsIt() {
        assertEquals(7, boxes().size());
        Point p2 = centre("P2");
        Screen.click(site.canvas(), p2, 0);
        Event e = new Event();
        e.x = p2.x;
        e.y = p2.y;
        e.button = 1;
        e.count = 2;
        site.canvas().notifyListeners(SWT.MouseDoubleClick, e);
        Screen.settle(site.shell());
        assertEquals(5, boxes().size());
        assertNull(box("P5"));
        SvgWriter svg = new SvgWriter();
        box("P2").writeSvg(svg);
        assertTrue(svg.document(0, 0, 1, 1).contains(">+2<"), "two nodes folded under P2");
        Widgets.press(site.shell(), "Add child");
        Screen.settle(site.shell());
        assertEquals(8, tree().size());
        assertEquals("P2", parentOf(tree().id(7)));
        assertEquals(8, boxes().size(), "P2 unfolded to show its new child");
    }
}
