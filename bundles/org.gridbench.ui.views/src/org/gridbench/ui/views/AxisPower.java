package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.TextLayout;
import java.awt.geom.Rectangle2D;

import org.knowm.xchart.internal.chartpart.Annotation;
import org.knowm.xchart.style.AxesChartStyler;

/**
 * The power of ten a chart's y tick labels are written in ("× 10⁹"), at the top of the y axis inside the plot, as
 * matplotlib writes its axis offset: there it shows also when the y axis title is hidden for a low plot, and it takes
 * no width from the plot.
 */
public final class AxisPower extends Annotation {

    /** Pixels between the plot's corner and the text. */
    private static final int GAP = 3;
    /** Pixels of the plot's colour around the text. */
    private static final int PAD = 1;

    private final String text;

    AxisPower(String text) {
        super(false);
        this.text = text;
    }

    /** What the chart writes at the top of its y axis. */
    public String text() {
        return text;
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
        TextLayout layout = new TextLayout(text, axes.getAxisTickLabelsFont(), g.getFontRenderContext());
        double left = getXAxisScreenValueForMin() + GAP;
        double top = getYAxisScreenValueForMin() + GAP;
        bounds = new Rectangle2D.Double(left - PAD, top - PAD, layout.getBounds().getWidth() + 2 * PAD, layout
                .getAscent() + 2 * PAD);
        g.setColor(styler.getPlotBackgroundColor());
        g.fill(bounds);
        g.setColor(axes.getAxisTickLabelsColor());
        layout.draw(g, (float) left, (float) (top + layout.getAscent()));
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, antialias);
    }
}
