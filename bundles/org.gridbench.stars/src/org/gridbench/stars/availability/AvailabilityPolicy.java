package org.gridbench.stars.availability;

import java.util.List;

/**
 * What a STaRS policy supplies to the generic aggregation scheme of section 3.2.2: its sampled-function type,
 * the SUM of two functions, the parameters DIST normalises and their weights alpha_i.
 *
 * @param <F> the policy's sampled-function type
 */
public abstract class AvailabilityPolicy<F extends SampledFunction<F>> {

    private final String name;
    private final List<String> parameters;
    private final double[] weights;

    protected AvailabilityPolicy(String name, List<String> parameters, double[] weights) {
        if (parameters.size() != weights.length) {
            throw new IllegalArgumentException(name + ": " + parameters.size() + " parameters but " + weights.length + " weights");
        }
        this.name = name;
        this.parameters = List.copyOf(parameters);
        this.weights = weights.clone();
    }

    /** SUM(f, g) of Definition 3: the function of the union of their nodes, conservatively. */
    public abstract F sum(F f, F g);

    // STaRS eq. 3.8: DIST(f, g) = sum_i alpha_i NORM_i(SUM(f, g).mse_i), skipping parameters without range
    public double distance(F f, F g, ParameterRanges ranges) {
        F h = sum(f, g);
        double distance = 0;
        for (int i = 0; i < weights.length; i++) {
            if (ranges.varies(i)) {
                distance += weights[i] * ranges.normalise(i, h.error(i));
            }
        }
        return distance;
    }

    /**
     * Whether SUM, DIST and the horizon depend on their arguments alone and change no shared state, so that a summary
     * may be aggregated on another thread than the simulation's. False unless a policy says so; the four of this
     * bundle do.
     */
    public boolean aggregatesOnAnyThread() {
        return false;
    }

    /** SUM at an aggregation whose functional errors integrate over {@code horizon} (eq. 5.3); scalar policies ignore it. */
    public F sum(F f, F g, Horizon horizon) {
        return sum(f, g);
    }

    /** DIST for one set of ranges and one horizon; scalar policies ignore the horizon. */
    public DistanceFunction<F> distanceFor(ParameterRanges ranges, Horizon horizon) {
        return distanceFor(ranges);
    }

    /** The horizon of an aggregation of these functions at time {@code now}; none for scalar policies. */
    public Horizon horizon(List<F> functions, double now) {
        return Horizon.NONE;
    }

    /** DIST prepared for one set of ranges, as the clustering evaluates it O(n^2) times with the same ranges. */
    public DistanceFunction<F> distanceFor(ParameterRanges ranges) {
        return (f, g) -> distance(f, g, ranges);
    }

    public String name() {
        return name;
    }

    /** Names of the normalised parameters, in index order. */
    public List<String> parameters() {
        return parameters;
    }

    /** The weight alpha_i of a parameter in DIST (eq. 3.8). */
    public double weight(int parameter) {
        return weights[parameter];
    }
}
