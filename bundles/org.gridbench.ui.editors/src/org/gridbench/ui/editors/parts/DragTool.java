package org.gridbench.ui.editors.parts;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.MouseMotionListener;
import org.eclipse.draw2d.Polyline;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.gridbench.ui.editors.diagram.DiagramView;

/**
 * The drag tool the box controllers of a diagram share (GEF's drag tracker, without the framework): a box pressed
 * and dragged either moves with the mouse or, when the press began on its connection band, draws a dashed line from
 * it to the mouse. On release it reports what was dropped where, or nothing for a press that moved less than the
 * threshold (a click). Only one box is dragged at a time.
 */
public final class DragTool {

    /** What a release ended: the dragged figure, its bounds had it moved, and the figure under the mouse. */
    public record Drop(IFigure dragged, Rectangle bounds, boolean connecting, IFigure onto) {
    }

    private final DiagramView view;
    private final int threshold;
    private IFigure dragged;
    private boolean connecting;
    private Point start;
    private Rectangle from;
    private Polyline rubberBand;

    /** A press that moves less than {@code threshold} pixels before its release is a click. */
    public DragTool(DiagramView view, int threshold) {
        this.view = view;
        this.threshold = threshold;
    }

    /**
     * Lets this tool drag {@code box}: a press first goes to {@code pressed} (which selects, and says whether the
     * press is on the box's connection band), then starts the drag; a release hands the drop to {@code dropped}.
     */
    public void attach(IFigure box, Predicate<MouseEvent> pressed, Consumer<Drop> dropped) {
        box.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                press(box, me.getLocation(), pressed.test(me));
                me.consume();
            }

            @Override
            public void mouseReleased(MouseEvent me) {
                dropped.accept(release(me.getLocation()));
            }
        });
        box.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseDragged(MouseEvent me) {
                drag(box, me.getLocation());
            }
        });
    }

    /** A box was pressed at {@code at}; {@code connect} when on its connection band. */
    private void press(IFigure box, Point at, boolean connect) {
        dragged = box;
        start = at.getCopy();
        from = box.getBounds().getCopy();
        connecting = connect;
    }

    /** The mouse moved to {@code at} with the button down: the box follows it, or the dashed line does. */
    private void drag(IFigure box, Point at) {
        if (dragged != box) {
            return;
        }
        if (connecting) {
            rubberBand(box.getBounds().getCenter(), at);
        } else {
            view.shapes().setConstraint(box, moved(at));
        }
    }

    /** The button was released at {@code at}: the drop, or null for a click or when nothing was dragged. */
    private Drop release(Point at) {
        IFigure box = dragged;
        dragged = null;
        if (rubberBand != null) {
            view.connections().remove(rubberBand);
            rubberBand = null;
        }
        if (box == null || start == null || at.getDistance(start) < threshold) {
            return null;
        }
        IFigure onto = view.shapes().findFigureAtExcluding(at.x, at.y, List.of(box));
        return new Drop(box, moved(at), connecting, onto == view.shapes() ? null : onto);
    }

    private Rectangle moved(Point at) {
        return from.getTranslated(at.x - start.x, at.y - start.y);
    }

    private void rubberBand(Point a, Point b) {
        if (rubberBand == null) {
            rubberBand = new Polyline();
            rubberBand.setForegroundColor(ColorConstants.blue);
            rubberBand.setLineStyle(SWT.LINE_DASH);
            view.connections().add(rubberBand);
        }
        rubberBand.setEndpoints(a, b);
    }
}
