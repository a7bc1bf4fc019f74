package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextLayout;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import org.gridbench.sweeps.engine.SweepSeries;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * How many markers lie on or across one another at one place on the x axis, as the chart is painted: markers of two
 * or more series whose centres are less than a marker's size apart in pixels form a crowd, and beside its topmost
 * marker the chart writes "3 alike" (equal values) or "3 within 1.7 %" (the crowd's spread over the largest value the
 * chart draws, the top of its axis from 0):
 * above and right of the marker in the tick labels' font, below it at the plot's top and left of it at its right edge,
 * so that neither the markers nor their values move. Whether markers overlap depends on the plot's height, so the
 * crowds are found at each paint.
 */
public final class PointCount extends Annotation {

    /** Pixels between the marker's centre and the text. */
    private static final int GAP = 7;
    /** Pixels of the plot's colour around the text. */
    private static final int PAD = 1;
    /** A crowd's spread is written with two significant digits. */
    private static final MathContext SPREAD = new MathContext(2);

    /** A crowd's text and the value of its topmost marker, as last painted. */
    public record Label(String text, double x, double y) {
    }

    private final SweepSeries.Column column;
    private final double top;
    private List<Label> painted = List.of();

    /** @param top the largest magnitude the chart draws, the top of its axis from 0, against which spreads are said */
    PointCount(SweepSeries.Column column, double top) {
        super(false);
        this.column = column;
        this.top = top;
    }

    /** The counts written at the last paint, top first. */
    public List<Label> painted() {
        return painted;
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        List<Label> labels = new ArrayList<>();
        for (List<Integer> crowd : crowds(styler.getMarkerSize())) {
            Label label = label(crowd);
            labels.add(label);
            write(g, label);
        }
        painted = List.copyOf(labels);
    }

    // single-linkage on the markers' screen heights, top first: a marker less than a marker's size below the previous
    // one joins its crowd; a crowd of one series' markers (lines alike everywhere) is one marker and is left out
    private List<List<Integer>> crowds(int markerSize) {
        List<Integer> order = IntStream.range(0, column.y().size()).boxed().sorted(Comparator.comparingInt(
                i -> getYAxisScreenValue(column.y().get(i)))).toList();
        List<List<Integer>> crowds = new ArrayList<>();
        List<Integer> crowd = new ArrayList<>();
        int last = Integer.MIN_VALUE;
        for (int i : order) {
            int at = getYAxisScreenValue(column.y().get(i));
            if (!crowd.isEmpty() && at - last >= markerSize) {
                crowds.add(crowd);
                crowd = new ArrayList<>();
            }
            crowd.add(i);
            last = at;
        }
        crowds.add(crowd);
        return crowds.stream().filter(c -> c.stream().map(column.series()::get).distinct().count() > 1).toList();
    }

    // "n alike" for equal values, else "n within p %", p = (max - min) / the chart's largest magnitude, the share of
    // the axis from 0 they span
    private Label label(List<Integer> crowd) {
        double top = column.y().get(crowd.get(0));
        double min = crowd.stream().mapToDouble(column.y()::get).min().orElseThrow();
        double max = crowd.stream().mapToDouble(column.y()::get).max().orElseThrow();
        String text = crowd.size() + (min == max ? " alike" : " within " + new BigDecimal(100 * (max - min) / top).round(
                SPREAD).stripTrailingZeros().toPlainString() + " %");
        return new Label(text, column.x(), top);
    }

    private void write(Graphics2D g, Label label) {
        Object antialias = g.getRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, styler.getTextAntiAlias()
                ? RenderingHints.VALUE_TEXT_ANTIALIAS_ON : RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        AxesChartStyler axes = (AxesChartStyler) styler;
        TextLayout layout = new TextLayout(label.text(), axes.getAxisTickLabelsFont(), g.getFontRenderContext());
        double width = layout.getBounds().getWidth();
        double height = layout.getAscent();
        int x = getXAxisScreenValue(label.x());
        int y = getYAxisScreenValue(label.y());
        // above and right of the marker; below it at the plot's top, left of it at the plot's right edge
        double left = x + GAP + width > getXAxisScreenValueForMax() ? x - GAP - width : x + GAP;
        double top = y - GAP - height < getYAxisScreenValueForMin() ? y + GAP : y - GAP - height;
        bounds = new Rectangle2D.Double(left - PAD, top - PAD, width + 2 * PAD, height + 2 * PAD);
        // on the plot's own colour, so that a line passing behind leaves it legible
        g.setColor(styler.getPlotBackgroundColor());
        g.fill(bounds);
        g.setColor(axes.getAxisTickLabelsColor());
        layout.draw(g, (float) left, (float) (top + height));
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, antialias);
    }
}
