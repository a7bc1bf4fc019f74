package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

import org.gridbench.kernel.Event;
import org.gridbench.kernel.RunState;
import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.SimulationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.Timeout.ThreadMode;

/** Run control from a second thread, the way a UI drives a run executing in a background job. */
@Timeout(value = 20, threadMode = ThreadMode.SEPARATE_THREAD)
class RunControlTest {
    private static final long TIMEOUT_MILLIS = 10_000;

    private final Simulation sim = new Simulation(11);
    private final List<String> transitions = new CopyOnWriteArrayList<>();
    private final AtomicReference<Throwable> runnerFailure = new AtomicReference<>();
    private Thread runner;

    @AfterEach
    void stopRunner() throws InterruptedException {
        sim.cancel();
        if (runner != null) {
            runner.join(TIMEOUT_MILLIS);
        }
    }

    @Test
    void pauseStepResumeAndCancelFromAnotherThread() throws InterruptedException {
        AtomicLong fired = new AtomicLong();
        AtomicReference<Thread> firedOn = new AtomicReference<>();
        AtomicInteger snapshots = new AtomicInteger();
        sim.setSnapshotHook(s -> snapshots.incrementAndGet(), Long.MAX_VALUE);
        sim.schedule(0.0, new Event() {
            @Override
            public void fire(Simulation s) {
                firedOn.set(Thread.currentThread());
                fired.incrementAndGet();
                s.scheduleAfter(1.0, this);
            }
        });
        startRunner(Double.POSITIVE_INFINITY);
        await(() -> fired.get() > 1000);

        sim.pause();
        await(() -> sim.state() == RunState.PAUSED);
        long parkedAt = sim.eventsProcessed();
        Thread.sleep(50);
        assertEquals(parkedAt, sim.eventsProcessed(), "a paused run processes nothing");
        assertEquals(1, snapshots.get(), "parking takes a snapshot");

        firedOn.set(null);
        assertTrue(sim.step());
        assertEquals(parkedAt + 1, sim.eventsProcessed());
        assertSame(runner, firedOn.get(), "the step ran on the runner thread");
        assertEquals(parkedAt, sim.now(), "event k fires at time k - 1");
        assertEquals(RunState.PAUSED, sim.state());
        assertEquals(2, snapshots.get(), "a step takes a snapshot");
        assertThrows(IllegalStateException.class, () -> sim.schedule(sim.now() + 1.0, s -> {
        }), "only the runner may touch the event queue");

        sim.resume();
        await(() -> fired.get() > parkedAt + 1000);
        assertThrows(IllegalStateException.class, sim::step, "stepping needs a pause first");
        sim.cancel();
        runner.join(TIMEOUT_MILLIS);

        assertFalse(runner.isAlive());
        assertNull(runnerFailure.get());
        assertEquals(RunState.CANCELLED, sim.state());
        assertEquals(3, snapshots.get(), "returning takes a snapshot");
        assertEquals(List.of("CREATED->RUNNING", "RUNNING->PAUSED", "PAUSED->RUNNING", "RUNNING->CANCELLED"), transitions);
    }

    @Test
    void aPausedRunStepsOnlyUpToItsHorizonAndResumesToIt() throws InterruptedException {
        scheduleTicks(10);
        sim.schedule(5.0, Simulation::pause);
        startRunner(5.5);
        await(() -> sim.state() == RunState.PAUSED);

        assertEquals(5.0, sim.now());
        assertFalse(sim.step(), "the next tick, at 6, lies beyond the run's horizon 5.5");
        assertEquals(7, sim.eventsProcessed(), "ticks 0 to 5 and the pausing event");

        sim.resume();
        runner.join(TIMEOUT_MILLIS);
        assertEquals(RunState.IDLE, sim.state());
        assertEquals(5.5, sim.now());
        assertEquals(List.of("CREATED->RUNNING", "RUNNING->PAUSED", "PAUSED->RUNNING", "RUNNING->IDLE"), transitions);
    }

    @Test
    void cancellingAPausedRunEndsItWithoutResuming() throws InterruptedException {
        scheduleTicks(10);
        sim.schedule(2.0, Simulation::pause);
        startRunner(Double.POSITIVE_INFINITY);
        await(() -> sim.state() == RunState.PAUSED);

        sim.cancel();
        runner.join(TIMEOUT_MILLIS);

        assertEquals(RunState.CANCELLED, sim.state());
        assertEquals(2.0, sim.now());
        assertEquals(List.of("CREATED->RUNNING", "RUNNING->PAUSED", "PAUSED->CANCELLED"), transitions);
    }

    @Test
    void aStepThatFailsOnTheRunnerFailsTheRunAndReachesTheStepper() throws InterruptedException {
        sim.schedule(1.0, Simulation::pause);
        sim.schedule(2.0, s -> {
            throw new IllegalStateException("boom");
        });
        startRunner(Double.POSITIVE_INFINITY);
        await(() -> sim.state() == RunState.PAUSED);

        SimulationException failure = assertThrows(SimulationException.class, sim::step);
        runner.join(TIMEOUT_MILLIS);

        assertEquals(2.0, failure.time());
        assertSame(failure, runnerFailure.get(), "runUntil throws the same failure");
        assertInstanceOf(IllegalStateException.class, failure.getCause());
        assertEquals(RunState.FAILED, sim.state());
    }

    private void scheduleTicks(int count) {
        for (int tick = 0; tick < count; tick++) {
            sim.schedule(tick, s -> {
            });
        }
    }

    @Test
    void anEventInterruptsItsRunWhichReturnsRunnableWithTheClockAtThatEvent() {
        List<Double> times = new CopyOnWriteArrayList<>();
        for (int i = 1; i <= 5; i++) {
            double t = i;
            sim.schedule(t, s -> {
                times.add(s.now());
                if (t == 3) {
                    s.interrupt();
                }
            });
        }
        sim.runUntil(10);
        assertEquals(List.of(1.0, 2.0, 3.0), times, "the run returns after the interrupting event");
        assertEquals(3.0, sim.now());
        assertEquals(RunState.IDLE, sim.state());
        sim.runUntil(10);
        assertEquals(List.of(1.0, 2.0, 3.0, 4.0, 5.0), times);
        assertEquals(10.0, sim.now());
        assertEquals(RunState.FINISHED, sim.state());
    }

    @Test
    void anotherThreadInterruptsARunningOrPausedRunAndMayRunItAgain() throws InterruptedException {
        AtomicLong fired = new AtomicLong();
        sim.schedule(0.0, new Event() {
            @Override
            public void fire(Simulation s) {
                fired.incrementAndGet();
                s.scheduleAfter(1.0, this);
            }
        });
        startRunner(Double.POSITIVE_INFINITY);
        await(() -> fired.get() > 100);
        sim.interrupt();
        runner.join(TIMEOUT_MILLIS);
        assertEquals(RunState.IDLE, sim.state());
        assertNull(runnerFailure.get());
        long atInterrupt = fired.get();
        assertEquals(atInterrupt - 1.0, sim.now(), "the clock stays at the last event");
        sim.interrupt();
        assertTrue(sim.step(), "no run is active: the interrupt was a no-op");
        assertEquals(atInterrupt + 1, fired.get());
        long before = fired.get();
        startRunner(Double.POSITIVE_INFINITY);
        await(() -> fired.get() > before + 10);
        sim.pause();
        await(() -> sim.state() == RunState.PAUSED);
        sim.interrupt();
        runner.join(TIMEOUT_MILLIS);
        assertEquals(RunState.IDLE, sim.state(), "a parked run returns at once");
    }

    private void startRunner(double horizon) {
        sim.addRunListener((s, from, to) -> transitions.add(from + "->" + to));
        runner = new Thread(() -> {
            try {
                sim.runUntil(horizon);
            } catch (Throwable t) {
                runnerFailure.set(t);
            }
        }, "simulation-runner");
        runner.start();
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + TIMEOUT_MILLIS;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                fail("condition not reached within " + TIMEOUT_MILLIS + " ms");
            }
            Thread.sleep(1);
        }
    }
}
