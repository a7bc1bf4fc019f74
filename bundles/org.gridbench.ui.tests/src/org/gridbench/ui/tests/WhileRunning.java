package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Listener;
import org.gridbench.runs.RunDriver;

/**
 * What a user does in the workbench while runs execute, each done through the UI thread, which notes whether any of
 * the runs had ended when it did it (a paused run has not). A simulation on the UI thread holds that thread to its
 * end, so each action would find that run over. No wall-clock bound, which a loaded machine breaks: how fast the UI answers is measured by
 * {@code ./gridbench bench views}.
 */
final class WhileRunning {

    /** The longest wait for the UI thread; only a UI thread held for good (a hung run on it) reaches it. */
    static final int LIMIT_SECONDS = 300;
    private static final long LOOK_NANOS = 5_000_000;

    private final Workbench wb;
    private final List<RunDriver> runs;
    private final List<String> done = new CopyOnWriteArrayList<>();
    private final List<String> late = new CopyOnWriteArrayList<>();
    private final AtomicInteger noted = new AtomicInteger();

    WhileRunning(Workbench wb, List<RunDriver> runs) {
        this.wb = wb;
        this.runs = List.copyOf(runs);
    }

    /** Waits until every run has started (or, run where it must not be, already stopped). */
    void awaitStarted() throws InterruptedException {
        assertTrue(wb.waitUntil(() -> runs.stream().allMatch(r -> r.status() != RunDriver.Status.READY),
                LIMIT_SECONDS), "the runs did not start: " + statuses());
    }

    /** A runnable posted to the UI thread (asyncExec), as a run's frames and status changes reach the views. */
    void posted() throws Exception {
        CompletableFuture<Void> ran = new CompletableFuture<>();
        wb.display.asyncExec(() -> {
            note("a posted runnable");
            ran.complete(null);
        });
        ran.get(LIMIT_SECONDS, TimeUnit.SECONDS);
    }

    /** The view with this id brought to the front, as Window > Show View does. */
    void show(String id) {
        wb.run(() -> {
            wb.bringToFront(id);
            note("showing " + id);
        });
    }

    /** The canvas repainted by the UI thread after a redraw, noted as it paints. */
    void repaint(Canvas canvas) throws InterruptedException {
        int before = noted.get();
        Listener painted = e -> note("a repaint of the " + canvas.getClass().getSimpleName());
        wb.run(() -> {
            canvas.addListener(SWT.Paint, painted);
            canvas.redraw();
        });
        try {
            assertTrue(wb.waitUntil(() -> noted.get() > before, LIMIT_SECONDS), "the canvas was not repainted");
        } finally {
            wb.run(() -> canvas.removeListener(SWT.Paint, painted));
        }
    }

    /**
     * The button pressed in the first turn of the UI thread that finds every run executing (looked for every 5 ms, so
     * that a short run is caught), noted then; pressed and noted late if a run ended first.
     */
    void pressOnceRunning(Button button, String name) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(LIMIT_SECONDS);
        while (!wb.ui(() -> {
            if (runs.stream().noneMatch(WhileRunning::ended)
                    && !runs.stream().allMatch(r -> r.status() == RunDriver.Status.RUNNING)) {
                return false;
            }
            note("pressing " + name);
            button.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
            return true;
        })) {
            assertTrue(System.nanoTime() < end, "the runs did not start: " + statuses());
            LockSupport.parkNanos(LOOK_NANOS);
        }
    }

    /** Every action was done, and the UI thread did each before any of the runs had ended. */
    void assertAnsweredWhileRunning(String during) {
        assertEquals(List.of(), late, "the UI thread did these only once a run had ended, while " + during
                + " (done in time: " + done + ")");
        assertTrue(!done.isEmpty(), "nothing was done while " + during);
    }

    // on the UI thread
    private void note(String action) {
        noted.incrementAndGet();
        (runs.stream().noneMatch(WhileRunning::ended) ? done : late).add(action + " at " + statuses());
    }

    // a run that can go on no more; a paused run has not ended
    private static boolean ended(RunDriver run) {
        RunDriver.Status s = run.status();
        return s == RunDriver.Status.ENDED || s == RunDriver.Status.STOPPED || s == RunDriver.Status.FAILED;
    }

    private String statuses() {
        return runs.stream().map(r -> r.run().title() + " " + r.status()).collect(Collectors.joining(", "));
    }
}
