package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioTemplates;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

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
}
