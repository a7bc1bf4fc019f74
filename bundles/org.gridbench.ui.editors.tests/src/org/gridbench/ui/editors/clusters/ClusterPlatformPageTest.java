package org.gridbench.ui.editors.clusters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.ScenarioDocument;
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

    private Shell shell;
    private ScenarioDocument document;
    private TestSite site;
    private FigureCanvas canvas;

    @BeforeEach
    void open() {
        shell = Screen.shell();
        document = Scenarios.read(Scenarios.DIAMOND);
        site = new TestSite(document, shell);
        site.open(new ClusterPlatformPage());
        canvas = Widgets.find(shell, FigureCanvas.class).get(0);
        Screen.settle(shell);
    }

    @AfterEach
    void close() {
        shell.dispose();
    }

    @Test
    void clustersStandOnACircleAroundTheRouter() {
        assertEquals(new Rectangle(172, 190, 136, 40), Widgets.box(canvas, "(router)").getBounds());
        assertEquals(new Rectangle(172, 20, 136, 40), Widgets.box(canvas, "C1").getBounds());
        assertEquals(new Rectangle(172, 360, 136, 40), Widgets.box(canvas, "C2").getBounds());
        Widgets.press(shell, "Add cluster");
        Screen.settle(shell);
        String added = document.root().at("/platform/clusters/2/id").asText();
        // the third of three at 150 degrees: centre (240 - 170 cos 30, 210 + 170 sin 30) = (92.8, 295)
        assertEquals(new Rectangle(25, 275, 136, 40), Widgets.box(canvas, added).getBounds());
        assertEquals(3, Widgets.boxes(canvas).size() - 1);
    }

    @Test
    void aClickSelectsAClusterAndTheFormEditsItThroughTheHistory() throws Exception {
        String original = Scenarios.text(document);
        assertEquals("0.5", Widgets.field(shell, "CCR:").getText());
        assertFalse(Widgets.field(shell, "Cores:").isEnabled());
        Screen.click(canvas, new Point(240, 380), 0);
        assertTrue(Widgets.box(canvas, "C2").isSelected());
        assertEquals("C2", Widgets.field(shell, "Id:").getText());
        assertEquals("2", Widgets.field(shell, "Cores:").getText());
        Widgets.type(Widgets.field(shell, "Cores:"), "4");
        assertEquals(4, document.root().at("/platform/clusters/1/cores").asInt());
        Screen.click(canvas, new Point(240, 210), 0);
        assertFalse(Widgets.box(canvas, "C2").isSelected(), "the router unselects");
        assertFalse(Widgets.field(shell, "Cores:").isEnabled());
        assertTrue(site.undo());
        assertEquals(original, Scenarios.text(document));
    }
}
