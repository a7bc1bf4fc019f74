package org.gridbench.ui.pages;

import java.util.function.Supplier;

import org.gridbench.model.scenario.Family;

/** A page factory for the scenarios of one family: what most contributions to {@code scenarioPages} need. */
public abstract class FamilyPageFactory implements ScenarioPageFactory {

    private final Family family;
    private final Supplier<ScenarioPage> pages;

    protected FamilyPageFactory(Family family, Supplier<ScenarioPage> pages) {
        this.family = family;
        this.pages = pages;
    }

    @Override
    public boolean appliesTo(Family f) {
        return f == family;
    }

    @Override
    public ScenarioPage create() {
        return pages.get();
    }
}
