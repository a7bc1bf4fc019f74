package org.gridbench.kernel;

/** Told of every state change, on the thread that makes it (during a run, the runner thread). */
@FunctionalInterface
public interface RunListener {
    void stateChanged(Simulation sim, RunState from, RunState to);
}
