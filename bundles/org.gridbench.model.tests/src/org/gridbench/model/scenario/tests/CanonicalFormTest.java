package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Written text is canonical: reading it back and writing it again gives the same bytes, after any edit. */
class CanonicalFormTest {

    @Test
    void layoutIsTwoSpacesOneElementPerLineAndAFinalNewline() {
        String text = "{\"format\":\"gridbench-scenario\",\"version\":1,\"family\":\"trees\",\"seed\":-3,"
                + "\"platform\":{\"nodes\":[{\"id\":\"P0\",\"speed\":2.50}]},"
                + "\"applications\":[{\"id\":\"A1\",\"weight\":1,\"flops\":1e3,\"bytes\":0}]}";
        assertEquals("""
                {
                  "format": "gridbench-scenario",
                  "version": 1,
                  "family": "trees",
                  "seed": -3,
                  "platform": {
                    "nodes": [
                      {
                        "id": "P0",
                        "speed": 2.5
                      }
                    ]
                  },
                  "applications": [
                    {
                      "id": "A1",
                      "weight": 1,
                      "flops": 1000.0,
                      "bytes": 0
                    }
                  ]
                }
                """, ScenarioWriter.toJson(Scenarios.parse(text)));
    }

    @Test
    void emptyArraysAndObjectsStayOnOneLine() {
        String written = ScenarioWriter.toJson(Scenarios.parse(Scenarios.replace(Scenarios.STARS,
                "[\n  {\"at\": 0, \"node\": 3, \"tasks\": 2, \"length\": 100, \"memory\": 0, \"disk\": 0}]", "[]")));
        assertEquals("""
                  "workload": {
                    "requests": []
                  }
                }
                """, written.substring(written.indexOf("  \"workload\"")));
    }

    @Test
    void stringsKeepEscapesAndUnicode() {
        ScenarioDocument document = Scenarios.parse(Scenarios.TREES);
        document.setName("Tab\there, \"quoted\" \\ caf\u00e9 \u2603 \u0001");
        String written = ScenarioWriter.toJson(document);
        assertEquals("  \"name\": \"Tab\\there, \\\"quoted\\\" \\\\ caf\u00e9 \u2603 \\u0001\",",
                written.lines().filter(line -> line.startsWith("  \"name\"")).findFirst().orElseThrow());
        assertStable(written);
    }

    @Test
    void numbersKeepTheirValueAndIntegersStayIntegral() {
        String text = Scenarios.replace(Scenarios.TREES, "\"bytes\": 1", "\"bytes\": 1e-7");
        text = Scenarios.replace(text, "\"seed\": 1,", "\"seed\": 9223372036854775807,");
        text = Scenarios.replace(text, "\"flops\": 10", "\"flops\": 123456789012.25");
        // a root fast enough for such tasks: at most 10^6 time units each on the fastest node (TreeScenario)
        text = Scenarios.replace(text, "\"speed\": 10}", "\"speed\": 1e6}");
        String written = ScenarioWriter.toJson(Scenarios.parse(text));
        assertTrue(written.contains("\"seed\": 9223372036854775807,"), written);
        assertTrue(written.contains("\"bytes\": 1.0E-7"), written);
        assertTrue(written.contains("\"flops\": 123456789012.25,"), written);
        assertStable(written);
    }

    @Test
    void examplesRoundTripAfterEditingSeedAndName() {
        for (String name : Examples.names()) {
            ScenarioDocument document = Scenarios.parse(Examples.text(name));
            document.setSeed(Long.MIN_VALUE);
            document.setName("Edited \u00e9");
            assertStable(ScenarioWriter.toJson(document));
        }
    }

    @Test
    void newNameGoesAfterTheFamily() {
        ScenarioDocument document = Scenarios.parse(Scenarios.TREES);
        document.setName("Star");
        assertEquals("{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 1,\n  \"family\": \"trees\",\n"
                + "  \"name\": \"Star\",\n  \"seed\": 1,\n", head(ScenarioWriter.toJson(document), 6));
    }

    @Test
    void addedNodeIsWrittenLastAndRoundTrips() {
        ScenarioDocument document = Scenarios.parse(Examples.text("trees-star.gridbench.json"));
        ArrayNode nodes = (ArrayNode) document.root().path("platform").path("nodes");
        ObjectNode added = nodes.addObject().put("id", "P4").put("parent", "P0").put("speed", 3).put("bandwidth", 12.5);
        String written = ScenarioWriter.toJson(document);
        assertEquals(added, Scenarios.parse(written).root().path("platform").path("nodes").get(nodes.size() - 1));
        assertStable(written);
    }

    @Test
    void unchangedDocumentIsWrittenAsRead() {
        String text = Examples.text("market-two-clusters.gridbench.json");
        assertEquals(text, ScenarioWriter.toJson(Scenarios.parse(text).copy()));
    }

    private static void assertStable(String written) {
        assertEquals(written, ScenarioWriter.toJson(Scenarios.parse(written)));
    }

    private static String head(String text, int lines) {
        return String.join("\n", text.lines().limit(lines).toList()) + "\n";
    }
}
