package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.List;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;

/** Small valid scenarios laid out line by line, so that tests can break one thing and name its exact position. */
final class Scenarios {

    static final String SOURCE = "s.gridbench.json";

    static final String TREES = """
            {"format": "gridbench-scenario", "version": 1, "family": "trees", "seed": 1,
             "platform": {"nodes": [
               {"id": "P0", "speed": 10},
               {"id": "P1", "parent": "P0", "speed": 5, "bandwidth": 2},
               {"id": "P2", "parent": "P1", "speed": 5, "bandwidth": 2}]},
             "applications": [{"id": "A1", "weight": 1, "flops": 10, "bytes": 1}]}
            """;

    static final String MARKET = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1,
             "platform": {"ccr": 0, "clusters": [{"id": "C1", "cores": 4, "kind": "Kind1"}]},
             "workload": {"jobs": [{"id": "J1", "arrival": 0,
              "tasks": [
               {"id": "a", "exec": 1, "cores": 1, "kind": "Kind1"},
               {"id": "b", "exec": 1, "cores": 1, "kind": "Kind1", "after": ["a"]},
               {"id": "c", "exec": 1, "cores": 1, "kind": "Kind1", "after": ["b"]}],
              "valueCurve": {"vMax": 10, "dInitial": 2, "dFinal": 6, "points": [[3, 8], [4, 5]]}}]}}
            """;

    static final String STARS = """
            {"format": "gridbench-scenario", "version": 1, "family": "stars", "seed": 1,
             "overlay": {"nodes": 64, "sfMax": 20, "updateBandwidth": 1000},
             "network": {"model": "fast"},
             "policy": "IBP",
             "workload": {"requests": [
              {"at": 0, "node": 3, "tasks": 2, "length": 100, "memory": 0, "disk": 0}]}}
            """;

    private Scenarios() {
    }

    static ScenarioDocument parse(String text) {
        try {
            return ScenarioReader.parse(text, SOURCE);
        } catch (ScenarioException e) {
            return fail("expected a valid scenario, got:\n" + e.getMessage());
        }
    }

    /** The formatted problems of a text that must be rejected, one per line. */
    static List<String> problems(String text) {
        return assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, SOURCE)).getMessage().lines().toList();
    }

    /** Asserts the complete list of problems, each given as {@code line:column: field: message}. */
    static void assertProblems(String text, String... expected) {
        assertEquals(Arrays.stream(expected).map(line -> SOURCE + ":" + line).toList(), problems(text));
    }

    /** Replaces exactly one occurrence, so that a test cannot silently break nothing. */
    static String replace(String text, String target, String replacement) {
        int at = text.indexOf(target);
        if (at < 0 || text.indexOf(target, at + 1) >= 0) {
            fail("expected exactly one \"" + target + "\" in the scenario");
        }
        return text.substring(0, at) + replacement + text.substring(at + target.length());
    }
}
