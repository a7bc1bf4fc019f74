package org.gridbench.ui.editors.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.gridbench.ui.editors.diagram.SvgShape;
import org.gridbench.ui.editors.diagram.SvgWriter;

/**
 * A rounded box with a title and a detail line, as tree nodes, tasks and clusters are drawn: one figure that paints
 * itself (no child figures), so that diagrams of thousands of boxes stay light. It can be selected (blue frame),
 * marked (red frame: a problem, the critical path) and carry a badge (such as "+12" for a collapsed subtree).
 */
public class BoxFigure extends Figure implements SvgShape {

    public static final Dimension SIZE = new Dimension(136, 40);
    private static final int RADIUS = 8;

    private final Object key;
    private String title = "";
    private String detail = "";
    private String badge = "";
    private RGB fill = new RGB(225, 236, 250);
    private boolean selected;
    private boolean marked;

    public BoxFigure(Object key) {
        this.key = key;
        setOpaque(false);
        setSize(SIZE);
    }

    /** What the box stands for: a node id, a task id, a cluster id. */
    public Object key() {
        return key;
    }

    public void setText(String newTitle, String newDetail) {
        if (!newTitle.equals(title) || !newDetail.equals(detail)) {
            title = newTitle;
            detail = newDetail;
            setToolTip(new org.eclipse.draw2d.Label(title + "\n" + detail));
            repaint();
        }
    }

    public String title() {
        return title;
    }

    public void setBadge(String text) {
        if (!text.equals(badge)) {
            badge = text;
            repaint();
        }
    }

    public void setFill(RGB rgb) {
        if (!rgb.equals(fill)) {
            fill = rgb;
            repaint();
        }
    }

    public void setSelected(boolean value) {
        if (value != selected) {
            selected = value;
            repaint();
        }
    }

    public boolean isSelected() {
        return selected;
    }

    public void setMarked(boolean value) {
        if (value != marked) {
            marked = value;
            repaint();
        }
    }

    @Override
    protected void paintFigure(Graphics g) {
        Rectangle r = getBounds().getCopy().shrink(1, 1);
        Color background = new Color(null, fill);
        try {
            g.setAntialias(SWT.ON);
            g.setBackgroundColor(background);
            g.fillRoundRectangle(r, RADIUS, RADIUS);
            g.setForegroundColor(frame());
            g.setLineWidth(selected || marked ? 3 : 1);
            g.drawRoundRectangle(r.getCopy().shrink(1, 1), RADIUS, RADIUS);
            g.setForegroundColor(ColorConstants.black);
            g.drawText(title, r.x + 6, r.y + 3);
            g.setForegroundColor(ColorConstants.darkGray);
            g.drawText(detail, r.x + 6, r.y + r.height / 2 + 1);
            if (!badge.isEmpty()) {
                g.setForegroundColor(ColorConstants.darkBlue);
                g.drawText(badge, r.right() - FigureUtilities.getTextWidth(badge, g.getFont()) - 6, r.y + 3);
            }
        } finally {
            background.dispose();
        }
    }

    private Color frame() {
        return marked ? ColorConstants.red : selected ? ColorConstants.blue : ColorConstants.gray;
    }

    @Override
    public void writeSvg(SvgWriter svg) {
        Rectangle r = getBounds();
        RGB stroke = marked ? new RGB(255, 0, 0) : selected ? new RGB(0, 0, 255) : new RGB(128, 128, 128);
        svg.rect(r.x + 1, r.y + 1, r.width - 2, r.height - 2, RADIUS / 2.0, fill, stroke, selected || marked ? 3 : 1);
        svg.text(r.x + 7, r.y + 15, title, new RGB(0, 0, 0), 11, "start");
        svg.text(r.x + 7, r.y + r.height / 2 + 14, detail, new RGB(64, 64, 64), 10, "start");
        if (!badge.isEmpty()) {
            svg.text(r.right() - 5, r.y + 15, badge, new RGB(0, 0, 128), 10, "end");
        }
    }
}
