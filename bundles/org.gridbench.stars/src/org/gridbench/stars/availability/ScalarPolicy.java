package org.gridbench.stars.availability;

import java.util.List;

/** A policy whose sampled functions hold scalar parameters only, clustered as in section 3.2.2 (IBP, MMP). */
public abstract class ScalarPolicy extends AvailabilityPolicy<ScalarSampledFunction> {

    private final Bound[] bounds;

    protected ScalarPolicy(String name, List<String> parameters, double[] weights, Bound... bounds) {
        super(name, parameters, weights);
        if (bounds.length != parameters.size()) {
            throw new IllegalArgumentException(name + ": " + parameters.size() + " parameters but " + bounds.length + " bounds");
        }
        this.bounds = bounds.clone();
    }

    @Override
    public ScalarSampledFunction sum(ScalarSampledFunction f, ScalarSampledFunction g) {
        return ScalarSampledFunction.sum(f, g, bounds);
    }

    // STaRS eq. 3.8 with eq. 3.6, computed without building SUM(f, g): the clustering evaluates it O(n^2) times
    @Override
    public double distance(ScalarSampledFunction f, ScalarSampledFunction g, ParameterRanges ranges) {
        double distance = 0;
        for (int i = 0; i < bounds.length; i++) {
            if (ranges.varies(i)) {
                ScalarSample fi = f.parameter(i);
                ScalarSample gi = g.parameter(i);
                double h = bounds[i].combine(fi.value(), gi.value());
                distance += weight(i) * ranges.normalise(i, ScalarSample.mseOfSum(fi, f.count(), gi, g.count(), h));
            }
        }
        return distance;
    }

    /** How SUM combines a parameter. */
    public Bound bound(int parameter) {
        return bounds[parameter];
    }

    /** The function of one execution node with these parameter values, in {@link #parameters()} order. */
    public ScalarSampledFunction node(double... values) {
        if (values.length != bounds.length) {
            throw new IllegalArgumentException(name() + " needs " + bounds.length + " values, got " + values.length);
        }
        return ScalarSampledFunction.node(values);
    }
}
