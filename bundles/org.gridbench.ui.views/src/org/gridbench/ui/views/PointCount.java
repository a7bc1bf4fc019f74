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
import java.util.function.Function;
import java.util.stream.IntStream;

import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.sweeps.engine.SweepSeries;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * How many markers lie on or across one another at each place on the x axis, as the chart is painted: markers of two
 * or more series whose centres are less than a marker's size apart in pixels form a crowd, and beside its topmost
 * marker the chart writes "3 alike" (equal values) or "3 within 1.7 %" (the crowd's spread over the largest value the
 * chart draws, the top of its axis from 0): above and right of the marker in the tick labels' font, below it at the
 * plot's top and left of it at its right edge, so that neither the markers nor their values move. No count covers
 * another: from left to right, top first, a count that would overlap one already written goes to the marker's other
 * side, and where it overlaps there too, or would reach past the plot's sides, it is left out of the picture and said
 * in the chart's tooltip ({@link #leftOut}). Whether markers overlap depends on the plot's size, so the crowds are
 * found at each paint.
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

    private final List<SweepSeries.Column> columns;
    private final double top;
    private List<Label> painted = List.of();
    private List<Rectangle2D> boxes = List.of();
    private List<Label> unwritten = List.of();

    /**
     * @param columns the places where markers of two or more series lie
     * @param top the largest magnitude the chart draws, the top of its axis from 0, against which spreads are said
     */
    public PointCount(List<SweepSeries.Column> columns, double top) {
        super(false);
        this.columns = List.copyOf(columns);
        this.top = top;
    }

    /** The counts written at the last paint, left to right, top first. */
    public List<Label> painted() {
        return painted;
    }

    /** Where the counts written at the last paint lie, with their margin, in the order of {@link #painted}. */
    public List<Rectangle2D> boxes() {
        return boxes;
    }

    /** The counts left out at the last paint, where they would have overlapped one written before them. */
    public List<Label> unwritten() {
        return unwritten;
    }

    /** Whether this counts the markers of {@code drawn}, the chart it was added to. */
    boolean on(Object drawn) {
        return chart == drawn;
    }

    /**
     * The counts left out at the last paint, as the chart's tooltip says them, by the x axis's title and tick label:
     * "count at load 0.4: 3 within 1.2 %".
     */
    List<String> leftOut() {
        Function<Double, String> names = ((AxesChartStyler) styler).getxAxisTickLabelsFormattingFunction();
        return unwritten.stream().map(l -> "count at " + (chart.getXAxisTitle() + " ").stripLeading() + (names == null
                ? PlainNumbers.brief(l.x()) : names.apply(l.x())) + ": " + l.text()).toList();
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        List<Label> written = new ArrayList<>();
        List<Label> left = new ArrayList<>();
        List<Rectangle2D> taken = new ArrayList<>();
        List<SweepSeries.Column> leftToRight = columns.stream().sorted(Comparator.comparingInt(
                c -> getXAxisScreenValue(c.x()))).toList();
        for (SweepSeries.Column column : leftToRight) {
            for (List<Integer> crowd : crowds(column, styler.getMarkerSize())) {
                Label label = label(column, crowd);
                if (write(g, label, taken)) {
                    written.add(label);
                } else {
                    left.add(label);
                }
            }
        }
        painted = List.copyOf(written);
        boxes = List.copyOf(taken);
        unwritten = List.copyOf(left);
    }

    // single-linkage on the markers' screen heights, top first: a marker less than a marker's size below the previous
    // one joins its crowd; a crowd of one series' markers (lines alike everywhere) is one marker and is left out
    private List<List<Integer>> crowds(SweepSeries.Column column, int markerSize) {
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
    private Label label(SweepSeries.Column column, List<Integer> crowd) {
        double first = column.y().get(crowd.get(0));
        double min = crowd.stream().mapToDouble(column.y()::get).min().orElseThrow();
        double max = crowd.stream().mapToDouble(column.y()::get).max().orElseThrow();
        String text = crowd.size() + (min == max ? " alike" : " within " + new BigDecimal(100 * (max - min) / top)
                .round(SPREAD).stripTrailingZeros().toPlainString() + " %");
        return new Label(text, column.x(), first);
    }

    // writes the label on the side of its marker where it overlaps no label in taken, and takes that place; false
    // when it overlaps one on either side
    private boolean write(Graphics2D g, Label label, List<Rectangle2D> taken) {
        AxesChartStyler axes = (AxesChartStyler) styler;
        TextLayout layout = new TextLayout(label.text(), axes.getAxisTickLabelsFont(), g.getFontRenderContext());
        double width = layout.getBounds().getWidth();
        double height = layout.getAscent();
        int x = getXAxisScreenValue(label.x());
        int y = getYAxisScreenValue(label.y());
        // above the marker, below it at the plot's top; right of it, left of it at the plot's right edge or where the
        // right overlaps a count; never past the plot's sides, where it would cover the y axis's numbers or be cut
        double top = y - GAP - height < getYAxisScreenValueForMin() ? y + GAP : y - GAP - height;
        double right = x + GAP;
        double left = x - GAP - width;
        List<Double> sides = new ArrayList<>();
        if (right + width <= getXAxisScreenValueForMax()) {
            sides.add(right);
        }
        if (left >= getXAxisScreenValueForMin()) {
            sides.add(left);
        }
        for (double side : sides) {
            Rectangle2D box = new Rectangle2D.Double(side - PAD, top - PAD, width + 2 * PAD, height + 2 * PAD);
            if (taken.stream().noneMatch(box::intersects)) {
                taken.add(box);
                bounds = box;
                draw(g, layout, box);
                return true;
            }
        }
        return false;
    }

    // the text on the plot's own colour, so that a line passing behind leaves it legible
    private void draw(Graphics2D g, TextLayout layout, Rectangle2D box) {
        Object antialias = g.getRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, styler.getTextAntiAlias()
                ? RenderingHints.VALUE_TEXT_ANTIALIAS_ON : RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        g.setColor(styler.getPlotBackgroundColor());
        g.fill(box);
        g.setColor(((AxesChartStyler) styler).getAxisTickLabelsColor());
        layout.draw(g, (float) (box.getX() + PAD), (float) (box.getY() + PAD + layout.getAscent()));
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, antialias);
    }
}
