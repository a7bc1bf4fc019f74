package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.File;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.FrameworkUtil;
import org.osgi.util.tracker.ServiceTracker;

/** The running e4 workbench as the tests drive it: all widget access goes through the UI thread. */
final class Workbench {

    private static Workbench instance;

    /** How long a test waits for the UI to show what it expects before it fails. */
    static final int PATIENCE_SECONDS = 120;

    final MApplication app;
    final MWindow window;
    final Display display;

    private Workbench(IWorkbench workbench) {
        app = workbench.getApplication();
        window = app.getChildren().get(0);
        display = Display.getDefault();
    }

    static synchronized Workbench get() throws InterruptedException {
        if (instance == null) {
            var ctx = FrameworkUtil.getBundle(Workbench.class).getBundleContext();
            var tracker = new ServiceTracker<IWorkbench, IWorkbench>(ctx, IWorkbench.class, null);
            tracker.open();
            IWorkbench workbench = tracker.waitForService(TimeUnit.SECONDS.toMillis(60));
            assertNotNull(workbench, "the IWorkbench service was not registered within 60 s");
            instance = new Workbench(workbench);
        }
        return instance;
    }

    /** Runs on the UI thread and returns the result; what the action throws is thrown here, in the test. */
    <T> T ui(Supplier<T> action) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        display.syncExec(() -> {
            try {
                result.set(action.get());
            } catch (RuntimeException | Error e) {
                failure.set(e);
            }
        });
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        }
        if (failure.get() instanceof Error e) {
            throw e;
        }
        return result.get();
    }

    void run(Runnable action) {
        display.syncExec(action);
    }

    /**
     * Waits until condition holds on the UI thread; false after {@link #PATIENCE_SECONDS}: a limit that a UI which
     * works reaches only by not working, however loaded the machine (a test's own guess of "a few seconds" is not).
     */
    boolean waitUntil(BooleanSupplier condition) throws InterruptedException {
        return waitUntil(condition, PATIENCE_SECONDS);
    }

    /** Waits until condition holds on the UI thread; false after the timeout. */
    boolean waitUntil(BooleanSupplier condition, int seconds) throws InterruptedException {
        long end = System.currentTimeMillis() + seconds * 1000L;
        while (System.currentTimeMillis() < end) {
            if (ui(condition::getAsBoolean)) {
                return true;
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** Lets pending paints and asynchronous events run. */
    void settle() throws InterruptedException {
        for (int i = 0; i < 5; i++) {
            run(() -> {
                while (display.readAndDispatch()) {
                    // drain the event queue
                }
            });
            Thread.sleep(100);
        }
    }

    /** Brings the view with this id to the front of its stack, as Window > Show View does. */
    void showPart(String id) throws InterruptedException {
        run(() -> bringToFront(id));
        settle();
    }

    /** Brings the view with this id to the front of its stack; on the UI thread. */
    void bringToFront(String id) {
        EModelService models = app.getContext().get(EModelService.class);
        MPart part = (MPart) models.find(id, app);
        models.getTopLevelWindowFor(part).getContext().get(EPartService.class).showPart(part,
                EPartService.PartState.VISIBLE);
    }

    void screenshot(File out) {
        run(() -> {
            GC gc = new GC(display);
            Rectangle bounds = display.getBounds();
            Image image = new Image(display, bounds.width, bounds.height);
            gc.copyArea(image, 0, 0);
            gc.dispose();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            out.getAbsoluteFile().getParentFile().mkdirs();
            loader.save(out.getAbsolutePath(), SWT.IMAGE_PNG);
            image.dispose();
        });
    }
}
