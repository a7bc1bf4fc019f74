package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.Event;
import org.gridbench.kernel.RunListener;
import org.gridbench.kernel.Simulation;
import org.junit.jupiter.api.Test;

class ListenerAndSnapshotTest {
    private final Simulation sim = new Simulation(3);
    private final List<String> transitions = new ArrayList<>();
    private final RunListener recorder = (s, from, to) -> transitions.add(from + "->" + to);

    @Test
    void listenersSeeEveryTransitionInOrder() {
        sim.addRunListener(recorder);
        sim.schedule(1.0, s -> {
        });

        sim.runUntil(0.5);
        sim.runUntil(Double.POSITIVE_INFINITY);
        sim.cancel();

        assertEquals(List.of("CREATED->RUNNING", "RUNNING->IDLE", "IDLE->RUNNING", "RUNNING->FINISHED",
                "FINISHED->CANCELLED"), transitions);
    }

    @Test
    void removedListenerHearsNothingMore() {
        sim.addRunListener(recorder);
        sim.runUntil(1.0);
        sim.removeRunListener(recorder);
        sim.runUntil(2.0);

        assertEquals(List.of("CREATED->RUNNING", "RUNNING->FINISHED"), transitions);
    }

    @Test
    void throwingListenerIsReportedAndTheOthersStillHear() {
        List<Throwable> reported = new ArrayList<>();
        Thread current = Thread.currentThread();
        Thread.UncaughtExceptionHandler previous = current.getUncaughtExceptionHandler();
        current.setUncaughtExceptionHandler((thread, e) -> reported.add(e));
        try {
            IllegalStateException broken = new IllegalStateException("broken listener");
            sim.addRunListener((s, from, to) -> {
                throw broken;
            });
            sim.addRunListener(recorder);

            sim.runUntil(1.0);

            assertEquals(List.of(broken, broken), reported);
        } finally {
            current.setUncaughtExceptionHandler(previous);
        }
        assertEquals(List.of("CREATED->RUNNING", "RUNNING->FINISHED"), transitions);
    }

    @Test
    void hugeIntervalMeansOneSnapshotWhenTheRunReturns() {
        List<Long> snapshots = new ArrayList<>();
        sim.setSnapshotHook(s -> snapshots.add(s.eventsProcessed()), Long.MAX_VALUE);
        sim.schedule(0.0, chain(10_000));

        sim.runUntil(Double.POSITIVE_INFINITY);

        assertEquals(List.of(10_000L), snapshots);
    }

    // With no minimum interval the clock is checked every 1024 events: 10 checks in 10 240 events, plus the final one.
    @Test
    void zeroIntervalSnapshotsAtEveryClockCheck() {
        List<Long> snapshots = new ArrayList<>();
        sim.setSnapshotHook(s -> snapshots.add(s.eventsProcessed()), 0);
        sim.schedule(0.0, chain(10_240));

        sim.runUntil(Double.POSITIVE_INFINITY);

        assertEquals(List.of(1024L, 2048L, 3072L, 4096L, 5120L, 6144L, 7168L, 8192L, 9216L, 10_240L, 10_240L), snapshots);
    }

    @Test
    void everyStepTakesASnapshot() {
        List<Double> snapshots = new ArrayList<>();
        sim.setSnapshotHook(s -> snapshots.add(s.now()), Long.MAX_VALUE);
        sim.schedule(1.0, s -> {
        });
        sim.schedule(2.0, s -> {
        });

        sim.step();
        sim.step();

        assertEquals(List.of(1.0, 2.0), snapshots);
    }

    // An event that reschedules itself one time unit later until it has fired count times.
    private static Event chain(int count) {
        return new Event() {
            private int fired;

            @Override
            public void fire(Simulation s) {
                if (++fired < count) {
                    s.scheduleAfter(1.0, this);
                }
            }
        };
    }
}
