package org.gridbench.stars.availability;

import java.util.Arrays;

/**
 * The minimum and maximum of each parameter over all the nodes of a branch, carried by every summary (eq. 3.9).
 * Serialization model: two 8-byte doubles per parameter.
 */
public final class ParameterRanges {

    private final double[] min;
    private final double[] max;

    private ParameterRanges(double[] min, double[] max) {
        this.min = min;
        this.max = max;
    }

    /** The ranges an execution node starts with: its own samples. */
    public static ParameterRanges of(SampledFunction<?> node, int parameters) {
        double[] values = new double[parameters];
        for (int i = 0; i < parameters; i++) {
            values[i] = node.sample(i);
        }
        return new ParameterRanges(values, values.clone());
    }

    /** The ranges of no node at all: merging them with any ranges gives those ranges. */
    public static ParameterRanges empty(int parameters) {
        double[] lo = new double[parameters];
        double[] hi = new double[parameters];
        Arrays.fill(lo, Double.POSITIVE_INFINITY);
        Arrays.fill(hi, Double.NEGATIVE_INFINITY);
        return new ParameterRanges(lo, hi);
    }

    public static ParameterRanges of(double[] min, double[] max) {
        return new ParameterRanges(min.clone(), max.clone());
    }

    // STaRS section 3.2.2: the maximum of the maximums and the minimum of the minimums
    public ParameterRanges merge(ParameterRanges other) {
        double[] lo = new double[min.length];
        double[] hi = new double[max.length];
        for (int i = 0; i < lo.length; i++) {
            lo[i] = Math.min(min[i], other.min[i]);
            hi[i] = Math.max(max[i], other.max[i]);
        }
        return new ParameterRanges(lo, hi);
    }

    /** These ranges with every value of one parameter raised to at least {@code floor} (MMP ageing, section 4.3.1). */
    public ParameterRanges raise(int parameter, double floor) {
        double[] lo = min.clone();
        double[] hi = max.clone();
        lo[parameter] = Math.max(lo[parameter], floor);
        hi[parameter] = Math.max(hi[parameter], floor);
        return new ParameterRanges(lo, hi);
    }

    /** These ranges extended to include {@code value} for one parameter. */
    public ParameterRanges widen(int parameter, double value) {
        double[] lo = min.clone();
        double[] hi = max.clone();
        lo[parameter] = Math.min(lo[parameter], value);
        hi[parameter] = Math.max(hi[parameter], value);
        return new ParameterRanges(lo, hi);
    }

    /** Whether the branch differs in this parameter; if not, no sum can err on it and DIST skips it (section 3.2.2). */
    public boolean varies(int parameter) {
        return max[parameter] > min[parameter];
    }

    // STaRS eq. 3.9: NORM_i(m) = m / (max_i - min_i)^2
    public double normalise(int parameter, double mse) {
        double width = max[parameter] - min[parameter];
        return mse / (width * width);
    }

    public double min(int parameter) {
        return min[parameter];
    }

    public double max(int parameter) {
        return max[parameter];
    }

    public int parameterCount() {
        return min.length;
    }

    public int sizeInBytes() {
        return 2 * Double.BYTES * min.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParameterRanges r && Arrays.equals(r.min, min) && Arrays.equals(r.max, max);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(min) + Arrays.hashCode(max);
    }
}
