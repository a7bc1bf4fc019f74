package org.gridbench.kernel;

/** Where a {@link Simulation} is in its life; CANCELLED and FAILED are final. */
public enum RunState {
    /** Built, no event processed yet. */
    CREATED,
    /** A thread is inside {@link Simulation#runUntil}. */
    RUNNING,
    /** The runner is parked inside {@link Simulation#runUntil}, waiting for step, resume or cancel. */
    PAUSED,
    /** Between runs, with events left. */
    IDLE,
    /** Between runs, with no event left; scheduling more makes it runnable again. */
    FINISHED,
    /** Ended by {@link Simulation#cancel()}. */
    CANCELLED,
    /** Ended by an event that threw; see {@link SimulationException}. */
    FAILED
}
