package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.font.FontRenderContext;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.RunFrame;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.TickLabels;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;

/**
 * The Results view's sweep chart at the sizes the perspectives give it: whole when there is room, and without the
 * titles that would be cut (chart title first, then the x title; the y title while the plot is shorter than it) when
 * there is not, such as the 85 pixels of the Editing perspective at 1280 x 800.
 */
class ChartFitTest {

    private static final Color TITLE_INK = new Color(255, 0, 0);
    private static final Color LEGEND_BOX = new Color(0, 0, 255);

    private static XYChart sweep() {
        XYChart chart = new XYChartBuilder().title("Sweep paper: mean proportion of maximum value").xAxisTitle("load")
                .yAxisTitle("share of max. value").build();
        chart.addSeries("PVR", new double[] { 0.5, 1 }, new double[] { 0.9, 0.7 });
        return chart;
    }

    @Test
    void aChartWithRoomKeepsItsTitles() {
        XYChart chart = sweep();
        assertEquals(List.of(), ChartFit.fit(chart, 800, 400));
        assertTrue(chart.getStyler().isChartTitleVisible());
        assertTrue(chart.getStyler().isXAxisTitleVisible());
        assertTrue(chart.getStyler().isYAxisTitleVisible());
    }

    /**
     * XChart centres the title over the plot, right of the y axis: a title as wide as the chart but for its padding
     * ran past the right edge (the Sweep view maximized at 1280 x 800 cut "... 4 runs per poin"). A title that begins
     * with the y axis title drops that beginning first, which the axis says; another is hidden.
     */
    @Test
    void aTitleThatFitsTheChartButNotBesideTheYAxisIsShortenedOrHidden() {
        String rest = "mean over 4 values of load = 4 runs per point";
        String title = MarketMetrics.VALUE_FRACTION + ": " + rest;
        Function<String, XYChart> sweepView = yTitle -> {
            XYChart chart = new XYChartBuilder().title(title).xAxisTitle("policy").yAxisTitle(yTitle).build();
            chart.addSeries(MarketMetrics.VALUE_FRACTION, new double[] { 0, 1, 2 }, new double[] { 0.79, 0.89, 0.95 });
            chart.getStyler().setLegendPosition(LegendPosition.OutsideS);
            TickLabels.fitY(chart);
            return chart;
        };
        XYChart chart = sweepView.apply("share");
        int text = (int) Math.ceil(chart.getStyler().getChartTitleFont().getStringBounds(title,
                new FontRenderContext(null, true, true)).getWidth());
        int besidePadding = text + 2 * chart.getStyler().getChartPadding() + 10;
        assertEquals(List.of("chart: " + title), ChartFit.fit(chart, besidePadding, 590));
        XYChart wider = sweepView.apply("share");
        assertEquals(List.of(), ChartFit.fit(wider, besidePadding + 200, 590), "with room for the y axis it stays");
        assertEquals(title, wider.getTitle());
        XYChart named = sweepView.apply(MarketMetrics.VALUE_FRACTION);
        assertEquals(List.of(), ChartFit.fit(named, besidePadding, 590), "the y axis names the measure");
        assertEquals(rest, named.getTitle(), "the title keeps what no axis says");
        assertTrue(named.getStyler().isYAxisTitleVisible());
    }

    @Test
    void aChart85PixelsHighDropsAllThreeTitlesAndNamesThem() {
        XYChart chart = sweep();
        assertEquals(List.of("chart: Sweep paper: mean proportion of maximum value", "x: load",
                "y: share of max. value"), ChartFit.fit(chart, 460, 85));
        assertFalse(chart.getStyler().isChartTitleVisible());
        assertFalse(chart.getStyler().isXAxisTitleVisible());
        assertFalse(chart.getStyler().isYAxisTitleVisible());
    }

    /**
     * The STaRS modes' upright names left the Sweep chart's plot lower than "finished computation (MFLOP)", so the y
     * axis title was only in the tooltip. A y title "name (unit)" that does not fit drops its unit (the Sweep chart
     * says it at the top of the axis) and stays on the plot; the whole title is in the list returned, for the tooltip.
     */
    @Test
    void aYTitleLongerThanItsPlotDropsItsUnitBeforeItIsHidden() {
        String whole = "finished computation (MFLOP)";
        Supplier<XYChart> stars = () -> {
            XYChart chart = new XYChartBuilder().xAxisTitle("mode").yAxisTitle(whole).build();
            chart.addSeries("mean", new double[] { 0, 1 }, new double[] { 47, 120 });
            return chart;
        };
        Font font = stars.get().getStyler().getAxisTitleFont();
        FontRenderContext text = new FontRenderContext(null, true, true);
        double name = font.getStringBounds("finished computation", text).getWidth();
        double all = font.getStringBounds(whole, text).getWidth();
        int around = 400 - ChartFit.plotHeight(stars.get(), 400);
        int height = around + (int) Math.round((name + all) / 2);
        XYChart chart = stars.get();
        assertEquals(List.of("y: " + whole), ChartFit.fit(chart, 600, height), "the whole title, for the tooltip");
        assertTrue(chart.getStyler().isYAxisTitleVisible(), "on the plot");
        assertEquals("finished computation", chart.getYAxisTitle());
        XYChart lower = stars.get();
        assertEquals(List.of("y: " + whole), ChartFit.fit(lower, 600, around + (int) name - 10));
        assertFalse(lower.getStyler().isYAxisTitleVisible(), "too long even without its unit: hidden");
    }

    @Test
    void aNarrowChartDropsOnlyTheTitleWiderThanItself() {
        XYChart chart = sweep();
        assertEquals(List.of("chart: Sweep paper: mean proportion of maximum value"), ChartFit.fit(chart, 200, 400));
        assertTrue(chart.getStyler().isYAxisTitleVisible());
    }

    @Test
    void whatIsHiddenOnlyGrowsAsTheChartShrinksAndAVisibleYTitleFitsItsPlot() {
        List<String> before = List.of();
        for (int height = 400; height >= 60; height -= 5) {
            XYChart chart = sweep();
            List<String> hidden = ChartFit.fit(chart, 800, height);
            assertTrue(hidden.containsAll(before), height + " px hides " + hidden + ", more hid " + before);
            before = hidden;
            if (chart.getStyler().isChartTitleVisible() || chart.getStyler().isXAxisTitleVisible()) {
                assertTrue(ChartFit.plotHeight(chart, height) >= ChartFit.MIN_PLOT, height + " px");
            }
        }
        assertEquals(3, before.size(), "at 60 px nothing is left");
    }

    @Test
    void aLegendUnderTheMetricsChartGoesBeforeThePlotIsSquashed() {
        XYChart roomy = metrics();
        assertEquals(List.of(), ChartFit.fit(roomy, 800, 500), "four runs' legend fits under a 500-pixel chart");
        XYChart small = metrics();
        List<String> hidden = ChartFit.fit(small, 460, 190);
        assertTrue(hidden.contains("legend: 1. PVR, 2. FIFO, 3. EDF, 4. Random"), hidden.toString());
        assertFalse(small.getStyler().isLegendVisible());
        assertTrue(ChartFit.plotHeight(small, 190) >= ChartFit.MIN_PLOT, "the plot keeps its height");
        assertTrue(small.getStyler().isYAxisTitleVisible(), "the legend goes rather than the y title");
    }

    @Test
    void chartsWithALegendBelowHideMoreAsTheyShrink() {
        for (Supplier<XYChart> kind : List.<Supplier<XYChart>>of(ChartFitTest::metrics, ChartFitTest::valueCurve)) {
            List<String> before = List.of();
            for (int height = 500; height >= 60; height -= 5) {
                List<String> hidden = ChartFit.fit(kind.get(), 460, height);
                assertTrue(hidden.containsAll(before), height + " px hides " + hidden + ", more hid " + before);
                before = hidden;
            }
        }
    }

    @Test
    void aLegendUnderALowChartDrawsItsLinesCloserBeforeTheXTitleGoes() {
        XYChart roomy = valueCurve();
        assertEquals(List.of(), ChartFit.fit(roomy, 800, 500));
        assertEquals(10, roomy.getStyler().getLegendPadding(), "a roomy chart keeps the theme's padding");
        XYChart low = valueCurve();
        assertEquals(List.of("chart: Value curve of J1"), ChartFit.fit(low, 270, 193),
                "the Value Curve view's chart at 1280 x 800 keeps its x title and legend");
        assertEquals(ChartFit.COMPACT_LEGEND_PADDING, low.getStyler().getLegendPadding());
        assertTrue(ChartFit.plotHeight(low, 193) >= ChartFit.MIN_PLOT, "the plot keeps its height");
    }

    @Test
    void aChartTooLowForAPlotWithEveryTitleGoneSaysSo() {
        XYChart low = metrics();
        ChartFit.fit(low, 460, 70);
        assertTrue(ChartFit.tooLow(low, 70), "70 px: " + ChartFit.plotHeight(low, 70) + " px of plot");
        XYChart enough = metrics();
        ChartFit.fit(enough, 460, 120);
        assertFalse(ChartFit.tooLow(enough, 120), "120 px: " + ChartFit.plotHeight(enough, 120) + " px of plot");
    }

    @Test
    void uprightNamesUnderThePlotTakeTheirLengthOfItsHeight() {
        XYChart flat = byPolicy();
        XYChart upright = byPolicy();
        upright.getStyler().setXAxisLabelRotation(90);
        int lost = ChartFit.plotHeight(flat, 300) - ChartFit.plotHeight(upright, 300);
        int decentralized = (int) upright.getStyler().getAxisTickLabelsFont().getStringBounds("decentralized",
                new java.awt.font.FontRenderContext(null, true, true)).getWidth();
        assertTrue(lost > decentralized / 2, "upright, the longest name takes " + lost + " px more height");
        ChartFit.fit(upright, 250, 110);
        assertTrue(ChartFit.tooLow(upright, 110), "the Sweep view's chart among the bottom views at 1280 x 800");
    }

    private static XYChart byPolicy() {
        List<String> modes = List.of("decentralized", "centralized", "random");
        XYChart chart = new XYChartBuilder().xAxisTitle("mode").yAxisTitle("finished computation").build();
        chart.getStyler().setxAxisTickLabelsFormattingFunction(v -> modes.get((int) Math.rint(v)));
        chart.addSeries("seed 1", new double[] { 0, 1, 2 }, new double[] { 1, 0.9, 0.8 });
        return chart;
    }

    private static XYChart valueCurve() {
        XYChart chart = new XYChartBuilder().title("Value curve of J1").xAxisTitle("SLR").yAxisTitle("value").build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideS);
        for (String series : List.of("value curve", "value left (PVR)", "projected SLR now")) {
            chart.addSeries(series, new double[] { 0, 6 }, new double[] { 60, 0 });
        }
        return chart;
    }

    private static XYChart metrics() {
        XYChart chart = new XYChartBuilder().title("value captured").xAxisTitle("simulated time (ticks of 1 min)")
                .yAxisTitle("value captured").build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideS);
        for (String run : List.of("1. PVR", "2. FIFO", "3. EDF", "4. Random")) {
            chart.addSeries(run, new double[] { 0, 205 }, new double[] { 0, 370 });
        }
        return chart;
    }

    @Test
    void aLegendRightOfThePlotStaysThereWhenNarrowAndGoesUnderItWhenWide() {
        XYChart policies = new XYChartBuilder().title("value captured").xAxisTitle("simulated time").yAxisTitle(
                "value captured").build();
        policies.getStyler().setLegendPosition(LegendPosition.OutsideE);
        for (String run : List.of("1. 2 samples: PVR", "2. 2 samples: FIFO", "3. 2 samples: EDF")) {
            policies.addSeries(run, new double[] { 0, 205 }, new double[] { 0, 370 });
        }
        ChartFit.fit(policies, 460, 190);
        assertEquals(LegendPosition.OutsideE, policies.getStyler().getLegendPosition(), "the Metrics chart's"
                + " legend of policies at 1280 x 800 keeps the plot's height");
        XYChart titles = new XYChartBuilder().xAxisTitle("simulated time").yAxisTitle("value captured").build();
        titles.getStyler().setLegendPosition(LegendPosition.OutsideE);
        titles.addSeries("3. 4 samples: Paper wor\u2026rivals (PVR)", new double[] { 0, 205 }, new double[] { 0, 370 });
        ChartFit.fit(titles, 460, 190);
        assertEquals(LegendPosition.OutsideS, titles.getStyler().getLegendPosition(), "a legend that would take"
                + " more than " + ChartFit.RIGHT_LEGEND_SHARE + " of the width goes under the plot");
    }

    /**
     * The Sweep view's chart of the market example beside the sweep's editor at 1280 x 800 (610 x 330 px): its title
     * says what each point averages, and the five policies' legend right of the plot left it too little width, so the
     * title was hidden; under the plot the legend leaves the title the whole width and the plot its height. Since the
     * title may reach over the y axis and the legend (XChart centres it over the plot), 610 px keep the legend right;
     * a legend of long names, more than twice as wide as the y axis, still goes under where it costs the title.
     */
    @Test
    void aLegendRightOfThePlotThatCostsTheTitleGoesUnderItWhenThePlotKeepsItsHeight() {
        XYChart wide = byLoad(List.of("FIFO", "SRTF", "EDF", "PV", "PVR"));
        assertEquals(List.of(), ChartFit.fit(wide, 610, 330), "every title and the legend shown");
        assertEquals(LegendPosition.OutsideE, wide.getStyler().getLegendPosition(), "the title reaches over it");
        List<String> names = List.of("decentralized random", "centralized random");
        XYChart roomy = byLoad(names);
        // the title's width, and about the y axis's beside it
        int width = (int) Math.ceil(roomy.getStyler().getChartTitleFont().getStringBounds(roomy.getTitle(),
                new FontRenderContext(null, true, true)).getWidth()) + 2 * roomy.getStyler().getChartPadding() + 100;
        assertEquals(List.of(), ChartFit.fit(roomy, width, 330), "every title and the legend shown at " + width
                + " px");
        assertEquals(LegendPosition.OutsideS, roomy.getStyler().getLegendPosition());
        XYChart low = byLoad(names);
        assertEquals(List.of(), ChartFit.fit(low, width, 190),
                "too low for the legend under the plot: it stays right of it, the title drops what the y axis says");
        assertEquals("mean over 2 values of workload = 2 runs per point", low.getTitle());
        assertEquals(LegendPosition.OutsideE, low.getStyler().getLegendPosition());
    }

    private static XYChart byLoad(List<String> lines) {
        XYChart chart = new XYChartBuilder().title("value_fraction: mean over 2 values of workload = 2 runs per point")
                .xAxisTitle("load").yAxisTitle("value_fraction").build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
        for (String line : lines) {
            chart.addSeries(line, new double[] { 0.6, 1.8 }, new double[] { 1, 0.8 });
        }
        return chart;
    }

    @Test
    void aLowPlotGetsItsYTicksCloserSoThatItKeepsSeveralLabelsButNeverOverlapping() {
        XYChart chart = new XYChartBuilder().xAxisTitle("simulated time").yAxisTitle("value").build();
        chart.addSeries("value", new double[] { 0, 1 }, new double[] { 0, 370 });
        ChartFit.fit(chart, 800, 600);
        assertEquals(44, chart.getStyler().getYAxisTickMarkSpacingHint(), "a roomy plot keeps the theme's 44 px");
        int plot = ChartFit.plotHeight(chart, 170);
        ChartFit.fit(chart, 800, 170);
        int spacing = chart.getStyler().getYAxisTickMarkSpacingHint();
        assertTrue(spacing < 44 && plot / spacing >= 3, plot + " px of plot, ticks every " + spacing + " px");
        ChartFit.fit(chart, 800, 70);
        int label = chart.getStyler().getAxisTickLabelsFont().getSize();
        assertTrue(chart.getStyler().getYAxisTickMarkSpacingHint() >= 1.5 * label,
                "never closer than a label and a half: " + chart.getStyler().getYAxisTickMarkSpacingHint());
    }

    /**
     * A Value Curve chart from SLR 1 to 9.9 at about the size of the Editing perspective's at 1280 x 800: with the
     * theme's 74 px between x ticks XChart chose a step of 5 and labelled 5 alone.
     */
    @Test
    void aNarrowPlotGetsItsXTicksCloserSoThatItKeepsSeveralLabels() throws ReflectiveOperationException {
        XYChart chart = new XYChartBuilder().xAxisTitle("SLR").yAxisTitle("value").build();
        chart.addSeries("value curve", new double[] { 1, 3.2, 6.1, 9, 9.9 }, new double[] { 500_000, 500_000,
                200_000, 0, 0 });
        TickLabels.fitY(chart);
        ChartFit.fit(chart, 800, 400);
        assertEquals(74, chart.getStyler().getXAxisTickMarkSpacingHint(), "a roomy plot keeps the theme's 74 px");
        ChartFit.fit(chart, 250, 200);
        List<String> labels = XTicks.painted(chart, 250, 200);
        assertEquals(List.of("2", "4", "6", "8"), labels, "ticks every " + chart.getStyler()
                .getXAxisTickMarkSpacingHint() + " px on a plot of " + ChartFit.plotWidth(chart, 250) + " px");
    }

    /**
     * The Metrics view's chart of five runs of one scenario, each drawn as its two samples (runs as fast as possible),
     * lost its title's last letter under the legend (the picture of {@code MetricsLegendTest} at 1280 x 800): XChart
     * centres a legend right of the plot on the plot's height, so a legend taller than the plot rose into the title's
     * line and was painted over the title's end. At every size from 300 x 120 to 1000 x 500 pixels (30 px apart in
     * width, 20 in height), the title as painted and the legend's box share no pixel.
     */
    @Test
    void theMetricsTitleAndALegendRightOfThePlotNeverOverlapAtAnySize() {
        List<String> found = atEverySize(sizes(300, 1000, 30, 120, 500, 20), (width, height) -> {
            XYChart chart = fiveRunsOfOneScenario();
            ChartFit.fit(chart, width, height);
            XYStyler s = chart.getStyler();
            if (!s.isChartTitleVisible() || !s.isLegendVisible() || s.getLegendPosition() != LegendPosition
                    .OutsideE) {
                return null;
            }
            // one picture: the legend's ground see-through, so that it hides no pixel of the title, and its border
            // blue, which bounds the box as its ground would
            s.setChartTitleFontColor(TITLE_INK);
            s.setLegendBackgroundColor(new Color(0, 0, 0, 0));
            s.setLegendBorderColor(LEGEND_BOX);
            BufferedImage painted = paint(chart, width, height);
            Rectangle legend = where(painted, LEGEND_BOX);
            Rectangle title = where(painted, TITLE_INK);
            if (title.isEmpty() || legend.isEmpty()) {
                return width + " x " + height + ": no title or no legend painted";
            }
            return title.intersects(legend) ? width + " x " + height + ": the title '" + chart.getTitle() + "' at "
                    + title + " runs under the legend at " + legend : "";
        });
        assertEquals(List.of(), failed(found));
        assertTrue(passed(found) > 100, "sizes with both the title and a legend right of the plot: " + passed(found));
    }

    /**
     * A chart title as wide as the chart was drawn against its left edge (the Metrics chart of stars-overlay-64 at
     * 1280 x 800: "mean allocation time (s): 64-node overlay, three requests" from pixel 0): XChart centres the title
     * over the plot, and it might reach over the y axis to the chart's padding, or further once a y title or legend
     * hidden after it moved the plot. At every size from 250 x 120 to 1000 x 480 pixels (13 px apart in width, 90 in
     * height), with the legend right of the plot, under it, or none, a title shown is painted at least 8 px from both
     * edges (ChartFit keeps {@link ChartFit#TITLE_MARGIN}, 9 px, by its estimate of XChart's layout; the glyphs may
     * start a pixel nearer).
     */
    @Test
    void aChartTitleKeepsAMarginFromBothEdgesAtEverySize() {
        List<Supplier<XYChart>> charts = List.of(() -> allocationTime(LegendPosition.OutsideE, "1. MMP"),
                () -> allocationTime(LegendPosition.OutsideE, "1. MMP", "2. centralized random"),
                () -> allocationTime(LegendPosition.OutsideS, "1. MMP", "2. centralized random"), () -> {
                    XYChart chart = allocationTime(LegendPosition.OutsideE, "1. MMP");
                    chart.getStyler().setLegendVisible(false);
                    return chart;
                });
        List<String> found = new ArrayList<>();
        for (Supplier<XYChart> charted : charts) {
            found.addAll(atEverySize(sizes(250, 1000, 13, 120, 480, 90), (width, height) -> {
                XYChart chart = charted.get();
                ChartFit.fit(chart, width, height);
                if (!chart.getStyler().isChartTitleVisible()) {
                    return null;
                }
                chart.getStyler().setChartTitleFontColor(TITLE_INK);
                Rectangle title = where(paint(chart, width, height), TITLE_INK);
                int margin = Math.min(title.x, width - title.x - title.width);
                return margin >= 8 ? "" : width + " x " + height + ": the title '" + chart.getTitle() + "' at "
                        + title + " is " + margin + " px from the chart's edge";
            }));
        }
        assertEquals(List.of(), failed(found));
        assertTrue(passed(found) > 500, "sizes with the title shown: " + passed(found));
    }

    // every width from the first to the last by the step, with every height likewise
    private static List<Dimension> sizes(int firstWidth, int lastWidth, int widthStep, int firstHeight,
            int lastHeight, int heightStep) {
        List<Dimension> sizes = new ArrayList<>();
        for (int width = firstWidth; width <= lastWidth; width += widthStep) {
            for (int height = firstHeight; height <= lastHeight; height += heightStep) {
                sizes.add(new Dimension(width, height));
            }
        }
        return sizes;
    }

    // What the check said at each size, in the order of the sizes: null where it did not apply, "" where it held,
    // else why not. The sizes are checked in parallel (each builds, fits and paints a chart of its own): on two cores
    // the painting, most of this test's time, takes about half as long.
    private static List<String> atEverySize(List<Dimension> sizes, BiFunction<Integer, Integer, String> check) {
        return sizes.parallelStream().map(size -> check.apply(size.width, size.height)).toList();
    }

    private static List<String> failed(List<String> found) {
        return found.stream().filter(said -> said != null && !said.isEmpty()).toList();
    }

    private static long passed(List<String> found) {
        return found.stream().filter(""::equals).count();
    }

    // the STaRS Metrics chart of stars-overlay-64, its runs named as the legend names them
    private static XYChart allocationTime(LegendPosition legend, String... runs) {
        XYChart chart = new XYChartBuilder().title("mean allocation time (s): 64-node overlay, three requests")
                .xAxisTitle("simulated time (s)").yAxisTitle("mean allocation time (s)").build();
        chart.getStyler().setLegendPosition(legend);
        for (String run : runs) {
            chart.addSeries(run, new double[] { 0, 450, 900 }, new double[] { 0, 3.5, 12.25 });
        }
        TickLabels.fitY(chart);
        return chart;
    }

    // five runs of market-two-clusters as the Metrics view draws them, each series black so that only the title is red
    private static XYChart fiveRunsOfOneScenario() {
        XYChart chart = new XYChartBuilder().title(MarketMetrics.VALUE_CAPTURED + ": Two clusters, four workflows")
                .xAxisTitle("simulated time (ticks of 1 min)").yAxisTitle(MarketMetrics.VALUE_CAPTURED).build();
        chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
        List<String> policies = List.of("PVR", "FIFO", "EDF", "PVR", "FIFO");
        for (int i = 0; i < policies.size(); i++) {
            List<RunFrame> frames = List.of(frame(0, 0), frame(205, 250 + 30 * i));
            XYSeries run = MetricsChartPart.addRun(chart, i + 1, policies.get(i), frames,
                    MarketMetrics.VALUE_CAPTURED);
            run.setMarkerColor(Color.BLACK);
            run.setLineColor(Color.BLACK);
        }
        TickLabels.fitY(chart);
        return chart;
    }

    private static RunFrame frame(double time, double value) {
        return new RunFrame(time, 0, 0, Map.of(MarketMetrics.VALUE_CAPTURED, value), new FamilySnapshot.Dropped());
    }

    private static BufferedImage paint(XYChart chart, int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        chart.paint(g, width, height);
        g.dispose();
        return image;
    }

    // the box around the pixels near that colour (within 60 of each of its channels), empty if there is none; read
    // from the image's own pixels (a TYPE_INT_RGB image holds an int 0xRRGGBB a pixel), not by getRGB and a Color a
    // pixel, about three times as long
    private static Rectangle where(BufferedImage image, Color colour) {
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        int width = image.getWidth();
        int left = Integer.MAX_VALUE;
        int top = Integer.MAX_VALUE;
        int right = -1;
        int bottom = -1;
        for (int i = 0; i < pixels.length; i++) {
            int p = pixels[i];
            if (Math.abs((p >> 16 & 0xFF) - colour.getRed()) <= 60 && Math.abs((p >> 8 & 0xFF) - colour.getGreen())
                    <= 60 && Math.abs((p & 0xFF) - colour.getBlue()) <= 60) {
                int x = i % width;
                int y = i / width;
                left = Math.min(left, x);
                top = Math.min(top, y);
                right = Math.max(right, x);
                bottom = Math.max(bottom, y);
            }
        }
        return right < 0 ? new Rectangle() : new Rectangle(left, top, right - left + 1, bottom - top + 1);
    }
}
