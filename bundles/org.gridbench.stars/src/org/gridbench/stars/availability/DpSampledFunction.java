package org.gridbench.stars.availability;

import org.gridbench.stars.functional.FunctionalSample;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.functional.Pointwise;

/**
 * The DP sampled function (M, D, L, v) of section 5.3.1: minimum memory and disk with their MSE and linear terms, and
 * the FLOPs available before a deadline, l(delta), as a piecewise-linear lower bound of the represented nodes'.
 * Serialization model: a 4-byte count v, three doubles per scalar, and the functional sample's bytes.
 */
public final class DpSampledFunction implements SampledFunction<DpSampledFunction> {

    private final int count;
    private final ScalarSample memory;
    private final ScalarSample disk;
    private final FunctionalSample flops;

    DpSampledFunction(int count, ScalarSample memory, ScalarSample disk, FunctionalSample flops) {
        if (count < 1) {
            throw new IllegalArgumentException("a sampled function describes at least one node: v = " + count);
        }
        this.count = count;
        this.memory = memory;
        this.disk = disk;
        this.flops = flops;
    }

    @Override
    public int count() {
        return count;
    }

    /** M and D; NaN for l, which is a function ({@link #function(int)}). */
    @Override
    public double sample(int parameter) {
        return switch (parameter) {
            case DpPolicy.MEMORY -> memory.value();
            case DpPolicy.DISK -> disk.value();
            default -> Double.NaN;
        };
    }

    @Override
    public double error(int parameter) {
        return switch (parameter) {
            case DpPolicy.MEMORY -> memory.mse();
            case DpPolicy.DISK -> disk.mse();
            default -> flops.mse();
        };
    }

    @Override
    public PiecewiseLinear function(int parameter) {
        return parameter == DpPolicy.FLOPS ? flops.value() : null;
    }

    /** l(delta): the MFLOP each represented node can still run before a deadline delta. */
    public PiecewiseLinear flops() {
        return flops.value();
    }

    /** This function describing {@code nodes} of its nodes: same samples and per-node errors, linear terms scaled. */
    public DpSampledFunction withCount(int nodes) {
        double k = (double) nodes / count;
        return new DpSampledFunction(nodes, scaled(memory, k), scaled(disk, k), new FunctionalSample(flops.value(),
                flops.mse(), Pointwise.scaled(k, flops.linearTerm())));
    }

    private static ScalarSample scaled(ScalarSample s, double k) {
        return new ScalarSample(s.value(), s.mse(), s.linearTerm() * k);
    }

    ScalarSample memorySample() {
        return memory;
    }

    ScalarSample diskSample() {
        return disk;
    }

    FunctionalSample flopsSample() {
        return flops;
    }

    @Override
    public int sizeInBytes() {
        return Integer.BYTES + 2 * ScalarSampledFunction.BYTES_PER_PARAMETER + flops.sizeInBytes();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DpSampledFunction f && f.count == count && f.memory.equals(memory)
                && f.disk.equals(disk) && f.flops.equals(flops);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * count + memory.hashCode()) + disk.hashCode()) + flops.hashCode();
    }

    @Override
    public String toString() {
        return "DP[v=" + count + ", M=" + memory + ", D=" + disk + ", l=" + flops + "]";
    }
}
