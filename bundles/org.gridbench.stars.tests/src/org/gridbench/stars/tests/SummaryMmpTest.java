package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Availability functions of IBP (section 3.2.1) and MMP (eq. 4.1), the MMP queue end search and ageing (4.3.1). */
class SummaryMmpTest {

    private final MmpPolicy mmp = new MmpPolicy();

    @ParameterizedTest
    @CsvSource({
        // m, d, a, q, expected for a node M=4 D=10 s=2 Q=10: floor((q - 10) * 2 / a)
        "1, 1, 3, 20, 6",
        "4, 10, 3, 20, 6",
        "1, 1, 2, 20, 10",
        "5, 1, 3, 20, 0",
        "1, 11, 3, 20, 0",
        "1, 1, 3, 10, 0",
        "1, 1, 3, 5, 0"})
    void availabilityOfOneNode(double m, double d, double a, double q, long expected) {
        assertEquals(expected, mmp.availability(mmp.node(4, 10, 2, 10), m, d, a, q));
    }

    @Test
    void clusterAvailabilityCountsEachOfItsNodes() {
        ScalarSampledFunction three = new ScalarSampledFunction(3, ScalarSample.exact(4), ScalarSample.exact(10),
                ScalarSample.exact(2), ScalarSample.exact(10));
        assertEquals(18, mmp.availability(three, 1, 1, 3, 20));
    }

    @Test
    void queueEndIsTheNthEarliestFinishingSlot() {
        // node f: s=2, Q=10, slots 11.5, 13, 14.5, 16; node g: s=3, Q=15, slots 16, 17: the 4th slot is 16
        AvailabilitySummary<ScalarSampledFunction> s = AvailabilitySummary.of(mmp, mmp.node(4, 10, 2, 10))
                .aggregate(AvailabilitySummary.of(mmp, mmp.node(4, 10, 3, 15)), 2);
        assertEquals(16, mmp.queueEnd(s, 1, 1, 3, 4), 1e-9);
        assertEquals(16, mmp.queueEnd(s, 1, 1, 3, 5), 1e-9);
        assertEquals(17, mmp.queueEnd(s, 1, 1, 3, 6), 1e-9);
        assertEquals(11.5, mmp.queueEnd(s, 1, 1, 3, 1), 1e-9);
        assertEquals(Double.POSITIVE_INFINITY, mmp.queueEnd(s, 5, 1, 3, 1));
    }

    @Test
    void staleQueueEndIsAgedToNow() {
        ScalarSampledFunction h = mmp.sum(mmp.node(4, 10, 2, 10), mmp.node(2, 20, 3, 15));
        ScalarSampledFunction aged = mmp.age(h, 20);
        assertEquals(ScalarSample.exact(20), aged.parameter(MmpPolicy.QUEUE_END));
        assertEquals(h.parameter(MmpPolicy.MEMORY), aged.parameter(MmpPolicy.MEMORY));
        assertSame(h, mmp.age(h, 12));
    }

    @Test
    void agedSummaryRaisesTheQueueRange() {
        AvailabilitySummary<ScalarSampledFunction> s = AvailabilitySummary.of(mmp, mmp.node(4, 10, 2, 10))
                .aggregate(AvailabilitySummary.of(mmp, mmp.node(4, 10, 3, 15)), 2);
        AvailabilitySummary<ScalarSampledFunction> aged = mmp.age(s, 12);
        assertEquals(12, aged.functions().get(0).sample(MmpPolicy.QUEUE_END));
        assertEquals(15, aged.functions().get(1).sample(MmpPolicy.QUEUE_END));
        assertEquals(12, aged.ranges().min(MmpPolicy.QUEUE_END));
        assertEquals(15, aged.ranges().max(MmpPolicy.QUEUE_END));
    }

    @Test
    void ibpAvailabilityIsOnePerIdleNodeWithEnoughMemoryAndDisk() {
        IbpPolicy ibp = new IbpPolicy();
        ScalarSampledFunction h = ibp.sum(ibp.node(4, 50), ibp.node(2, 30));
        assertEquals(2, ibp.availability(h, 2, 30));
        assertEquals(0, ibp.availability(h, 3, 30));
        assertEquals(0, ibp.availability(h, 2, 31));
    }
}
