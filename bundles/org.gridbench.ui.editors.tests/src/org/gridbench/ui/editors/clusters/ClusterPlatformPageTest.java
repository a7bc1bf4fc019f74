package org.gridbench.ui.editors.clusters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.tests.Scenarios;
import org.gridbench.ui.editors.tests.Screen;
import org.gridbench.ui.editors.tests.TestSite;
import org.gridbench.ui.editors.tests.Widgets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cluster page with its cluster controllers and form. The router's box is centred at (380, 180) and the n
 * clusters on an ellipse of radii 300 and 150 around it from the top, clockwise: with two clusters, C1's box is
 * centred at (380, 30) and C2's at (380, 330); all of it lies within 750 x 360 pixels.
 */
class ClusterPlatformPageTest {

    private TestSite site;

    @BeforeEach
    void open() {
        site = TestSite.open(new ClusterPlatformPage(), Scenarios.DIAMOND);
    }

    @AfterEach
    void close() {
        site.close();
    }

    @Test
    void clustersStandOnACircleAroundTheRouter() {
        assertEquals(new Rectangle(312, 160, 136, 40), Widgets.box(site.canvas(), "(router)").getBounds());
        assertEquals(new Rectangle(312, 10, 136, 40), Widgets.box(site.canvas(), "C1").getBounds());
        assertEquals(new Rectangle(312, 310, 136, 40), Widgets.box(site.canvas(), "C2").getBounds());
        Widgets.press(site.shell(), "Add cluster");
        Screen.settle(site.shell());
        String added = site.document().root().at("/platform/clusters/2/id").asText();
        // the third of three at 150 degrees: centre (380 - 300 cos 30, 180 + 150 sin 30) = (120.2, 255)
        assertEquals(new Rectangle(52, 235, 136, 40), Widgets.box(site.canvas(), added).getBounds());
        assertEquals(3, Widgets.boxes(site.canvas()).size() - 1);
        Widgets.press(site.shell(), "Add cluster");
        Screen.settle(site.shell());
        Rectangle fits = new Rectangle(0, 0, 750, 360);
        for (BoxFigure box : Widgets.boxes(site.canvas())) {
            assertTrue(fits.contains(box.getBounds()), box.getBounds() + " within " + fits);
        }
    }

    @Test
    void aClickSelectsAClusterAndTheFormEditsItThroughTheHistory() throws Exception {
        assertEquals("0.5", Widgets.field(site.shell(), "CCR:").getText());
        assertEquals("router\nCCR 0.5", ((org.eclipse.draw2d.Label) Widgets.box(site.canvas(), "(router)")
                .getToolTip()).getText(), "the router's CCR as the field writes it (\"%.3g\" gave 0.500)");
        assertFalse(Widgets.field(site.shell(), "Cores:").isEnabled());
        Screen.click(site.canvas(), new Point(380, 330), 0);
        assertTrue(Widgets.box(site.canvas(), "C2").isSelected());
        assertEquals("C2", Widgets.field(site.shell(), "Id:").getText());
        assertEquals("2", Widgets.field(site.shell(), "Cores:").getText());
        Widgets.type(Widgets.field(site.shell(), "Cores:"), "4");
        assertEquals(4, site.document().root().at("/platform/clusters/1/cores").asInt());
        Screen.click(site.canvas(), new Point(380, 180), 0);
        assertFalse(Widgets.box(site.canvas(), "C2").isSelected(), "the router unselects");
        assertFalse(Widgets.field(site.shell(), "Cores:").isEnabled());
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }
}
