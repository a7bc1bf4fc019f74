package org.gridbench.ui.editors.diagram;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.draw2d.RangeModel;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;

/**
 * The overview of a diagram (Draw2D's scrollable thumbnail): the whole diagram in small with the part in view framed,
 * the frame dragged to move the view. It lies over the lower-right corner of the diagram's canvas while the diagram
 * does not fit the canvas, and is hidden while it does (it would only cover a part of it). In the side panel, under
 * the node's fields, it got no height at 1280 x 800. A wide diagram's overview is wider, up to half the canvas, so that
 * the diagram in small is at least {@link #THUMBNAIL_HEIGHT} high: at 180 px a generated 100-node tree was a thin
 * strip, its frame hard to see and to drag.
 */
public final class DiagramOverview {

    /** The most room the overview takes, its least height, and its distance from the canvas's edges, in pixels. */
    static final int WIDTH = 180;
    static final int HEIGHT = 110;
    static final int MIN_HEIGHT = 40;
    static final int INSET = 6;
    /** The least height, in pixels, of the diagram in small, where half the canvas's width allows. */
    public static final int THUMBNAIL_HEIGHT = 60;

    private final FigureCanvas diagram;
    private final Canvas overview;

    public DiagramOverview(DiagramView view) {
        diagram = view.canvas();
        overview = new Canvas(diagram, SWT.BORDER | SWT.DOUBLE_BUFFERED);
        overview.setToolTipText("Overview of the whole diagram: drag the frame to move the view");
        Viewport viewport = diagram.getViewport();
        ScrollableThumbnail thumbnail = new ScrollableThumbnail(viewport);
        thumbnail.setSource(diagram.getContents());
        new LightweightSystem(overview).setContents(thumbnail);
        diagram.addListener(SWT.Resize, e -> place());
        viewport.getHorizontalRangeModel().addPropertyChangeListener(e -> place());
        viewport.getVerticalRangeModel().addPropertyChangeListener(e -> place());
        place();
    }

    /** The overview's control, a child of the diagram's canvas. */
    public Canvas control() {
        return overview;
    }

    // the lower-right corner of the canvas's client area, at most a third of its height and, for a wide diagram, half
    // its width
    private void place() {
        if (overview.isDisposed()) {
            return;
        }
        Rectangle area = diagram.getClientArea();
        Viewport viewport = diagram.getViewport();
        RangeModel across = viewport.getHorizontalRangeModel();
        RangeModel down = viewport.getVerticalRangeModel();
        // as high as the diagram's shape asks, so that a wide tree's overview covers no more than a strip, and wider
        // for a diagram in small THUMBNAIL_HEIGHT high, up to half the canvas
        double shape = span(down) / Math.max(1.0, span(across));
        int width = Math.min(WIDTH, area.width / 3);
        int wide = (int) Math.ceil(THUMBNAIL_HEIGHT / Math.max(shape, 1e-3));
        width = Math.max(width, Math.min(wide, area.width / 2));
        int height = Math.min(Math.min(HEIGHT, area.height / 3), Math.max(MIN_HEIGHT, (int) Math.ceil(width * shape)));
        overview.setBounds(area.x + area.width - width - INSET, area.y + area.height - height - INSET, width, height);
        overview.setVisible(span(across) > across.getExtent() || span(down) > down.getExtent());
    }

    private static int span(RangeModel range) {
        return range.getMaximum() - range.getMinimum();
    }
}
