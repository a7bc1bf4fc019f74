package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.ResultTables;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.RunTask;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepDriver;
import org.gridbench.sweeps.engine.SweepEstimate;
import org.gridbench.sweeps.engine.SweepSeries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** What the workbench's Sweep view draws and its editor estimates, on the arithmetic grid whose results are known. */
class SweepSeriesTest {

    @TempDir
    Path dir;

    private final ArithmeticExperiment experiment = new ArithmeticExperiment();

    private List<RunRecord> all(SweepPlan plan) {
        return plan.runs().stream().map(p -> RunTask.run(experiment, p, true)).toList();
    }

    @Test
    void eachPointIsTheMeanOverTheSeedsOfTheDoneRunsAtItsValues() throws Exception {
        SweepPlan plan = Sweeps.plan(Sweeps.GRID, experiment);
        List<SweepSeries.Line> lines = SweepSeries.of(plan, all(plan), "sum", "a", "b");
        assertEquals(2, lines.size());
        // b = 10 (a number, so the line is named "b 10"): sum = a + 10 + seed over seeds 0 and 100, mean a + 60; a = 13 failed, so no point there
        assertEquals(new SweepSeries.Line("b 10", List.of(1.0, 2.0), List.of(61.0, 62.0), List.of(2, 2)),
                lines.get(0));
        assertEquals(new SweepSeries.Line("b 20", List.of(1.0, 2.0), List.of(71.0, 72.0), List.of(2, 2)),
                lines.get(1));
        assertEquals("mean over 2 seeds", SweepSeries.averaged(plan, "a", "b", lines),
                "the runs per point are the seeds: no '= 2 runs per point' to widen the chart's title");
    }

    @Test
    void linesGrowAsRunsFinishAndOneLineAveragesEverything() throws Exception {
        SweepPlan plan = Sweeps.plan(Sweeps.GRID, experiment);
        List<RunRecord> some = new ArrayList<>(all(plan).subList(0, 3));
        // runs 0-2: seed 0, (a, b) = (1, 10), (1, 20), (2, 10); products 10, 20, 20
        List<SweepSeries.Line> bySeed = SweepSeries.of(plan, some, "product", "seed", null);
        assertEquals(List.of(new SweepSeries.Line("product", List.of(0.0), List.of(50.0 / 3), List.of(3))),
                bySeed);
        // against the seed, one line: each point averages a (3 values) x b (2 values), 3 of them done
        assertEquals("mean over 3 values of a x 2 values of b; 3 done per point",
                SweepSeries.averaged(plan, "seed", null, bySeed));
        List<SweepSeries.Line> byA = SweepSeries.of(plan, some, "product", "a", "b");
        assertEquals(new SweepSeries.Line("b 20", List.of(1.0), List.of(20.0), List.of(1)), byA.get(1));
        // (1, 10) and (2, 10) hold one run each of their two seeds, as does (1, 20)
        assertEquals("mean over 2 seeds; 1 done per point", SweepSeries.averaged(plan, "a", "b",
                byA));
        List<SweepSeries.Line> all = SweepSeries.of(plan, all(plan), "product", "seed", "b");
        // a = 13 failed at every seed and b: each point holds 2 of its 3 runs
        assertEquals("mean over 3 values of a; 2 done per point", SweepSeries.averaged(plan,
                "seed", "b", all));
    }

    @Test
    void linesWithTheSamePointsAreOneLineNamedByAllAndOthersStayAsTheyAre() {
        SweepSeries.Line seed1 = new SweepSeries.Line("seed 1", List.of(0.0, 1.0), List.of(0.5, 0.9), List.of(1, 1));
        SweepSeries.Line seed2 = new SweepSeries.Line("seed 2", List.of(0.0, 1.0), List.of(0.5, 0.9), List.of(2, 1));
        SweepSeries.Line seed3 = new SweepSeries.Line("seed 3", List.of(0.0, 1.0), List.of(0.5, 0.8), List.of(1, 1));
        // seeds 1 and 2 alike at both points: one line named by both, each point the runs of both; seed 3 differs
        assertEquals(List.of(new SweepSeries.Line("seed 1\nseed 2\n(alike)", List.of(0.0, 1.0), List.of(0.5, 0.9),
                List.of(3, 2)), seed3), SweepSeries.alike(List.of(seed1, seed2, seed3)));
        List<SweepSeries.Line> four = List.of(seed1, seed2, rename(seed1, "seed 3"), rename(seed1, "seed 4"));
        assertEquals("seed 1\n...\nseed 4\n(4 alike)", SweepSeries.alike(four).get(0).name());
        assertEquals(List.of(seed3), SweepSeries.alike(List.of(seed3)), "a line alone keeps its name");
    }

    @Test
    void everyLinesMarkerAtAPlaceOfTwoOrMoreSeriesIsGivenWithItsSeries() {
        SweepSeries.Line seed1 = new SweepSeries.Line("seed 1", List.of(0.2, 1.4), List.of(1.0, 0.7), List.of(1, 1));
        SweepSeries.Line seed2 = rename(seed1, "seed 2");
        SweepSeries.Line seed3 = new SweepSeries.Line("seed 3", List.of(0.2, 1.4), List.of(1.0, 0.6), List.of(1, 1));
        SweepSeries.Line seed4 = new SweepSeries.Line("seed 4", List.of(1.4), List.of(0.59), List.of(1));
        // seeds 1 and 2 are alike everywhere: one series (0); seed 3 is series 1, seed 4 (no run at 0.2) series 2
        assertEquals(List.of(new SweepSeries.Column(0.2, List.of(1.0, 1.0, 1.0), List.of(0, 0, 1)),
                new SweepSeries.Column(1.4, List.of(0.7, 0.7, 0.6, 0.59), List.of(0, 0, 1, 2))),
                SweepSeries.columns(List.of(seed1, seed2, seed3, seed4)));
        assertEquals(List.of(), SweepSeries.columns(List.of(seed1, seed2)), "alike everywhere: one series, whose "
                + "legend says so");
        assertEquals(List.of(new SweepSeries.Column(1.4, List.of(0.7, 0.59), List.of(0, 1))), SweepSeries.columns(
                List.of(seed1, seed4)), "a place with the markers of one series only is left out");
    }

    private static SweepSeries.Line rename(SweepSeries.Line line, String name) {
        return new SweepSeries.Line(name, line.x(), line.y(), line.runs());
    }

    @Test
    void theTableRowsAreTheLinesOfResultsCsv() throws Exception {
        SweepPlan plan = Sweeps.plan(Sweeps.GRID, experiment);
        ResultTables tables = new ResultTables(plan, all(plan));
        List<String> csv = tables.csv().lines().toList();
        assertEquals(String.join(",", tables.header()), csv.get(0));
        for (int i = 0; i < 12; i++) {
            assertEquals(csv.get(i + 1), String.join(",", tables.rows().get(i)));
        }
        assertEquals(List.of("seed", "a", "b"), tables.varied());
    }

    @Test
    void theEstimateIsTheRunsToGoAtTheMeanTimedRunSharedAmongSlots() {
        RunPoint point = new RunPoint("x", 0, Map.of());
        List<RunRecord> finished = List.of(RunRecord.done(point, 1000, JsonNodeFactory.instance.objectNode()),
                RunRecord.done(point, 3000, JsonNodeFactory.instance.objectNode()), RunRecord.failed(point, "m"),
                RunRecord.done(point, 0, JsonNodeFactory.instance.objectNode()));
        // mean 2 s over the two timed runs; 9 to go on 2 slots: 9 s
        assertEquals(Optional.of(Duration.ofSeconds(9)), SweepEstimate.of(finished, 9, 2));
        assertEquals(Optional.empty(), SweepEstimate.of(finished.subList(2, 4), 9, 2));
        assertEquals("about 1 min 30 s", SweepEstimate.about(Duration.ofSeconds(90)));
        assertEquals("about 1 s", SweepEstimate.about(Duration.ofMillis(600)));
        assertEquals("under a second", SweepEstimate.about(Duration.ofMillis(400)), "not 'about 0 s'");
    }

    @Test
    void anObserverHearsTheRunsFinishedBeforeAndEachRunWithTheProgressLine() throws Exception {
        SweepPlan plan = Sweeps.plan(Sweeps.GRID, experiment);
        RunFiles files = new RunFiles(dir);
        files.writePlan(plan);
        files.write(RunTask.run(experiment, plan.runs().get(0), true));
        List<String> heard = new ArrayList<>();
        new SweepDriver(plan, experiment, files, s -> { }).observedBy(new SweepDriver.Observer() {
            @Override
            public void started(List<RunRecord> before, String progress) {
                heard.add(before.size() + " before; " + progress);
            }

            @Override
            public void finished(RunRecord record, String progress) {
                heard.add(progress);
            }
        }).run(new LocalExecutor(1),
                Shard.WHOLE, true);
        assertEquals("1 before; sweep: 1 done, 0 running, 0 failed, 11 waiting, estimating", heard.get(0));
        assertEquals(12, heard.size());
        assertTrue(heard.get(11).startsWith("sweep: 8 done, 0 running, 4 failed, 0 waiting"), heard.get(11));
    }
}
