package org.gridbench.kernel;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The run state machine of one simulation: which thread runs events, the pause, resume and cancel
 * requests other threads send it, and the steps they hand to it while it is parked. Fields that
 * are not volatile are guarded by {@code lock}; listeners are called outside the lock.
 */
final class RunControl {
    private final Simulation simulation;
    private final RunListeners listeners = new RunListeners();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private volatile RunState state = RunState.CREATED;
    private volatile Thread runner;
    /** Read by the event loop before each event: a pause or cancel request is waiting. */
    volatile boolean attention;
    private boolean pauseRequested;
    private boolean cancelRequested;
    private boolean interruptRequested;
    private StepRequest pendingStep;

    RunControl(Simulation simulation) {
        this.simulation = simulation;
    }

    RunState state() {
        return state;
    }

    RunListeners listeners() {
        return listeners;
    }

    /** Rejects a call from another thread while a runner owns the event queue. */
    void checkRunner() {
        Thread current = runner;
        if (current != null && current != Thread.currentThread()) {
            throw new IllegalStateException("only the thread running the simulation may change its events: " + current.getName());
        }
    }

    void beginRun() {
        RunState from;
        lock.lock();
        try {
            claim();
            from = setState(RunState.RUNNING);
        } finally {
            lock.unlock();
        }
        listeners.stateChanged(simulation, from, RunState.RUNNING);
    }

    /** Ends the calling runner's run or step in {@code outcome}, or in CANCELLED if a cancel came meanwhile. */
    void endRun(RunState outcome) {
        finish(outcome, null);
    }

    void fail(Throwable failure) {
        finish(RunState.FAILED, failure);
    }

    /** Runs one event in the calling thread, or hands it to the runner parked in a paused run. */
    boolean step() {
        lock.lock();
        try {
            while (true) {
                Thread current = runner;
                if (current == null) {
                    claim();
                    break;
                }
                if (current == Thread.currentThread()) {
                    throw new IllegalStateException("step() called from inside an event");
                }
                if (!pauseRequested) {
                    throw new IllegalStateException("the simulation is running: pause it before stepping");
                }
                if (pendingStep == null) {
                    StepRequest request = new StepRequest();
                    pendingStep = request;
                    changed.signalAll();
                    while (!request.isDone()) {
                        changed.awaitUninterruptibly();
                    }
                    return request.result();
                }
                changed.awaitUninterruptibly();
            }
        } finally {
            lock.unlock();
        }
        return stepInCallingThread();
    }

    /** Called by the runner when {@link #attention} is set; false when the run must end as cancelled. */
    boolean checkpoint(double horizon) {
        lock.lock();
        try {
            if (cancelRequested || interruptRequested) {
                return false;
            }
            if (!pauseRequested) {
                attention = false;
                return true;
            }
        } finally {
            lock.unlock();
        }
        return park(horizon);
    }

    void pause() {
        lock.lock();
        try {
            if (runner != null && state == RunState.RUNNING) {
                pauseRequested = true;
                attention = true;
            }
        } finally {
            lock.unlock();
        }
    }

    void interrupt() {
        lock.lock();
        try {
            if (runner != null && (state == RunState.RUNNING || state == RunState.PAUSED)) {
                interruptRequested = true;
                attention = true;
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /** Whether the run that is ending was interrupted rather than cancelled; for the runner. */
    boolean interrupted() {
        lock.lock();
        try {
            return interruptRequested && !cancelRequested;
        } finally {
            lock.unlock();
        }
    }

    void resume() {
        lock.lock();
        try {
            pauseRequested = false;
            attention = cancelRequested;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    void cancel() {
        RunState from;
        lock.lock();
        try {
            if (runner != null) {
                cancelRequested = true;
                attention = true;
                changed.signalAll();
                return;
            }
            if (state == RunState.CANCELLED || state == RunState.FAILED) {
                return;
            }
            from = setState(RunState.CANCELLED);
        } finally {
            lock.unlock();
        }
        listeners.stateChanged(simulation, from, RunState.CANCELLED);
    }

    private boolean stepInCallingThread() {
        boolean fired;
        try {
            fired = simulation.fireNext(Double.POSITIVE_INFINITY);
            simulation.takeSnapshot();
        } catch (Throwable failure) {
            fail(failure);
            throw failure;
        }
        endRun(simulation.pendingEvents() == 0 ? RunState.FINISHED : RunState.IDLE);
        return fired;
    }

    // Parks the runner until resume or cancel, serving the steps handed to it meanwhile.
    private boolean park(double horizon) {
        simulation.takeSnapshot();
        transition(RunState.PAUSED);
        lock.lock();
        try {
            while (true) {
                if (pendingStep != null) {
                    serve(pendingStep, horizon);
                } else if (cancelRequested || interruptRequested) {
                    return false;
                } else if (!pauseRequested) {
                    break;
                } else {
                    changed.awaitUninterruptibly();
                }
            }
        } finally {
            lock.unlock();
        }
        transition(RunState.RUNNING);
        return true;
    }

    // Called with the lock held; fires outside it. A failure propagates to the run, which completes the request.
    private void serve(StepRequest request, double horizon) {
        boolean fired;
        lock.unlock();
        try {
            fired = simulation.fireNext(horizon);
            simulation.takeSnapshot();
        } finally {
            lock.lock();
        }
        request.complete(fired, null);
        pendingStep = null;
        changed.signalAll();
    }

    private void claim() {
        if (runner != null) {
            throw new IllegalStateException("the simulation is already running in " + runner.getName());
        }
        if (state == RunState.CANCELLED || state == RunState.FAILED) {
            throw new IllegalStateException("the simulation has ended: " + state);
        }
        runner = Thread.currentThread();
    }

    private void finish(RunState outcome, Throwable failure) {
        RunState from;
        RunState to;
        lock.lock();
        try {
            to = cancelRequested && outcome != RunState.FAILED ? RunState.CANCELLED : outcome;
            runner = null;
            pauseRequested = false;
            cancelRequested = false;
            interruptRequested = false;
            attention = false;
            if (pendingStep != null) {
                pendingStep.complete(false, failure);
                pendingStep = null;
            }
            from = setState(to);
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        listeners.stateChanged(simulation, from, to);
    }

    private void transition(RunState to) {
        RunState from;
        lock.lock();
        try {
            from = setState(to);
        } finally {
            lock.unlock();
        }
        listeners.stateChanged(simulation, from, to);
    }

    private RunState setState(RunState to) {
        RunState from = state;
        state = to;
        return from;
    }
}
