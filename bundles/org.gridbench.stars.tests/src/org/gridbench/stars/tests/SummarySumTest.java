package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.junit.jupiter.api.Test;

/** SUM (eq. 3.1, 4.2) with the MSE (eq. 3.6) and linear term (eq. 3.7), computed by hand. */
class SummarySumTest {

    private static final double EPS = 1e-12;

    @Test
    void sumOfTwoNodesKeepsMinimumWithItsMseAndLinearTerm() {
        ScalarSample h = ScalarSample.sum(ScalarSample.exact(4), 1, ScalarSample.exact(2), 1, 2);
        // nodes 4 and 2 represented by 2: MSE ((2-4)^2 + 0) / 2 = 2, lt (2-4) + (2-2) = -2
        assertEquals(new ScalarSample(2, 2, -2), h);
    }

    @Test
    void linearTermCorrectsTheMseWhenTheValueMoves() {
        ScalarSample h = new ScalarSample(2, 2, -2);
        ScalarSample k = ScalarSample.sum(h, 2, ScalarSample.exact(1), 1, 1);
        // nodes 4, 2, 1 represented by 1: MSE (9 + 1 + 0) / 3, lt (1-4) + (1-2) + 0 = -4
        assertEquals(10.0 / 3, k.mse(), EPS);
        assertEquals(-4, k.linearTerm(), EPS);
    }

    @Test
    void mseOfAThirdNodeAboveTheMinimum() {
        ScalarSample k = ScalarSample.sum(new ScalarSample(2, 2, -2), 2, ScalarSample.exact(6), 1, 2);
        // nodes 4, 2, 6 represented by 2: MSE (4 + 0 + 16) / 3, lt -2 + 0 - 4
        assertEquals(20.0 / 3, k.mse(), EPS);
        assertEquals(-6, k.linearTerm(), EPS);
    }

    @Test
    void ibpSumIsTheMinimumOfMemoryAndDiskOverAllNodes() {
        IbpPolicy ibp = new IbpPolicy();
        ScalarSampledFunction h = ibp.sum(ibp.node(4, 50), ibp.node(2, 30));
        assertEquals(2, h.count());
        assertEquals(new ScalarSample(2, 2, -2), h.parameter(IbpPolicy.MEMORY));
        assertEquals(new ScalarSample(30, 200, -20), h.parameter(IbpPolicy.DISK));
    }

    @Test
    void mmpSumIsConservativeMinimumResourcesAndLatestQueueEnd() {
        MmpPolicy mmp = new MmpPolicy();
        ScalarSampledFunction h = mmp.sum(mmp.node(4, 10, 2, 10), mmp.node(2, 20, 3, 15));
        assertEquals(2, h.sample(MmpPolicy.MEMORY));
        assertEquals(10, h.sample(MmpPolicy.DISK));
        assertEquals(2, h.sample(MmpPolicy.SPEED));
        assertEquals(15, h.sample(MmpPolicy.QUEUE_END));
        // Q: nodes 10 and 15 represented by 15: MSE 25 / 2, lt (15-10) + 0 = 5
        assertEquals(new ScalarSample(15, 12.5, 5), h.parameter(MmpPolicy.QUEUE_END));
    }

    @Test
    void sumIsAssociativeInTheRepresentedNodes() {
        IbpPolicy ibp = new IbpPolicy();
        ScalarSampledFunction a = ibp.node(4, 1);
        ScalarSampledFunction b = ibp.node(2, 7);
        ScalarSampledFunction c = ibp.node(6, 3);
        ScalarSampledFunction left = ibp.sum(ibp.sum(a, b), c);
        ScalarSampledFunction right = ibp.sum(a, ibp.sum(b, c));
        for (int i = 0; i < 2; i++) {
            assertEquals(left.sample(i), right.sample(i), EPS);
            assertEquals(left.error(i), right.error(i), EPS);
            assertEquals(left.parameter(i).linearTerm(), right.parameter(i).linearTerm(), EPS);
        }
    }

    @Test
    void sizeFollowsTheSerializationModel() {
        // three doubles per parameter plus a 4-byte count
        assertEquals(2 * 24 + 4, new IbpPolicy().node(1, 1).sizeInBytes());
        assertEquals(4 * 24 + 4, new MmpPolicy().node(1, 1, 1, 1).sizeInBytes());
    }
}
