package org.gridbench.stars.availability;

import java.util.Arrays;
import java.util.List;

/**
 * A sampled function made of scalar parameters only, as in IBP (M, D, v) and MMP (M, D, s, Q, v).
 * Serialization model: per parameter three 8-byte doubles (p, mse_p, lt_p), plus a 4-byte count v.
 */
public final class ScalarSampledFunction implements SampledFunction<ScalarSampledFunction> {

    /** Bytes per scalar parameter: p, mse_p and lt_p as doubles. */
    public static final int BYTES_PER_PARAMETER = 3 * Double.BYTES;

    /** p, mse_p, lt_p of each parameter in turn: one flat array, as the clustering reads it O(n^2) times. */
    private final double[] data;
    private final int count;

    public ScalarSampledFunction(int count, ScalarSample... samples) {
        this(count, flatten(samples));
    }

    private ScalarSampledFunction(int count, double[] data) {
        if (count < 1) {
            throw new IllegalArgumentException("a sampled function describes at least one node: v = " + count);
        }
        this.data = data;
        this.count = count;
    }

    private static double[] flatten(ScalarSample[] samples) {
        double[] data = new double[3 * samples.length];
        for (int i = 0; i < samples.length; i++) {
            data[3 * i] = samples[i].value();
            data[3 * i + 1] = samples[i].mse();
            data[3 * i + 2] = samples[i].linearTerm();
        }
        return data;
    }

    /** The function an execution node reports: v = 1, exact samples. */
    public static ScalarSampledFunction node(double... values) {
        double[] data = new double[3 * values.length];
        for (int i = 0; i < values.length; i++) {
            data[3 * i] = values[i];
        }
        return new ScalarSampledFunction(1, data);
    }

    // STaRS eq. 3.1 / 4.2 with eq. 3.6-3.7 for each parameter; bounds say how each value combines
    static ScalarSampledFunction sum(ScalarSampledFunction f, ScalarSampledFunction g, Bound[] bounds) {
        double[] h = new double[f.data.length];
        for (int i = 0; i < bounds.length; i++) {
            double value = bounds[i].combine(f.data[3 * i], g.data[3 * i]);
            h[3 * i] = value;
            h[3 * i + 1] = ScalarSample.mseOfSum(f, g, i, value);
            h[3 * i + 2] = ScalarSample.linearTermOfSum(f, g, i, value);
        }
        return new ScalarSampledFunction(f.count + g.count, h);
    }

    /** This function with one parameter replaced. */
    public ScalarSampledFunction with(int parameter, ScalarSample sample) {
        double[] copy = data.clone();
        copy[3 * parameter] = sample.value();
        copy[3 * parameter + 1] = sample.mse();
        copy[3 * parameter + 2] = sample.linearTerm();
        return new ScalarSampledFunction(count, copy);
    }

    /** This function describing {@code nodes} of its nodes: same samples and per-node error, linear term scaled. */
    public ScalarSampledFunction withCount(int nodes) {
        double[] copy = data.clone();
        for (int i = 2; i < copy.length; i += 3) {
            copy[i] = copy[i] * nodes / count;
        }
        return new ScalarSampledFunction(nodes, copy);
    }

    public ScalarSample parameter(int parameter) {
        return new ScalarSample(data[3 * parameter], data[3 * parameter + 1], data[3 * parameter + 2]);
    }

    public int parameterCount() {
        return data.length / 3;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public double sample(int parameter) {
        return data[3 * parameter];
    }

    @Override
    public double error(int parameter) {
        return data[3 * parameter + 1];
    }

    /** The flat samples p, mse_p, lt_p of every parameter in turn; not to be modified. */
    double[] data() {
        return data;
    }

    double linearTerm(int parameter) {
        return data[3 * parameter + 2];
    }

    @Override
    public int sizeInBytes() {
        return parameterCount() * BYTES_PER_PARAMETER + Integer.BYTES;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScalarSampledFunction f && f.count == count && Arrays.equals(f.data, data);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(data) + count;
    }

    /** Its parameters' values and the nodes it stands for: SF[1024, 81920]x1. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("SF[");
        for (int i = 0; i < parameterCount(); i++) {
            text.append(i == 0 ? "" : ", ").append(plain(data[3 * i]));
        }
        return text.append("]x").append(count).toString();
    }

    // whole values without ".0"
    private static String plain(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }
}
