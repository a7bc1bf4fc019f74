package org.gridbench.stars.sim;

import java.util.Arrays;

/**
 * The mean, 50th and 99th percentiles and maximum of a sample (nearest-rank percentiles); all zero when empty. The
 * mean sums the values in their order, as {@link Samples#mean()} does, so that a live view and the result agree.
 *
 * @param count the sample size
 */
public record Distribution(long count, double mean, double p50, double p99, double max) {

    public static Distribution of(double[] values) {
        if (values.length == 0) {
            return new Distribution(0, 0, 0, 0, 0);
        }
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return new Distribution(sorted.length, sum / sorted.length, rank(sorted, 0.50),
                rank(sorted, 0.99), sorted[sorted.length - 1]);
    }

    // nearest rank: the smallest value with at least q of the sample at or below it
    private static double rank(double[] sorted, double q) {
        return sorted[Math.max(0, (int) Math.ceil(q * sorted.length) - 1)];
    }
}
