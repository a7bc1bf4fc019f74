package org.gridbench.runs;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.SimulationException;

/**
 * Drives one {@link ScenarioRun} for a UI, its commands run one at a time off the UI thread: run (as fast as
 * possible or at a multiple of real time), pause, step, step to the next decision, run until a time, stop. Every
 * call returns at once; the UI reads the latest {@link RunFrame} (published by the simulation at most every
 * {@link #FRAME_NANOS}) and is told of status changes on the thread running the commands. The events and their order
 * never depend on how the run is driven.
 */
public final class RunDriver implements AutoCloseable {

    /** Where the driven run is, as a UI shows it. */
    public enum Status {
        /** Set up, not started. */
        READY,
        RUNNING,
        /** Stopped by Pause, a breakpoint or a reached time; it can go on. */
        PAUSED,
        /** Reached its end: the metrics are final. */
        ENDED,
        /** Stopped for good by Stop. */
        STOPPED,
        /** An event threw: see {@link #failure()}. */
        FAILED
    }

    /** A frame every 33 ms at most: 30 per second. */
    public static final long FRAME_NANOS = 33_000_000L;
    /** Wall time between two slices of a run paced to real time. */
    private static final long SLICE_MILLIS = 20;

    private final ScenarioRun run;
    private final RunSamples samples;
    /** Runs the commands one at a time, in the order given; a thread of the driver's own unless one is given. */
    private final Executor commands;
    private final ExecutorService ownThread;
    private volatile boolean closed;
    private final AtomicReference<RunFrame> latest = new AtomicReference<>();
    private final Consumer<RunDriver> listener;
    private volatile Status status = Status.READY;
    private volatile boolean pauseRequested;
    private volatile double speed = Double.POSITIVE_INFINITY;
    private volatile Breakpoints breakpoints = Breakpoints.NONE;
    private volatile String failure = "";
    private volatile String breakpoint = "";

    /** @param listener told of every status change, on the driver's thread */
    public RunDriver(ScenarioRun run, Consumer<RunDriver> listener) {
        this(run, listener, null);
    }

    /**
     * @param commands runs the driver's commands one at a time in the order given (for example as Eclipse Jobs
     *        sharing one scheduling rule); null for a thread of the driver's own
     */
    public RunDriver(ScenarioRun run, Consumer<RunDriver> listener, Executor commands) {
        this.run = run;
        this.listener = listener;
        ownThread = commands != null ? null : Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "gridbench-run: " + run.title());
            t.setDaemon(true);
            return t;
        });
        this.commands = commands != null ? commands : ownThread;
        setAnimated(true);
        latest.set(run.frame());
        samples = new RunSamples(run.sampleStep(), run.samplesPerStep(), run.simulation().now());
    }

    /**
     * Whether frames are published while the run goes (at most every {@link #FRAME_NANOS}); when not, only when it
     * pauses, steps or ends, so that a run whose views are not animated costs what it costs headless.
     */
    public void setAnimated(boolean animated) {
        run.simulation().setSnapshotHook(s -> latest.set(run.frame()), animated ? FRAME_NANOS : Long.MAX_VALUE);
    }

    public ScenarioRun run() {
        return run;
    }

    public Status status() {
        return status;
    }

    /** The message of the event that threw, "" unless FAILED. */
    public String failure() {
        return failure;
    }

    /** The breakpoint that paused the run, in words; "" when the run is not paused at one. */
    public String breakpoint() {
        return breakpoint;
    }

    /** The latest state published by the simulation. */
    public RunFrame frame() {
        return latest.get();
    }

    /**
     * The frames recorded at each sample step of the run up to simulated time {@code time}, oldest first, each given
     * once: with the published frames, what a chart of the run draws (the run's {@link ScenarioRun#sampleStep()}).
     */
    public List<RunFrame> takeSamples(double time) {
        return samples.take(time);
    }

    /** Publishes a new frame of the current state, for a view that changed what frames describe. */
    public void refresh() {
        if (!closed) {
            commands.execute(() -> latest.set(run.frame()));
        }
    }

    /** Simulated seconds per wall-clock second; positive infinity: as fast as possible. */
    public void setSpeed(double simulatedPerWallSecond) {
        if (!(simulatedPerWallSecond > 0)) {
            throw new IllegalArgumentException("the speed must be positive: " + simulatedPerWallSecond);
        }
        speed = simulatedPerWallSecond;
    }

    public void setBreakpoints(Breakpoints breakpoints) {
        this.breakpoints = breakpoints;
        run.setBreakpoints(breakpoints);
    }

    /** Runs to the end of the scenario, or until paused or a breakpoint. */
    public Future<?> start() {
        return runUntil(run.end());
    }

    /** Runs until simulated time {@code time} (the end of the scenario at most), then pauses. */
    public Future<?> runUntil(double time) {
        pauseRequested = false;
        return submit(() -> advance(Math.min(time, run.end()), breakpoints));
    }

    /** Runs until the next scheduling decision has been taken (or the end). */
    public Future<?> stepToDecision() {
        pauseRequested = false;
        return submit(() -> advance(run.end(), breakpoints.andNextDecision()));
    }

    /** Processes {@code count} events, fewer at the end. */
    public Future<?> step(int count) {
        pauseRequested = false;
        return submit(() -> {
            setStatus(Status.RUNNING);
            Simulation sim = run.simulation();
            for (int i = 0; i < count && !pauseRequested && !run.ended(); i++) {
                sim.step();
                samples.record(sim.now(), run::frame);
            }
        });
    }

    /** Pauses a running run after its current event; returns at once. */
    public void pause() {
        pauseRequested = true;
        run.simulation().interrupt();
    }

    /** Ends the run for good. */
    public Future<?> stop() {
        pause();
        return execute(() -> {
            run.simulation().cancel();
            if (status != Status.ENDED && status != Status.FAILED) {
                setStatus(Status.STOPPED);
            }
        });
    }

    @Override
    public void close() {
        stop();
        closed = true;
        if (ownThread != null) {
            ownThread.shutdown();
        }
    }

    /** Waits for the commands given so far; for tests and headless use. */
    public boolean awaitIdle(long timeout, TimeUnit unit) throws InterruptedException {
        try {
            execute(() -> { }).get(timeout, unit);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        }
    }

    private Future<?> execute(Runnable command) {
        FutureTask<?> task = new FutureTask<>(command, null);
        commands.execute(task);
        return task;
    }

    private Future<?> submit(Runnable command) {
        return execute(() -> {
            if (status == Status.ENDED || status == Status.STOPPED || status == Status.FAILED) {
                return;
            }
            breakpoint = "";
            try {
                command.run();
                setStatus(run.ended() ? Status.ENDED : Status.PAUSED);
            } catch (SimulationException e) {
                failure = "at time " + e.time() + ": " + (e.getCause().getMessage() == null ? e.getCause().toString()
                        : e.getCause().getMessage());
                setStatus(Status.FAILED);
            } finally {
                run.setBreakpoints(breakpoints);
            }
        });
    }

    // Runs to target as fast as possible, or in slices paced to the speed, through every sample time; stops at a
    // pause or a break. Either way the clock ends where one unpaced call to runUntil(target) leaves it, so neither the
    // speed nor the samples change a result.
    private void advance(double target, Breakpoints active) {
        run.setBreakpoints(active);
        run.takeBreak();
        setStatus(Status.RUNNING);
        Simulation sim = run.simulation();
        long wallStart = System.nanoTime();
        double simStart = sim.now();
        boolean paced = speed != Double.POSITIVE_INFINITY;
        while (!pauseRequested && !run.ended() && sim.now() < target) {
            double due = paced ? Math.min(target, simStart + speed * (System.nanoTime() - wallStart) / 1e9) : target;
            double stop = Math.min(due, samples.next());
            if (stop > sim.now()) {
                sim.advanceTo(stop);
                samples.record(sim.now(), run::frame);
            }
            if (run.takeBreak()) {
                breakpoint = run.lastBreak();
                return;
            }
            if (paced && !pauseRequested && stop == due) {
                sleep();
            }
        }
        if (!pauseRequested && run.ended() && target != Double.POSITIVE_INFINITY && sim.now() < target) {
            sim.runUntil(target);
            samples.record(sim.now(), run::frame);
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(SLICE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void setStatus(Status next) {
        if (status != next) {
            status = next;
            listener.accept(this);
        }
    }
}
