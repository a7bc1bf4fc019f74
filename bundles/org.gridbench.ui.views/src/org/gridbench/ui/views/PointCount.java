package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextLayout;
import java.awt.geom.Rectangle2D;

import org.gridbench.sweeps.engine.SweepSeries;
import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * "3 alike" beside a marker under which the markers of other lines lie ({@link SweepSeries#shared}): written above and
 * right of the marker in the tick labels' font, below it at the plot's top and left of it at its right edge, so that
 * neither the marker nor its value moves.
 */
public final class PointCount extends Annotation {

    /** Pixels between the marker's centre and the text. */
    private static final int GAP = 7;
    /** Pixels of the plot's colour around the text. */
    private static final int PAD = 1;

    private final SweepSeries.Shared point;

    PointCount(SweepSeries.Shared point) {
        super(false);
        this.point = point;
    }

    /** What the chart writes beside the marker. */
    public String text() {
        return point.lines() + " alike";
    }

    /** The marker's place on the x axis, in the chart's values. */
    public double x() {
        return point.x();
    }

    /** The marker's value. */
    public double y() {
        return point.y();
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        Object antialias = g.getRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, styler.getTextAntiAlias()
                ? RenderingHints.VALUE_TEXT_ANTIALIAS_ON : RenderingHints.VALUE_TEXT_ANTIALIAS_OFF);
        AxesChartStyler axes = (AxesChartStyler) styler;
        TextLayout layout = new TextLayout(text(), axes.getAxisTickLabelsFont(), g.getFontRenderContext());
        double width = layout.getBounds().getWidth();
        double height = layout.getAscent();
        int x = getXAxisScreenValue(point.x());
        int y = getYAxisScreenValue(point.y());
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
