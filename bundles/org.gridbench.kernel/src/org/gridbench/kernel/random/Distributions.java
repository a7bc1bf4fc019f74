package org.gridbench.kernel.random;

import java.util.SplittableRandom;

/** Continuous distributions sampled by inverse transform, one uniform draw per sample. */
public final class Distributions {
    private Distributions() {
    }

    // Exponential with the given mean: F^-1(u) = -mean * ln(1 - u).
    public static double exponential(SplittableRandom random, double mean) {
        return -mean * Math.log(1.0 - random.nextDouble());
    }

    // Pareto type I with minimum scale and tail index shape: F^-1(u) = scale / (1 - u)^(1 / shape).
    public static double pareto(SplittableRandom random, double scale, double shape) {
        return scale / Math.pow(1.0 - random.nextDouble(), 1.0 / shape);
    }
}
