package org.gridbench.stars.availability;

import java.util.Arrays;

/**
 * A sampled function made of scalar parameters only, as in IBP (M, D, v) and MMP (M, D, s, Q, v).
 * Serialization model: per parameter three 8-byte doubles (p, mse_p, lt_p), plus a 4-byte count v.
 */
public final class ScalarSampledFunction implements SampledFunction<ScalarSampledFunction> {

    /** Bytes per scalar parameter: p, mse_p and lt_p as doubles. */
    public static final int BYTES_PER_PARAMETER = 3 * Double.BYTES;

    private final ScalarSample[] samples;
    private final int count;

    public ScalarSampledFunction(int count, ScalarSample... samples) {
        if (count < 1) {
            throw new IllegalArgumentException("a sampled function describes at least one node: v = " + count);
        }
        this.samples = samples.clone();
        this.count = count;
    }

    /** The function an execution node reports: v = 1, exact samples. */
    public static ScalarSampledFunction node(double... values) {
        return new ScalarSampledFunction(1, Arrays.stream(values).mapToObj(ScalarSample::exact).toArray(ScalarSample[]::new));
    }

    // STaRS eq. 3.1 / 4.2 with eq. 3.6-3.7 for each parameter; bounds say how each value combines
    static ScalarSampledFunction sum(ScalarSampledFunction f, ScalarSampledFunction g, Bound[] bounds) {
        ScalarSample[] h = new ScalarSample[f.samples.length];
        for (int i = 0; i < h.length; i++) {
            double value = bounds[i].combine(f.samples[i].value(), g.samples[i].value());
            h[i] = ScalarSample.sum(f.samples[i], f.count, g.samples[i], g.count, value);
        }
        return new ScalarSampledFunction(f.count + g.count, h);
    }

    /** This function with one parameter replaced. */
    public ScalarSampledFunction with(int parameter, ScalarSample sample) {
        ScalarSample[] copy = samples.clone();
        copy[parameter] = sample;
        return new ScalarSampledFunction(count, copy);
    }

    public ScalarSample parameter(int parameter) {
        return samples[parameter];
    }

    public int parameterCount() {
        return samples.length;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public double sample(int parameter) {
        return samples[parameter].value();
    }

    @Override
    public double error(int parameter) {
        return samples[parameter].mse();
    }

    @Override
    public int sizeInBytes() {
        return samples.length * BYTES_PER_PARAMETER + Integer.BYTES;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScalarSampledFunction f && f.count == count && Arrays.equals(f.samples, samples);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(samples) + count;
    }

    @Override
    public String toString() {
        return "SF" + Arrays.toString(Arrays.stream(samples).mapToDouble(ScalarSample::value).toArray()) + "x" + count;
    }
}
