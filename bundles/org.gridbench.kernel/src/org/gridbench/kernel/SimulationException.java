package org.gridbench.kernel;

/** An event threw: the run ended in {@link RunState#FAILED}; the cause is the event's exception. */
public final class SimulationException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final double time;
    private final long eventsProcessed;

    public SimulationException(double time, long eventsProcessed, Throwable cause) {
        super("event at time " + time + " failed after " + eventsProcessed + " events: " + cause, cause);
        this.time = time;
        this.eventsProcessed = eventsProcessed;
    }

    /** The simulated time of the failing event. */
    public double time() {
        return time;
    }

    /** The number of events that completed before the failing one. */
    public long eventsProcessed() {
        return eventsProcessed;
    }
}
