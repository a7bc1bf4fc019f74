package org.gridbench.kernel;

import java.util.Objects;

import org.gridbench.kernel.events.EventQueue;
import org.gridbench.kernel.random.RandomStreams;

/**
 * A discrete-event simulation: a clock, the pending events, the random streams of one seed, and
 * run control. Events at equal times fire in the order they were scheduled.
 *
 * <p>Threads: one thread at a time runs events, the runner. {@link #pause()}, {@link #resume()},
 * {@link #cancel()}, {@link #step()}, {@link #state()} and the listener and hook setters may be
 * called from any thread; while the runner is paused, {@code step()} from another thread hands the
 * event to the runner, so a UI thread never executes simulation code. {@link #schedule} and
 * {@link #cancel(long)} belong to the runner: call them from events, or when no run is active.
 * Other threads read {@link #now()}, {@link #eventsProcessed()} and {@link #pendingEvents()}
 * exactly while the run is paused or between runs; during a run, use a {@link SnapshotHook}.
 */
public final class Simulation {
    private static final int SNAPSHOT_CHECK_INTERVAL = 1024;

    private final EventQueue<Event> queue = new EventQueue<>();
    private final RandomStreams random;
    private final RunControl control = new RunControl(this);
    private volatile SnapshotThrottle snapshots = SnapshotThrottle.NONE;
    private double now;
    private long eventsProcessed;

    public Simulation(long seed) {
        random = new RandomStreams(seed);
    }

    public double now() {
        return now;
    }

    public RandomStreams random() {
        return random;
    }

    /** Schedules {@code event} at absolute {@code time >= now()} and returns a handle for {@link #cancel(long)}. */
    public long schedule(double time, Event event) {
        Objects.requireNonNull(event, "event");
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot schedule an event at " + time + ": the clock is at " + now);
        }
        control.checkRunner();
        return queue.add(time, event);
    }

    public long scheduleAfter(double delay, Event event) {
        return schedule(now + delay, event);
    }

    /** Cancels a pending event; false when it already fired or was cancelled. */
    public boolean cancel(long handle) {
        control.checkRunner();
        return queue.cancel(handle);
    }

    public long eventsProcessed() {
        return eventsProcessed;
    }

    public int pendingEvents() {
        return queue.size();
    }

    /** The time of the next event, or positive infinity when none is pending. */
    public double nextEventTime() {
        return queue.peekTime();
    }

    /** Processes exactly one event; false when none is pending (or, handed to a paused run, none is due before its end). */
    public boolean step() {
        return control.step();
    }

    /**
     * Processes the events due at or before {@code time} in the calling thread, then sets the clock
     * to {@code time} if it is finite. Returns when done, or when cancelled or interrupted (the clock
     * then stays at the last event); throws {@link SimulationException} when an event throws.
     */
    public void runUntil(double time) {
        run(time, true);
    }

    /**
     * As {@link #runUntil}, but the clock moves on to {@code time} only while events remain pending: once the last
     * one is processed it stays there. A run paced in slices of wall time thus ends where one unpaced call ends it.
     */
    public void advanceTo(double time) {
        run(time, false);
    }

    private void run(double time, boolean pastTheLastEvent) {
        if (!(time >= now)) {
            throw new IllegalArgumentException("cannot run until " + time + ": the clock is at " + now);
        }
        control.beginRun();
        try {
            boolean completed = processUntil(time);
            if (completed && time != Double.POSITIVE_INFINITY && (pastTheLastEvent || !queue.isEmpty())) {
                now = time;
            }
            takeSnapshot();
            boolean cancelled = !completed && !control.interrupted();
            control.endRun(cancelled ? RunState.CANCELLED : queue.isEmpty() ? RunState.FINISHED : RunState.IDLE);
        } catch (Throwable failure) {
            control.fail(failure);
            throw failure;
        }
    }

    public void runFor(double duration) {
        runUntil(now + duration);
    }

    /** Asks the running thread to park after its current event; no effect when no run is active. */
    public void pause() {
        control.pause();
    }

    /**
     * Asks the running thread to return from {@link #runUntil} after its current event, the clock
     * staying there and the simulation runnable (IDLE); a paused run returns at once. For breakpoints
     * (call it from an event) and for a pause that frees the runner. No effect when no run is active.
     */
    public void interrupt() {
        control.interrupt();
    }

    public void resume() {
        control.resume();
    }

    /** Ends the simulation: a running or paused run returns after its current event. */
    public void cancel() {
        control.cancel();
    }

    public RunState state() {
        return control.state();
    }

    public void addRunListener(RunListener listener) {
        control.listeners().add(listener);
    }

    public void removeRunListener(RunListener listener) {
        control.listeners().remove(listener);
    }

    /**
     * Calls {@code hook} on the runner thread at most once per {@code minIntervalNanos} during a
     * run, and always when a run returns or parks and after each step; a null hook removes it.
     */
    public void setSnapshotHook(SnapshotHook hook, long minIntervalNanos) {
        if (minIntervalNanos < 0) {
            throw new IllegalArgumentException("negative snapshot interval: " + minIntervalNanos);
        }
        snapshots = hook == null ? SnapshotThrottle.NONE : new SnapshotThrottle(hook, minIntervalNanos);
    }

    // The event loop; false when cancelled or interrupted. The wall clock is read only every SNAPSHOT_CHECK_INTERVAL events.
    private boolean processUntil(double horizon) {
        RunControl control = this.control;
        int untilSnapshotCheck = SNAPSHOT_CHECK_INTERVAL;
        while (true) {
            if (control.attention && !control.checkpoint(horizon)) {
                return false;
            }
            if (!fireNext(horizon)) {
                return true;
            }
            if (--untilSnapshotCheck == 0) {
                untilSnapshotCheck = SNAPSHOT_CHECK_INTERVAL;
                snapshots.offer(this);
            }
        }
    }

    /** Fires the earliest event if it is due at or before {@code horizon}. */
    boolean fireNext(double horizon) {
        double time = queue.peekTime();
        if (queue.isEmpty() || time > horizon) {
            return false;
        }
        Event event = queue.poll();
        now = time;
        try {
            event.fire(this);
        } catch (Throwable failure) {
            throw new SimulationException(time, eventsProcessed, failure);
        }
        eventsProcessed++;
        return true;
    }

    void takeSnapshot() {
        snapshots.take(this);
    }
}
