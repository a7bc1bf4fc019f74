package org.gridbench.stars.sim;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.SampledFunction;

/**
 * The base of a STaRS policy: its id and its availability function (section 3.2), with no parameters. A subclass
 * gives the local queues, the sample, the forwarding and the centralized version.
 *
 * @param <F> the policy's sampled-function type
 * @param <A> the policy's availability function, for subclasses to build samples with
 */
public abstract class AbstractStarsPolicy<F extends SampledFunction<F>, A extends AvailabilityPolicy<F>>
        implements StarsPolicy<F> {

    private final String id;
    private final A availability;

    protected AbstractStarsPolicy(String id, A availability) {
        this.id = id;
        this.availability = availability;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final A availability() {
        return availability;
    }
}
