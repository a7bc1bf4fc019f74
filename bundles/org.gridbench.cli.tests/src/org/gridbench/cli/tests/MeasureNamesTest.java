package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.sweeps.MeasureNames;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.SweepExperiments;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Each experiment's table of measure keys (as {@code results.csv} writes them) to the names the Sweep and Results views
 * show: every measure named, no name twice, and a quantity a live run also reports named as the run names it.
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
