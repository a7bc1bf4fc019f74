package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.junit.jupiter.api.Test;

class ScenarioDocumentTest {

    @Test
    void headerIsReadFromTheTree() {
        ScenarioDocument document = Scenarios.parse(Scenarios.MARKET);
        assertEquals(Family.MARKET, document.family());
        assertEquals(1, document.version());
        assertEquals(1L, document.seed());
        assertEquals("", document.name());
        assertEquals(Optional.empty(), document.source());
    }

    @Test
    void settersChangeTheTree() {
        ScenarioDocument document = Scenarios.parse(Scenarios.STARS);
        document.setSeed(-7);
        document.setName("Renamed");
        assertEquals(-7L, document.root().get("seed").longValue());
        assertEquals("Renamed", document.root().get("name").textValue());
        assertEquals("Renamed", document.name());
    }

    @Test
    void copyIsIndependentOfTheOriginal() {
        ScenarioDocument original = Scenarios.parse(Scenarios.TREES);
        ScenarioDocument copy = original.copy();
        copy.setSeed(99);
        copy.root().withObject("platform").withArray("nodes").removeAll();
        assertEquals(1L, original.seed());
        assertEquals(3, original.root().path("platform").path("nodes").size());
        assertEquals(99L, copy.seed());
    }

    @Test
    void familyEditedToNonsenseIsAnError() {
        ScenarioDocument document = Scenarios.parse(Scenarios.TREES);
        document.root().put("family", "forest");
        assertThrows(IllegalStateException.class, document::family);
    }

    @Test
    void familyIdsAreTheNamesInFiles() {
        assertEquals("market", Family.MARKET.id());
        assertEquals(Optional.of(Family.STARS), Family.fromId("stars"));
        assertEquals(Optional.empty(), Family.fromId("TREES"));
    }

    @Test
    void problemsFormatLikeCompilerMessages() {
        assertEquals("a.gridbench.json:3:7: platform.ccr: must be at least 0, found -1",
                new Problem("a.gridbench.json", 3, 7, "platform.ccr", "must be at least 0, found -1").format());
        assertEquals("a.gridbench.json: (file): file not found",
                new Problem("a.gridbench.json", 0, 0, "(file)", "file not found").format());
    }

    @Test
    void exceptionMessageHasOneProblemPerLine() {
        ScenarioException e = new ScenarioException(List.of(
                new Problem("a", 1, 1, "seed", "missing required field"),
                new Problem("a", 2, 5, "name", "expected string, found integer")));
        assertEquals("a:1:1: seed: missing required field\na:2:5: name: expected string, found integer", e.getMessage());
        assertEquals(2, e.problems().size());
    }
}
