package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.Event;
import org.gridbench.kernel.RunState;
import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.SimulationException;
import org.junit.jupiter.api.Test;

class SimulationTest {
    private final Simulation sim = new Simulation(7);
    private final List<String> log = new ArrayList<>();

    @Test
    void stepProcessesOneEventAndMovesTheClockToIt() {
        sim.schedule(2.0, record("b"));
        sim.schedule(1.0, record("a"));

        assertTrue(sim.step());
        assertEquals(List.of("a@1.0"), log);
        assertEquals(1.0, sim.now());
        assertEquals(1, sim.eventsProcessed());
        assertEquals(RunState.IDLE, sim.state());

        assertTrue(sim.step());
        assertEquals(RunState.FINISHED, sim.state());
        assertFalse(sim.step());
        assertEquals(2.0, sim.now());
        assertEquals(2, sim.eventsProcessed());
    }

    @Test
    void runUntilProcessesEventsUpToAndIncludingTheHorizonThenSetsTheClock() {
        sim.schedule(5.0, record("d"));
        sim.schedule(2.0, record("b"));
        sim.schedule(1.0, record("a"));
        sim.schedule(2.0, record("c"));

        sim.runUntil(2.0);
        assertEquals(List.of("a@1.0", "b@2.0", "c@2.0"), log);
        assertEquals(2.0, sim.now());
        assertEquals(RunState.IDLE, sim.state());
        assertEquals(1, sim.pendingEvents());
        assertEquals(5.0, sim.nextEventTime());

        sim.runFor(1.5);
        assertEquals(3.5, sim.now());
        assertEquals(3, log.size());

        sim.runUntil(Double.POSITIVE_INFINITY);
        assertEquals(List.of("a@1.0", "b@2.0", "c@2.0", "d@5.0"), log);
        assertEquals(5.0, sim.now(), "an infinite horizon leaves the clock at the last event");
        assertEquals(RunState.FINISHED, sim.state());
        assertEquals(Double.POSITIVE_INFINITY, sim.nextEventTime());

        sim.runUntil(10.0);
        assertEquals(10.0, sim.now());
        assertEquals(4, sim.eventsProcessed());
    }

    @Test
    void advanceToMovesTheClockOnOnlyWhileEventsRemainSoSlicesEndWhereOneRunEnds() {
        sim.schedule(1.0, record("a"));
        sim.schedule(2.0, record("b"));

        sim.advanceTo(1.5);
        assertEquals(List.of("a@1.0"), log);
        assertEquals(1.5, sim.now(), "an event is still pending: the clock moves on");

        sim.advanceTo(7.0);
        assertEquals(List.of("a@1.0", "b@2.0"), log);
        assertEquals(2.0, sim.now(), "the last event processed: the clock stays at it, as runUntil(infinity) leaves it");
        assertEquals(RunState.FINISHED, sim.state());

        sim.advanceTo(9.0);
        assertEquals(2.0, sim.now());
        sim.runUntil(9.0);
        assertEquals(9.0, sim.now(), "runUntil still moves a drained clock to its horizon");
    }

    @Test
    void eventsScheduleLaterEventsAndSameTimeEventsFireAfterThem() {
        sim.schedule(1.0, s -> {
            log.add("first@" + s.now());
            s.scheduleAfter(0.5, record("later"));
            s.schedule(1.0, record("same-time"));
        });

        sim.runUntil(Double.POSITIVE_INFINITY);

        assertEquals(List.of("first@1.0", "same-time@1.0", "later@1.5"), log);
    }

    @Test
    void cancelledEventNeverFires() {
        long handle = sim.schedule(1.0, record("cancelled"));
        sim.schedule(2.0, record("kept"));

        assertTrue(sim.cancel(handle));
        assertFalse(sim.cancel(handle));
        sim.runUntil(3.0);

        assertEquals(List.of("kept@2.0"), log);
    }

    @Test
    void rejectsSchedulingOrRunningIntoThePast() {
        sim.runUntil(5.0);

        assertThrows(IllegalArgumentException.class, () -> sim.schedule(4.9, record("past")));
        assertThrows(IllegalArgumentException.class, () -> sim.scheduleAfter(-0.1, record("past")));
        assertThrows(IllegalArgumentException.class, () -> sim.schedule(Double.NaN, record("nan")));
        assertThrows(IllegalArgumentException.class, () -> sim.runUntil(4.0));
        assertEquals(0, sim.pendingEvents());
        assertEquals(5.0, sim.now());
    }

    @Test
    void eventThatThrowsFailsTheRunWithItsTimeAndCount() {
        List<RunState> states = new ArrayList<>();
        sim.addRunListener((s, from, to) -> states.add(to));
        IllegalStateException boom = new IllegalStateException("boom");
        sim.schedule(1.0, record("ok"));
        sim.schedule(2.0, s -> {
            throw boom;
        });
        sim.schedule(3.0, record("never"));

        SimulationException failure = assertThrows(SimulationException.class, () -> sim.runUntil(10.0));

        assertSame(boom, failure.getCause());
        assertEquals(2.0, failure.time());
        assertEquals(1, failure.eventsProcessed());
        assertEquals(RunState.FAILED, sim.state());
        assertEquals(List.of(RunState.RUNNING, RunState.FAILED), states);
        assertEquals(List.of("ok@1.0"), log);
        assertThrows(IllegalStateException.class, () -> sim.runUntil(10.0));
        assertThrows(IllegalStateException.class, sim::step);
    }

    @Test
    void eventThatThrowsDuringAStepFailsTheSimulation() {
        sim.schedule(1.0, s -> {
            throw new ArithmeticException("step");
        });

        SimulationException failure = assertThrows(SimulationException.class, sim::step);

        assertEquals(1.0, failure.time());
        assertEquals(0, failure.eventsProcessed());
        assertEquals(RunState.FAILED, sim.state());
    }

    @Test
    void cancelBetweenRunsEndsTheSimulation() {
        sim.schedule(1.0, record("never"));

        sim.cancel();

        assertEquals(RunState.CANCELLED, sim.state());
        assertThrows(IllegalStateException.class, () -> sim.runUntil(2.0));
        assertEquals(List.of(), log);
    }

    private Event record(String name) {
        return s -> log.add(name + "@" + s.now());
    }
}
