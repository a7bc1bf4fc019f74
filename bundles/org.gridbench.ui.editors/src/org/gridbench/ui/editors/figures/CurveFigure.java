package org.gridbench.ui.editors.figures;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.editors.diagram.SvgShape;
import org.gridbench.ui.editors.diagram.SvgWriter;

/**
 * A value curve on SLR axes (Burkimsher and Indrusiak, Figure 1): value against schedule length ratio, V_max up to
 * D_initial, through the points, 0 from D_final; the deadlines as dashed lines and each point as a handle. It maps
 * between data and figure coordinates for the page's dragging.
 */
public final class CurveFigure extends Figure implements SvgShape {

    private static final int LEFT = 60;
    private static final int BOTTOM = 40;
    private static final int TOP = 20;
    private static final int RIGHT = 30;
    public static final int HANDLE = 5;

    private CurveShape shape;
    private int selectedPoint = -1;

    public CurveFigure() {
        setOpaque(true);
        setBackgroundColor(ColorConstants.white);
    }

    public void setShape(CurveShape curve, int selected) {
        shape = curve;
        selectedPoint = selected;
        repaint();
    }

    public CurveShape shape() {
        return shape;
    }

    private Rectangle plot() {
        Rectangle b = getBounds();
        return new Rectangle(b.x + LEFT, b.y + TOP, Math.max(10, b.width - LEFT - RIGHT), Math.max(10, b.height
                - TOP - BOTTOM));
    }

    private double maxSlr() {
        return Math.max(2, shape.dFinal() * 1.15);
    }

    private double maxValue() {
        return Math.max(1e-9, shape.vMax() * 1.15);
    }

    /** The figure point of (slr, value). */
    public Point toFigure(double slr, double value) {
        Rectangle p = plot();
        return new Point((int) Math.round(p.x + (slr - 1) / (maxSlr() - 1) * p.width),
                (int) Math.round(p.bottom() - value / maxValue() * p.height));
    }

    /** The (slr, value) at a figure point. */
    public double[] toData(Point at) {
        Rectangle p = plot();
        return new double[] {1 + (double) (at.x - p.x) / p.width * (maxSlr() - 1),
                (double) (p.bottom() - at.y) / p.height * maxValue()};
    }

    /** The index of the point whose handle is at {@code at}, or -1. */
    public int pointAt(Point at) {
        List<double[]> points = shape.points();
        for (int k = 0; k < points.size(); k++) {
            if (toFigure(points.get(k)[0], points.get(k)[1]).getDistance(at) <= HANDLE + 2) {
                return k;
            }
        }
        return -1;
    }

    @Override
    protected void paintFigure(Graphics g) {
        super.paintFigure(g);
        if (shape == null || !Double.isFinite(shape.vMax()) || !Double.isFinite(shape.dFinal())) {
            return;
        }
        g.setAntialias(SWT.ON);
        Rectangle p = plot();
        g.setForegroundColor(ColorConstants.black);
        g.drawLine(p.x, p.bottom(), p.right(), p.bottom());
        g.drawLine(p.x, p.y, p.x, p.bottom());
        for (double[] tick : ticks()) {
            Point at = toFigure(tick[0], 0);
            g.drawLine(at.x, p.bottom(), at.x, p.bottom() + 4);
            g.drawText(HumanNumbers.format(tick[0]), at.x - 4, p.bottom() + 6);
        }
        g.drawText("SLR", p.right() - 20, p.bottom() + 22);
        g.drawText(HumanNumbers.format(shape.vMax()), p.x - 55, toFigure(1, shape.vMax()).y - 7);
        g.drawText("0", p.x - 55, p.bottom() - 7);
        g.drawText("value", p.x - 55, p.y);
        g.setForegroundColor(ColorConstants.gray);
        g.setLineStyle(SWT.LINE_DASH);
        for (double d : new double[] {shape.dInitial(), shape.dFinal()}) {
            Point at = toFigure(d, 0);
            g.drawLine(at.x, p.y, at.x, p.bottom());
        }
        g.drawText("D_initial", toFigure(shape.dInitial(), 0).x + 3, p.y);
        g.drawText("D_final", toFigure(shape.dFinal(), 0).x + 3, p.y);
        g.setLineStyle(SWT.LINE_SOLID);
        g.setForegroundColor(valid() ? ColorConstants.darkBlue : ColorConstants.red);
        g.setLineWidth(2);
        g.drawPolyline(line());
        g.setLineWidth(1);
        List<double[]> points = shape.points();
        for (int k = 0; k < points.size(); k++) {
            Point at = toFigure(points.get(k)[0], points.get(k)[1]);
            g.setBackgroundColor(k == selectedPoint ? ColorConstants.red : ColorConstants.orange);
            g.fillOval(at.x - HANDLE, at.y - HANDLE, 2 * HANDLE, 2 * HANDLE);
            g.drawOval(at.x - HANDLE, at.y - HANDLE, 2 * HANDLE, 2 * HANDLE);
        }
    }

    /** Whether the curve never rises and its points lie between the deadlines; drawn in red when not. */
    public boolean valid() {
        List<double[]> c = shape.corners();
        for (int k = 1; k < c.size(); k++) {
            if (!(c.get(k)[0] > c.get(k - 1)[0]) || !(c.get(k)[1] <= c.get(k - 1)[1]) || c.get(k)[1] < 0) {
                return false;
            }
        }
        return shape.dInitial() >= 1;
    }

    // from SLR 1 at V_max to past D_final at 0: the curve of Algorithm 1
    private PointList line() {
        PointList line = new PointList();
        line.addPoint(toFigure(1, shape.vMax()));
        for (double[] c : shape.corners()) {
            line.addPoint(toFigure(c[0], c[1]));
        }
        line.addPoint(toFigure(maxSlr(), 0));
        return line;
    }

    private double[][] ticks() {
        double step = Math.max(1, Math.ceil((maxSlr() - 1) / 10));
        int n = (int) ((maxSlr() - 1) / step) + 1;
        double[][] out = new double[n][1];
        for (int k = 0; k < n; k++) {
            out[k][0] = 1 + k * step;
        }
        return out;
    }

    @Override
    public void writeSvg(SvgWriter svg) {
        if (shape == null) {
            return;
        }
        Rectangle p = plot();
        RGB black = new RGB(0, 0, 0);
        svg.polyline(new double[] {p.x, p.y, p.x, p.bottom(), p.right(), p.bottom()}, black, 1, false);
        for (double[] tick : ticks()) {
            Point at = toFigure(tick[0], 0);
            svg.text(at.x, p.bottom() + 18, HumanNumbers.format(tick[0]), black, 10, "middle");
        }
        svg.text(p.right(), p.bottom() + 34, "SLR", black, 11, "end");
        svg.text(p.x - 6, toFigure(1, shape.vMax()).y + 4, HumanNumbers.format(shape.vMax()), black, 10, "end");
        svg.text(p.x - 6, p.bottom() + 4, "0", black, 10, "end");
        for (double d : new double[] {shape.dInitial(), shape.dFinal()}) {
            Point at = toFigure(d, 0);
            svg.polyline(new double[] {at.x, p.y, at.x, p.bottom()}, new RGB(128, 128, 128), 1, true);
        }
        PointList line = line();
        double[] xy = new double[2 * line.size()];
        for (int i = 0; i < line.size(); i++) {
            xy[2 * i] = line.getPoint(i).x;
            xy[2 * i + 1] = line.getPoint(i).y;
        }
        svg.polyline(xy, new RGB(0, 0, 139), 2, false);
        for (double[] c : shape.points()) {
            Point at = toFigure(c[0], c[1]);
            svg.ellipse(at.x, at.y, HANDLE, HANDLE, new RGB(255, 165, 0), black);
        }
    }
}
