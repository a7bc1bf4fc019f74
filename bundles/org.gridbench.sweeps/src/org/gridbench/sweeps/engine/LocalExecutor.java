package org.gridbench.sweeps.engine;

import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;

/** The embedded default: the runs of a sweep on a pool of threads of this process. */
public final class LocalExecutor implements SweepExecutor {

    private final int threads;
    private final AtomicInteger running = new AtomicInteger();

    public LocalExecutor(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, found " + threads);
        }
        this.threads = threads;
    }

    @Override
    public int slots() {
        return threads;
    }

    @Override
    public int running() {
        return running.get();
    }

    @Override
    public void execute(List<RunPoint> pending, SweepExperiment experiment, boolean reproducible, Listener listener)
            throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CompletionService<RunRecord> done = new ExecutorCompletionService<>(pool);
        try {
            for (RunPoint point : pending) {
                done.submit(() -> {
                    running.incrementAndGet();
                    try {
                        return RunTask.run(experiment, point, reproducible);
                    } finally {
                        running.decrementAndGet();
                    }
                });
            }
            for (int i = 0; i < pending.size(); i++) {
                listener.finished(done.take().get());
            }
        } catch (ExecutionException e) {
            throw new IllegalStateException("a run of the sweep broke its thread: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
