package org.gridbench.experiments.stars;

/**
 * What {@code summary.json} says of a run's workload.
 *
 * @param name {@code thesis}, {@code swf} (the site-level model on an SWF trace) or {@code fixed}
 * @param users site-level users, 0 for fixed requests
 * @param userFraction users over nodes, NaN for fixed requests
 * @param offeredLoad computation submitted during the run over what the nodes could run in it, NaN when not computed
 */
public record WorkloadSummary(String name, int users, double userFraction, double offeredLoad) {
}
