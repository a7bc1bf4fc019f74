package org.gridbench.stars.sim;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;

/**
 * A STaRS policy whose routing nodes receive from their father the maximum queue end of the rest of the tree (MMP,
 * section 4.3.2; FSP sends its maximum slowness the same way, section 7.3.2), read in {@link RoutingView#maxQueueEnd}.
 *
 * @param <F> the policy's sampled-function type
 */
public interface MaxQueueEndPolicy<F extends SampledFunction<F>> extends StarsPolicy<F> {

    /** The latest queue end time a summary represents; negative infinity if it has none. */
    double maxQueueEnd(AvailabilitySummary<F> summary);
}
