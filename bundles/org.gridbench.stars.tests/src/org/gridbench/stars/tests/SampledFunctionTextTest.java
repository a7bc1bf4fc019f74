package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.fairness.SlownessFunction;
import org.gridbench.stars.fairness.SlownessPiece;
import org.gridbench.stars.functional.PiecewiseLinear;
import org.gridbench.stars.sim.SampledFunctionText;
import org.junit.jupiter.api.Test;

/** The Routing view's text of a sampled function: every value with its unit, four significant digits. */
class SampledFunctionTextTest {

    @Test
    void ibpNamesMemoryAndDiskInMegabytes() {
        IbpPolicy ibp = new IbpPolicy();
        assertEquals("memory 1,024 MB, disk 81,920 MB (1 node)", SampledFunctionText.of(ibp.node(1024, 81920), ibp));
        assertEquals("memory 4 MB, disk 1 MB (2 nodes)",
                SampledFunctionText.of(ibp.sum(ibp.node(4, 1), ibp.node(7, 9)), ibp), "IBP keeps the least M and D");
    }

    @Test
    void mmpAddsTheSpeedAndWhenTheQueueEnds() {
        MmpPolicy mmp = new MmpPolicy();
        assertEquals("memory 512 MB, disk 964 MB, speed 1,400 MFLOPS, queue ends at 3,726 s (1 node)",
                SampledFunctionText.of(mmp.node(512, 964, 1400, 3725.5), mmp));
    }

    @Test
    void dpGivesTheFreeMflopAtItsFirstAndLastSamplesThenItsSlope() {
        // l(delta) of a node busy until 60 s whose queue leaves 120,000 MFLOP free by 180 s, then 1,000 MFLOPS
        DpPolicy dp = new DpPolicy();
        PiecewiseLinear l = PiecewiseLinear.of(new double[] {60, 180}, new double[] {0, 120_000}, 1000);
        assertEquals("memory 512 MB, disk 64 MB, 0 MFLOP free by 60 s, 120,000 MFLOP by 180 s, then 1,000 MFLOPS"
                + " (1 node)", SampledFunctionText.of(dp.node(512, 64, l), dp));
        assertEquals("memory 512 MB, disk 64 MB, 0 MFLOP free by 0 s, then 1,000 MFLOPS (1 node)",
                SampledFunctionText.of(dp.node(512, 64, PiecewiseLinear.rampFrom(0, 1000)), dp));
    }

    @Test
    void fspGivesTheSlownessOfTheShortestTaskAndOfLongOnes() {
        // z(a) = 60 / a + 0.001: a queue of 60 s on a node of 1,000 MFLOPS; z(1) = 60.001, shown as 60; the limit 0.001
        FspPolicy fsp = new FspPolicy();
        SlownessFunction z = SlownessFunction.of(new SlownessPiece(1, 60, 0, 0.001));
        assertEquals("memory 1,024 MB, disk 81,920 MB, slowness of a new task 60 s/MFLOP at 1 MFLOP, 0.001 s/MFLOP"
                + " for long tasks (1 node)", SampledFunctionText.of(fsp.node(1024, 81920, z), fsp));
    }

    @Test
    void aPlugInsOwnFunctionReadsAsItWritesItself() {
        assertEquals("own function", SampledFunctionText.of("own function", new IbpPolicy()));
    }
}
