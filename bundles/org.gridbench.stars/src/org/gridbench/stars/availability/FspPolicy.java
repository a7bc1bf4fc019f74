package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.fairness.LengthRange;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.fairness.SlownessPieces;
import org.gridbench.stars.local.SlownessQueue;

/**
 * The Fair Share Policy (chapter 7): sampled function (M, D, Z, v), SUM of eq. 7.9 keeping z an upper bound with at
 * most {@link FspSampledFunction#Z_PIECES} pieces, MSE of z integrated over the task lengths [a_min, b] (eq. 7.10),
 * normalised by eq. 7.12, equal weights.
 *
 * <p>The lengths compared play the part of DP's horizon: {@link #horizon} returns a {@link Horizon} whose
 * {@code now} is a_min and whose {@code end} is b of {@link LengthRange#covering}.
 */
public final class FspPolicy extends AvailabilityPolicy<FspSampledFunction> {

    public static final int MEMORY = FspSampledFunction.MEMORY;
    public static final int DISK = FspSampledFunction.DISK;
    public static final int SLOWNESS = FspSampledFunction.SLOWNESS;

    /** Section 7.2.2: "We have chosen a_min = 1", in MFLOP. */
    public static final double MIN_LENGTH = 1;
    /**
     * Our end of the lengths compared when every function is a single piece: an hour's work at the workload's
     * reference speed of 1,000 MFLOPS, as DP's idle horizon is an hour.
     */
    public static final double IDLE_LENGTH = 3.6e6;

    private final double minLength;
    private final double idleLength;

    public FspPolicy() {
        this(MIN_LENGTH, IDLE_LENGTH);
    }

    public FspPolicy(double minLength, double idleLength) {
        super("FSP", List.of("memory", "disk", "slowness"), new double[] {1, 1, 1});
        if (!(minLength > 0) || !(idleLength > minLength) || Double.isInfinite(idleLength)) {
            throw new IllegalArgumentException("FSP needs 0 < a_min < idle length < infinity: " + minLength + ", "
                    + idleLength);
        }
        this.minLength = minLength;
        this.idleLength = idleLength;
    }

    /** The function of one execution node: its memory, disk and z_u(a), joined to the piece bound. */
    public FspSampledFunction node(double memory, double disk, SlownessFunction z) {
        return FspSampledFunction.node(memory, disk, z);
    }

    // STaRS Algorithm 7.5: z_u(a) of the node's queue from a_min
    public FspSampledFunction node(double memory, double disk, SlownessQueue queue) {
        return node(memory, disk, SlownessPieces.of(queue, minLength));
    }

    /** SUM, DIST and the horizon read their arguments alone. */
    @Override
    public boolean aggregatesOnAnyThread() {
        return true;
    }

    // STaRS sections 5.3.1 and 7.3.1: [a_min, a_min + 1.2 (alpha_last - a_min)]; the time now plays no part
    @Override
    public Horizon horizon(List<FspSampledFunction> functions, double now) {
        List<SlownessFunction> z = new ArrayList<>(functions.size());
        for (FspSampledFunction f : functions) {
            z.add(f.z());
        }
        LengthRange range = LengthRange.covering(z, minLength, idleLength);
        return new Horizon(range.from(), range.to());
    }

    /** SUM over the lengths of the pair itself. */
    @Override
    public FspSampledFunction sum(FspSampledFunction f, FspSampledFunction g) {
        return sum(f, g, horizon(List.of(f, g), 0));
    }

    // STaRS eq. 7.9 with eq. 3.6-3.7 for M and D and eq. 7.10-7.11 for Z
    @Override
    public FspSampledFunction sum(FspSampledFunction f, FspSampledFunction g, Horizon lengths) {
        return FspSampledFunction.sum(f, g, range(lengths));
    }

    // STaRS eq. 3.8 with eq. 3.9 and 7.12: the weighted normalised MSEs of SUM(f, g)
    @Override
    public DistanceFunction<FspSampledFunction> distanceFor(ParameterRanges ranges, Horizon lengths) {
        LengthRange range = range(lengths);
        double[] scale = new double[parameters().size()];
        for (int i = 0; i < scale.length; i++) {
            scale[i] = ranges.varies(i, lengths) ? weight(i) * ranges.normalise(i, 1, lengths) : 0;
        }
        return DistanceFunction.bounded(
                (f, g) -> scale[MEMORY] * FspSampledFunction.memoryErrorOfSum(f, g)
                        + scale[DISK] * FspSampledFunction.diskErrorOfSum(f, g),
                (f, g) -> scale[SLOWNESS] * FspSampledFunction.slownessErrorOfSum(f, g, range));
    }

    /** Without an aggregation's lengths, each pair is compared over its own. */
    @Override
    public DistanceFunction<FspSampledFunction> distanceFor(ParameterRanges ranges) {
        return (f, g) -> distanceFor(ranges, horizon(List.of(f, g), 0)).distance(f, g);
    }

    @Override
    public double distance(FspSampledFunction f, FspSampledFunction g, ParameterRanges ranges) {
        return distanceFor(ranges).distance(f, g);
    }

    private LengthRange range(Horizon lengths) {
        return lengths.end() > lengths.now() && lengths.now() > 0 ? new LengthRange(lengths.now(), lengths.end())
                : new LengthRange(minLength, idleLength);
    }

    // STaRS section 7.2.2, n tasks: "multiplying the v_j and w_j parameters of each piece by n" (ESTIMATEZ of Alg 7.7)
    public static double estimate(FspSampledFunction f, double length, int tasks) {
        SlownessPiece p = f.z().pieceAt(length);
        return p.u() / length + tasks * p.v() * length + tasks * p.w();
    }

    /**
     * STaRS section 7.2.2, AF(m, d, a, z_max) per node: the most tasks of length a, up to {@code limit}, each node can
     * take with the estimated slowness at most z_max; 0 without the memory and disk.
     */
    public static int tasksPerNode(FspSampledFunction f, double memory, double disk, double length, double zMax,
            int limit) {
        if (!fits(f, memory, disk) || !(estimate(f, length, 1) <= zMax)) {
            return 0;
        }
        SlownessPiece p = f.z().pieceAt(length);
        double perTask = p.v() * length + p.w();
        if (!(perTask > 0) || Double.isInfinite(zMax)) {
            return limit;
        }
        long n = (long) Math.min(limit, Math.max(1, Math.floor((zMax - p.u() / length) / perTask)));
        // the closed form may be one off by rounding; the estimate itself decides
        while (n > 1 && estimate(f, length, (int) n) > zMax) {
            n--;
        }
        while (n < limit && estimate(f, length, (int) n + 1) <= zMax) {
            n++;
        }
        return (int) n;
    }

    /** Whether the nodes of a function have the memory and disk a request's tasks need (M >= m and D >= d). */
    public static boolean fits(FspSampledFunction f, double memory, double disk) {
        return memory <= f.sample(MEMORY) && disk <= f.sample(DISK);
    }

    // STaRS section 7.2.2: v times the tasks per node, for the v nodes of a sampled function
    public static long availability(FspSampledFunction f, double memory, double disk, double length, double zMax,
            int limit) {
        return (long) f.count() * tasksPerNode(f, memory, disk, length, zMax, limit);
    }

    /**
     * The maximum slowness the nodes of a function already have (section 7.3.2): z for a task long enough to go last
     * in every queue, where it moves no other task, the limit of the last piece, max(current maximum, 1 / s) for a
     * node. Infinite if the last piece grows, which Algorithm 7.5 never gives.
     */
    public static double maxSlowness(FspSampledFunction f) {
        SlownessPiece last = f.z().piece(f.z().size() - 1);
        return last.v() > 0 ? Double.POSITIVE_INFINITY : last.w();
    }

    public double minLength() {
        return minLength;
    }
}
