package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.runs.Breakpoints;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.MarketScenarioRun;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunDriver.Status;
import org.gridbench.runs.RunFrame;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.runs.TreesScenarioRun;
import org.gridbench.stars.sim.StarsSnapshot;
import org.gridbench.trees.sim.TreeSimResult;
import org.gridbench.trees.sim.TreeSnapshot;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Live runs as the workbench drives them: however a run is stepped, sliced, paused or broken into, it ends with the
 * metrics {@code ./gridbench run} prints for the same file and seed.
 */
class LiveRunTest {

    private static final long WAIT_SECONDS = 120;

    @TempDir
    Path dir;

    private Path example(String prefix) throws IOException {
        String name = Examples.names().stream().filter(n -> n.startsWith(prefix)).findFirst().orElseThrow();
        Path file = dir.resolve(name);
        Files.writeString(file, Examples.text(name));
        return file;
    }

    private static ScenarioRun open(Path file) throws Exception {
        return ScenarioRuns.open(ScenarioReader.read(file), file, RegistryFactory.getRegistry(), Optional.empty());
    }

    private static String cliRun(Path file) {
        CliRunner cli = new CliRunner();
        assertEquals(Cli.OK, cli.run("run", file.toString()), cli.err());
        return cli.out();
    }

    private static void await(RunDriver driver) throws InterruptedException {
        assertTrue(driver.awaitIdle(WAIT_SECONDS, TimeUnit.SECONDS), "the driver did not finish its commands");
    }

    @Test
    void aPacedRunEndsAtTheTimeAndWithTheMetricsOfAnUnpacedOne() throws Exception {
        for (String example : List.of("market-two-clusters", "stars-overlay-64", "trees-two-level")) {
            Path file = example(example);
            double fastEnd;
            String fastMetrics;
            try (RunDriver fast = new RunDriver(open(file), d -> { })) {
                fast.start();
                await(fast);
                fastEnd = fast.frame().time();
                fastMetrics = fast.run().metrics();
            }
            try (RunDriver paced = new RunDriver(open(file), d -> { })) {
                // about half a second of slices of 20 ms, so a slice is due after the last event
                paced.setSpeed(example.startsWith("stars") ? 2_000 : 400);
                paced.start();
                await(paced);
                assertEquals(Status.ENDED, paced.status(), example);
                assertEquals(fastEnd, paced.frame().time(), example + ": the clock did not run past the last event");
                assertEquals(fastMetrics, paced.run().metrics(), example);
            }
        }
    }

    /** A STaRS run as fast as possible was charted from three frames: its start, one the screen caught, its end. */
    @Test
    void aStarsRunRecordsASampleAtEachSampleIntervalWhateverItsSpeed() throws Exception {
        Path file = example("stars-overlay-64");
        double interval = StarsScenario.of(ScenarioReader.read(file)).sampleInterval();
        assertEquals(4.5, interval, "900 s in 200 samples");
        List<List<Object>> fastSamples;
        try (RunDriver fast = new RunDriver(open(file), d -> { })) {
            fast.start();
            await(fast);
            List<RunFrame> samples = fast.takeSamples(Double.POSITIVE_INFINITY);
            assertEquals(200, samples.size());
            for (int i = 0; i < samples.size(); i++) {
                assertEquals((i + 1) * interval, samples.get(i).time(), 1e-9, "sample " + i);
            }
            assertEquals(fast.frame().metrics(), samples.get(199).metrics(), "the last sample is the end");
            assertTrue(samples.stream().allMatch(f -> f.detail() instanceof FamilySnapshot.Dropped),
                    "a sample keeps the measures, not a number per node");
            RunFrame atNine = samples.get(1);
            assertEquals(9, atNine.time(), 1e-9);
            assertTrue(atNine.metrics().get(StarsMetrics.FINISHED_COMPUTATION) < samples.get(199).metrics()
                    .get(StarsMetrics.FINISHED_COMPUTATION), "the chart rises between the two");
            assertEquals(List.of(), fast.takeSamples(Double.POSITIVE_INFINITY), "each sample is given once");
            fastSamples = samples.stream().map(f -> List.<Object>of(f.time(), f.metrics())).toList();
        }
        try (RunDriver paced = new RunDriver(open(file), d -> { })) {
            paced.setSpeed(2_000);
            paced.start();
            await(paced);
            assertEquals(fastSamples, paced.takeSamples(Double.POSITIVE_INFINITY).stream()
                    .map(f -> List.<Object>of(f.time(), f.metrics())).toList(), "the same samples at any speed");
        }
    }

    @Test
    void steppingSlicingAndPausingGiveTheMetricsOfTheCommandLine() throws Exception {
        Path file = example("market-paper-week");
        String expected = cliRun(file);
        List<Status> statuses = new CopyOnWriteArrayList<>();
        try (RunDriver driver = new RunDriver(open(file), d -> statuses.add(d.status()))) {
            driver.step(500);
            await(driver);
            RunFrame afterSteps = driver.frame();
            assertEquals(500, afterSteps.events(), "a frame is published after each step");
            assertEquals(Status.PAUSED, driver.status());
            long decisions = afterSteps.decisions();
            driver.stepToDecision();
            await(driver);
            assertTrue(driver.frame().decisions() > decisions, "stopped after the auction that placed a task");
            driver.runUntil(20_000);
            await(driver);
            assertEquals(20_000, driver.frame().time(), "the clock stops at the time asked for");
            driver.setSpeed(5_000);
            driver.start();
            Thread.sleep(300);
            driver.pause();
            await(driver);
            double paused = driver.frame().time();
            assertTrue(paused > 20_000 && driver.status() == Status.PAUSED, paused + " " + driver.status());
            driver.setSpeed(Double.POSITIVE_INFINITY);
            driver.start();
            await(driver);
            assertEquals(Status.ENDED, driver.status());
            assertEquals(expected, driver.run().metrics());
            assertTrue(statuses.contains(Status.RUNNING) && statuses.contains(Status.ENDED), statuses.toString());
        }
    }

    @Test
    void aBreakpointOnAJobStopsTheRunWhenItsFirstTaskIsPlaced() throws Exception {
        Path file = example("market-two-clusters");
        String expected = cliRun(file);
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            driver.setBreakpoints(new Breakpoints(false, false, false, "J4", false));
            driver.start();
            await(driver);
            assertEquals(Status.PAUSED, driver.status(), "J4 arrives and is placed before the end");
            assertTrue(driver.breakpoint().matches("task .+ of job J4 started"), driver.breakpoint());
            MarketSnapshot at = ((FamilySnapshot.Market) driver.frame().detail()).snapshot();
            assertTrue(at.clusters().stream().anyMatch(c -> c.busy() > 0), "the placed task holds cores");
            assertEquals(-1, at.jobFinish()[3], "J4 has only started");
            assertEquals(at.tick(), at.auctionTick(), "the run paused after the auction that placed J4");
            assertTrue(at.auction().stream().anyMatch(b -> b.jobId().equals("J4") && b.won()), at.auction().toString());
            var jobs = ((MarketScenarioRun) driver.run()).scenario().workload().jobs();
            int first = jobs.get(0).tasks().size() + jobs.get(1).tasks().size() + jobs.get(2).tasks().size();
            boolean placed = false;
            for (int t = first; t < first + jobs.get(3).tasks().size(); t++) {
                placed |= at.state(t) == MarketSnapshot.TaskState.PLACED;
            }
            assertTrue(placed, "a task of J4 is placed in the task states");
            boolean lost = false;
            for (MarketSnapshot.Bid bid : at.auction()) {
                assertTrue(!lost || !bid.won(), "the winners come first, then at most the one that did not fit");
                lost |= !bid.won();
            }
            assertTrue(at.jobsArrived() >= 4);
            assertEquals(Math.min(50, at.queuedTasks()), at.queue().size(), "the queue by bid lists every queued task");
            for (int i = 1; i < at.queue().size(); i++) {
                MarketSnapshot.QueuedBid before = at.queue().get(i - 1);
                MarketSnapshot.QueuedBid after = at.queue().get(i);
                assertTrue(Double.isNaN(after.bid()) || before.bid() <= after.bid(),
                        "PVR's lowest bid wins, so the queue ranks bids upwards: " + at.queue());
            }
            assertTrue(at.queue().stream().allMatch(q -> Double.isNaN(q.bid()) == (q.tick() < 0)),
                    "a bid comes with the tick it was for: " + at.queue());
            driver.setBreakpoints(Breakpoints.NONE);
            driver.start();
            await(driver);
            assertEquals(Status.ENDED, driver.status());
            RunFrame last = driver.frame();
            assertEquals(4, last.metrics().get(MarketMetrics.COMPLETED_JOBS) + last.metrics().get(MarketMetrics.STARVED_JOBS));
            assertEquals(expected, driver.run().metrics());
            MarketResult result = ((MarketScenarioRun) driver.run()).result();
            assertEquals(result.proportionOfMaximumValue(), last.metrics().get(MarketMetrics.VALUE_FRACTION),
                    "the Run view's value fraction is the one ./gridbench run prints");
            assertEquals(result.meanSlr(), last.metrics().get(MarketMetrics.MEAN_SLR));
            assertEquals(result.utilisation(), last.metrics().get(MarketMetrics.UTILISATION));
        }
    }

    @Test
    void theValueCapturedLiveAddsUpToTheRunsEarnedValue() throws Exception {
        Path file = example("market-two-clusters");
        ScenarioRun run = open(file);
        run.simulation().runUntil(run.end());
        RunFrame last = run.frame();
        // "proportion of maximum value 0.xxxxxx  (earned of maximum)", printed to one decimal
        Matcher m = Pattern.compile(MarketMetrics.VALUE_FRACTION + " +\\S+ +\\((\\S+) of (\\S+)\\)")
                .matcher(cliRun(file));
        assertTrue(m.find());
        double printed = Double.parseDouble(m.group(1));
        assertEquals(printed, last.metrics().get(MarketMetrics.VALUE_CAPTURED), 0.05);
        assertEquals(Double.parseDouble(m.group(2)), last.metrics().get(MarketMetrics.VALUE_OFFERED), 0.05);
    }

    @Test
    void aTreesRunSteppedAndSlicedGivesTheCommandLinesMetrics() throws Exception {
        Path file = example("trees-two-level");
        String expected = cliRun(file);
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            driver.step(300);
            await(driver);
            assertEquals(300, driver.frame().events());
            long decisions = driver.frame().decisions();
            driver.stepToDecision();
            await(driver);
            long events = driver.frame().events();
            assertTrue(driver.frame().decisions() > decisions, "stopped after the event with the next choice");
            driver.step(1);
            await(driver);
            assertEquals(events + 1, driver.frame().events());
            driver.runUntil(driver.frame().time() + 50);
            await(driver);
            TreeSnapshot at = ((FamilySnapshot.Trees) driver.frame().detail()).snapshot();
            assertTrue(at.done()[0] > 0 && at.done()[0] < at.totals()[0], "some of the tasks are computed");
            driver.start();
            await(driver);
            assertEquals(Status.ENDED, driver.status());
            assertEquals(expected, driver.run().metrics());
            RunFrame last = driver.frame();
            TreesScenarioRun trees = (TreesScenarioRun) driver.run();
            String app = trees.scenario().applications().get(0).id();
            assertEquals(trees.lp().alpha(0), last.metrics().get(TreesMetrics.lpRate(app)));
            TreeSimResult result = trees.result();
            for (int k = 0; k < trees.scenario().applications().size(); k++) {
                String id = trees.scenario().applications().get(k).id();
                assertEquals(result.observedRates().get(k), last.metrics().get(TreesMetrics.observedRate(id)),
                        "the view's rate of " + id + " is the one ./gridbench run prints");
            }
            assertEquals(result.experimentalFairThroughput(),
                    last.metrics().get(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT));
            assertEquals(result.makespan(), last.metrics().get(TreesMetrics.MAKESPAN));
            assertEquals(trees.lp().fairThroughput(), last.metrics().get(TreesMetrics.LP_FAIR_THROUGHPUT));
            assertTrue(expected.contains(String.format(java.util.Locale.ROOT, "%.9g",
                    result.experimentalFairThroughput())), expected);
        }
    }

    @Test
    void aStoppedRunStaysStopped() throws Exception {
        try (RunDriver driver = new RunDriver(open(example("market-paper-week")), d -> { })) {
            driver.step(10);
            await(driver);
            driver.stop();
            await(driver);
            driver.start();
            await(driver);
            assertEquals(Status.STOPPED, driver.status());
            assertEquals(10, driver.frame().events());
        }
    }

    @Test
    void aStarsFileWithFailuresPausesWhenANodeFailsAndRefusesAFractionOfOne() throws Exception {
        Path file = example("stars");
        String text = Files.readString(file).replaceFirst("\"policy\"",
                "\"failures\": {\"failFraction\": 0.25, \"failAt\": 100},\n  \"policy\"");
        Files.writeString(file, text);
        String expected = cliRun(file);
        assertTrue(expected.lines().anyMatch(line -> line.matches("failed nodes +16")), expected);
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            driver.setBreakpoints(new Breakpoints(false, false, true, "", false));
            driver.start();
            await(driver);
            assertEquals(Status.PAUSED, driver.status(), "paused at the first failure");
            StarsSnapshot at = ((FamilySnapshot.Stars) driver.frame().detail()).snapshot();
            assertEquals(100, at.time());
            assertEquals(16, at.failures(), "a quarter of the 64 nodes fail in the one event it stops after");
            assertTrue(driver.breakpoint().matches("node \\d+ failed"), driver.breakpoint());
            driver.setBreakpoints(Breakpoints.NONE);
            driver.start();
            await(driver);
            assertEquals(expected, driver.run().metrics());
        }
        Files.writeString(file, text.replace("0.25", "1.5"));
        CliRunner cli = new CliRunner();
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        assertTrue(cli.err().contains("failures.failFraction: must be at least 0 and less than 1"), cli.err());
    }

    @Test
    void aDpFileRunsWithTheDeadlineOfEachRequestAndNamesTheRequestWithout() throws Exception {
        // stars-deadlines-64 on nodes of 1000 MFLOPS: request 0's 60 s tasks meet 90 s one per node, request 1's
        // 12 s tasks meet 600 s; request 2's 300 s tasks cannot meet 200 s, so no node accepts them (section 5.2)
        Path file = example("stars-deadlines-64");
        CliRunner cli = new CliRunner();
        assertEquals(Cli.OK, cli.run("run", file.toString(), "--json"), cli.err());
        ObjectMapper json = new ObjectMapper();
        JsonNode summary = json.readTree(cli.out());
        assertEquals(2, summary.path("allocatedRequests").asLong(), cli.out());
        assertEquals(16 + 40, summary.path("finishedTasks").asLong(), cli.out());
        assertEquals(8, summary.path("discardedTasks").asLong(), cli.out());
        String expected = cliRun(file);
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            driver.runUntil(50);
            await(driver);
            driver.start();
            await(driver);
            assertEquals(expected, driver.run().metrics());
        }
        ObjectNode root = (ObjectNode) json.readTree(file.toFile());
        ((ObjectNode) root.path("workload").path("requests").get(1)).remove("deadline");
        Files.writeString(file, json.writeValueAsString(root));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        assertTrue(cli.err().strip().matches(Pattern.quote(file.toString()) + ":\\d+:\\d+: workload\\.requests\\[1\\]"
                + "\\.deadline: missing; DP needs a deadline per request, in seconds after its 'at'"), cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("validate", file.toString()), "a file that validates also runs");
        root.put("policy", "IBP");
        Files.writeString(file, json.writeValueAsString(root));
        assertEquals(Cli.OK, cli.run("run", file.toString()), "the other policies ignore it");
        root.put("policy", "DP");
        ((ObjectNode) root.path("workload").path("requests").get(1)).put("deadline", 0);
        Files.writeString(file, json.writeValueAsString(root));
        assertEquals(Cli.BAD_INPUT, cli.run("run", file.toString()));
        assertTrue(cli.err().contains("workload.requests[1].deadline: must be at least 0.001 s (a millisecond)"),
                cli.err());
    }

    @Test
    void aStarsRunSteppedWithBreakpointsGivesTheCommandLinesMetrics() throws Exception {
        Path file = example("stars");
        String expected = cliRun(file);
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            driver.setBreakpoints(new Breakpoints(false, true, false, "", false));
            driver.start();
            await(driver);
            assertEquals(Status.PAUSED, driver.status(), "a request reached the root");
            assertTrue(driver.breakpoint().matches("a request of \\d+ tasks reached the root"), driver.breakpoint());
            StarsSnapshot at = ((FamilySnapshot.Stars) driver.frame().detail()).snapshot();
            assertEquals(1, at.hops().get(at.hops().size() - 1).to(), "the last hop is to the root");
            assertTrue(at.routedAtRoot() >= 1);
            driver.setBreakpoints(Breakpoints.NONE);
            driver.step(200);
            await(driver);
            driver.stepToDecision();
            await(driver);
            assertEquals("the next scheduling decision", driver.breakpoint());
            driver.start();
            await(driver);
            assertEquals(Status.ENDED, driver.status());
            assertEquals(expected, driver.run().metrics());
            RunFrame last = driver.frame();
            assertEquals(StarsScenario.of(ScenarioReader.read(file)).duration(), last.time());
            assertTrue(last.metrics().get(StarsMetrics.FINISHED_COMPUTATION) > 0);
        }
    }

    @Test
    void theStarsMakespanRunsFromTheFirstTaskStartToTheLastTaskEndAndNeverFalls() throws Exception {
        // stars-overlay-64: the first request (at 0 s, from node 0) starts a task on node 0 at once; the last task
        // is one of the third request's 300,000 MFLOP tasks on 1000 MFLOPS nodes, submitted at 95.5 s, that ends
        // 300 s after it was accepted: the makespan is 395.5 s plus that request's allocation time
        Path file = example("stars-overlay-64");
        CliRunner cli = new CliRunner();
        assertEquals(Cli.OK, cli.run("run", file.toString(), "--json"), cli.err());
        JsonNode json = new ObjectMapper().readTree(cli.out());
        assertEquals(64, json.path("finishedTasks").asLong(), cli.out());
        double makespan = json.path("makespan").asDouble();
        assertTrue(makespan >= 395.5 && makespan <= 395.5 + json.path("allocationTime").path("max").asDouble(),
                cli.out());
        try (RunDriver driver = new RunDriver(open(file), d -> { })) {
            double previous = 0;
            for (double until = 10; until <= 500; until += 10) {
                driver.runUntil(until);
                await(driver);
                double now = driver.frame().metrics().get(StarsMetrics.MAKESPAN);
                assertTrue(now >= previous, "makespan fell from " + previous + " to " + now + " at " + until + " s");
                previous = now;
            }
            driver.start();
            await(driver);
            assertEquals(makespan, driver.frame().metrics().get(StarsMetrics.MAKESPAN));
        }
    }

    private static List<RunFrame> samples(ScenarioRun run, double speed) throws InterruptedException {
        try (RunDriver driver = new RunDriver(run, d -> { })) {
            driver.setSpeed(speed);
            driver.start();
            await(driver);
            assertEquals(RunDriver.Status.ENDED, driver.status());
            return driver.takeSamples(Double.POSITIVE_INFINITY);
        }
    }

    // Sample i (from 0) lies on a multiple of the step in force, the first step doubled i / 100 times, and after
    // the sample before it by at most that step.
    private static void assertOnTheDoublingGrid(List<RunFrame> samples, double first) {
        double before = 0;
        for (int i = 0; i < samples.size(); i++) {
            double step = first * (1L << (i / ScenarioRun.SAMPLES_PER_STEP));
            double time = samples.get(i).time();
            assertEquals(0, time % step, 1e-9, "sample " + i + " at " + time + " on the grid of " + step);
            assertTrue(time > before && time - before <= step, "sample " + i + " follows the one before by a step");
            before = time;
        }
    }

    /**
     * A market or trees run, which has no fixed end to divide into rows, is sampled for the Metrics chart at every
     * step of simulated time, the step doubled after every 100 samples, the same whatever the run's speed. Before, such
     * a run as fast as possible was charted from the few frames the screen caught, and a paper week's value captured
     * seemed flat for 20,000 minutes.
     */
    @Test
    void aMarketRunIsSampledEveryTickThenAtADoublingStep() throws Exception {
        List<RunFrame> samples = samples(open(example("market-paper-week")), Double.POSITIVE_INFINITY);
        assertEquals(1, samples.get(0).time());
        assertEquals(100, samples.get(99).time());
        assertEquals(102, samples.get(100).time(), "the step doubles after 100 samples");
        assertEquals(300, samples.get(199).time());
        assertEquals(304, samples.get(200).time());
        assertEquals(704, samples.get(300).time(), "the first multiple of 8 after 700");
        assertOnTheDoublingGrid(samples, 1);
        // hand count: steps 1, 2, ..., 128 take 800 samples up to 25,472; at a step of 256 from 25,600, 28 more
        // reach 32,512 before the run's last event, at 32,650
        assertEquals(828, samples.size());
        assertEquals(32_512, samples.get(samples.size() - 1).time());
        int rises = 0;
        for (int i = 1; i < samples.size(); i++) {
            double before = samples.get(i - 1).metrics().get(MarketMetrics.VALUE_CAPTURED);
            double after = samples.get(i).metrics().get(MarketMetrics.VALUE_CAPTURED);
            assertTrue(after >= before, "value captured never falls: sample " + i);
            if (samples.get(i).time() > 10_080 && after > before) {
                rises++;
            }
        }
        assertTrue(rises > 10, "after the week of arrivals the value captured still rises, sample by sample: " + rises);
    }

    @Test
    void aTreesRunIsSampledEverySixtyFourthOfATimeUnitThenAtADoublingStep() throws Exception {
        List<RunFrame> fast = samples(open(example("trees-star")), Double.POSITIVE_INFINITY);
        assertOnTheDoublingGrid(fast, 1.0 / 64);
        assertEquals(1.0 / 64, fast.get(0).time());
        assertEquals(99, fast.get(600).time(), "the first whole time unit after 98, at a step of 1");
        // hand count: steps 1/64 to 1 take 700 samples up to 198; at a step of 2 from 200, 13 more reach 224 before
        // the last task ends, at 224.6
        assertEquals(713, fast.size());
        assertEquals(224, fast.get(fast.size() - 1).time());
        List<RunFrame> paced = samples(open(example("trees-star")), 400);
        assertEquals(fast.stream().map(f -> List.<Object>of(f.time(), f.metrics())).toList(),
                paced.stream().map(f -> List.<Object>of(f.time(), f.metrics())).toList(), "the same at any speed");
        double computed = fast.get(fast.size() - 1).metrics().get(TreesMetrics.TASKS_COMPUTED);
        assertTrue(computed > 390 && computed <= 400, "the last sample is near the end: " + computed);
    }
}
