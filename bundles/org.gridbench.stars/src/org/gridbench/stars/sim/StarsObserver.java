package org.gridbench.stars.sim;

/**
 * Told of a STaRS run's routing steps and failures as they happen, on the simulation's thread: for breakpoints and
 * traces. Views copy state from a {@link StarsSnapshot} instead.
 *
 * @since 1.0
 */
public interface StarsObserver {

    StarsObserver NONE = new StarsObserver() {
    };

    /** A request fragment reached the routing node or execution node at {@code position}. */
    default void routed(int position, long tasks) {
    }

    /** Execution node {@code node} failed (and was replaced). */
    default void failed(int node) {
    }
}
