package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.FieldUnits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;

/** The unit the Form page shows beside each number, as docs/formats/scenario.md gives it. */
class FieldUnitsTest {

    /** Numbers of the examples that are counts, ratios, indices or weights: they have no unit. */
    private static final Set<String> UNITLESS = Set.of("version", "seed", "overlay.nodes", "overlay.sfMax",
            "workload.requests[].node", "workload.requests[].tasks", "platform.ccr",
            "workload.jobs[].valueCurve.points[][]", "applications[].weight", "workload.generator.jobs",
            "workload.generator.load", "workload.generator.kinds[].weight", "failures.failFraction");

    @Test
    void aNumberHasItsFamilysUnitWhereverItStandsInItsList() {
        assertEquals(Optional.of("MB"), FieldUnits.of(Family.STARS, "workload.requests[2].memory"));
        assertEquals(Optional.of("s after at"), FieldUnits.of(Family.STARS, "workload.requests[0].deadline"));
        assertEquals(Optional.of("B/s"), FieldUnits.of(Family.STARS, "overlay.updateBandwidth"));
        assertEquals(Optional.of("flop/tu"), FieldUnits.of(Family.TREES, "platform.nodes[12].speed"));
        assertEquals(Optional.of("ticks"), FieldUnits.of(Family.MARKET, "workload.jobs[3].tasks[10].exec"));
        assertEquals(Optional.of("SLR"), FieldUnits.of(Family.MARKET, "workload.jobs[0].valueCurve.dFinal"));
        assertEquals(Optional.empty(), FieldUnits.of(Family.STARS, "overlay.nodes"), "a count");
        assertEquals(Optional.empty(), FieldUnits.of(Family.TREES, "workload.requests[0].memory"),
                "a stars field has no unit in a trees scenario");
    }

    @Test
    void everyNumberOfTheExamplesHasAUnitOrIsACount() throws ScenarioException {
        List<String> missing = new ArrayList<>();
        for (String name : Examples.names()) {
            ScenarioDocument document = ScenarioReader.parse(Examples.text(name), name);
            numbers(document.root(), "", document.family(), missing);
        }
        assertEquals(List.of(), missing, "numbers with neither a unit nor a place among the counts");
    }

    private static void numbers(JsonNode node, String path, Family family, List<String> missing) {
        if (node.isObject()) {
            node.properties().forEach(e -> numbers(e.getValue(), path.isEmpty() ? e.getKey()
                    : path + "." + e.getKey(), family, missing));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                numbers(node.get(i), path + "[" + i + "]", family, missing);
            }
        } else if (node.isNumber()) {
            String general = path.replaceAll("\\[\\d+\\]", "[]");
            if (FieldUnits.of(family, path).isEmpty() && !UNITLESS.contains(general) && !missing.contains(general)) {
                missing.add(general);
            }
            assertTrue(FieldUnits.of(family, path).isEmpty() || !UNITLESS.contains(general), general);
        }
    }
}
