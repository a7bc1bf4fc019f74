package org.gridbench.ui.editors.clusters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.gridbench.ui.editors.tests.Scenarios;
import org.gridbench.ui.editors.tests.Screen;
import org.gridbench.ui.editors.tests.TestSite;
import org.gridbench.ui.editors.tests.Widgets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The cluster page with its cluster controllers and form. The router's box is centred at (240, 210) and the n
 * clusters on a circle of radius 170 around it from the top, clockwise: with two clusters, C1's box is centred at
 * (240, 40) and C2's at (240, 380).
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
        assertEquals(new Rectangle(172, 190, 136, 40), Widgets.box(site.canvas(), "(router)").getBounds());
        assertEquals(new Rectangle(172, 20, 136, 40), Widgets.box(site.canvas(), "C1").getBounds());
        assertEquals(new Rectangle(172, 360, 136, 40), Widgets.box(site.canvas(), "C2").getBounds());
        Widgets.press(site.shell(), "Add cluster");
        Screen.settle(site.shell());
        String added = site.document().root().at("/platform/clusters/2/id").asText();
        // the third of three at 150 degrees: centre (240 - 170 cos 30, 210 + 170 sin 30) = (92.8, 295)
        assertEquals(new Rectangle(25, 275, 136, 40), Widgets.box(site.canvas(), added).getBounds());
        assertEquals(3, Widgets.boxes(site.canvas()).size() - 1);
    }

    @Test
    void aClickSelectsAClusterAndTheFormEditsItThroughTheHistory() throws Exception {
        assertEquals("0.5", Widgets.field(site.shell(), "CCR:").getText());
        assertFalse(Widgets.field(site.shell(), "Cores:").isEnabled());
        Screen.click(site.canvas(), new Point(240, 380), 0);
        assertTrue(Widgets.box(site.canvas(), "C2").isSelected());
        assertEquals("C2", Widgets.field(site.shell(), "Id:").getText());
        assertEquals("2", Widgets.field(site.shell(), "Cores:").getText());
        Widgets.type(Widgets.field(site.shell(), "Cores:"), "4");
        assertEquals(4, site.document().root().at("/platform/clusters/1/cores").asInt());
        Screen.click(site.canvas(), new Point(240, 210), 0);
        assertFalse(Widgets.box(site.canvas(), "C2").isSelected(), "the router unselects");
        assertFalse(Widgets.field(site.shell(), "Cores:").isEnabled());
        assertTrue(site.undo());
        assertEquals(site.original(), Scenarios.text(site.document()));
    }
}
