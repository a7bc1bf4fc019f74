package org.gridbench.kernel;

/**
 * Copies what a view needs out of a running simulation. Called on the runner thread, between
 * events, so it may read the model freely; it should only copy and hand off, never wait.
 */
@FunctionalInterface
public interface SnapshotHook {
    void snapshot(Simulation sim);
}
