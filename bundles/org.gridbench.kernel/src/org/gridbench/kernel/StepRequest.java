package org.gridbench.kernel;

/** A step handed by another thread to the runner parked in a paused run, and its outcome; guarded by the run lock. */
final class StepRequest {
    private boolean done;
    private boolean fired;
    private Throwable failure;

    boolean isDone() {
        return done;
    }

    void complete(boolean fired, Throwable failure) {
        this.fired = fired;
        this.failure = failure;
        done = true;
    }

    /** Whether an event fired; rethrows, on the stepping thread, a failure of the run. */
    boolean result() {
        if (failure != null) {
            throw failure instanceof RuntimeException unchecked ? unchecked : new IllegalStateException("the run failed", failure);
        }
        return fired;
    }
}
