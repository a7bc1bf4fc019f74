package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.Test;

/**
 * A run is recorded once in the Results, however its status posts and the run's own progress interleave. Found in
 * the product: the first run after a start was listed twice and "ended" logged twice, because the handling of the
 * run's "running" post read the driver's status again after the run had ended meanwhile. Here the UI thread is held
 * in the first frame of each running run until the run has ended; whether that frame came through the "running" post
 * or through the session's 30 Hz poll is up to the display, so the run is done five times (on the earlier code, 2 of 3
 * single runs were recorded twice).
 */
class RunSessionTest {

    private static final int RUNS = 5;

    // whether the UI thread is in the session's handling of a status post (rather than in its 30 Hz poll)
    private static boolean handlingAPost() {
        return StackWalker.getInstance().walk(frames -> frames.anyMatch(f -> f.getClassName().equals(RunSession.class
                .getName()) && f.getMethodName().equals("statusChanged")));
    }

    @Test
    void aRunThatEndsWhileItsRunningPostIsHandledIsRecordedOnce() throws Exception {
        Workbench wb = Workbench.get();
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve("trees-star.gridbench.json")
                .toAbsolutePath().normalize();
        ScenarioDocument document = ScenarioReader.read(file);
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        AtomicBoolean heldUp = new AtomicBoolean();
        List<Boolean> inAPost = new ArrayList<>();
        RunSession.Listener holdUntilEnded = new RunSession.Listener() {
            @Override
            public void frame(RunDriver driver, RunFrame frame) {
                if (session.isOf(file) && driver.status() == RunDriver.Status.RUNNING && heldUp.compareAndSet(false,
                        true)) {
                    inAPost.add(handlingAPost());
                    driver.setSpeed(Double.POSITIVE_INFINITY);
                    long until = System.nanoTime() + 30_000_000_000L;
                    while (driver.status() != RunDriver.Status.ENDED && System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                }
            }
        };
        wb.run(() -> session.addListener(holdUntilEnded));
        try {
            for (int run = 1; run <= RUNS; run++) {
                long before = results(wb, session, file);
                heldUp.set(false);
                wb.run(() -> session.open(document, file, d -> {
                    d.setSpeed(1);
                    d.start();
                }));
                assertTrue(wb.waitUntil(() -> heldUp.get() && session.driver().map(d -> d.status()
                        == RunDriver.Status.ENDED).orElse(false)), "run " + run + " ended");
                wb.settle();
                assertEquals(before + 1, results(wb, session, file), "run " + run + " is one result; held in the"
                        + " handling of a status post, run by run: " + inAPost);
            }
        } finally {
            wb.run(() -> session.removeListener(holdUntilEnded));
        }
    }

    @Test
    void aRunReplacedBeforeItsEndIsLoggedWithItsTimeAndUnit() throws Exception {
        Workbench wb = Workbench.get();
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path market = workspace.resolve("market-two-clusters.gridbench.json").toAbsolutePath().normalize();
        Path stars = workspace.resolve("stars-overlay-64.gridbench.json").toAbsolutePath().normalize();
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        EventLog log = wb.ui(() -> wb.app.getContext().get(EventLog.class));
        ScenarioDocument marketRun = ScenarioReader.read(market);
        ScenarioDocument starsRun = ScenarioReader.read(stars);
        wb.run(() -> session.open(marketRun, market, d -> d.runUntil(12)));
        assertTrue(wb.waitUntil(() -> session.isOf(market) && session.driver().map(d -> d.status()
                == RunDriver.Status.PAUSED).orElse(false)));
        String title = wb.ui(() -> session.driver().orElseThrow().run().title());
        wb.run(() -> session.open(starsRun, stars, d -> { }));
        assertTrue(wb.waitUntil(() -> session.isOf(stars)));
        List<String> stopped = wb.ui(() -> log.entries().stream().map(e -> e.message())
                .filter(m -> m.contains(" stopped at time ")).toList());
        assertEquals(title + " stopped at time 12 ticks of 1 min for a run of stars-overlay-64.gridbench.json, before"
                + " its end (so not in the Results view)", stopped.getLast());
    }

    private static long results(Workbench wb, RunSession session, Path file) {
        return wb.ui(() -> session.results().stream().filter(r -> r.file().equals(file.getFileName().toString()))
                .count());
    }
}
