package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Pattern;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.knowm.xchart.XYChart;

/**
 * An XChart drawn into an image shown on an SWT canvas. The chart is built on the UI thread from the view's data, then
 * painted into an image on a rendering thread, so a large chart never holds the UI up; it is rendered again only when
 * its data were marked changed or the canvas changed size, and changes that come while it renders are coalesced.
 * Titles that do not fit the canvas are hidden ({@link ChartFit}) and shown as its tooltip, with what the painted
 * picture left out (a count of markers that would have covered another); a canvas too low for a
 * readable plot even so says how to make room instead of drawing a plot with no axis numbers.
 */
final class ChartCanvas {

    private static final ExecutorService RENDERER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "gridbench-chart-renderer");
        t.setDaemon(true);
        return t;
    });

    /** Shown instead of a chart whose plot would be lower than {@link ChartFit#LEAST_PLOT} with every title hidden. */
    static final String TOO_LOW = "Too low to plot:\nmaximize the view\n(Ctrl+M, or double-click\nits tab)";

    private final Canvas canvas;
    private final Supplier<XYChart> charts;
    private final Function<XYChart, List<String>> leftOut;
    private Image image;
    /** The image as the source of the canvas's paint: GC.drawImage (SWT 3.134, GTK) reads it all back first. */
    private Pattern shown;
    private Point renderedSize = new Point(0, 0);
    private boolean stale = true;
    private boolean rendering;
    private boolean tooLow;

    /** @param charts builds the chart to show from the current data, at any size (the canvas sets it) */
    ChartCanvas(Composite parent, Supplier<XYChart> charts) {
        this(parent, charts, chart -> List.of());
    }

    /**
     * @param leftOut what a chart, once painted, left out of its picture (a count of markers that would have covered
     *        another), said in the canvas's tooltip after the titles hidden
     */
    ChartCanvas(Composite parent, Supplier<XYChart> charts, Function<XYChart, List<String>> leftOut) {
        this.charts = charts;
        this.leftOut = leftOut;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addListener(SWT.Paint, e -> {
            if (tooLow) {
                e.gc.drawText(TOO_LOW, 6, 2, SWT.DRAW_DELIMITER);
            } else if (image != null) {
                Rectangle bounds = image.getBounds();
                e.gc.setBackgroundPattern(shown);
                e.gc.fillRectangle(bounds);
            }
            if (stale || !canvas.getSize().equals(renderedSize)) {
                render();
            }
        });
        canvas.addListener(SWT.Dispose, e -> disposeImage());
    }

    Canvas control() {
        return canvas;
    }

    /** The data changed: the chart is rendered again. */
    void changed() {
        stale = true;
        render();
    }

    // On the UI thread: build the chart, paint it on the renderer, show it when done
    private void render() {
        if (rendering || canvas.isDisposed()) {
            return;
        }
        Point size = canvas.getSize();
        if (size.x < 50 || size.y < 50) {
            return;
        }
        XYChart chart = charts.get();
        List<String> hidden = ChartFit.fit(chart, size.x, size.y);
        tip(hidden);
        stale = false;
        tooLow = ChartFit.tooLow(chart, size.y);
        if (tooLow) {
            renderedSize = size;
            canvas.redraw();
            return;
        }
        rendering = true;
        Display display = canvas.getDisplay();
        RENDERER.execute(() -> {
            ImageData data = paint(chart, size);
            if (!display.isDisposed()) {
                display.asyncExec(() -> show(data, size, hidden, chart));
            }
        });
    }

    private void show(ImageData data, Point size, List<String> hidden, XYChart chart) {
        rendering = false;
        if (canvas.isDisposed()) {
            return;
        }
        List<String> said = new ArrayList<>(hidden);
        said.addAll(leftOut.apply(chart));
        tip(said);
        disposeImage();
        image = new Image(canvas.getDisplay(), data);
        shown = new Pattern(canvas.getDisplay(), image);
        renderedSize = size;
        canvas.redraw();
    }

    private void disposeImage() {
        if (image != null) {
            shown.dispose();
            image.dispose();
        }
    }

    // the canvas's tooltip: a line for each title hidden and each thing left out of the picture
    private void tip(List<String> said) {
        canvas.setToolTipText(said.isEmpty() ? null : String.join("\n", said));
    }

    private static ImageData paint(XYChart chart, Point size) {
        BufferedImage buffer = new BufferedImage(size.x, size.y, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = buffer.createGraphics();
        chart.paint(g, size.x, size.y);
        g.dispose();
        return toSwt(buffer);
    }

    // An RGB BufferedImage as SWT image data, pixel for pixel
    static ImageData toSwt(BufferedImage buffer) {
        int width = buffer.getWidth();
        int height = buffer.getHeight();
        ImageData data = new ImageData(width, height, 24, new PaletteData(0xFF0000, 0x00FF00, 0x0000FF));
        int[] row = new int[width];
        for (int y = 0; y < height; y++) {
            buffer.getRGB(0, y, width, 1, row, 0, width);
            data.setPixels(0, y, width, row, 0);
        }
        return data;
    }
}
