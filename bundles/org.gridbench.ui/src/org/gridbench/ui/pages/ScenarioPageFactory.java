package org.gridbench.ui.pages;

import org.gridbench.model.scenario.Family;

/** Makes a page for scenario editors of the families it applies to (extension point {@code scenarioPages}). */
public interface ScenarioPageFactory {

    boolean appliesTo(Family family);

    ScenarioPage create();
}
