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

    @Override
    public double distance(ScalarSampledFunction f, ScalarSampledFunction g, ParameterRanges ranges) {
        return distanceFor(ranges).distance(f, g);
    }

    // STaRS eq. 3.8 with eq. 3.6 and 3.9, computed without building SUM(f, g): alpha_i / (max_i - min_i)^2 times the
    // MSE of the sum, over the parameters whose range is not empty
    @Override
    public DistanceFunction<ScalarSampledFunction> distanceFor(ParameterRanges ranges) {
        double[] scale = new double[bounds.length];
        for (int i = 0; i < scale.length; i++) {
            double width = ranges.max(i) - ranges.min(i);
            scale[i] = ranges.varies(i) ? weight(i) / (width * width) : 0;
        }
        return (f, g) -> {
            double[] fd = f.data();
            double[] gd = g.data();
            int fv = f.count();
            int gv = g.count();
            double distance = 0;
            for (int i = 0, j = 0; i < scale.length; i++, j += 3) {
                if (scale[i] != 0) {
                    double h = bounds[i].combine(fd[j], gd[j]);
                    distance += scale[i]
                            * ScalarSample.mseOfSum(fd[j], fd[j + 1], fd[j + 2], fv, gd[j], gd[j + 1], gd[j + 2], gv, h);
                }
            }
            return distance;
        };
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
