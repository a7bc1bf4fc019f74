package org.gridbench.ui.views;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;

/**
 * Fits a chart's titles to the size it is painted at: a title that would be cut (an x title wider than the plot,
 * which XChart centres under it), or would leave the plot less than {@link #MIN_PLOT} pixels of height, is hidden
 * instead, and named in the list returned (the canvas shows it as its
 * tooltip); a legend right of the plot that would take more than {@link #RIGHT_LEGEND_SHARE} of the width, or more
 * than the chart's height once its lines are drawn closer, goes under it, and the chart title, centred over the
 * plot, reaches over the y axis and a legend right of the plot up to {@link #TITLE_MARGIN} from the chart's nearer
 * edge (not over that legend when it is taller than the plot, which XChart centres it on: it then rises into the
 * title's line); such a
 * legend that would cost the title goes under the plot when the plot keeps its height there. A title that begins with what the y axis
 * title says and ": " drops that beginning before it is hidden. The chart title goes first; then a legend under the plot draws its lines closer, then the x axis title goes, then that legend (also
 * when it alone would cost the y axis title); the y axis title stays while the plot is as high as it is long, then
 * drops its unit ("(MFLOP)", said at the axis's top by {@link AxisPower}) if that makes it fit, the whole title in
 * the list returned. A low
 * plot gets its y ticks closer, and a narrow one its x ticks, so that each axis keeps several labels.
 */
public final class ChartFit {

    /** The least plot height, in pixels, the titles may leave. */
    public static final int MIN_PLOT = 60;

    /** The least plot height, in pixels, with every title hidden, worth drawing: about two labelled y ticks. */
    public static final int LEAST_PLOT = 30;

    /** The intervals between x ticks a plot keeps at least about, however narrow (5: from SLR 1 to 10, every 2). */
    public static final double X_INTERVALS = 5;

    /** The padding, in pixels, around and between the lines of a legend under a plot short of height. */
    public static final int COMPACT_LEGEND_PADDING = 4;

    /** The most of the chart's width a legend right of the plot may take; a wider one goes under the plot. */
    public static final double RIGHT_LEGEND_SHARE = 0.45;

    /**
     * The least room, in pixels, between a chart title and either edge of the chart, so that a title as wide as the
     * chart (STaRS's "mean allocation time (s): 64-node overlay, three requests") is shortened or hidden rather than
     * drawn against the edge: about XChart's padding, which the y axis title keeps; 9 px, not 10, so that the Sweep
     * view's table of a STaRS example sweep still shows every column beside the chart at 1280 x 800.
     */
    public static final int TITLE_MARGIN = 9;

    /** The share of the chart's width past which XChart cuts a legend's label. */
    private static final double LEGEND_TEXT_SHARE = 0.45;

    /** The width, in pixels, of a legend line's mark (XChart's box, or its line for a line series). */
    private static final int LEGEND_MARK = 20;

    private static final FontRenderContext TEXT = new FontRenderContext(null, true, true);

    private ChartFit() {
    }

    /** Hides what does not fit width x height pixels; returns it as "chart: ...", "x: ...", "legend: ...", "y: ...". */
    public static List<String> fit(XYChart chart, int width, int height) {
        XYStyler s = chart.getStyler();
        List<String> hidden = new ArrayList<>();
        if (rightLegendHeight(chart) > height - 2 * s.getChartPadding()) {
            s.setLegendPadding(Math.min(s.getLegendPadding(), COMPACT_LEGEND_PADDING));
        }
        if (legendWidth(chart, width) > RIGHT_LEGEND_SHARE * width || rightLegendHeight(chart) > height - 2 * s
                .getChartPadding()) {
            s.setLegendPosition(LegendPosition.OutsideS);
        }
        if (titleFitsOverALegendUnder(chart, width, height)) {
            s.setLegendPosition(LegendPosition.OutsideS);
        }
        fitTitle(chart, width, height, hidden);
        if (legendBelow(chart) && plotHeight(chart, height) < MIN_PLOT) {
            s.setLegendPadding(Math.min(s.getLegendPadding(), COMPACT_LEGEND_PADDING));
        }
        if (s.isXAxisTitleVisible() && (plotHeight(chart, height) < MIN_PLOT || width(s.getAxisTitleFont(), chart
                .getXAxisTitle()) > plotWidth(chart, width))) {
            s.setXAxisTitleVisible(false);
            hidden.add("x: " + chart.getXAxisTitle());
        }
        if (legendBelow(chart) && (plotHeight(chart, height) < MIN_PLOT || costsTheYTitle(chart, height))) {
            s.setLegendVisible(false);
            hidden.add("legend: " + String.join(", ", chart.getSeriesCollection().stream().map(XYSeries::getName)
                    .toList()));
        }
        if (s.isYAxisTitleVisible() && width(s.getAxisTitleFont(), chart.getYAxisTitle()) > plotHeight(chart,
                height)) {
            hidden.add("y: " + chart.getYAxisTitle());
            shortenYTitle(chart, height);
        }
        // a y title or legend hidden since moved the plot, over which XChart centres the title
        fitTitle(chart, width, height, hidden);
        s.setYAxisTickMarkSpacingHint(yTickSpacing(chart, height));
        s.setXAxisTickMarkSpacingHint(xTickSpacing(chart, width));
        return hidden;
    }

    // the chart title shortened, or hidden and named in the list, where it does not fit its room or leaves the plot
    // too low
    private static void fitTitle(XYChart chart, int width, int height, List<String> hidden) {
        XYStyler s = chart.getStyler();
        shortenTitle(chart, width, height);
        if (s.isChartTitleVisible() && (width(s.getChartTitleFont(), chart.getTitle()) > titleRoom(chart, width,
                height) || plotHeight(chart, height) < MIN_PLOT)) {
            s.setChartTitleVisible(false);
            hidden.add("chart: " + chart.getTitle());
        }
    }

    /**
     * A legend right of the plot leaves the chart's title too little width, and under the plot it would leave the
     * title the width beside the y axis, the plot at least {@link #MIN_PLOT} and the height of the y axis title: it
     * goes there (a legend more than twice as wide as the y axis, since the title reaches over the narrower of them).
     */
    private static boolean titleFitsOverALegendUnder(XYChart chart, int width, int height) {
        XYStyler s = chart.getStyler();
        double title = width(s.getChartTitleFont(), chart.getTitle());
        if (!s.isChartTitleVisible() || legendWidth(chart, width) == 0 || title <= titleRoom(chart, width, height)) {
            return false;
        }
        s.setLegendPosition(LegendPosition.OutsideS);
        int plot = plotHeight(chart, height);
        double room = titleRoom(chart, width, height);
        s.setLegendPosition(LegendPosition.OutsideE);
        return title <= room && plot >= MIN_PLOT && width(s.getAxisTitleFont(), chart.getYAxisTitle()) <= plot;
    }

    /**
     * A chart title "Y: what the points are" (the Sweep view's "proportion of maximum value: mean over 3 seeds") that
     * is too wide drops "Y: ", which the y axis title says (it begins with Y), before it is hidden: the chart keeps the
     * part of its title that no axis says in a narrower width.
     */
    private static void shortenTitle(XYChart chart, int width, int height) {
        XYStyler s = chart.getStyler();
        int colon = chart.getTitle().indexOf(": ");
        if (s.isChartTitleVisible() && s.isYAxisTitleVisible() && colon > 0 && chart.getYAxisTitle().startsWith(chart
                .getTitle().substring(0, colon)) && width(s.getChartTitleFont(), chart.getTitle()) > titleRoom(chart,
                        width, height)) {
            chart.setTitle(chart.getTitle().substring(colon + 2));
        }
    }

    /**
     * A y axis title "name (unit)" longer than the plot is high drops its unit, which the Sweep and Metrics charts
     * say at the top of the axis ({@link AxisPower}): "finished computation (MFLOP)" reads "finished computation"
     * upright beside a plot lowered by the modes' upright names; a title still longer than the plot is hidden.
     */
    private static void shortenYTitle(XYChart chart, int height) {
        String shorter = AxisPower.withoutUnit(chart.getYAxisTitle());
        if (width(chart.getStyler().getAxisTitleFont(), shorter) <= plotHeight(chart, height) && !shorter.equals(chart
                .getYAxisTitle())) {
            chart.setYAxisTitle(shorter);
        } else {
            chart.getStyler().setYAxisTitleVisible(false);
        }
    }

    /** After {@link #fit}: the plot would be lower than {@link #LEAST_PLOT}, too low to read, with every title gone. */
    public static boolean tooLow(XYChart chart, int height) {
        return plotHeight(chart, height) < LEAST_PLOT;
    }

    /**
     * The y ticks' spacing hint: the theme's where the plot has room for 4 of its intervals, closer on a low plot so
     * that it keeps about 4 labelled ticks, but never closer than a tick label and a half.
     */
    static int yTickSpacing(XYChart chart, int height) {
        XYStyler s = chart.getStyler();
        double least = 1.5 * lineHeight(s.getAxisTickLabelsFont());
        int preferred = s.getTheme().getYAxisTickMarkSpacingHint();
        return (int) Math.ceil(Math.max(least, Math.min(preferred, plotHeight(chart, height) / 4.0)));
    }

    /**
     * The x ticks' spacing hint: the theme's where the plot has room for {@link #X_INTERVALS} of its intervals, closer
     * on a narrow plot, so that it keeps about that many (at 1280 x 800 the theme's 74 px put one tick, 5, on a Value
     * Curve plot from SLR 1 to 9.9). XChart widens the spacing again until its labels fit side by side.
     */
    static int xTickSpacing(XYChart chart, int width) {
        int preferred = chart.getStyler().getTheme().getXAxisTickMarkSpacingHint();
        return (int) Math.max(1, Math.min(preferred, plotWidth(chart, width) / X_INTERVALS));
    }

    /** The width left to the plot once the padding, the y axis and a legend right of it have theirs. */
    public static int plotWidth(XYChart chart, int width) {
        return (int) Math.floor(width - 2 * chart.getStyler().getChartPadding() - yAxisWidth(chart) - legendWidth(
                chart, width));
    }

    /** The height left to the plot once the padding, the visible titles and the x tick labels have theirs. */
    public static int plotHeight(XYChart chart, int height) {
        XYStyler s = chart.getStyler();
        double used = 2 * s.getChartPadding() + xTickLabelsHeight(chart) + 2 * s.getAxisTickPadding();
        if (s.isChartTitleVisible() && !chart.getTitle().isEmpty()) {
            used += lineHeight(s.getChartTitleFont()) + 2 * s.getChartTitlePadding();
        }
        if (s.isXAxisTitleVisible() && !chart.getXAxisTitle().isEmpty()) {
            used += lineHeight(s.getAxisTitleFont()) + s.getAxisTitlePadding();
        }
        used += legendHeight(chart);
        return (int) Math.floor(height - used);
    }

    // a line of the tick font, or for slanted labels named by a function (a sweep's policies) the widest one slanted
    private static double xTickLabelsHeight(XYChart chart) {
        XYStyler s = chart.getStyler();
        double line = lineHeight(s.getAxisTickLabelsFont());
        Function<Double, String> names = s.getxAxisTickLabelsFormattingFunction();
        if (s.getXAxisLabelRotation() == 0 || names == null) {
            return line;
        }
        double widest = 0;
        for (XYSeries series : chart.getSeriesCollection()) {
            for (double x : series.getXData()) {
                widest = Math.max(widest, width(s.getAxisTickLabelsFont(), names.apply(x)));
            }
        }
        double angle = Math.toRadians(s.getXAxisLabelRotation());
        return Math.max(line, widest * Math.abs(Math.sin(angle)) + line * Math.abs(Math.cos(angle)));
    }

    // the legend under the plot leaves the y axis title too little height, and the title would fit without it
    private static boolean costsTheYTitle(XYChart chart, int height) {
        XYStyler s = chart.getStyler();
        double title = width(s.getAxisTitleFont(), chart.getYAxisTitle());
        int plot = plotHeight(chart, height);
        return s.isYAxisTitleVisible() && title > plot && title <= plot + legendHeight(chart);
    }

    // the height a legend under the plot takes, a line per line of each series' label; 0 for a legend elsewhere or none
    private static double legendHeight(XYChart chart) {
        XYStyler s = chart.getStyler();
        return legendBelow(chart) ? legendLines(chart) * lineHeight(s.getLegendFont()) + chart.getSeriesCollection()
                .size() * s.getLegendPadding() + s.getLegendPadding() + s.getChartPadding() : 0;
    }

    // the height a legend right of the plot takes, its labels' lines one under the other; 0 for a legend elsewhere
    private static double rightLegendHeight(XYChart chart) {
        XYStyler s = chart.getStyler();
        if (!s.isLegendVisible() || s.getLegendPosition() != LegendPosition.OutsideE) {
            return 0;
        }
        return legendLines(chart) * lineHeight(s.getLegendFont()) + (chart.getSeriesCollection().size() + 1) * s
                .getLegendPadding();
    }

    // the lines of the legend's labels: XChart draws a label's lines one under the other
    private static long legendLines(XYChart chart) {
        return chart.getSeriesCollection().stream().mapToLong(series -> series.getName().lines().count()).sum();
    }

    /**
     * The widest chart title that shows whole, {@link #TITLE_MARGIN} clear of both edges of the chart: XChart centres
     * it over the plot, which lies between the y axis and a legend right of it, so it may reach over them as far as
     * that margin on the nearer side: 2 min(c - m, w - m - c), c the plot's centre. XChart labels the y axis at its
     * ticks, which may be narrower than the wider extreme value {@link #yAxisWidth} writes ("12" for 12.25), so the
     * left end is checked against a centre as far left as the narrower extreme puts it ("0"). XChart centres such a
     * legend on the plot's height, so a legend taller than the plot rises into the title's line and is painted over
     * the title's end: the title then ends where the plot does.
     */
    private static double titleRoom(XYChart chart, int width, int height) {
        XYStyler s = chart.getStyler();
        double plotLeft = s.getChartPadding() + yAxisWidth(chart);
        double plotRight = width - s.getChartPadding() - legendWidth(chart, width);
        double[] labels = yLabels(chart);
        double leftmost = (plotLeft - (labels[1] - labels[0]) + plotRight) / 2;
        double end = rightLegendHeight(chart) > plotHeight(chart, height) ? Math.min(plotRight, width - TITLE_MARGIN)
                : width - TITLE_MARGIN;
        return 2 * Math.max(0, Math.min(leftmost - TITLE_MARGIN, end - (plotLeft + plotRight) / 2));
    }

    // the width a legend right of the plot takes, its labels' lines cut as XChart cuts them; 0 for a legend elsewhere
    // or none
    private static double legendWidth(XYChart chart, int width) {
        XYStyler s = chart.getStyler();
        if (!s.isLegendVisible() || s.getLegendPosition() != LegendPosition.OutsideE) {
            return 0;
        }
        double widest = chart.getSeriesCollection().stream().flatMap(series -> series.getName().lines())
                .mapToDouble(line -> width(s.getLegendFont(), line)).max().orElse(0);
        return Math.min(widest, LEGEND_TEXT_SHARE * width) + LEGEND_MARK + 3 * s.getLegendPadding() + s
                .getChartPadding();
    }

    // the width left of the plot: the upright y title and the widest y label, the tick marks and their padding
    private static double yAxisWidth(XYChart chart) {
        XYStyler s = chart.getStyler();
        double title = s.isYAxisTitleVisible() && !chart.getYAxisTitle().isEmpty() ? lineHeight(s.getAxisTitleFont())
                + s.getAxisTitlePadding() : 0;
        return title + yLabels(chart)[1] + s.getAxisTickPadding() + s.getAxisTickMarkLength();
    }

    // the narrowest and the widest of the lowest and highest y values as the ticks' format writes them
    private static double[] yLabels(XYChart chart) {
        XYStyler s = chart.getStyler();
        Function<Double, String> format = s.getyAxisTickLabelsFormattingFunction();
        double narrowest = Double.MAX_VALUE;
        double widest = 0;
        for (XYSeries series : chart.getSeriesCollection()) {
            for (double y : new double[] { series.getYMin(), series.getYMax() }) {
                if (Double.isFinite(y)) {
                    double label = width(s.getAxisTickLabelsFont(), format == null ? Double.toString(y) : format
                            .apply(y));
                    narrowest = Math.min(narrowest, label);
                    widest = Math.max(widest, label);
                }
            }
        }
        return new double[] { Math.min(narrowest, widest), widest };
    }

    // a legend under the plot, one series a line, takes its height from the plot's
    private static boolean legendBelow(XYChart chart) {
        return chart.getStyler().isLegendVisible() && chart.getStyler().getLegendPosition() == LegendPosition.OutsideS
                && !chart.getSeriesCollection().isEmpty();
    }

    private static double width(Font font, String text) {
        return text == null || text.isEmpty() ? 0 : font.getStringBounds(text, TEXT).getWidth();
    }

    private static double lineHeight(Font font) {
        return font.getLineMetrics("Xg", TEXT).getHeight();
    }
}
