package org.gridbench.stars.fairness;

import org.gridbench.stars.availability.FunctionEnvelope;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The FSP sampled function (M, D, Z, v) of section 7.3.1: minimum memory and disk with their MSE and linear terms, and
 * the slowness z(a) as an upper bound of the represented nodes' with at most {@link #Z_PIECES} pieces. Serialization
 * model: a 4-byte count v, three doubles per scalar, and the slowness sample's bytes.
 */
public final class FspSampledFunction implements SampledFunction<FspSampledFunction> {

    public static final int MEMORY = 0;
    public static final int DISK = 1;
    public static final int SLOWNESS = 2;

    /** Pieces of z(a) per sampled function (our choice: the four of Figure 7.3's example, doubled). */
    public static final int Z_PIECES = 8;

    private final int count;
    private final ScalarSample memory;
    private final ScalarSample disk;
    private final SlownessSample slowness;

    private FspSampledFunction(int count, ScalarSample memory, ScalarSample disk, SlownessSample slowness) {
        this.count = count;
        this.memory = memory;
        this.disk = disk;
        this.slowness = slowness;
    }

    /** The function of one execution node: its memory, disk and z_u(a) (Algorithm 7.5), joined to the piece bound. */
    public static FspSampledFunction node(double memory, double disk, SlownessFunction z) {
        return new FspSampledFunction(1, ScalarSample.exact(memory), ScalarSample.exact(disk),
                SlownessSample.exact(UpperBound.reduce(z, Z_PIECES)));
    }

    // STaRS eq. 7.9 with eq. 3.6-3.7 for M and D and eq. 7.10-7.11 for Z over the range
    public static FspSampledFunction sum(FspSampledFunction f, FspSampledFunction g, LengthRange range) {
        int fv = f.count;
        int gv = g.count;
        ScalarSample m = ScalarSample.sum(f.memory, fv, g.memory, gv, Math.min(f.memory.value(), g.memory.value()));
        ScalarSample d = ScalarSample.sum(f.disk, fv, g.disk, gv, Math.min(f.disk.value(), g.disk.value()));
        return new FspSampledFunction(fv + gv, m, d, SlownessSample.sum(f.slowness, fv, g.slowness, gv, zOfSum(f, g),
                range));
    }

    /** The MSEs of M, D and Z that {@link #sum} would give, by parameter index, without building its linear terms. */
    public static double[] errorsOfSum(FspSampledFunction f, FspSampledFunction g, LengthRange range) {
        return new double[] {memoryErrorOfSum(f, g), diskErrorOfSum(f, g), slownessErrorOfSum(f, g, range)};
    }

    // STaRS eq. 3.6: the MSE of M in SUM(f, g)
    public static double memoryErrorOfSum(FspSampledFunction f, FspSampledFunction g) {
        return ScalarSample.mseOfMinimum(f.memory, f.count, g.memory, g.count);
    }

    // STaRS eq. 3.6: the MSE of D in SUM(f, g)
    public static double diskErrorOfSum(FspSampledFunction f, FspSampledFunction g) {
        return ScalarSample.mseOfMinimum(f.disk, f.count, g.disk, g.count);
    }

    // STaRS eq. 7.10: the MSE of Z in SUM(f, g) over the range; z of the sum is dropped at once, so built for now
    public static double slownessErrorOfSum(FspSampledFunction f, FspSampledFunction g, LengthRange range) {
        SlownessFunction z = UpperBound.reduce(SlownessPointwise.maxForNow(f.z(), g.z()), Z_PIECES);
        return SlownessSample.mseOfSum(f.slowness, f.count, g.slowness, g.count, z, range);
    }

    // STaRS eq. 7.9 and Figure 7.4: max(f.z, g.z) joined down to the piece bound
    private static SlownessFunction zOfSum(FspSampledFunction f, FspSampledFunction g) {
        return UpperBound.reduce(SlownessPointwise.max(f.z(), g.z()), Z_PIECES);
    }

    /** This function describing {@code nodes} of its nodes: same samples and per-node errors, linear terms scaled. */
    public FspSampledFunction withCount(int nodes) {
        double k = (double) nodes / count;
        return new FspSampledFunction(nodes, scaled(memory, k), scaled(disk, k), slowness.scaled(k));
    }

    private static ScalarSample scaled(ScalarSample s, double k) {
        return new ScalarSample(s.value(), s.mse(), s.linearTerm() * k);
    }

    /**
     * This function with z raised to at least {@code floor} for every length, joined to the piece bound; errors kept.
     * A forwarding estimate (section 3.3.1): a node that takes tasks keeps at least the slowness they get.
     */
    public FspSampledFunction raisedTo(double floor) {
        SlownessFunction z = UpperBound.reduce(SlownessPointwise.max(z(),
                SlownessFunction.of(SlownessPiece.constant(z().firstStart(), floor))), Z_PIECES);
        return z.equals(z()) ? this
                : new FspSampledFunction(count, memory, disk, new SlownessSample(z, slowness.mse(),
                        slowness.linearTerm()));
    }

    @Override
    public int count() {
        return count;
    }

    /** M and D; NaN for Z, which is a function ({@link #z()}). */
    @Override
    public double sample(int parameter) {
        return switch (parameter) {
            case MEMORY -> memory.value();
            case DISK -> disk.value();
            default -> Double.NaN;
        };
    }

    @Override
    public double error(int parameter) {
        return switch (parameter) {
            case MEMORY -> memory.mse();
            case DISK -> disk.mse();
            default -> slowness.mse();
        };
    }

    /** The envelope z_min = z_max = z of a single node for eq. 7.12; none for the scalars. */
    @Override
    public FunctionEnvelope<?> envelope(int parameter) {
        return parameter == SLOWNESS ? SlownessEnvelope.of(z()) : null;
    }

    /** z(a): the maximum slowness each represented node would reach with one more task of length a. */
    public SlownessFunction z() {
        return slowness.value();
    }

    @Override
    public int sizeInBytes() {
        return Integer.BYTES + 2 * ScalarSampledFunction.BYTES_PER_PARAMETER + slowness.sizeInBytes();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FspSampledFunction f && f.count == count && f.memory.equals(memory)
                && f.disk.equals(disk) && f.slowness.equals(slowness);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * (31 * count + memory.hashCode()) + disk.hashCode()) + slowness.hashCode();
    }

    @Override
    public String toString() {
        return "FSP[v=" + count + ", M=" + memory + ", D=" + disk + ", z=" + slowness.value() + "]";
    }
}
