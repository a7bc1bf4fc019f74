package org.gridbench.stars.workload.thesis;

import java.util.Arrays;

/**
 * A cumulative distribution given by points (value, probability), drawn by inverse transform with linear
 * interpolation between the points, as the thesis's simulator reads its distribution files (Celaya, section 8.2;
 * see {@code docs/stars-thesis-setup.md}): a probability at or below the first point's gives its value, at or above
 * the last point's the last value.
 */
public final class EmpiricalCdf {

    private final double[] values;
    private final double[] probabilities;

    /** Points in increasing order of both value and probability, the last probability 1. */
    public EmpiricalCdf(double[] values, double[] probabilities) {
        if (values.length == 0 || values.length != probabilities.length) {
            throw new IllegalArgumentException("a distribution needs as many values as probabilities, at least one:"
                    + " found " + values.length + " and " + probabilities.length);
        }
        for (int i = 0; i < values.length; i++) {
            boolean ordered = i == 0 || values[i] >= values[i - 1] && probabilities[i] >= probabilities[i - 1];
            if (!ordered || !(probabilities[i] >= 0 && probabilities[i] <= 1) || !Double.isFinite(values[i])) {
                throw new IllegalArgumentException("point " + i + " (" + values[i] + ", " + probabilities[i]
                        + ") is not finite, not in [0, 1] or out of order");
            }
        }
        if (probabilities[probabilities.length - 1] != 1) {
            throw new IllegalArgumentException("the last probability must be 1, found "
                    + probabilities[probabilities.length - 1]);
        }
        this.values = values.clone();
        this.probabilities = probabilities.clone();
    }

    /** The value of cumulative probability {@code p}, interpolated linearly between the two points around it. */
    public double inverse(double p) {
        if (p <= probabilities[0]) {
            return values[0];
        }
        int last = values.length - 1;
        if (p >= probabilities[last]) {
            return values[last];
        }
        int above = Arrays.binarySearch(probabilities, p);
        if (above >= 0) {
            while (above > 0 && probabilities[above - 1] == p) {
                above--;
            }
            return values[above];
        }
        above = -above - 1;
        int below = above - 1;
        double slope = (values[above] - values[below]) / (probabilities[above] - probabilities[below]);
        return values[below] + (p - probabilities[below]) * slope;
    }

    public double min() {
        return values[0];
    }

    public double max() {
        return values[values.length - 1];
    }

    /** The mean of the distribution: the first point's mass at its value, uniform between two points. */
    public double mean() {
        double mean = values[0] * probabilities[0];
        for (int i = 1; i < values.length; i++) {
            mean += (probabilities[i] - probabilities[i - 1]) * (values[i] + values[i - 1]) / 2;
        }
        return mean;
    }
}
