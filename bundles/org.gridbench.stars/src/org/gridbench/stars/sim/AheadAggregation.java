package org.gridbench.stars.sim;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.FutureTask;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;

/**
 * Branch summaries aggregated ahead of their send on a helper thread. A routing node that must wait for its update
 * bandwidth (section 3.2.3) sends, when the wait ends, the aggregation (Algorithm 3.1) of its children's summaries at
 * that time; the helper computes it while the event loop goes on. A result is taken only if both children's
 * summaries are still the same objects and the send time is the one it was computed for. Aggregation being a function
 * of these alone ({@link org.gridbench.stars.availability.AvailabilityPolicy#aggregatesOnAnyThread()}), a run gives
 * the same results with or without the helper.
 *
 * @param <F> the policy's sampled-function type
 */
final class AheadAggregation<F extends SampledFunction<F>> implements AutoCloseable {

    /** One aggregation started ahead: its inputs and the task computing it. */
    private record Ahead<F extends SampledFunction<F>>(AvailabilitySummary<F> left, AvailabilitySummary<F> right,
            double at, FutureTask<AvailabilitySummary<F>> task) {

        boolean matches(AvailabilitySummary<F> l, AvailabilitySummary<F> r, double now) {
            return left == l && right == r && at == now;
        }
    }

    private final int sfMax;
    private final ExecutorService helper;
    /** Per routing position, the aggregation started for it, null if none. */
    private final Ahead<F>[] started;
    private long taken;

    @SuppressWarnings("unchecked")
    AheadAggregation(int positions, int sfMax) {
        this.sfMax = sfMax;
        started = new Ahead[positions];
        helper = Executors.newSingleThreadExecutor(job -> {
            Thread thread = new Thread(job, "stars-aggregation-ahead");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Starts aggregating {@code left} and {@code right} as at time {@code at}, replacing what was started before. */
    void start(int position, AvailabilitySummary<F> left, AvailabilitySummary<F> right, double at) {
        drop(position);
        FutureTask<AvailabilitySummary<F>> task = new FutureTask<>(() -> left.aggregate(right, sfMax, at));
        started[position] = new Ahead<>(left, right, at, task);
        helper.execute(task);
    }

    /**
     * The aggregation started for these inputs and time, waiting for the helper if it is on it and computing it on
     * this thread if the helper has not begun; null, and nothing kept, if none was started for them.
     */
    AvailabilitySummary<F> take(int position, AvailabilitySummary<F> left, AvailabilitySummary<F> right,
            double now) {
        Ahead<F> ahead = started[position];
        if (ahead == null || !ahead.matches(left, right, now)) {
            drop(position);
            return null;
        }
        started[position] = null;
        taken++;
        ahead.task().run();
        try {
            return ahead.task().get();
        } catch (ExecutionException e) {
            throw rethrown(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a summary aggregated ahead", e);
        }
    }

    /** How many aggregations started ahead were taken: the same in every run of a scenario, whatever the timing. */
    long taken() {
        return taken;
    }

    private void drop(int position) {
        Ahead<F> ahead = started[position];
        if (ahead != null) {
            ahead.task().cancel(false);
            started[position] = null;
        }
    }

    /** The aggregation's own failure, as if it had run on this thread. */
    private static RuntimeException rethrown(Throwable cause) {
        if (cause instanceof RuntimeException e) {
            return e;
        }
        if (cause instanceof Error e) {
            throw e;
        }
        return new IllegalStateException("aggregation failed", cause);
    }

    @Override
    public void close() {
        helper.shutdownNow();
    }
}
