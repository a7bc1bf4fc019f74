package org.gridbench.ui.views;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.knowm.xchart.XYChart;

/**
 * An XChart drawn into an image shown on an SWT canvas; the chart is rebuilt and rendered only when its data were
 * marked changed or the canvas changed size.
 */
final class ChartCanvas {

    private final Canvas canvas;
    private final Supplier<XYChart> charts;
    private Image image;
    private Point renderedSize = new Point(0, 0);
    private boolean stale = true;
    private long renders;

    /** @param charts builds the chart to show from the current data, at any size (the canvas sets it) */
    ChartCanvas(Composite parent, Supplier<XYChart> charts) {
        this.charts = charts;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.addListener(SWT.Paint, e -> {
            Point size = canvas.getSize();
            if (size.x < 50 || size.y < 50) {
                return;
            }
            if (stale || !size.equals(renderedSize)) {
                render(size);
            }
            e.gc.drawImage(image, 0, 0);
        });
        canvas.addListener(SWT.Dispose, e -> {
            if (image != null) {
                image.dispose();
            }
        });
    }

    Canvas control() {
        return canvas;
    }

    /** The data changed: the next paint renders the chart again. */
    void changed() {
        stale = true;
        if (!canvas.isDisposed()) {
            canvas.redraw();
        }
    }

    /** How many times the chart was rendered; for tests of the no-needless-render rule. */
    long renders() {
        return renders;
    }

    private void render(Point size) {
        XYChart chart = charts.get();
        BufferedImage buffer = new BufferedImage(size.x, size.y, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = buffer.createGraphics();
        chart.paint(g, size.x, size.y);
        g.dispose();
        if (image != null) {
            image.dispose();
        }
        image = new Image(canvas.getDisplay(), toSwt(buffer));
        renderedSize = size;
        stale = false;
        renders++;
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
