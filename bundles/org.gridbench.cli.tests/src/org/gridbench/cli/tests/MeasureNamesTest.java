package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.model.scenario.Examples;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.sweeps.MeasureNames;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.SweepExperiments;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Each experiment's table of measure keys (as {@code results.csv} writes them) to the names the Sweep and Results views
 * show: every measure named, no name twice, and a quantity a live run also reports, or the command line prints, named
 * as the run names it.
 */
class MeasureNamesTest {

    private static final IExtensionRegistry REGISTRY = RegistryFactory.getRegistry();

    private static SweepExperiment experiment(String id) {
        return SweepExperiments.create(REGISTRY, id).orElseThrow();
    }

    @Test
    void everyExperimentNamesEachMeasureItReportsOnceAndInItsOrder() {
        List<String> named = new ArrayList<>();
        for (String id : SweepExperiments.ids(REGISTRY)) {
            if (SweepExperiments.SCENARIO.equals(id)) {
                continue;
            }
            SweepExperiment experiment = experiment(id);
            Map<String, String> names = experiment.measureNames();
            assertEquals(experiment.measures(), List.copyOf(names.keySet()), id + ": a name for every measure");
            assertEquals(names.size(), new HashSet<>(names.values()).size(), id + ": no name twice: " + names);
            names.forEach((key, name) -> {
                assertFalse(name.isBlank() || name.contains("_"), id + ": " + key + " has a name for people: " + name);
                assertEquals(name, experiment.measureName(key));
            });
            named.add(id);
        }
        assertTrue(named.containsAll(List.of("market", "trees", "stars")), named.toString());
    }

    @Test
    void aQuantityALiveRunReportsTooHasTheRunsName() {
        assertEquals(MarketMetrics.VALUE_FRACTION, experiment("market").measureName("value_fraction"));
        assertEquals("proportion of maximum value", experiment("market").measureName("value_fraction"));
        assertEquals(MarketMetrics.MEAN_SLR, experiment("market").measureName("mean_slr"));
        assertEquals(MarketMetrics.UTILISATION, experiment("market").measureName("utilisation"));
        assertEquals(TreesMetrics.LP_FAIR_THROUGHPUT, experiment("trees").measureName("lp_fair_throughput"));
        assertEquals(TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT,
                experiment("trees").measureName("experimental_fair_throughput"));
        Map<String, String> stars = Map.of("allocatedRequests", StarsMetrics.ALLOCATED_REQUESTS, "finishedTasks",
                StarsMetrics.FINISHED_TASKS, "finishedComputation", StarsMetrics.FINISHED_COMPUTATION, "makespan",
                StarsMetrics.MAKESPAN, "maxSlowness", StarsMetrics.MAX_SLOWNESS, "allocationTimeMean",
                StarsMetrics.MEAN_ALLOCATION_TIME, "messages", StarsMetrics.MESSAGES);
        stars.forEach((key, name) -> assertEquals(name, experiment("stars").measureName(key), key));
    }

    /**
     * run printed "proportion of max value", "jobs starved", "tasks starved", "LP optimum (fair throughput)"; tree-lp
     * "fair throughput": each a name of its own. Each line now starts with the name the views give the measure.
     */
    @Test
    void theCommandLineNamesEachMeasureAsTheViewsDo(@TempDir Path dir) throws IOException {
        SweepExperiment market = experiment("market");
        List<String> marketNames = Stream.of("value_fraction", "starved_job_fraction", "starved_task_fraction",
                "mean_slr", "utilisation").map(market::measureName).toList();
        assertLinesStartWith(marketNames, cli(dir, "market-two-clusters.gridbench.json", "run", "--policy", "PVR"));
        SweepExperiment trees = experiment("trees");
        List<String> treesNames = new ArrayList<>(Stream.of("experimental_fair_throughput",
                "theoretical_fair_throughput", "lp_fair_throughput").map(trees::measureName).toList());
        treesNames.addAll(List.of(TreesMetrics.MAKESPAN, TreesMetrics.observedRate("A1")));
        assertLinesStartWith(treesNames, cli(dir, "trees-star.gridbench.json", "run"));
        assertLinesStartWith(List.of(trees.measureName("lp_fair_throughput"), TreesMetrics.lpRate("A1")),
                cli(dir, "trees-star.gridbench.json", "tree-lp"));
    }

    /**
     * stars and run on a STaRS file printed their own grouped wording ("requests 3 submitted, 3 allocated",
     * "allocation time mean ... s, p50 ..."); each line now starts with the name StarsMetrics gives the measure, the
     * name sweeps' results.csv and the views use, and the numbers are those summary.json keeps, as written before.
     */
    @Test
    void aStarsRunNamesEachMeasureAsTheViewsAndSweepsDo(@TempDir Path dir) throws Exception {
        SweepExperiment stars = experiment("stars");
        List<String> names = Stream.of("requests", "allocatedRequests", "submittedTasks", "acceptedTasks",
                "finishedTasks", "finishedComputation", "givenUpTasks", "rejectedTasks", "missedDeadlines", "makespan",
                "maxSlowness", "allocationTimeMean", "allocationTimeP99", "messages").map(stars::measureName).toList();
        String run = cli(dir, "stars-overlay-64.gridbench.json", "run");
        assertLinesStartWith(names, run);
        assertEveryMeasureLineIsNamedByStarsMetrics(run);
        CliRunner cli = new CliRunner();
        Path out = dir.resolve("out");
        assertEquals(Cli.OK, cli.run("stars", "--policy", "IBP", "--nodes", "64", "--requests", "5",
                "--tasks-per-request", "8", "--duration", "10m", "--out", out.toString()), cli.err());
        assertLinesStartWith(names, cli.out());
        assertEveryMeasureLineIsNamedByStarsMetrics(cli.out());
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        JsonNode peak = summary.path("traffic").path("peak1s");
        Map<String, String> expected = Map.of(StarsMetrics.SUBMITTED_TASKS, summary.path("submittedTasks").asText(),
                StarsMetrics.FINISHED_COMPUTATION, format("%.6g", summary.path("finishedComputation")),
                StarsMetrics.MEAN_ALLOCATION_TIME, format("%.4g", summary.path("allocationTime").path("mean")),
                StarsMetrics.P99_PEAK_TRAFFIC, format("%.4g", peak.path("p99")) + "  ("
                        + format("%.3g", peak.path("p99Percent")) + " % of the link)",
                StarsMetrics.MAKESPAN, format("%.6g", summary.path("makespan")),
                StarsMetrics.MAX_SLOWNESS, format("%.4g", summary.path("maxSlowness")),
                StarsMetrics.MESSAGES, summary.path("messages").asText());
        expected.forEach((name, value) -> assertTrue(cli.out().lines().anyMatch(
                line -> line.matches(Pattern.quote(name) + " +" + Pattern.quote(value))), name + " " + value + " in\n"
                        + cli.out()));
    }

    private static String format(String format, JsonNode number) {
        return String.format(Locale.ROOT, format, number.asDouble());
    }

    // every line but the files written and the run's setup is "name value", the name one of StarsMetrics's
    private static void assertEveryMeasureLineIsNamedByStarsMetrics(String printed) throws IllegalAccessException {
        List<String> known = new ArrayList<>();
        for (Field field : StarsMetrics.class.getFields()) {
            known.add((String) field.get(null));
        }
        List<String> lines = printed.lines().filter(line -> !line.startsWith("wrote ")).skip(1).toList();
        assertTrue(lines.size() >= 20, printed);
        for (String line : lines) {
            assertTrue(known.stream().anyMatch(name -> line.matches(Pattern.quote(name) + " +\\S.*")), line);
        }
    }

    private static String cli(Path dir, String example, String command, String... options) throws IOException {
        Path file = Files.writeString(dir.resolve(example), Examples.text(example));
        List<String> args = new ArrayList<>(List.of(command, file.toString()));
        args.addAll(List.of(options));
        CliRunner cli = new CliRunner();
        assertEquals(Cli.OK, cli.run(args.toArray(String[]::new)), cli.err());
        return cli.out();
    }

    // each name starts a line, its value after the spaces that line the values up
    private static void assertLinesStartWith(List<String> names, String printed) {
        for (String name : names) {
            assertTrue(printed.lines().anyMatch(line -> line.matches(Pattern.quote(name) + " +\\S.*")),
                    name + " in\n" + printed);
        }
    }

    @Test
    void aMarketRunReportsExactlyTheNamedKeys() throws Exception {
        SweepExperiment market = experiment("market");
        Map<String, JsonNode> parameters = new LinkedHashMap<>(market.defaults());
        parameters.put("policy", TextNode.valueOf("FIFO"));
        parameters.put("jobs", IntNode.valueOf(20));
        List<String> reported = new ArrayList<>();
        market.run(parameters).path("measures").fieldNames().forEachRemaining(reported::add);
        assertEquals(List.copyOf(market.measureNames().keySet()), reported);
    }

    @Test
    void aBaseScenariosMeasuresAreTheirNamesAlready() {
        SweepExperiment scenario = experiment(SweepExperiments.SCENARIO);
        assertEquals(MarketMetrics.VALUE_FRACTION, scenario.measureName(MarketMetrics.VALUE_FRACTION));
        assertEquals(Map.of(), scenario.measureNames());
    }

    @Test
    void aTableGivingAKeyOrANameTwiceIsRefused() {
        assertEquals(List.of("a", "b"), List.copyOf(MeasureNames.of("a", "name a", "b", "name b").keySet()));
        assertThrows(IllegalArgumentException.class, () -> MeasureNames.of("a", "name", "b", "name"));
        assertThrows(IllegalArgumentException.class, () -> MeasureNames.of("a", "name", "a", "other"));
        assertThrows(IllegalArgumentException.class, () -> MeasureNames.of("a"));
    }
}
