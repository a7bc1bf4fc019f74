package org.gridbench.stars.availability;

import java.util.List;

import org.gridbench.stars.functional.FunctionalSample;
import org.gridbench.stars.functional.LowerBound;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.functional.Pointwise;

/**
 * The Deadline Policy (chapter 5): sampled function (M, D, L, v), SUM of eq. 5.2 keeping l a lower bound with at most
 * {@link #FLOPS_SAMPLES} samples, MSE of l integrated over [now, horizon] (eq. 5.3-5.8), equal weights.
 */
public final class DpPolicy extends AvailabilityPolicy<DpSampledFunction> {

    public static final int MEMORY = 0;
    public static final int DISK = 1;
    public static final int FLOPS = 2;

    /** Samples of l(delta) per sampled function (our choice: the 5 of Figure 5.1's three-task queue, doubled). */
    public static final int FLOPS_SAMPLES = 10;
    /** Horizon margin of section 5.3.1: b = now + 1.2 (t_last - now). */
    public static final double HORIZON_MARGIN = 1.2;
    /** Our horizon, in seconds, when every sample is at or before now (all nodes idle since they reported). */
    public static final double IDLE_HORIZON = 3600;

    public DpPolicy() {
        super("DP", List.of("memory", "disk", "flops"), new double[] {1, 1, 1});
    }

    /** The function of one execution node: its memory, disk and l_u (Algorithm 5.1), reduced to the sample bound. */
    public DpSampledFunction node(double memory, double disk, PiecewiseLinear flops) {
        return new DpSampledFunction(1, ScalarSample.exact(memory), ScalarSample.exact(disk),
                FunctionalSample.exact(LowerBound.reduce(flops, FLOPS_SAMPLES)));
    }

    /** SUM, DIST and the horizon read their arguments alone. */
    @Override
    public boolean aggregatesOnAnyThread() {
        return true;
    }

    // STaRS section 5.3.1: b = now + 1.2 (t_last - now), t_last the latest sample of all the functions
    @Override
    public Horizon horizon(List<DpSampledFunction> functions, double now) {
        double last = Double.NEGATIVE_INFINITY;
        for (DpSampledFunction f : functions) {
            last = Math.max(last, f.flops().lastX());
        }
        return new Horizon(now, now + (last > now ? HORIZON_MARGIN * (last - now) : IDLE_HORIZON));
    }

    /** SUM over the horizon of the pair itself, from its earliest sample. */
    @Override
    public DpSampledFunction sum(DpSampledFunction f, DpSampledFunction g) {
        return sum(f, g, horizon(List.of(f, g), Math.min(f.flops().x(0), g.flops().x(0))));
    }

    // STaRS eq. 5.2 with eq. 3.6-3.7 for M and D and eq. 5.7-5.8 for l
    @Override
    public DpSampledFunction sum(DpSampledFunction f, DpSampledFunction g, Horizon horizon) {
        FunctionalSample flops = FunctionalSample.sum(f.flopsSample(), f.count(), g.flopsSample(), g.count(),
                flopsSum(f, g), horizon.now(), horizon.end());
        return new DpSampledFunction(f.count() + g.count(), memorySum(f, g), diskSum(f, g), flops);
    }

    // STaRS eq. 3.6-3.7: the minimum memory with its MSE and linear term
    private static ScalarSample memorySum(DpSampledFunction f, DpSampledFunction g) {
        return ScalarSample.sum(f.memorySample(), f.count(), g.memorySample(), g.count(),
                Math.min(f.sample(MEMORY), g.sample(MEMORY)));
    }

    private static ScalarSample diskSum(DpSampledFunction f, DpSampledFunction g) {
        return ScalarSample.sum(f.diskSample(), f.count(), g.diskSample(), g.count(),
                Math.min(f.sample(DISK), g.sample(DISK)));
    }

    // STaRS eq. 5.2 and Figure 5.2: min(f.l, g.l) reduced to a lower bound of FLOPS_SAMPLES samples
    private static PiecewiseLinear flopsSum(DpSampledFunction f, DpSampledFunction g) {
        return LowerBound.reduce(Pointwise.min(f.flops(), g.flops()), FLOPS_SAMPLES);
    }

    // STaRS eq. 3.8 with eq. 3.9 and 5.9: the weighted normalised MSEs of SUM(f, g)
    @Override
    public DistanceFunction<DpSampledFunction> distanceFor(ParameterRanges ranges, Horizon horizon) {
        double[] scale = new double[parameters().size()];
        for (int i = 0; i < scale.length; i++) {
            scale[i] = ranges.varies(i, horizon) ? weight(i) * ranges.normalise(i, 1, horizon) : 0;
        }
        return DistanceFunction.bounded(
                (f, g) -> scale[MEMORY] * ScalarSample.mseOfMinimum(f.memorySample(), f.count(), g.memorySample(),
                        g.count()) + scale[DISK] * ScalarSample.mseOfMinimum(f.diskSample(), f.count(), g.diskSample(),
                                g.count()),
                (f, g) -> scale[FLOPS] * FunctionalSample.mseOfSum(f.flopsSample(), f.count(), g.flopsSample(),
                        g.count(), flopsSum(f, g), horizon.now(), horizon.end()));
    }

    @Override
    public DistanceFunction<DpSampledFunction> distanceFor(ParameterRanges ranges) {
        return distanceFor(ranges, Horizon.NONE);
    }

    // STaRS eq. 5.1: floor(l(delta) / a) tasks per node if m <= M and d <= D; v times that for a cluster
    public long availability(DpSampledFunction f, double memory, double disk, double length, double deadline) {
        if (memory > f.sample(MEMORY) || disk > f.sample(DISK)) {
            return 0;
        }
        return f.count() * (long) Math.floor(f.flops().value(deadline) / length);
    }
}
