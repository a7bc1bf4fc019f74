package org.gridbench.ui.viewers;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Image Viewer: a picture of the workspace (a sweep's plots, an exported chart) in the editor area, centred, at its
 * own size or scaled down to fit the part with its proportions kept, never enlarged; read again when it changes on disk.
 */
public final class ImageViewerPart {

    @Inject
    private MPart part;

    private ViewedFile file;
    private Canvas canvas;
    private Image image;
    private String problem = "";

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        file = new ViewedFile(part);
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        canvas.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        canvas.addPaintListener(e -> paint(e.gc));
        canvas.addListener(SWT.Resize, e -> canvas.redraw());
        reload();
    }

    @Inject
    @Optional
    void workspaceChanged(@UIEventTopic(Workspace.TOPIC_CHANGED) String changed) {
        if (canvas != null && !canvas.isDisposed()) {
            reload();
        }
    }

    private void reload() {
        if (!file.changed()) {
            return;
        }
        dispose();
        try {
            image = new Image(canvas.getDisplay(), file.path().toString());
            Rectangle size = image.getBounds();
            problem = "";
            canvas.setToolTipText(file.path().getFileName() + ": " + size.width + " x " + size.height + " px");
        } catch (SWTException e) {
            problem = "Cannot show " + file.path().getFileName() + ": " + e.getMessage();
            canvas.setToolTipText(null);
        }
        canvas.redraw();
    }

    private void paint(GC gc) {
        Rectangle area = canvas.getClientArea();
        if (image == null) {
            gc.drawText(problem, 8, 8, true);
            return;
        }
        Rectangle drawn = fit(image.getBounds(), area);
        Rectangle size = image.getBounds();
        gc.setInterpolation(SWT.HIGH);
        gc.drawImage(image, 0, 0, size.width, size.height, drawn.x, drawn.y, drawn.width, drawn.height);
    }

    /** Where a picture of {@code size} is drawn in {@code area}: scaled by min(1, w/W, h/H), centred. */
    public static Rectangle fit(Rectangle size, Rectangle area) {
        double scale = Math.min(1, Math.min((double) area.width / size.width, (double) area.height / size.height));
        int width = Math.max(1, (int) Math.round(size.width * scale));
        int height = Math.max(1, (int) Math.round(size.height * scale));
        return new Rectangle(area.x + (area.width - width) / 2, area.y + (area.height - height) / 2, width, height);
    }

    /** The picture's size in pixels, or null when it could not be read; for tests. */
    public Rectangle imageSize() {
        return image == null ? null : image.getBounds();
    }

    @Focus
    void focus() {
        canvas.setFocus();
    }

    @PreDestroy
    void dispose() {
        if (image != null) {
            image.dispose();
            image = null;
        }
    }
}
