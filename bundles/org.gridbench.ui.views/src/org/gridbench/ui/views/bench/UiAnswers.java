package org.gridbench.ui.views.bench;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

import org.eclipse.swt.widgets.Display;

/**
 * How long the UI thread takes to run a runnable posted to it (asyncExec, as a run's frames reach the views), sampled
 * every 5 ms from a thread of its own between {@link #start()} and {@link #stop()}. The sampler sleeps while it waits:
 * one that spun would take a core from the threads it measures.
 */
final class UiAnswers {

    private static final long PERIOD_NANOS = 5_000_000;

    private final Display display;
    private final List<Double> millis = new CopyOnWriteArrayList<>();
    private final AtomicBoolean sampling = new AtomicBoolean(true);
    private final Thread sampler = new Thread(this::sample, "ui-answer-sampler");

    UiAnswers(Display display) {
        this.display = display;
    }

    void start() {
        sampler.setDaemon(true);
        sampler.start();
    }

    /** Stops sampling; the answers' times in milliseconds, in the order sampled (none when the UI never answered). */
    List<Double> stop() throws InterruptedException {
        sampling.set(false);
        sampler.join();
        return List.copyOf(millis);
    }

    private void sample() {
        while (sampling.get()) {
            CompletableFuture<Long> answered = new CompletableFuture<>();
            long posted = System.nanoTime();
            display.asyncExec(() -> answered.complete(System.nanoTime()));
            Long at = awaitAnswer(answered);
            if (at != null) {
                millis.add((at - posted) / 1e6);
            }
            LockSupport.parkNanos(PERIOD_NANOS);
        }
    }

    // the time the UI thread ran the runnable, or null when sampling stopped (or the display went) first
    private Long awaitAnswer(CompletableFuture<Long> answered) {
        while (sampling.get()) {
            try {
                return answered.get(50, TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillWaiting) {
                continue;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            } catch (ExecutionException e) {
                return null;
            }
        }
        return answered.getNow(null);
    }
}
