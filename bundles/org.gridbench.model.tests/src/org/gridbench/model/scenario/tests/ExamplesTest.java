package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ExamplesTest {

    static List<String> names() {
        return Examples.names();
    }

    @ParameterizedTest
    @MethodSource("names")
    void exampleIsAValidScenarioOfTheFamilyItsNameSays(String name) throws ScenarioException {
        ScenarioDocument document = ScenarioReader.parse(Examples.text(name), name);
        assertTrue(name.startsWith(document.family().id() + "-"), name);
        assertTrue(name.endsWith(".gridbench.json"), name);
        assertFalse(document.name().isEmpty(), name);
        assertFalse(document.root().path("description").asText().isEmpty(), name);
    }

    @ParameterizedTest
    @MethodSource("names")
    void exampleIsWrittenInCanonicalForm(String name) throws ScenarioException {
        String text = Examples.text(name);
        assertEquals(text, ScenarioWriter.toJson(ScenarioReader.parse(text, name)));
    }

    @Test
    void everyFamilyHasAnExample() throws ScenarioException {
        Set<Family> families = EnumSet.noneOf(Family.class);
        for (String name : Examples.names()) {
            families.add(ScenarioReader.parse(Examples.text(name), name).family());
        }
        assertEquals(EnumSet.allOf(Family.class), families);
    }

    @Test
    void unknownExampleIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Examples.text("absent.gridbench.json"));
    }
}
