package org.gridbench.kernel;

/** Calls a snapshot hook at most once per interval of wall-clock time, plus when forced. */
final class SnapshotThrottle {
    static final SnapshotThrottle NONE = new SnapshotThrottle(sim -> { }, Long.MAX_VALUE);

    private final SnapshotHook hook;
    private final long minIntervalNanos;
    private long lastNanos = System.nanoTime();

    SnapshotThrottle(SnapshotHook hook, long minIntervalNanos) {
        this.hook = hook;
        this.minIntervalNanos = minIntervalNanos;
    }

    void offer(Simulation sim) {
        long now = System.nanoTime();
        if (now - lastNanos >= minIntervalNanos) {
            take(sim, now);
        }
    }

    void take(Simulation sim) {
        take(sim, System.nanoTime());
    }

    private void take(Simulation sim, long now) {
        lastNanos = now;
        hook.snapshot(sim);
    }
}
