package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.OptionalField;
import org.gridbench.model.scenario.OptionalField.Kind;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

/** The optional fields a document leaves out where the format allows them: what the form's Add menu offers. */
class OptionalFieldsTest {

    private static List<OptionalField> at(ScenarioDocument doc, String parent) {
        return ScenarioReader.absentOptionalFields(doc).stream().filter(f -> f.parent().equals(parent)).toList();
    }

    @Test
    void aStarsFileWithoutDurationOrFailuresIsOfferedThemAndEachRequestItsDeadline() throws ScenarioException {
        String text = Examples.text("stars-overlay-64.gridbench.json").replace("  \"duration\": 900,\n", "");
        ScenarioDocument doc = ScenarioReader.parse(text, "s");
        List<OptionalField> top = at(doc, "");
        assertTrue(top.contains(new OptionalField("", "duration", Kind.NUMBER)), top.toString());
        assertTrue(top.contains(new OptionalField("", "failures", Kind.OBJECT)), top.toString());
        assertTrue(top.contains(new OptionalField("", "policyPlugin", Kind.TEXT)), top.toString());
        assertEquals(List.of(new OptionalField("workload.requests[2]", "deadline", Kind.NUMBER)),
                at(doc, "workload.requests[2]"));
    }

    @Test
    void aFieldThatIsThereIsNotOfferedAndAnAddedObjectOffersItsOwnFields() throws ScenarioException {
        String text = Examples.text("stars-deadlines-64.gridbench.json").replace("\"policy\": \"DP\",",
                "\"policy\": \"DP\",\n  \"failures\": {\"failAt\": 60},");
        ScenarioDocument doc = ScenarioReader.parse(text, "s");
        assertFalse(at(doc, "").stream().anyMatch(f -> f.name().equals("duration") || f.name().equals("failures")));
        assertEquals(List.of(), at(doc, "workload.requests[0]"), "every request has its deadline");
        assertEquals(List.of(new OptionalField("failures", "churnMedian", Kind.NUMBER),
                new OptionalField("failures", "failFraction", Kind.NUMBER)), at(doc, "failures"));
    }
}
