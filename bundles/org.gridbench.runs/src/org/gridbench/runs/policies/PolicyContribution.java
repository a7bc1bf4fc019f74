package org.gridbench.runs.policies;

import org.gridbench.model.scenario.Family;

/** One policy contributed to a family's extension point, as the registry declares it (the class is not loaded). */
public record PolicyContribution(Family family, String id, String name, String bundle) {
}
