package org.gridbench.trees.sim;

import java.util.Arrays;

/**
 * The experimental throughput of section 5.1.1: rho_k = (N_k((1-eps)T) - N_k(eps T)) / ((1-2 eps) T), where N_k(t)
 * counts the tasks of type k completed by time t and T is the earliest time at which all tasks of some application
 * are completed; the experimental fair throughput is min_k rho_k / w(k).
 *
 * @since 1.0
 */
public final class ThroughputMeasurement {

    /** The paper's eps = 0.1: the first and last 10 % of [0, T] are ignored. */
    public static final double EPSILON = 0.1;

    private final double horizon;
    private final double[] rates;
    private final double fairThroughput;

    /**
     * @param completionTimes per application, the completion time of each of its tasks (any order)
     * @param weights w(k) per application
     */
    public ThroughputMeasurement(double[][] completionTimes, double[] weights, double epsilon) {
        this(sorted(completionTimes), null, weights, epsilon, Double.POSITIVE_INFINITY);
    }

    /**
     * Section 5.1.1 on a run still going, so that a live view shows what the finished run will report: T is the
     * earliest time at which all tasks of some application completed, or {@code now} while no application has.
     *
     * @param completed per application, the completion times of the tasks completed so far
     * @param totals per application, the number of its tasks in the run
     */
    public static ThroughputMeasurement soFar(double[][] completed, int[] totals, double[] weights, double epsilon,
            double now) {
        return new ThroughputMeasurement(sorted(completed), totals.clone(), weights, epsilon, now);
    }

    // totals == null: every log is complete
    private ThroughputMeasurement(double[][] sorted, int[] totals, double[] weights, double epsilon, double now) {
        if (sorted.length != weights.length || sorted.length == 0 || !(epsilon >= 0) || !(epsilon < 0.5)) {
            throw new IllegalArgumentException("needs one completion log and one weight per application, 0 <= eps < 0.5");
        }
        double t = now;
        for (int k = 0; k < sorted.length; k++) {
            if (totals == null || sorted[k].length >= totals[k]) {
                t = Math.min(t, sorted[k].length == 0 ? 0 : sorted[k][sorted[k].length - 1]);
            }
        }
        this.horizon = t;
        this.rates = new double[sorted.length];
        double fair = Double.POSITIVE_INFINITY;
        for (int k = 0; k < sorted.length; k++) {
            rates[k] = t > 0 ? (completedBy(sorted[k], (1 - epsilon) * t) - completedBy(sorted[k], epsilon * t))
                    / ((1 - 2 * epsilon) * t) : 0;
            fair = Math.min(fair, rates[k] / weights[k]);
        }
        this.fairThroughput = fair;
    }

    private static double[][] sorted(double[][] completionTimes) {
        double[][] sorted = new double[completionTimes.length][];
        for (int k = 0; k < sorted.length; k++) {
            sorted[k] = completionTimes[k].clone();
            Arrays.sort(sorted[k]);
        }
        return sorted;
    }

    /** T of section 5.1.1. */
    public double horizon() {
        return horizon;
    }

    /** rho_k. */
    public double rate(int k) {
        return rates[k];
    }

    public double[] rates() {
        return rates.clone();
    }

    /** min_k rho_k / w(k). */
    public double fairThroughput() {
        return fairThroughput;
    }

    // N_k(t): tasks completed in [0, t]
    private static int completedBy(double[] sorted, double t) {
        int low = 0;
        int high = sorted.length;
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (sorted[mid] <= t) {
                low = mid + 1;
            } else {
                high = mid;
            }
        }
        return low;
    }
}
