package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextLayout;
import java.awt.geom.Rectangle2D;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * The power of ten a chart's y tick labels are written in and their unit ("× 10⁹ MFLOP"), at the top of the y axis
 * inside the plot, as matplotlib writes its axis offset: there it shows also when the y axis title is hidden or
 * shortened for a low plot ({@link ChartFit}), and it takes no width from the plot. The unit is written only while
 * the y axis title does not say it. Where a point's marker lies under the top left corner, it goes to the top right.
 */
public final class AxisPower extends Annotation {

    /** Pixels between the plot's corner and the text. */
    private static final int GAP = 3;
    /** Pixels of the plot's colour around the text. */
    private static final int PAD = 1;
    /** A title that ends with its unit in parentheses: "finished computation (MFLOP)". */
    private static final Pattern WITH_UNIT = Pattern.compile("(.+) \\(([^()]+)\\)");

    private final String power;
    private final String unit;

    /**
     * @param power the power of ten ("× 10⁹"), or empty
     * @param unit the unit of the y values ("MFLOP"), or empty
     */
    private AxisPower(String power, String unit) {
        super(false);
        this.power = power;
        this.unit = unit;
    }

    /**
     * Writes {@code power} ("× 10⁹", or empty) and the unit of the chart's y title at the top of its y axis, when there
     * is either to write: the unit shows there only once the title no longer says it (a low plot, {@link ChartFit}).
     */
    static void addTo(XYChart chart, String power) {
        String unit = unitOf(chart.getYAxisTitle());
        if (!power.isEmpty() || !unit.isEmpty()) {
            chart.addAnnotation(new AxisPower(power, unit));
        }
    }

    /** The unit a title "name (unit)" ends with, else empty. */
    static String unitOf(String title) {
        Matcher m = WITH_UNIT.matcher(title);
        return m.matches() ? m.group(2) : "";
    }

    /** A title "name (unit)" without its unit, else the title. */
    static String withoutUnit(String title) {
        Matcher m = WITH_UNIT.matcher(title);
        return m.matches() ? m.group(1) : title;
    }

    /** What the chart writes at the top of its y axis as it is now: its power of ten, its unit if no title says it. */
    public String text() {
        boolean said = ((AxesChartStyler) styler).isYAxisTitleVisible() && unitOf(chart.getYAxisTitle()).equals(unit);
        return (power + (said ? "" : " " + unit)).strip();
    }

    @Override
    public void paint(Graphics2D g) {
        String text = text();
        if (!isVisible || text.isEmpty()) {
            return;
        }
        Object antialias = g.getRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, styler.getTextAntiAlias()
                ? RenderingHints.VALUE_TEXT_ANTIALIAS_ON : RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        AxesChartStyler axes = (AxesChartStyler) styler;
        TextLayout layout = new TextLayout(text, axes.getAxisTickLabelsFont(), g.getFontRenderContext());
        double width = layout.getBounds().getWidth() + 2 * PAD;
        double height = layout.getAscent() + 2 * PAD;
        double top = getYAxisScreenValueForMin() + GAP - PAD;
        Rectangle2D left = new Rectangle2D.Double(getXAxisScreenValueForMin() + GAP - PAD, top, width, height);
        Rectangle2D right = new Rectangle2D.Double(getXAxisScreenValueForMax() - GAP + PAD - width, top, width, height);
        // the top left corner, else the top right one where a marker lies under the left; over markers at both, the
        // text alone, so that they show through it
        boolean leftFree = !overMarker(left);
        boolean rightFree = !leftFree && !overMarker(right);
        bounds = rightFree ? right : left;
        if (leftFree || rightFree) {
            g.setColor(styler.getPlotBackgroundColor());
            g.fill(bounds);
        }
        g.setColor(axes.getAxisTickLabelsColor());
        layout.draw(g, (float) (bounds.getX() + PAD), (float) (bounds.getY() + PAD + layout.getAscent()));
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, antialias);
    }

    // whether a point of a series, as its marker is drawn, lies in the box (a sweep's first value sits at the plot's
    // left edge, its highest at the top: the text on the plot's colour hid the point LP of a trees sweep)
    private boolean overMarker(Rectangle2D box) {
        double half = styler.getMarkerSize() / 2.0;
        for (Object series : chart.getSeriesCollection()) {
            if (series instanceof XYSeries xy) {
                double[] xs = xy.getXData();
                double[] ys = xy.getYData();
                for (int i = 0; i < xs.length; i++) {
                    if (Double.isFinite(xs[i]) && Double.isFinite(ys[i]) && box.intersects(getXAxisScreenValue(xs[i])
                            - half, getYAxisScreenValue(ys[i]) - half, 2 * half, 2 * half)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
