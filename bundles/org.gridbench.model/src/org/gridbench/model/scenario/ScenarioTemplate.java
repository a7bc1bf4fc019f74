package org.gridbench.model.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One choice of File > New Scenario: the smallest runnable scenario of a family, or one of the shipped examples (among
 * them the market paper's platform and workload). {@link #create} gives the user's copy, with their name and seed.
 */
public record ScenarioTemplate(String id, Family family, String title, String description, String example) {

    public ScenarioTemplate {
        Objects.requireNonNull(id);
        Objects.requireNonNull(family);
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
    }

    /** Every template: one empty scenario per family, then the examples in the order of their index. */
    public static List<ScenarioTemplate> catalog() {
        List<ScenarioTemplate> all = new ArrayList<>();
        for (Family family : Family.values()) {
            all.add(new ScenarioTemplate(family.id(), family, "Smallest " + family.id() + " scenario",
                    ScenarioTemplates.describe(family), null));
        }
        for (String name : Examples.names()) {
            ScenarioDocument example = read(name);
            String stem = name.substring(0, name.length() - ScenarioDocument.FILE_SUFFIX.length());
            all.add(new ScenarioTemplate(stem, example.family(), example.name(),
                    example.root().path("description").asText(""), name));
        }
        return List.copyOf(all);
    }

    /** A new scenario from this template, named and seeded by the user; its source is unset until it is saved. */
    public ScenarioDocument create(String name, long seed) {
        if (example == null) {
            return ScenarioTemplates.newScenario(family, name, seed);
        }
        ScenarioDocument copy = new ScenarioDocument(read(example).root(), null);
        copy.setName(name);
        copy.setSeed(seed);
        return copy;
    }

    private static ScenarioDocument read(String name) {
        try {
            return ScenarioReader.parse(Examples.text(name), name);
        } catch (ScenarioException e) {
            throw new IllegalStateException("the shipped example " + name + " does not load: " + e.getMessage(), e);
        }
    }
}
