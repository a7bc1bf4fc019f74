package org.gridbench.model.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One choice of File > New Scenario: the smallest runnable scenario of a family, an empty market workload to draw
 * workflows in, or one of the shipped examples (among them the market paper's platform and workload). {@link #create} gives the user's copy, with their name and seed.
 */
public record ScenarioTemplate(String id, Family family, String title, String description, String example) {

    public ScenarioTemplate {
        Objects.requireNonNull(id);
        Objects.requireNonNull(family);
        Objects.requireNonNull(title);
        Objects.requireNonNull(description);
    }

    /**
     * Every template: the smallest scenario of each family (the market's followed by its empty drawn workload), then
     * the examples in the order of their index.
     */
    public static List<ScenarioTemplate> catalog() {
        List<ScenarioTemplate> all = new ArrayList<>();
        for (Family family : Family.values()) {
            all.add(new ScenarioTemplate(family.id(), family, "Smallest " + family.id() + " scenario",
                    ScenarioTemplates.describe(family), null));
            if (family == Family.MARKET) {
                all.add(new ScenarioTemplate(ScenarioTemplates.DRAWN_WORKFLOWS, family,
                        "Empty market workload: draw your own workflows", ScenarioTemplates.DRAWN_WORKFLOWS_DESCRIPTION,
                        null));
            }
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
        if (id.equals(ScenarioTemplates.DRAWN_WORKFLOWS)) {
            return ScenarioTemplates.drawnWorkflows(name, seed);
        }
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
