package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editors.diagram.DiagramOverview;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.tree.TreePlatformPage;
import org.gridbench.ui.parts.ExplorerActions;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.gridbench.ui.views.AxisPower;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.SweepPart;
import org.gridbench.ui.views.TreesPart;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;

/**
 * The trees family at 1280 x 800 as it ships, as a new user meets it with a generated 100-node tree: the Trees view's
 * labels, and the tree page's view of the new tree and its overview; and a sweep of a trees scenario's heuristics.
 */
@ExtendWith(ScreenshotOnFailure.class)
class TreesFamilyTest {

    private static Workbench wb;

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        assertTrue(wb.waitUntil(() -> Files.isDirectory(Path.of(System.getProperty("gridbench.workspace")))));
    }

    /**
     * The ids too close for a node's full label ran into their neighbours' circles and one another ("P1 5 P16"), and
     * the last of a row past the view's edge; an id is now drawn only where it fits, the others in their tooltips.
     */
    @Test
    void noNodeLabelRunsIntoAnotherNodeOrLabelOrPastTheView() throws Exception {
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = workspace.resolve("trees-view-labels.gridbench.json").toAbsolutePath();
        Files.copy(workspace.resolve("trees-star.gridbench.json"), file, StandardCopyOption.REPLACE_EXISTING);
        MPart editorPart = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) editorPart.getObject());
        assertTrue(wb.ui(() -> editor.execute(TreeEdits.replaceAll(editor.document(), "generate",
                TreeEdits.randomTree(100, 5, 1))).isOK()));
        wb.run(editor::save);
        wb.settle();
        FastRun.toEnd(wb, file);
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            wb.showPart("org.gridbench.ui.part.trees");
            MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class)
                    .find("org.gridbench.ui.part.trees", wb.app));
            TreesPart trees = wb.ui(() -> (TreesPart) part.getObject());
            Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
            assertTrue(wb.waitUntil(() -> trees.shown() != null && !trees.labelBoxes().isEmpty()));
            wb.run(canvas::redraw);
            wb.settle();
            at1280.shoot("trees-100-nodes");
            org.eclipse.swt.graphics.Point drawing = wb.ui(trees::drawingSize);
            int[][] centres = wb.ui(trees::nodeCentres);
            assertEquals(100, centres[0].length);
            int radius = centres[2][0];
            List<Rectangle> circles = new ArrayList<>();
            for (int u = 0; u < centres[0].length; u++) {
                circles.add(new Rectangle(centres[0][u] - radius, centres[1][u] - radius, 2 * radius, 2 * radius));
            }
            for (int u = 0; u < circles.size(); u++) {
                for (int v = u + 1; v < circles.size(); v++) {
                    assertFalse(circles.get(u).intersects(circles.get(v)), "nodes " + u + " at " + circles.get(u)
                            + " and " + v + " at " + circles.get(v) + " overlap");
                }
                assertTrue(circles.get(u).x + circles.get(u).width <= drawing.x && circles.get(u).y + circles.get(u)
                        .height <= drawing.y, "node " + u + " at " + circles.get(u) + " past the drawing " + drawing);
            }
            assertScrollsOver(canvas, drawing);
            List<Rectangle> labels = new ArrayList<>();
            for (int[] box : wb.ui(trees::labelBoxes)) {
                labels.add(new Rectangle(box[0], box[1], box[2], box[3]));
            }
            assertTrue(labels.size() >= 4, labels.size() + " ids drawn: the root's and its children's have room");
            for (int i = 0; i < labels.size(); i++) {
                Rectangle label = labels.get(i);
                assertTrue(label.x + label.width <= drawing.x, "label " + label + " past the drawing's " + drawing.x
                        + " px");
                for (int j = i + 1; j < labels.size(); j++) {
                    assertTrue(!label.intersects(labels.get(j)), "labels " + label + " and " + labels.get(j));
                }
                for (Rectangle circle : circles) {
                    assertTrue(!label.intersects(circle), "label " + label + " over the node at " + circle);
                }
            }
        });
        wb.run(editor::load);
    }

    // the view shows the whole drawing, scrolling over what is larger than it
    private static void assertScrollsOver(Canvas canvas, org.eclipse.swt.graphics.Point drawing) throws Exception {
        Rectangle view = wb.ui(canvas::getClientArea);
        ScrollBar across = wb.ui(canvas::getHorizontalBar);
        ScrollBar down = wb.ui(canvas::getVerticalBar);
        assertTrue(drawing.x <= view.width || wb.ui(() -> across.getVisible() && across.getMaximum() == drawing.x),
                "a drawing " + drawing.x + " px wide in a view of " + view.width + " px scrolls sideways");
        assertTrue(drawing.y <= view.height || wb.ui(() -> down.getVisible() && down.getMaximum() == drawing.y),
                "a drawing " + drawing.y + " px high in a view of " + view.height + " px scrolls down");
    }

    /**
     * trees-star's P3 computes 0.25 % of the time at the LP optimum: its label and tooltip read "LP 0%"; a share that
     * is not zero now reads "<1%" in the label and with every digit in the tooltip. The link's latency, which the LP
     * charges per task sent, was in neither: the tooltip (and a label with room) gives it with its unit.
     */
    @Test
    void aSmallShareNeverReadsZeroPercentAndALinksLatencyIsShown() throws Exception {
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path star = workspace.resolve("trees-star.gridbench.json");
        Path slow = workspace.resolve("trees-star-latency.gridbench.json").toAbsolutePath();
        Files.writeString(slow, Files.readString(star).replace("\"latency\": 0", "\"latency\": 0.25"));
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            FastRun.toEnd(wb, star.toAbsolutePath());
            List<String> tips = treesTips();
            at1280.shoot("trees-star-shares");
            String p3 = tips.stream().filter(t -> t.startsWith("P3 ")).findFirst().orElseThrow();
            assertTrue(p3.contains("cpu ") && p3.contains("(LP 0.25%)"), p3);
            assertTrue(tips.stream().noneMatch(t -> t.contains("LP 0%")), "no LP share of 0 %: " + tips);
            assertTrue(tips.stream().filter(t -> t.startsWith("P1 ")).allMatch(t -> t.endsWith(
                    "\nlatency 0 time units")), tips.toString());

            FastRun.toEnd(wb, slow);
            assertTrue(treesTips().stream().anyMatch(t -> t.startsWith("P1 ") && t.endsWith(
                    "\nlatency 0.25 time units")), "P1's link's latency in its tooltip");
        });
    }

    // the Trees view's tooltips, the mouse moved across its canvas every 3 px
    private static List<String> treesTips() throws Exception {
        wb.showPart("org.gridbench.ui.part.trees");
        MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class)
                .find("org.gridbench.ui.part.trees", wb.app));
        TreesPart trees = wb.ui(() -> (TreesPart) part.getObject());
        Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
        assertTrue(wb.waitUntil(() -> trees.shown() != null && trees.nodeCentres()[0].length > 0));
        wb.run(canvas::redraw);
        wb.settle();
        return wb.ui(() -> LiveViewsTest.hoverTips(canvas));
    }

    /**
     * Generate... with its defaults (a random tree of 100 nodes) shows the new tree from its root, and the overview is
     * on the screen while the tree does not fit: under the node's fields it got no height (its title was the panel's
     * last visible line), and a generated tree opened on the empty space left of its root.
     */
    @Test
    void aGeneratedTreeIsSeenFromItsRootWithTheOverviewOnTheScreen() throws Exception {
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            Path workspace = Path.of(System.getProperty("gridbench.workspace"));
            Path file = workspace.resolve("tree-overview.gridbench.json");
            Files.copy(workspace.resolve("trees-star.gridbench.json"), file, StandardCopyOption.REPLACE_EXISTING);
            MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file.toAbsolutePath()));
            ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
            wb.run(() -> editor.show(TreePlatformPage.TITLE));
            wb.settle();
            Composite page = wb.ui(() -> new EditorProbe(part).page(TreePlatformPage.TITLE));
            FigureCanvas diagram = wb.ui(() -> EditorProbe.canvas(page));
            assertFalse(overviewShown(page), "the star fits: no overview over it");

            wb.display.asyncExec(() -> EditorProbe.press(page, "Generate..."));
            Dialogs dialogs = new Dialogs(wb);
            Shell dialog = dialogs.open(null, "Generate a tree platform");
            dialogs.press(dialog, "OK");
            wb.settle();
            assertEquals(100, wb.ui(() -> EditorProbe.figures(diagram, BoxFigure.class).size()));
            at1280.shoot("tree-generated");

            BoxFigure root = wb.ui(() -> EditorProbe.box(diagram, "P0"));
            assertNotNull(root);
            Rectangle seen = wb.ui(() -> {
                org.eclipse.swt.graphics.Rectangle area = diagram.getClientArea();
                org.eclipse.draw2d.geometry.Point at = diagram.getViewport().getViewLocation();
                return new Rectangle(at.x, at.y, area.width, area.height);
            });
            org.eclipse.draw2d.geometry.Rectangle box = wb.ui(() -> root.getBounds().getCopy());
            assertTrue(seen.contains(box.x, box.y) && seen.contains(box.right() - 1, box.bottom() - 1),
                    "the root " + box + " is in view " + seen);

            assertTrue(overviewShown(page), "the overview shows while the tree does not fit");
            Rectangle overview = wb.ui(() -> {
                Canvas control = overview(page);
                return wb.display.map(control, null, new Rectangle(0, 0, control.getSize().x, control.getSize().y));
            });
            Rectangle canvas = wb.ui(() -> wb.display.map(diagram, null, diagram.getClientArea()));
            assertTrue(overview.width >= 100 && overview.height >= 30, "overview of " + overview);
            // the tree in small, scaled to fit the overview's inside keeping its shape, is THUMBNAIL_HEIGHT high where
            // half the diagram's width allows: at 180 px wide it was a thin strip
            double[] tree = wb.ui(() -> new double[] { span(diagram.getViewport().getHorizontalRangeModel()),
                    span(diagram.getViewport().getVerticalRangeModel()) });
            Rectangle inside = wb.ui(() -> overview(page).getClientArea());
            double small = Math.min(inside.width / tree[0], inside.height / tree[1]) * tree[1];
            double possible = Math.min(DiagramOverview.THUMBNAIL_HEIGHT, canvas.width / 2.0 * tree[1] / tree[0]);
            assertTrue(small >= possible - 3 && overview.width <= canvas.width / 2 + 1, "a tree of " + tree[0] + " x "
                    + tree[1] + " px drawn " + small + " px high in an overview of " + overview + " on " + canvas);
            assertTrue(canvas.intersection(At1280.SCREEN).contains(overview.x, overview.y)
                    && canvas.intersection(At1280.SCREEN).contains(overview.x + overview.width - 1,
                            overview.y + overview.height - 1),
                    "the overview " + overview + " lies on the diagram " + canvas + " and the screen");

            wb.run(() -> EditorProbe.press(page, "Fit"));
            wb.settle();
            assertFalse(overviewShown(page), "the whole tree in view: the overview would only cover it");
            wb.run(editor::load);
        });
    }

    /**
     * A sweep of the heuristics of a trees scenario, every measure (none named): its chart showed the first measure,
     * tasks computed, 600 in every run, as a flat line; it now shows the first measure the runs differ in, the
     * experimental fair throughput, until the user chooses another; and the unit written at the top of its y axis hid
     * the highest point, LP's at the left edge.
     */
    @Test
    void aTreesSweepIsChartedByTheFirstMeasureItsRunsDifferIn() throws Exception {
        Path workspace = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath().normalize();
        Path file = workspace.resolve("trees-heuristics-test.sweep.json");
        Files.writeString(file, """
                {
                  "format": "gridbench-sweep",
                  "version": 1,
                  "scenario": "trees-two-level.gridbench.json",
                  "axes": [
                    { "parameter": "heuristic", "values": ["LP", "FCFS"] }
                  ]
                }
                """);
        ExplorerActions actions = wb.ui(() -> ((ScenarioExplorerPart) ((MPart) wb.app.getContext().get(
                EModelService.class).find("org.gridbench.ui.part.explorer", wb.app)).getObject()).actions());
        wb.run(() -> actions.run(file));
        MPart view = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(SweepPart.ID, wb.app));
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(workspace.resolve("trees-heuristics-test-results")
                .resolve("results.csv")), 120), "the sweep ran");
        SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
        assertTrue(wb.waitUntil(() -> !sweep.running()));
        wb.settle();
        Combo measure = wb.ui(() -> Dialogs.find((Composite) view.getWidget(), Combo.class,
                c -> "measure".equals(c.getData(SweepPart.CONTROL_KEY))));
        assertEquals(TreesMetrics.TASKS_COMPUTED, wb.ui(() -> measure.getItem(0)), "the runs' first measure");
        assertEquals(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT, wb.ui(measure::getText),
                "LP and FCFS compute the same 600 tasks at different fair throughputs");
        wb.screenshot(At1280.SHOTS.resolve("trees-sweep.png").toFile());

        // the unit at the top of the y axis ("tasks per time unit", the low plot's title without it) was written on
        // the plot's colour over LP's point, the highest at the left edge: no marker pixel may go under it, on the
        // chart at about the size the Sweep view gives it beside this table at 1280 x 800
        org.eclipse.swt.graphics.Point size = new org.eclipse.swt.graphics.Point(220, 330);
        XYChart chart = wb.ui(sweep::chart);
        ChartFit.fit(chart, size.x, size.y);
        BufferedImage withUnit = paint(chart, size);
        List<AxisPower> unit = DefaultLayoutTest.annotations(chart, AxisPower.class);
        assertEquals("tasks per time unit", unit.get(0).text(), "the unit is said at the axis's top");
        Color marker = onPlot(chart.getSeriesCollection().iterator().next().getMarkerColor(),
                chart.getStyler().getPlotBackgroundColor());
        int shown = pixels(withUnit, marker);
        unit.get(0).setVisible(false);
        int all = pixels(paint(chart, size), marker);
        assertTrue(all > 0, "the markers are drawn");
        assertEquals(all, shown, "every pixel of the two markers shows beside the unit at the axis's top");
    }

    private static BufferedImage paint(XYChart chart, org.eclipse.swt.graphics.Point size) {
        BufferedImage image = new BufferedImage(size.x, size.y, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, size.x, size.y);
        g.dispose();
        return image;
    }

    // a translucent colour as painted over the plot's background
    private static Color onPlot(Color colour, Color background) {
        double a = colour.getAlpha() / 255.0;
        return new Color((int) Math.round(a * colour.getRed() + (1 - a) * background.getRed()),
                (int) Math.round(a * colour.getGreen() + (1 - a) * background.getGreen()),
                (int) Math.round(a * colour.getBlue() + (1 - a) * background.getBlue()));
    }

    // the pixels within 3 of the colour in each channel (the markers' insides; their edges are smoothed)
    private static int pixels(BufferedImage image, Color colour) {
        int count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                Color pixel = new Color(image.getRGB(x, y));
                count += Math.abs(pixel.getRed() - colour.getRed()) <= 3
                        && Math.abs(pixel.getGreen() - colour.getGreen()) <= 3
                        && Math.abs(pixel.getBlue() - colour.getBlue()) <= 3 ? 1 : 0;
            }
        }
        return count;
    }

    // the overview: the page's one plain canvas (the diagram is a FigureCanvas)
    private static Canvas overview(Composite page) {
        List<Canvas> plain = EditorProbe.all(page, Canvas.class).stream().filter(c -> c.getClass() == Canvas.class)
                .toList();
        assertEquals(1, plain.size(), "one overview");
        return plain.get(0);
    }

    private static double span(org.eclipse.draw2d.RangeModel range) {
        return range.getMaximum() - range.getMinimum();
    }

    private static boolean overviewShown(Composite page) {
        return wb.ui(() -> overview(page).isVisible());
    }
}
