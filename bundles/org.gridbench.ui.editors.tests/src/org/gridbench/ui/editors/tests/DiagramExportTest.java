package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.MidpointLocator;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A diagram of two boxes and a labelled arrow written as SVG and PNG at zoom 1, whatever the zoom shown: the boxes where
 * they are drawn, the extent with its 20-pixel margin, files written whole.
 */
class DiagramExportTest {

    @TempDir
    Path dir;

    @Test
    void boxesAndArrowsAreWrittenWhereTheyAreDrawn() throws Exception {
        Shell shell = Screen.shell();
        try {
            DiagramView view = new DiagramView(shell, new DiagramView.Keys() {
            });
            BoxFigure a = new BoxFigure("a");
            BoxFigure b = new BoxFigure("b");
            a.setText("a", "first");
            view.shapes().add(a, new Rectangle(40, 30, 136, 40));
            view.shapes().add(b, new Rectangle(40, 130, 136, 40));
            EdgeFigure edge = new EdgeFigure("a->b", a, b, true);
            Label bandwidth = new Label("4 B/tu");
            edge.add(bandwidth, new MidpointLocator(edge, 0));
            view.connections().add(edge);
            view.zoom(2);
            Screen.settle(shell);
            // the extent: boxes from (40, 30) to (176, 170), 20 more on each side
            assertEquals(new Rectangle(20, 10, 176, 180), view.extent());
            String svg = view.svg();
            assertTrue(svg.contains("<rect x=\"41.0\" y=\"31.0\" width=\"134.0\" height=\"38.0\""), svg);
            assertTrue(svg.contains("<rect x=\"41.0\" y=\"131.0\" width=\"134.0\" height=\"38.0\""), svg);
            assertTrue(svg.contains(">first<"), svg);
            // Draw2D's chopbox anchors aim at the boxes' centres measured to their last pixel, x = 40 + 135 / 2,
            // drawn at 107, from a's lower edge (y 70) to just above b (y 129)
            assertTrue(svg.contains("<polyline points=\"107.0,70.0 107.0,129.0\""), svg);
            assertTrue(svg.contains("<polygon"), "the arrowhead");
            // the edge's label, centred on its midpoint (107, 99.5) as on screen: x within a pixel of 107
            Matcher label = Pattern.compile("<text x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*text-anchor=\"middle\"[^>]*>"
                    + "4 B/tu</text>").matcher(svg);
            assertTrue(label.find(), "the link label is in the SVG: " + svg);
            assertEquals(107, Double.parseDouble(label.group(1)), 1.0);
            assertEquals(99.5 + 4, Double.parseDouble(label.group(2)), 1.5);
            Path png = dir.resolve("d.png");
            view.exportPng(png);
            ImageData image = new ImageData(png.toString());
            assertEquals(176, image.width);
            assertEquals(180, image.height);
            view.exportSvg(dir.resolve("d.svg"));
            assertEquals(svg, Files.readString(dir.resolve("d.svg")));
            assertEquals(2, Files.list(dir).count(), "no temporary file left");
        } finally {
            shell.dispose();
        }
    }
}
