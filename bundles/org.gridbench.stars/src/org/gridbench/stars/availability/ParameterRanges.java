package org.gridbench.stars.availability;

import java.util.Arrays;

/**
 * The minimum and maximum of each parameter over all the nodes of a branch, carried by every summary (eq. 3.9), and
 * for a functional parameter the minimum and maximum functions (eq. 5.9).
 * Serialization model: two 8-byte doubles per parameter, plus each envelope's functions.
 */
public final class ParameterRanges {

    /** Samples kept by each bound of an envelope. */
    public static final int ENVELOPE_SAMPLES = 16;

    private final double[] min;
    private final double[] max;
    /** Per parameter, its envelope if functional, else null; null when no parameter is functional. */
    private final FunctionEnvelope<?>[] envelopes;

    private ParameterRanges(double[] min, double[] max, FunctionEnvelope<?>[] envelopes) {
        this.min = min;
        this.max = max;
        this.envelopes = envelopes;
    }

    private ParameterRanges(double[] min, double[] max) {
        this(min, max, null);
    }

    /** The ranges an execution node starts with: its own samples and functions. */
    public static ParameterRanges of(SampledFunction<?> node, int parameters) {
        double[] values = new double[parameters];
        FunctionEnvelope<?>[] envelopes = null;
        for (int i = 0; i < parameters; i++) {
            values[i] = node.sample(i);
            FunctionEnvelope<?> e = node.envelope(i);
            if (e != null) {
                envelopes = envelopes == null ? new FunctionEnvelope<?>[parameters] : envelopes;
                envelopes[i] = e;
            }
        }
        return new ParameterRanges(values, values.clone(), envelopes);
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

    // STaRS section 3.2.2: the maximum of the maximums and the minimum of the minimums; either input itself when
    // the other adds nothing to it (most branches of a large tree), so that equal ranges are shared
    public ParameterRanges merge(ParameterRanges other) {
        if (envelopes == null && other.envelopes == null) {
            if (absorbs(other)) {
                return this;
            }
            if (other.absorbs(this)) {
                return other;
            }
        }
        double[] lo = new double[min.length];
        double[] hi = new double[max.length];
        for (int i = 0; i < lo.length; i++) {
            lo[i] = Math.min(min[i], other.min[i]);
            hi[i] = Math.max(max[i], other.max[i]);
        }
        return new ParameterRanges(lo, hi, merge(envelopes, other.envelopes));
    }

    /** Whether merging {@code other} into these ranges gives these ranges to the bit (as {@link #merge} computes). */
    private boolean absorbs(ParameterRanges other) {
        for (int i = 0; i < min.length; i++) {
            if (!same(Math.min(min[i], other.min[i]), min[i]) || !same(Math.max(max[i], other.max[i]), max[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean same(double a, double b) {
        return Double.doubleToRawLongBits(a) == Double.doubleToRawLongBits(b);
    }

    // STaRS sections 5.3.1 and 7.3.1: the minimum and maximum functions of both branches
    private static FunctionEnvelope<?>[] merge(FunctionEnvelope<?>[] a, FunctionEnvelope<?>[] b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        FunctionEnvelope<?>[] merged = new FunctionEnvelope<?>[a.length];
        for (int i = 0; i < a.length; i++) {
            merged[i] = a[i] == null ? b[i] : b[i] == null ? a[i] : merge(a[i], b[i]);
        }
        return merged;
    }

    /** Both envelopes of one parameter come from the same policy's functions, so they have the same type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static FunctionEnvelope<?> merge(FunctionEnvelope a, FunctionEnvelope b) {
        return (FunctionEnvelope<?>) a.merge(b, ENVELOPE_SAMPLES);
    }

    /** These ranges with every value of one parameter raised to at least {@code floor} (MMP ageing, section 4.3.1). */
    public ParameterRanges raise(int parameter, double floor) {
        double[] lo = min.clone();
        double[] hi = max.clone();
        lo[parameter] = Math.max(lo[parameter], floor);
        hi[parameter] = Math.max(hi[parameter], floor);
        return new ParameterRanges(lo, hi, envelopes);
    }

    /** These ranges extended to include {@code value} for one parameter. */
    public ParameterRanges widen(int parameter, double value) {
        double[] lo = min.clone();
        double[] hi = max.clone();
        lo[parameter] = Math.min(lo[parameter], value);
        hi[parameter] = Math.max(hi[parameter], value);
        return new ParameterRanges(lo, hi, envelopes);
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

    /** Whether a parameter is functional and its nodes' functions differ over the horizon (eq. 5.9). */
    public boolean varies(int parameter, Horizon horizon) {
        FunctionEnvelope<?> e = envelope(parameter);
        return e == null ? varies(parameter) : e.spread(horizon.now(), horizon.end()) > 0;
    }

    // STaRS eq. 5.9 and 7.12: NORM(m) = m / integral over the horizon of (max - min)^2; eq. 3.9 for scalars
    public double normalise(int parameter, double mse, Horizon horizon) {
        FunctionEnvelope<?> e = envelope(parameter);
        return e == null ? normalise(parameter, mse) : mse / e.spread(horizon.now(), horizon.end());
    }

    /** The envelope of a functional parameter, null for a scalar one. */
    public FunctionEnvelope<?> envelope(int parameter) {
        return envelopes == null ? null : envelopes[parameter];
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
        int size = 2 * Double.BYTES * min.length;
        if (envelopes != null) {
            for (FunctionEnvelope<?> e : envelopes) {
                size += e == null ? 0 : e.sizeInBytes();
            }
        }
        return size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParameterRanges r && Arrays.equals(r.min, min) && Arrays.equals(r.max, max)
                && Arrays.equals(r.envelopes, envelopes);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * Arrays.hashCode(min) + Arrays.hashCode(max)) + Arrays.hashCode(envelopes);
    }
}
