package org.gridbench.trees.sim;

/**
 * Sees every protocol step of a demand-driven run, at its simulated time: for tests, traces and animation. Node
 * indices are those of the {@code TreePlatform}; {@code kind} indexes the plan's units.
 *
 * @since 1.0
 */
public interface TreesObserver {

    TreesObserver NONE = new TreesObserver() {
    };

    /** Node {@code from} sends a request (of {@link DemandDrivenSimulation#REQUEST_BYTES}) to its parent. */
    default void requestSent(double time, int from, int lane) {
    }

    /** The parent of {@code from} receives the request. */
    default void requestReceived(double time, int from, int lane) {
    }

    default void transferStarted(double time, int to, int lane, int kind) {
    }

    /** The unit is in {@code to}'s buffer; {@code buffered} is the number of tasks now in that buffer. */
    default void transferDone(double time, int to, int lane, int kind, int buffered) {
    }

    default void computeStarted(double time, int node, int lane, int kind) {
    }

    default void computeDone(double time, int node, int lane, int kind) {
    }
}
