package org.gridbench.runs;

import org.gridbench.market.MarketSnapshot;
import org.gridbench.stars.sim.StarsSnapshot;
import org.gridbench.trees.sim.TreeSnapshot;

/**
 * The family's own state in a {@link RunFrame}, one case per family, so that a view takes the case it draws instead
 * of casting an object.
 */
public sealed interface FamilySnapshot {

    /** Burkimsher and Indrusiak: the clusters' cores, the queue and the latest auction. */
    record Market(MarketSnapshot snapshot) implements FamilySnapshot {
    }

    /** Celaya's STaRS: the overlay's nodes, the routed requests and what an inspected node knows. */
    record Stars(StarsSnapshot snapshot) implements FamilySnapshot {
    }

    /** Beaumont et al.: the platform tree as the demand-driven run uses it, beside the LP optimum. */
    record Trees(TreeSnapshot snapshot) implements FamilySnapshot {
    }

    /** None kept: a frame of a chart's history needs its measures only, so thousands of them cost little heap. */
    record Dropped() implements FamilySnapshot {
    }
}
