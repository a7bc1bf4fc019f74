package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.RunIds;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;

/** Expanding a sweep document into runs: canonical order, stable ids, and the experiment's refusals placed. */
class SweepPlannerTest {

    private final ArithmeticExperiment experiment = new ArithmeticExperiment();

    @Test
    void seedsAreOutermostAndTheLastAxisVariesFastest() throws ScenarioException {
        SweepPlan plan = Sweeps.plan(Sweeps.GRID, experiment);
        assertEquals(12, plan.runs().size());
        assertEquals(List.of("0 1 10", "0 1 20", "0 2 10", "0 2 20", "0 13 10", "0 13 20", "100 1 10", "100 1 20",
                "100 2 10", "100 2 20", "100 13 10", "100 13 20"), plan.runs().stream().map(SweepPlannerTest::abs)
                .toList());
        assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), plan.runs().stream().map(RunPoint::index).toList());
    }

    @Test
    void theIdIsTheSha256OfTheCanonicalParameters() throws ScenarioException {
        // printf '%s' '{"experiment":"arithmetic","parameters":{"a":1,"b":10,"seed":0}}' | sha256sum | cut -c1-16
        Map<String, JsonNode> point = Map.of("seed", LongNode.valueOf(0), "b", IntNode.valueOf(10), "a",
                IntNode.valueOf(1));
        assertEquals("{\"experiment\":\"arithmetic\",\"parameters\":{\"a\":1,\"b\":10,\"seed\":0}}",
                RunIds.canonical("arithmetic", point));
        assertEquals("fb439c84c52ce6bb", RunIds.of("arithmetic", point));
        assertEquals("fb439c84c52ce6bb", Sweeps.plan(Sweeps.GRID, experiment).runs().get(0).id());
    }

    /** A run id names its file in the result folder, so an edited sweep.json must not pass a path for one. */
    @Test
    void aRunIdIsSixteenLowerCaseHexDigits() {
        assertTrue(RunIds.isRunId("fb439c84c52ce6bb"));
        assertFalse(RunIds.isRunId("FB439C84C52CE6BB"));
        assertFalse(RunIds.isRunId("fb439c84c52ce6b"));
        assertFalse(RunIds.isRunId("../../fb439c84c5"));
        assertFalse(RunIds.isRunId("fb439c84c52ce6bg"));
        assertFalse(RunIds.isRunId("fb439c84c52ce6b\u0663"));
    }

    @Test
    void aPointKeepsItsIdInAnotherSweepAndAFixedParameterChangesIt() throws ScenarioException {
        String reordered = """
                {'format': 'gridbench-sweep', 'version': 1, 'experiment': 'arithmetic',
                 'axes': [{'parameter': 'b', 'values': [20, 10]}, {'parameter': 'a', 'values': [2]}]}
                """;
        SweepPlan grid = Sweeps.plan(Sweeps.GRID, experiment);
        SweepPlan other = Sweeps.plan(reordered, experiment);
        assertEquals(grid.runs().get(2).id(), other.runs().get(1).id()); // a 2, b 10, seed 0 in both
        SweepPlan fixedB = Sweeps.plan(reordered.replace("{'parameter': 'b', 'values': [20, 10]}, ", "")
                .replace("'axes'", "'parameters': {'b': 11}, 'axes'"), experiment);
        assertNotEquals(grid.runs().get(2).id(), fixedB.runs().get(0).id());
        assertEquals(11, fixedB.runs().get(0).parameters().get("b").intValue());
    }

    @Test
    void refusalsAreReportedAtTheValueWithLineAndColumn() {
        String text = """
                {'format': 'gridbench-sweep', 'version': 1, 'experiment': 'arithmetic',
                 'parameters': {'b': -1},
                 'axes': [{'parameter': 'a', 'values': [1, 'x']}, {'parameter': 'c', 'values': [1]}],
                 'measures': ['sum', 'mean']}
                """;
        ScenarioException e = assertThrows(ScenarioException.class, () -> Sweeps.plan(text, experiment));
        assertEquals(List.of(
                "t.sweep.json:2:22: parameters.b: must be a whole number of at least 0, found -1",
                "t.sweep.json:3:44: axes[0].values[1]: must be a whole number of at least 0, found \"x\"",
                "t.sweep.json:3:65: axes[1].parameter: unknown parameter 'c' of the arithmetic experiment; known: a, b",
                "t.sweep.json:4:22: measures[1]: unknown measure 'mean' of the arithmetic experiment; known: sum,"
                        + " product"),
                e.problems().stream().map(Problem::format).toList());
    }

    @Test
    void aRequiredParameterMissingIsNamed() {
        String text = "{'format': 'gridbench-sweep', 'version': 1, 'experiment': 'arithmetic', 'parameters': {}}";
        ScenarioException e = assertThrows(ScenarioException.class, () -> Sweeps.plan(text, experiment));
        assertEquals("t.sweep.json:1:87: parameters: a: missing; the arithmetic experiment needs it, as a fixed"
                + " parameter or an axis", e.problems().get(0).format());
    }

    private static String abs(RunPoint p) {
        return p.parameters().get("seed") + " " + p.parameters().get("a") + " " + p.parameters().get("b");
    }
}
