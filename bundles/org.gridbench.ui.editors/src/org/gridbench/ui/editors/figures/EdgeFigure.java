package org.gridbench.ui.editors.figures;

import org.eclipse.draw2d.ChopboxAnchor;
import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.PolygonDecoration;
import org.eclipse.draw2d.PolylineConnection;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.PointList;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.gridbench.ui.editors.diagram.SvgShape;
import org.gridbench.ui.editors.diagram.SvgWriter;

/**
 * A line between two boxes, with an arrow at the target for a dependency; selectable and markable. Labels added to it
 * (a link's bandwidth) are written to SVG with it.
 */
public final class EdgeFigure extends PolylineConnection implements SvgShape {

    private final Object key;
    private final boolean arrow;
    private boolean selected;
    private boolean marked;

    public EdgeFigure(Object key, IFigure source, IFigure target, boolean arrow) {
        this.key = key;
        this.arrow = arrow;
        setSourceAnchor(new ChopboxAnchor(source));
        setTargetAnchor(new ChopboxAnchor(target));
        if (arrow) {
            setTargetDecoration(new PolygonDecoration());
        }
        style();
    }

    public Object key() {
        return key;
    }

    /** Moves the line's ends to other boxes (a re-parented node). */
    public void reconnect(IFigure source, IFigure target) {
        if (getSourceAnchor().getOwner() != source) {
            setSourceAnchor(new ChopboxAnchor(source));
        }
        if (getTargetAnchor().getOwner() != target) {
            setTargetAnchor(new ChopboxAnchor(target));
        }
    }

    public void setSelected(boolean value) {
        selected = value;
        style();
    }

    public boolean isSelected() {
        return selected;
    }

    public void setMarked(boolean value) {
        marked = value;
        style();
    }

    private void style() {
        setForegroundColor(marked ? ColorConstants.red : selected ? ColorConstants.blue : ColorConstants.gray);
        setLineWidth(selected || marked ? 3 : 1);
    }

    @Override
    public void writeSvg(SvgWriter svg) {
        PointList points = getPoints();
        if (points.size() < 2) {
            return;
        }
        double[] xy = new double[2 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            Point p = points.getPoint(i);
            xy[2 * i] = p.x;
            xy[2 * i + 1] = p.y;
        }
        RGB stroke = marked ? new RGB(255, 0, 0) : selected ? new RGB(0, 0, 255) : new RGB(128, 128, 128);
        svg.polyline(xy, stroke, selected || marked ? 3 : 1, false);
        if (arrow) {
            Point end = points.getLastPoint();
            Point before = points.getPoint(points.size() - 2);
            double angle = Math.atan2(end.y - before.y, end.x - before.x);
            double[] head = new double[6];
            head[0] = end.x;
            head[1] = end.y;
            for (int k = 0; k < 2; k++) {
                double a = angle + (k == 0 ? 0.4 : -0.4);
                head[2 + 2 * k] = end.x - 9 * Math.cos(a);
                head[3 + 2 * k] = end.y - 9 * Math.sin(a);
            }
            svg.polygon(head, stroke);
        }
        writeLabels(svg);
    }

    // the labels on the edge (a tree link's bandwidth), their text centred where Draw2D draws it
    private void writeLabels(SvgWriter svg) {
        for (Object child : getChildren()) {
            if (child instanceof Label label && label.isVisible() && !label.getText().isEmpty()) {
                Rectangle b = label.getBounds();
                Color colour = label.getForegroundColor();
                svg.text(b.x + b.width / 2.0, b.y + b.height / 2.0 + 4, label.getText(), colour == null
                        ? new RGB(0, 0, 0) : colour.getRGB(), 10, "middle");
            }
        }
    }
}
