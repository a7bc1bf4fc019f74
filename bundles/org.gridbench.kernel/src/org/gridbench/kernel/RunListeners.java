package org.gridbench.kernel;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;

/** The run listeners of one simulation; safe to change from any thread while they are being told. */
final class RunListeners {
    private final List<RunListener> listeners = new CopyOnWriteArrayList<>();

    void add(RunListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    void remove(RunListener listener) {
        listeners.remove(listener);
    }

    // A throwing listener goes to the thread's uncaught-exception handler; the run and the other listeners go on.
    void stateChanged(Simulation sim, RunState from, RunState to) {
        if (from == to) {
            return;
        }
        for (RunListener listener : listeners) {
            try {
                listener.stateChanged(sim, from, to);
            } catch (RuntimeException e) {
                Thread current = Thread.currentThread();
                current.getUncaughtExceptionHandler().uncaughtException(current, e);
            }
        }
    }
}
