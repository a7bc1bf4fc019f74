package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.AxisPower;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.PointCount;
import org.gridbench.ui.views.SweepEditor;
import org.gridbench.ui.views.SweepPart;
import org.gridbench.ui.views.TreesPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * What a tour of the workbench at 1280 x 800, in the Editing perspective as it ships, found in the Run view and the
 * views around it: Step greyed out after a run although another scenario was in front, the Results view showing about
 * one row, the Progress and Event Log columns cut at their default width, and the Sweep view's chart too low to plot.
 */
@ExtendWith(ScreenshotOnFailure.class)
class DefaultLayoutTest {

    private static final Path WORKSPACE = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath()
            .normalize();
    /** The width, in pixels, of a Sweep chart too narrow for two counts side by side. */
    private static final int NARROW_CHART = 300;
    /** The least number of whole rows the Results table shows in the Editing arrangement at 1280 x 800. */
    private static final int LEAST_RESULT_ROWS = 4;

    /** The example sweep's shape: the three policies of the two-clusters scenario over seeds, its measures' names. */
    private static final String SWEEP = """
            {
              "format": "gridbench-sweep",
              "version": 1,
              "scenario": "market-two-clusters.gridbench.json",
              "axes": [
                { "parameter": "policy", "values": ["PVR", "FIFO", "EDF"] }
              ],
              "seeds": [1, 2],
              "measures": ["proportion of maximum value", "starved jobs", "mean SLR of completed jobs"]
            }
            """;

    /** A market sweep whose three seeds give the same value fraction at load 0.2 (every job) and differ at 1.6. */
    private static final String SOME_ALIKE = """
            {
              "format": "gridbench-sweep",
              "version": 1,
              "experiment": "market",
              "parameters": { "jobs": 1500 },
              "axes": [
                { "parameter": "load", "values": [0.2, 1.6] },
                { "parameter": "policy", "values": ["FIFO"] }
              ],
              "seeds": [1, 2, 3],
              "measures": ["value_fraction", "mean_slr"]
            }
            """;

    /** A market sweep averaged over three seeds, with the example's four measures. */
    private static final String THREE_SEEDS = """
            {
              "format": "gridbench-sweep",
              "version": 1,
              "experiment": "market",
              "parameters": { "jobs": 1000 },
              "axes": [
                { "parameter": "load", "values": [0.6, 1.2, 1.8] },
                { "parameter": "policy", "values": ["FIFO", "EDF", "PVR"] }
              ],
              "seeds": [1, 2, 3],
              "measures": ["value_fraction", "starved_job_fraction", "mean_slr", "utilisation"]
            }
            """;

    private final Workbench wb = Workbench.get();
    private final At1280 at1280 = new At1280(wb);

    /** Waits for the workbench to start, in the fields' initialisers. */
    DefaultLayoutTest() throws InterruptedException {
    }

    /**
     * After a run ended, Step and Step to next decision stayed greyed out even with another scenario's editor in front,
     * which they would set up and step; they now follow the editor in front, and stay greyed out for the ended run's
     * own scenario (Restart runs it again).
     */
    @Test
    void stepIsOfferedForAnotherScenarioInFrontAfterARunEnded() throws Exception {
        Path ended = WORKSPACE.resolve("trees-star.gridbench.json");
        Path other = WORKSPACE.resolve("market-two-clusters.gridbench.json");
        FastRun.toEnd(wb, ended);
        Button step = wb.ui(() -> FastRun.runControl(wb, Button.class, "step"));
        Button decision = wb.ui(() -> FastRun.runControl(wb, Button.class, "decision"));
        assertFalse(wb.ui(step::isEnabled), "the ended run's own scenario in front: Restart runs it again");
        EditorOpener opener = wb.ui(() -> wb.app.getContext().get(EditorOpener.class));
        wb.run(() -> opener.open(other));
        wb.settle();
        assertTrue(wb.ui(step::isEnabled), "Step is offered for the scenario in front");
        assertTrue(wb.ui(decision::isEnabled), "and Step to next decision");
        assertFalse(wb.ui(() -> FastRun.runControl(wb, Button.class, "pause").isEnabled()),
                "no run goes: nothing to pause");
        wb.run(() -> opener.open(ended));
        wb.settle();
        assertFalse(wb.ui(step::isEnabled), "the ended run's scenario in front again");

        wb.run(() -> opener.open(other));
        wb.settle();
        wb.run(() -> step.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event()));
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        assertTrue(wb.waitUntil(() -> session.isOf(other)), "Step set up the scenario in front");
        Button pause = wb.ui(() -> FastRun.runControl(wb, Button.class, "pause"));
        assertTrue(wb.waitUntil(() -> !wb.ui(pause::isEnabled)), "a paused run has nothing to pause");
        assertTrue(wb.ui(step::isEnabled), "but steps on");
        at1280.editingAsShipped(() -> at1280.shoot("tour-run-step"));
    }

    /**
     * In the Editing arrangement at 1280 x 800 the Results view gave 60 % of its height to the sweep chart, empty
     * until a market sweep is opened, and its runs table showed about one row.
     */
    @Test
    void theResultsViewListsSeveralRunsAtTheDefaultLayout() throws Exception {
        for (String example : List.of("trees-star", "trees-two-level", "trees-star", "trees-two-level",
                "trees-star")) {
            FastRun.toEnd(wb, WORKSPACE.resolve(example + ".gridbench.json"));
        }
        at1280.editingAsShipped(() -> {
            wb.showPart("org.gridbench.ui.part.results");
            MPart results = part("org.gridbench.ui.part.results");
            // a sweep opened earlier in the session shows its chart under the runs until it is turned off
            Button chart = wb.ui(() -> Dialogs.find((Composite) results.getWidget(), Button.class,
                    b -> "showChart".equals(b.getData(MetricsChartPart.CONTROL_KEY))));
            if (wb.ui(chart::getSelection)) {
                wb.run(() -> {
                    chart.setSelection(false);
                    chart.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                });
                wb.settle();
            }
            Table trees = wb.ui(() -> Dialogs.find((Composite) results.getWidget(), Table.class,
                    t -> "results-trees".equals(t.getData(MetricsChartPart.CONTROL_KEY))));
            int rows = wb.ui(() -> (trees.getClientArea().height - trees.getHeaderHeight()) / trees.getItemHeight());
            assertTrue(rows >= LEAST_RESULT_ROWS, "the runs table shows " + rows + " whole rows");
            // the file column ended past the view's edge ("trees-star.gridbench.jso"): it is written as the
            // explorer writes it, whole in the tooltip of its cell
            int fileEnd = wb.ui(() -> trees.getColumn(0).getWidth() + trees.getColumn(1).getWidth() + trees
                    .getColumn(2).getWidth());
            int width = wb.ui(() -> trees.getClientArea().width);
            assertTrue(fileEnd <= width, "the file column ends at " + fileEnd + " px of " + width);
            assertEquals("file", wb.ui(() -> trees.getColumn(2).getText()));
            for (TableItem item : wb.ui(trees::getItems)) {
                assertEquals(wb.ui(() -> item.getData("file")), wb.ui(() -> item.getText(2)) + ".gridbench.json",
                        "a scenario's file without the ending every scenario's name has");
            }
            wb.run(() -> Dialogs.pointAt(trees, 0, 2));
            assertEquals(wb.ui(() -> trees.getItem(0).getData("file")), wb.ui(trees::getToolTipText),
                    "the tooltip has the whole name");
            // the end time's unit had a column of its own, cut at the view's edge: the heading says it, and the
            // run's title takes what the view leaves, so that the end time ends inside the table
            assertEquals("end time (tu)", wb.ui(() -> trees.getColumn(3).getText()));
            int endTimeEnd = wb.ui(() -> fileEnd + trees.getColumn(3).getWidth());
            assertTrue(endTimeEnd <= width, "the end time column ends at " + endTimeEnd + " px of " + width);
            assertTrue(wb.ui(() -> Dialogs.textWidth(trees, "end time (tu)") < trees.getColumn(3).getWidth()),
                    "the heading whole");
            for (TableItem item : wb.ui(trees::getItems)) {
                assertTrue(wb.ui(() -> Dialogs.textWidth(trees, item.getText(1)) < trees.getColumn(1).getWidth()),
                        "the run's title fits its column: " + wb.ui(() -> item.getText(1)));
            }
            wb.run(() -> Dialogs.pointAt(trees, 0, 1));
            assertEquals(wb.ui(() -> trees.getItem(0).getData("run")), wb.ui(trees::getToolTipText),
                    "the run cell's tooltip has the whole title");
            at1280.shoot("tour-results");
        });
    }

    /**
     * At 1280 x 800 the Progress view's three columns (490 px) were wider than its 470 px, cutting the time, and the
     * Event Log's source column was as wide as "workspace", cutting "preferences".
     */
    @Test
    void theProgressAndEventLogColumnsShowTheirTextAtTheDefaultWidth() throws Exception {
        afterARunAtTheDefaultLayout("trees-star", "org.gridbench.ui.part.progress", () -> {
            Table progress = table("org.gridbench.ui.part.progress");
            assertTrue(wb.waitUntil(() -> progress.getItemCount() > 0), "the Progress view lists the run's job");
            // the job's name takes what the state and time leave; a failed job's state holds its message
            assertEquals(List.of(), wb.ui(() -> cut(progress)).stream().filter(c -> c.startsWith("Time")
                    || c.startsWith("State") && !c.contains("failed")).toList(),
                    "Progress cells narrower than their text");
            assertTrue(wb.ui(() -> sum(progress) <= progress.getClientArea().width),
                    "the Progress columns fit the view's width");
            at1280.shoot("tour-progress");

            wb.showPart("org.gridbench.ui.part.eventlog");
            Table log = table("org.gridbench.ui.part.eventlog");
            List<String> cut = wb.ui(() -> cut(log));
            // the message column is as wide as the view leaves it: a row's tooltip is its whole message
            assertEquals(List.of(), cut.stream().filter(c -> !c.startsWith("Message")).toList(),
                    "Event Log cells narrower than their text");
            TableColumn source = wb.ui(() -> log.getColumn(2));
            assertEquals("Source", wb.ui(source::getText));
            assertTrue(wb.ui(() -> Dialogs.textWidth(log, "preferences") <= source.getWidth()),
                    "the widest source the workbench logs under fits");
            at1280.shoot("tour-eventlog");
        });
    }

    /**
     * A sweep run from its editor said "Too low to plot: maximize the view" in the Sweep view among the bottom views,
     * and showed neither its chart nor its title; the view now opens where the window has the height (SweepPlace).
     */
    @Test
    void aSweepRunAtTheDefaultLayoutDrawsItsChartWithItsTitlesAndLegend() throws Exception {
        at1280.editingAsShipped(() -> {
            MPart view = part(SweepPart.ID);
            MPart editor = runFromItsEditor("layout-test.sweep.json", SWEEP, view, 6);
            SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
            Canvas canvas = control(view, Canvas.class, null);
            Point size = wb.ui(canvas::getSize);
            XYChart chart = wb.ui(sweep::chart);
            List<String> hidden = ChartFit.fit(chart, size.x, size.y);
            assertFalse(ChartFit.tooLow(chart, size.y), "a chart of " + size + " px is too low to plot");
            assertEquals(List.of(), hidden, "what the " + size + " px chart hides");
            assertTrue(wb.waitUntil(() -> canvas.getToolTipText() == null),
                    "no title of the chart as drawn moved to its tooltip: " + wb.ui(canvas::getToolTipText));
            at1280.shoot("sweep-default-layout");
            EditorOpener opener = editors();
            wb.run(() -> opener.close(editor));
        });
    }

    /**
     * The Sweep view's table was wider than its pane beside the chart (eight columns, every digit of each measure, in
     * 35 % of the view), so headings and numbers showed cut until scrolled, even with the view maximized. The table now
     * takes the width its columns need where the chart keeps the width its titles and legend need: at the default
     * layout the chart keeps its 65 % and hides nothing (the test above); maximized at 1280 x 800 (Ctrl+M, as the
     * chart's "Too low to plot" advises) every column shows its heading and cells whole beside the whole chart.
     */
    @Test
    void theMaximizedSweepViewShowsEveryColumnOfItsTableWholeBesideItsChart() throws Exception {
        at1280.editingAsShipped(() -> {
            MPart view = part(SweepPart.ID);
            MPart editor = runFromItsEditor("table-test.sweep.json", SWEEP, view, 6);
            wb.run(() -> wb.window.getContext().get(EPartService.class).activate(view));
            at1280.command("org.gridbench.ui.command.maximizePart", Map.of());
            try {
                assertTableWholeBesideTheWholeChart(view);
                at1280.shoot("sweep-table-fits");
            } finally {
                at1280.command("org.gridbench.ui.command.maximizePart", Map.of());
            }
            wb.run(() -> editors().close(editor));
        });
    }

    /**
     * At the default layout, beside the sweep's editor (about 940 px), the chart kept the 600 px its title needed
     * beside its legend and the table, in the 330 px left, scrolled sideways. The chart's title may reach over the y
     * axis and the legend, so the chart needs less, and a column with nothing to show (the message, while no run has
     * failed) takes no width: both fit whole.
     */
    @Test
    void theSweepTableFitsItsPaneBesideTheWholeChartAtTheDefaultLayout() throws Exception {
        afterASweep("fit-test.sweep.json", SWEEP, 6, "sweep-table-default-layout",
                this::assertTableWholeBesideTheWholeChart);
    }

    // every column of the Sweep view's table inside it, its headings and cells whole, and the chart hiding nothing
    private void assertTableWholeBesideTheWholeChart(MPart view) throws Exception {
        assertTableWhole(view);
        Canvas canvas = control(view, Canvas.class, null);
        XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
        Point size = wb.ui(canvas::getSize);
        assertEquals(List.of(), ChartFit.fit(chart, size.x, size.y), "what the " + size + " px chart hides");
    }

    // every column of the Sweep view's table inside it, its headings and cells whole
    private void assertTableWhole(MPart view) throws Exception {
        Table table = control(view, Table.class, "table");
        assertTrue(wb.waitUntil(() -> sum(table) <= table.getClientArea().width), "the columns take " + wb.ui(
                () -> Stream.of(table.getColumns()).map(c -> c.getWidth() + "").toList()) + " = " + wb.ui(() -> sum(
                        table)) + " of " + wb.ui(() -> table.getClientArea().width) + " px");
        assertEquals(List.of(), wb.ui(() -> cut(table)), "cells narrower than their text");
        // GTK draws headings in its own font: a column at least as wide as the toolkit packs it shows its heading's
        // every line whole
        for (TableColumn column : wb.ui(table::getColumns)) {
            int width = wb.ui(column::getWidth);
            int index = wb.ui(() -> table.indexOf(column));
            if (width == 0) {
                String blank = "status".equals(wb.ui(column::getText)) ? "done" : "";
                assertTrue(wb.ui(() -> Stream.of(table.getItems()).allMatch(i -> i.getText(index).equals(blank))),
                        wb.ui(column::getText) + ": a column takes no width only when it has nothing to show");
                continue;
            }
            int packed = wb.ui(() -> {
                column.pack();
                int p = column.getWidth();
                column.setWidth(width);
                return p;
            });
            assertTrue(width >= packed, wb.ui(column::getText) + ": " + width + " px of the " + packed
                    + " its heading and cells take");
        }
        List<String> headings = wb.ui(() -> Stream.of(table.getColumns()).map(c -> c.getText().replace('\n', ' '))
                .toList());
        assertTrue(headings.contains("proportion of maximum value") || headings.contains("finished tasks"),
                "a measure's heading is its whole name, wrapped at spaces: " + headings);
    }

    /**
     * The two seeds of the two-clusters policies give the same values: the chart drew seed 2's markers over seed 1's,
     * so seed 1 seemed missing; coinciding lines are one series that names both.
     */
    @Test
    void seedsThatGiveTheSameValuesAreOneSeriesNamedByBoth() throws Exception {
        afterASweep("alike-test.sweep.json", SWEEP, 6, "sweep-seeds-alike", view -> {
            XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
            List<XYSeries> series = List.copyOf(chart.getSeriesCollection());
            assertEquals(List.of("seed 1\nseed 2\n(alike)"), series.stream().map(XYSeries::getName).toList(),
                    "the chart's series against policy, its legend naming both seeds one under the other");
            assertEquals(3, series.get(0).getXData().length, "a marker per policy, at its index");
        });
    }

    /**
     * The chart of the two-clusters policies drew proportions of 0.983 to 1 on an axis from 0.983: a 1.7 % difference
     * filled the plot's height. The y axis now reaches 0, so that heights compare as the values do.
     */
    @Test
    void theSweepChartsYAxisReachesZeroSoThatHeightsCompareAsTheValues() throws Exception {
        afterASweep("zero-test.sweep.json", SWEEP, 6, "sweep-axis-from-zero", view -> {
            XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
            double least = chart.getSeriesCollection().stream().flatMapToDouble(s -> DoubleStream.of(s.getYData()))
                    .min().orElseThrow();
            assertTrue(least > 0, "every proportion is positive: " + least);
            assertEquals(0.0, chart.getStyler().getYAxisMin(), "the y axis starts at 0, not at " + least);
        });
    }

    /**
     * Seeds that agree at some points only were separate series whose markers lay on one another there, so two of the
     * three seeds seemed to lack a point at the light load. A count beside the marker says how many lie under it.
     */
    @Test
    void seedsAlikeAtALightLoadOnlyAreCountedBesideTheirMarker() throws Exception {
        afterASweep("some-alike-test.sweep.json", SOME_ALIKE, 6, "sweep-seeds-alike-at-a-load", view -> {
            choose(view, "lines", "seed");
            XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
            assertEquals(List.of("seed 1", "seed 2", "seed 3"), chart.getSeriesCollection().stream().map(
                    XYSeries::getName).toList(), "the seeds differ at load 1.6, so they stay three series");
            Point size = wb.ui(() -> control(view, Canvas.class, null).getSize());
            assertEquals(new PointCount.Label("3 alike", 0.2, 1.0), counts(chart, size).get(0),
                    "a count at load 0.2, where every seed reads 1 and the three seeds' markers lie on one another");
        });
    }

    // the counts the chart draws beside its markers painted at size (XChart keeps its annotations to itself)
    private static List<PointCount.Label> counts(XYChart chart, Point size) throws ReflectiveOperationException {
        ChartFit.fit(chart, size.x, size.y);
        BufferedImage image = new BufferedImage(size.x, size.y, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, size.x, size.y);
        g.dispose();
        return annotations(chart, PointCount.class).stream().flatMap(count -> count.painted().stream()).toList();
    }

    // the chart's annotations of a type (XChart keeps them to itself)
    static <T> List<T> annotations(XYChart chart, Class<T> type) throws ReflectiveOperationException {
        Field annotations = chart.getClass().getSuperclass().getDeclaredField("annotations");
        annotations.setAccessible(true);
        return ((List<?>) annotations.get(chart)).stream().filter(type::isInstance).map(type::cast).toList();
    }

    /**
     * On the axis from 0, the two-clusters example's FIFO (0.983) lies 1.7 % below PVR and EDF (1) at every seed:
     * their markers overlapped at the default layout and had no count, which was for equal values only. Markers less
     * than a marker's size apart as painted get a count saying how many and how far apart their values are.
     */
    @Test
    void markersThatOverlapOnTheAxisFromZeroAreCountedWithTheirSpread() throws Exception {
        afterASweep("close-markers-test.sweep.json", SWEEP, 6, "sweep-close-markers", view -> {
            choose(view, "x", "seed");
            choose(view, "lines", "policy");
            XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
            assertEquals(List.of("PVR\nEDF\n(alike)", "FIFO"), chart.getSeriesCollection().stream().map(
                    XYSeries::getName).toList(), "PVR and EDF alike at every seed, FIFO below them");
            Point size = wb.ui(() -> control(view, Canvas.class, null).getSize());
            assertEquals(List.of(1.0, 2.0).stream().map(seed -> new PointCount.Label("3 within 1.7 %", seed, 1.0))
                    .toList(), counts(wb.ui(() -> ((SweepPart) view.getObject()).chart()), size),
                    "at each seed, one count over the three policies' markers, which lie on one another in the "
                            + size + " px chart");
            assertEquals(List.of(), counts(wb.ui(() -> ((SweepPart) view.getObject()).chart()), new Point(size.x,
                    4000)), "4,000 px high, 1.7 % is 50 px: the markers lie apart and need no count");
            aNarrowChartsCountsNeverOverlap(view, size);
        });
    }

    /**
     * On a narrow Sweep chart the counts at neighbouring seeds ("3 within 1.7 %") ran into one another. A count is
     * written where it overlaps none written before it, else left out of the picture and said in the chart's tooltip.
     */
    private void aNarrowChartsCountsNeverOverlap(MPart view, Point size) throws Exception {
        Point narrow = new Point(NARROW_CHART, size.y);
        XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
        List<PointCount.Label> written = counts(chart, narrow);
        PointCount count = annotations(chart, PointCount.class).get(0);
        assertEquals(2, written.size() + count.unwritten().size(), "a count at each seed, written or left out");
        assertFalse(count.unwritten().isEmpty(), "in " + narrow + " px the two seeds' counts would overlap");
        assertTrue(written.size() < 2 || !count.boxes().get(0).intersects(count.boxes().get(1)), "written apart");
        Canvas canvas = control(view, Canvas.class, null);
        wb.run(() -> {
            canvas.setSize(narrow);
            canvas.redraw();
        });
        List<String> said = count.unwritten().stream().map(l -> "count at seed " + (int) l.x() + ": " + l.text())
                .toList();
        assertTrue(wb.waitUntil(() -> wb.ui(() -> String.valueOf(canvas.getToolTipText())).lines().toList()
                .containsAll(said)), "the chart's tooltip says each count left out, " + said + ": " + wb.ui(
                        canvas::getToolTipText));
        at1280.shoot("sweep-narrow-counts");
        wb.run(() -> canvas.getParent().layout(true, true));
    }

    /**
     * The STaRS example sweeps (10-digit seeds, six measures, finished computation in billions of MFLOP) left the
     * Sweep view's table scrolling sideways at the default layout. Its numbers of a million or more are written in a
     * power of ten said in their heading, the status column takes no width while every run is done, and the table
     * shows every column whole beside the whole chart.
     */
    @Test
    void theStarsExampleSweepsTableFitsBesideTheWholeChartAtTheDefaultLayout() throws Exception {
        String example = Files.readString(Path.of(System.getProperty("gridbench.root")).resolve(
                "examples/sweeps/stars-dp-modes.sweep.json"));
        // the example's shape (seeds, measures, modes) on fewer nodes for less time, so that its 20 runs are quick
        String quicker = example.replace("\"nodes\": 2000", "\"nodes\": 300").replace("\"4h\"", "\"1h\"");
        afterASweep("stars-fit-test.sweep.json", quicker, 20, "sweep-table-stars", view -> {
            assertTableWhole(view);
            // the modes' upright names leave a plot lower than the y axis title at any width: the title was hidden
            // into the chart's tooltip; it drops its unit, which the top of the axis says with the power of ten, and
            // stays on the plot, and the chart hides nothing more than it would with the view's whole width
            Point size = wb.ui(() -> control(view, Canvas.class, null).getSize());
            XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
            List<String> hidden = ChartFit.fit(chart, size.x, size.y);
            assertEquals(ChartFit.fit(wb.ui(() -> ((SweepPart) view.getObject()).chart()), 2000, size.y), hidden,
                    "what the " + size + " px chart hides");
            assertEquals(List.of("y: finished computation (MFLOP)"), hidden, "the whole y title, in the tooltip");
            assertTrue(chart.getStyler().isYAxisTitleVisible(), "the y title is on the plot");
            assertEquals("finished computation", chart.getYAxisTitle());
            assertEquals("mean over 10 seeds", chart.getTitle(), "the title says what no axis says");
            assertEquals(List.of("× 10⁶ MFLOP"), annotations(chart, AxisPower.class).stream().map(AxisPower::text)
                    .toList(), "the y axis's power of ten and unit, at its top");
            Table table = control(view, Table.class, "table");
            String computation = wb.ui(() -> table.getColumn(4).getText());
            assertTrue(computation.endsWith("\n× 10⁶"), "finished computation in millions of MFLOP: " + computation);
        });
    }

    /**
     * A market sweep over three seeds: its chart's title said "= 3 runs per point" besides "mean over 3 seeds" and
     * kept the chart at about 575 px, so the table scrolled. Changing only the "one line per" choice changes the
     * chart's title and legend, but the split kept the chart's width, which then hid the longer title: the split is
     * refitted after every choice, and at each the table and the chart show whole.
     */
    @Test
    void aMarketSweepOverThreeSeedsFitsForEveryLineChoice() throws Exception {
        afterASweep("seeds-fit-test.sweep.json", THREE_SEEDS, 27, "sweep-table-three-seeds", view -> {
            assertTableWholeBesideTheWholeChart(view);
            for (String line : List.of("seed", "(one line)", "policy")) {
                choose(view, "lines", line);
                XYChart chart = wb.ui(() -> ((SweepPart) view.getObject()).chart());
                assertTrue(chart.getTitle().contains("mean over"), line + ": " + chart.getTitle());
                assertTableWholeBesideTheWholeChart(view);
                at1280.shoot("sweep-lines-" + line.replaceAll("\\W", ""));
            }
        });
    }

    // chooses an item of one of the Sweep view's lists, as a user does
    private void choose(MPart view, String list, String item) throws InterruptedException {
        Combo combo = control(view, Combo.class, list);
        wb.run(() -> {
            combo.select(combo.indexOf(item));
            combo.notifyListeners(SWT.Selection, new Event());
        });
        wb.settle();
    }

    /**
     * Moved into the editors' stack by a sweep's run, the Sweep view's tab had no close button beside the editors'
     * tabs. It closes like them; Window > Show View brings it back, and Reset Perspective puts it back among the views.
     */
    @Test
    void theSweepViewInTheEditorsStackClosesAndComesBack() throws Exception {
        at1280.editingAsShipped(() -> {
            EModelService models = wb.ui(() -> wb.app.getContext().get(EModelService.class));
            EPartService parts = wb.ui(() -> wb.window.getContext().get(EPartService.class));
            MPart view = part(SweepPart.ID);
            String oneRun = SWEEP.replace("\"PVR\", \"FIFO\", \"EDF\"", "\"PVR\"").replace("[1, 2]", "[1]");
            MPart editor = runFromItsEditor("close-test.sweep.json", oneRun, view, 1);
            MPartStack editorsStack = wb.ui(() -> (MPartStack) models.find("org.gridbench.ui.partstack.editors",
                    wb.app));
            assertSame(editorsStack, wb.ui(view::getParent), "the run showed the view beside the sweep's editor");
            CTabFolder folder = wb.ui(() -> (CTabFolder) editorsStack.getWidget());
            CTabItem tab = wb.ui(() -> Stream.of(folder.getItems()).filter(i -> i.getControl() == view.getWidget())
                    .findFirst().orElseThrow());
            assertTrue(wb.ui(tab::getShowClose), "the Sweep view's tab has a close button, as the editors' have");
            at1280.shoot("sweep-tab-close");

            wb.run(() -> parts.hidePart(view));
            assertFalse(wb.ui(() -> parts.isPartVisible(view)), "closed");
            new Dialogs(wb).showView("Sweep");
            assertTrue(wb.waitUntil(() -> parts.isPartVisible(view)), "Window > Show View shows it again");

            wb.run(() -> parts.hidePart(view));
            at1280.asShipped("editing");
            MPartStack views = wb.ui(() -> (MPartStack) models.find("org.gridbench.ui.partstack.views", wb.app));
            assertSame(views, wb.ui(view::getParent), "Reset Perspective puts the view back among the views");
            assertTrue(wb.ui(view::isToBeRendered), "and opens it");
            wb.run(() -> editors().close(editor));
        });
    }

    /** A Sweep view the user has put in another stack (here the bottom row's) stays there when a sweep runs. */
    @Test
    void aSweepViewTheUserMovedStaysWhereTheUserPutIt() throws Exception {
        at1280.editingAsShipped(() -> {
            EModelService models = wb.ui(() -> wb.app.getContext().get(EModelService.class));
            MPart view = part(SweepPart.ID);
            MPartStack bottom = wb.ui(() -> (MPartStack) models.find("org.gridbench.ui.partstack.bottom", wb.app));
            wb.run(() -> models.move(view, bottom));
            String oneRun = SWEEP.replace("\"PVR\", \"FIFO\", \"EDF\"", "\"PVR\"").replace("[1, 2]", "[1]");
            MPart editor = runFromItsEditor("moved-test.sweep.json", oneRun, view, 1);
            assertSame(bottom, wb.ui(view::getParent), "the Sweep view's stack after the run");
            EditorOpener opener = editors();
            wb.run(() -> opener.close(editor));
        });
    }

    /** A check of the Sweep view once its sweep has run. */
    private interface ViewCheck {
        void check(MPart view) throws Exception;
    }

    // at the default layout, runs the sweep from its editor, checks the Sweep view, takes its picture, closes the editor
    private void afterASweep(String name, String json, int runs, String picture, ViewCheck check) throws Exception {
        at1280.editingAsShipped(() -> {
            MPart view = part(SweepPart.ID);
            MPart editor = runFromItsEditor(name, json, view, runs);
            check.check(view);
            at1280.shoot(picture);
            wb.run(() -> editors().close(editor));
        });
    }

    // writes the sweep, opens it and presses its editor's Run button, then waits for its runs to end
    private MPart runFromItsEditor(String name, String json, MPart view, int runs) throws Exception {
        Path file = WORKSPACE.resolve(name);
        Files.writeString(file, json, StandardCharsets.UTF_8);
        EditorOpener opener = editors();
        MPart editor = wb.ui(() -> opener.open(file));
        assertTrue(wb.waitUntil(() -> editor.getObject() instanceof SweepEditor e && e.loaded()));
        assertTrue(wb.waitUntil(() -> !(view.getObject() instanceof SweepPart p) || !p.running(), 120),
                "no other sweep is running");
        Button run = control(editor, Button.class, "run");
        wb.run(() -> run.notifyListeners(SWT.Selection, new Event()));
        SweepPart sweep = wb.ui(() -> (SweepPart) view.getObject());
        Table table = control(view, Table.class, "table");
        assertTrue(wb.waitUntil(() -> !sweep.running() && table.getItemCount() == runs, 180), "the runs end");
        wb.settle();
        return editor;
    }

    private EditorOpener editors() {
        return wb.ui(() -> wb.app.getContext().get(EditorOpener.class));
    }

    /**
     * The Trees view wrote "(tasks per time unit)" at the end of every application's line, which ran past the 465 px
     * view at 1280 x 800 ("LP rate 0.6031 (tasks per ti"); the unit is said once, on the first line.
     */
    @Test
    void theTreesViewsLinesFitTheViewAtTheDefaultLayout() throws Exception {
        afterARunAtTheDefaultLayout("trees-two-level", "org.gridbench.ui.part.trees", () -> {
            MPart part = part("org.gridbench.ui.part.trees");
            TreesPart trees = wb.ui(() -> (TreesPart) part.getObject());
            assertTrue(wb.waitUntil(() -> trees.shown() != null), "the Trees view shows the run");
            Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
            List<String> lines = wb.ui(() -> trees.rateLines(trees.shown()));
            assertTrue(lines.get(0).endsWith("rates in tasks per time unit"), lines.get(0));
            for (String line : lines) {
                int width = wb.ui(() -> Dialogs.textWidth(canvas, line));
                int room = wb.ui(() -> canvas.getSize().x - 10);
                assertTrue(width <= room, "'" + line + "' takes " + width + " of " + room + " px");
            }
            at1280.shoot("tour-trees");
        });
    }

    // runs an example to its end, then takes the steps at 1280 x 800 in the Editing perspective, a view in front
    private void afterARunAtTheDefaultLayout(String example, String view, At1280.Steps steps) throws Exception {
        FastRun.toEnd(wb, WORKSPACE.resolve(example + ".gridbench.json"));
        at1280.editingAsShipped(() -> {
            wb.showPart(view);
            steps.run();
        });
    }

    private MPart part(String id) {
        return wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(id, wb.app));
    }

    private Table table(String id) {
        MPart part = part(id);
        return wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Table.class, t -> true));
    }

    // each cell (column title, then text) whose text is wider than its column; a column of no width is hidden, not cut
    private static List<String> cut(Table table) {
        List<String> cut = new ArrayList<>();
        for (TableItem item : table.getItems()) {
            for (int c = 0; c < table.getColumnCount(); c++) {
                TableColumn column = table.getColumn(c);
                if (column.getWidth() > 0 && Dialogs.textWidth(table, item.getText(c)) > column.getWidth()) {
                    cut.add(column.getText() + ": " + item.getText(c) + " (" + column.getWidth() + " px)");
                }
            }
        }
        return cut;
    }

    private static int sum(Table table) {
        int width = 0;
        for (TableColumn column : table.getColumns()) {
            width += column.getWidth();
        }
        return width;
    }

    // the control of a part by its name, or the first of its type for no name
    private <T extends Control> T control(MPart part, Class<T> type, String name) {
        return wb.ui(() -> Dialogs.find((Composite) part.getWidget(), type,
                c -> name == null || name.equals(c.getData(SweepPart.CONTROL_KEY))));
    }
}
