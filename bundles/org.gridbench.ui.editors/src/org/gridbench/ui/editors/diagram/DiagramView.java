package org.gridbench.ui.editors.diagram;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.ConnectionLayer;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.FreeformLayer;
import org.eclipse.draw2d.FreeformLayout;
import org.eclipse.draw2d.FreeformViewport;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.LayoutListener;
import org.eclipse.draw2d.ScalableFreeformLayeredPane;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.widgets.Composite;

/**
 * A Draw2D diagram in an SWT canvas: a layer of shapes over a layer of connections, zoomed with Ctrl+wheel (or
 * {@link #zoom}), and exported as PNG or SVG at zoom 1. Keys the diagram handles (Delete, Ctrl+A, Ctrl+C, Ctrl+V)
 * go to its {@link Keys}. A shape removed takes its tooltip with it ({@link PointerDispatcher}).
 */
public final class DiagramView {

    /** What the diagram's keys do; a diagram ignores the keys it does not use. */
    public interface Keys {
        default void delete() {
        }

        default void selectAll() {
        }

        default void copy() {
        }

        default void cut() {
        }

        default void paste() {
        }
    }

    private static final double MIN_ZOOM = 0.05;
    private static final double MAX_ZOOM = 4;
    private static final int MARGIN = 20;

    private final FigureCanvas canvas;
    private final ScalableFreeformLayeredPane pane;
    private final FreeformLayer shapes;
    private final ConnectionLayer connections;
    /** What {@link #reveal} is to show once the canvas has a size, or null. */
    private IFigure toReveal;

    public DiagramView(Composite parent, Keys keys) {
        canvas = new FigureCanvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(ColorConstants.white);
        canvas.setViewport(new FreeformViewport());
        pane = new ScalableFreeformLayeredPane();
        connections = new ConnectionLayer();
        shapes = new FreeformLayer();
        shapes.setLayoutManager(new FreeformLayout());
        pane.add(connections);
        pane.add(shapes);
        canvas.setContents(pane);
        PointerDispatcher pointer = new PointerDispatcher();
        canvas.getLightweightSystem().setEventDispatcher(pointer);
        shapes.addLayoutListener(new LayoutListener.Stub() {
            @Override
            public void remove(IFigure child) {
                pointer.figureRemoved();
            }
        });
        canvas.addListener(SWT.MouseWheel, e -> {
            if ((e.stateMask & SWT.MOD1) != 0) {
                zoom(e.count > 0 ? 1.15 : 1 / 1.15);
                e.doit = false;
            }
        });
        canvas.addListener(SWT.KeyDown, e -> {
            boolean mod = (e.stateMask & SWT.MOD1) != 0;
            if (e.keyCode == SWT.DEL || e.keyCode == SWT.BS) {
                keys.delete();
            } else if (mod && (e.keyCode == 'a' || e.keyCode == 'A')) {
                keys.selectAll();
            } else if (mod && (e.keyCode == 'c' || e.keyCode == 'C')) {
                keys.copy();
            } else if (mod && (e.keyCode == 'x' || e.keyCode == 'X')) {
                keys.cut();
            } else if (mod && (e.keyCode == 'v' || e.keyCode == 'V')) {
                keys.paste();
            } else if (mod && (e.character == '+' || e.character == '=')) {
                zoom(1.15);
            } else if (mod && e.character == '-') {
                zoom(1 / 1.15);
            }
        });
        canvas.addListener(SWT.MouseDown, e -> canvas.setFocus());
        canvas.addListener(SWT.Resize, e -> reveal(toReveal));
    }

    public FigureCanvas canvas() {
        return canvas;
    }

    /** The layer of shapes; its layout places each child at the bounds given as its constraint. */
    public IFigure shapes() {
        return shapes;
    }

    public ConnectionLayer connections() {
        return connections;
    }

    public double zoom() {
        return pane.getScale();
    }

    /** Multiplies the zoom, within [0.05, 4]. */
    public void zoom(double factor) {
        pane.setScale(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, pane.getScale() * factor)));
    }

    /** Zooms so that the whole diagram fits the canvas, at most to zoom 1. */
    public void fit() {
        Rectangle extent = extent();
        org.eclipse.swt.graphics.Rectangle area = canvas.getClientArea();
        if (extent.isEmpty() || area.width <= 0 || area.height <= 0) {
            return;
        }
        double scale = Math.min(1, Math.min((double) area.width / extent.width, (double) area.height / extent.height));
        pane.setScale(Math.max(MIN_ZOOM, scale));
        canvas.scrollTo((int) (extent.x * scale), (int) (extent.y * scale));
    }

    /**
     * Scrolls so that {@code figure} (null for none) is centred across the canvas at its top, as a tree is first seen
     * from its root; a canvas not laid out yet does so when it first gets its size.
     */
    public void reveal(IFigure figure) {
        toReveal = figure;
        org.eclipse.swt.graphics.Rectangle area = canvas.getClientArea();
        if (figure == null || area.width <= 0 || area.height <= 0) {
            return;
        }
        // the figure's bounds and the canvas's scroll range once the edit that placed it is laid out
        canvas.getLightweightSystem().getUpdateManager().performValidation();
        Rectangle bounds = figure.getBounds();
        double scale = pane.getScale();
        canvas.scrollTo((int) Math.round(bounds.getCenter().x * scale - area.width / 2.0),
                (int) Math.round((bounds.y - MARGIN) * scale));
        toReveal = null;
    }

    /** The bounds of everything drawn, with a margin, at zoom 1. */
    public Rectangle extent() {
        Rectangle r = null;
        for (Object child : shapes.getChildren()) {
            Rectangle b = ((IFigure) child).getBounds();
            r = r == null ? b.getCopy() : r.union(b);
        }
        for (Object child : connections.getChildren()) {
            Rectangle b = ((IFigure) child).getBounds();
            r = r == null ? b.getCopy() : r.union(b);
        }
        return r == null ? new Rectangle() : r.expand(MARGIN, MARGIN);
    }

    /** Writes the diagram at zoom 1 as PNG, atomically. */
    public void exportPng(Path file) throws IOException {
        Rectangle r = extent();
        Image image = new Image(canvas.getDisplay(), Math.max(1, r.width), Math.max(1, r.height));
        GC gc = new GC(image);
        try {
            gc.setBackground(ColorConstants.white);
            gc.fillRectangle(0, 0, r.width, r.height);
            SWTGraphics g = new SWTGraphics(gc);
            g.translate(-r.x, -r.y);
            connections.paint(g);
            shapes.paint(g);
            g.dispose();
            ImageData data = image.getImageData();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {data};
            Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
            loader.save(tmp.toString(), SWT.IMAGE_PNG);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    /** Writes the diagram as SVG, each connection and shape that can ({@link SvgShape}), atomically. */
    public void exportSvg(Path file) throws IOException {
        Files.writeString(file.resolveSibling(file.getFileName() + ".tmp"), svg(), StandardCharsets.UTF_8);
        Files.move(file.resolveSibling(file.getFileName() + ".tmp"), file, StandardCopyOption.REPLACE_EXISTING,
                StandardCopyOption.ATOMIC_MOVE);
    }

    /** The SVG text of the diagram. */
    public String svg() {
        SvgWriter svg = new SvgWriter();
        for (Object child : connections.getChildren()) {
            if (child instanceof SvgShape s && ((IFigure) child).isVisible()) {
                s.writeSvg(svg);
            }
        }
        for (Object child : shapes.getChildren()) {
            if (child instanceof SvgShape s && ((IFigure) child).isVisible()) {
                s.writeSvg(svg);
            }
        }
        Rectangle r = extent();
        return svg.document(r.x, r.y, r.width, r.height);
    }
}
