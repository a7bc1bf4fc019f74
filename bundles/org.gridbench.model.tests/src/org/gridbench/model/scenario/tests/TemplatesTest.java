package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioTemplate;
import org.gridbench.model.scenario.ScenarioTemplates;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.node.ObjectNode;

class TemplatesTest {

    @ParameterizedTest
    @EnumSource(Family.class)
    void newScenarioIsValidAndCarriesItsHeader(Family family) throws ScenarioException {
        ScenarioDocument template = ScenarioTemplates.newScenario(family, "New " + family.id(), 12345L);
        String written = ScenarioWriter.toJson(template);
        ScenarioDocument read = ScenarioReader.parse(written, "new.gridbench.json");
        assertEquals(family, read.family());
        assertEquals("New " + family.id(), read.name());
        assertEquals(12345L, read.seed());
        assertEquals(1, read.version());
        assertEquals(Optional.empty(), template.source());
        assertEquals(written, ScenarioWriter.toJson(read));
    }

    static List<ScenarioTemplate> templates() {
        return ScenarioTemplate.catalog();
    }

    @Test
    void theCatalogHoldsOneEmptyScenarioPerFamilyThenEveryExample() {
        List<String> ids = templates().stream().map(ScenarioTemplate::id).toList();
        assertEquals(List.of("market", "market-drawn", "stars", "trees", "trees-star", "trees-two-level", "market-two-clusters",
                "stars-overlay-64", "market-paper-week", "stars-deadlines-64"), ids);
        assertEquals(Examples.names().size() + Family.values().length + 1, ids.size());
        templates().forEach(t -> assertNotEquals("", t.description(), t.id() + " says what it holds"));
    }

    @ParameterizedTest
    @MethodSource("templates")
    void everyTemplateGivesAValidScenarioWithTheUsersNameAndSeed(ScenarioTemplate template) throws ScenarioException {
        ScenarioDocument made = template.create("my " + template.id(), 77L);
        ScenarioDocument read = ScenarioReader.parse(ScenarioWriter.toJson(made), "made.gridbench.json");
        assertEquals(template.family(), read.family());
        assertEquals("my " + template.id(), read.name());
        assertEquals(77L, read.seed());
        assertEquals(Optional.empty(), made.source());
    }

    @Test
    void aNewStarsScenarioWritesItsDurationAndFailuresOutToBeEdited() throws ScenarioException {
        ScenarioTemplate stars = templates().stream().filter(t -> t.id().equals("stars")).findFirst().orElseThrow();
        StarsScenario s = StarsScenario.of(ScenarioReader.parse(ScenarioWriter.toJson(stars.create("s", 1L)), "s"));
        assertEquals(3600, s.duration());
        assertEquals(FailureSettings.NONE, s.failures());
        assertTrue(stars.create("s", 1L).root().has("failures"), "written out, so that the form lists them");
    }

    /**
     * A market user who wants to draw their own workflows got either a generated workload (no job to add to) or an
     * example's four workflows to delete first; this template writes the workload out with no job.
     */
    @Test
    void theDrawnWorkflowsTemplateWritesOutAnEmptyWorkloadOnTwoKinds() throws ScenarioException {
        ScenarioTemplate drawn = templates().stream().filter(t -> t.id().equals("market-drawn")).findFirst()
                .orElseThrow();
        assertEquals(Family.MARKET, drawn.family());
        assertTrue(drawn.title().contains("draw your own workflows"), drawn.title());
        assertTrue(drawn.description().contains("Add job"), drawn.description());
        ScenarioDocument read = ScenarioReader.parse(ScenarioWriter.toJson(drawn.create("mine", 3L)), "mine");
        assertTrue(read.root().path("workload").path("jobs").isArray(), "written out");
        assertEquals(0, read.root().path("workload").path("jobs").size());
        assertEquals(List.of("Kind1", "Kind2"), read.root().path("platform").path("clusters").valueStream()
                .map(c -> c.path("kind").asText()).toList());
        assertEquals("FIFO", read.root().path("policy").asText(), "runs as it is");
    }

    @Test
    void anExampleTemplateKeepsEverythingButTheNameAndSeed() throws ScenarioException {
        ScenarioTemplate week = templates().stream().filter(t -> t.id().equals("market-paper-week")).findFirst()
                .orElseThrow();
        ObjectNode made = week.create("week 2", 2L).root();
        ObjectNode example = ScenarioReader.parse(Examples.text("market-paper-week.gridbench.json"), "x").root();
        made.remove(List.of("name", "seed"));
        example.remove(List.of("name", "seed"));
        assertEquals(example, made);
    }
}
