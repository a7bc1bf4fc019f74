package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.sim.LeafSummaries;
import org.junit.jupiter.api.Test;

/** The execution nodes' summaries are shared where equal: one empty summary, one per node class for idle nodes. */
class LeafSummariesTest {

    private static final IbpPolicy IBP = new IbpPolicy();

    @Test
    void aNodeThatCanTakeNoTaskReportsTheOneEmptySummary() {
        LeafSummaries<ScalarSampledFunction> leaves = new LeafSummaries<>(IBP, 2);
        AvailabilitySummary<ScalarSampledFunction> busy = leaves.of(null, 1, false);
        assertSame(leaves.empty(), busy);
        assertSame(busy, leaves.of(null, 0, true));
        assertEquals(List.of(), busy.functions());
        assertEquals(0, busy.nodeCount());
        assertEquals(AvailabilitySummary.empty(IBP), busy);
    }

    @Test
    void idleNodesOfOneClassShareTheirSummary() {
        LeafSummaries<ScalarSampledFunction> leaves = new LeafSummaries<>(IBP, 2);
        AvailabilitySummary<ScalarSampledFunction> first = leaves.of(IBP.node(1024, 512), 0, true);
        // a second idle node of class 0, with its own (equal) function: the first node's summary
        assertSame(first, leaves.of(IBP.node(1024, 512), 0, true));
        assertEquals(List.of(IBP.node(1024, 512)), first.functions());
        assertEquals(1024, first.ranges().min(IbpPolicy.MEMORY));
        assertEquals(1024, first.ranges().max(IbpPolicy.MEMORY));
        assertEquals(512, first.ranges().min(IbpPolicy.DISK));
        assertEquals(AvailabilitySummary.of(IBP, IBP.node(1024, 512)), first);
        // class 1 keeps its own, even for an equal function
        AvailabilitySummary<ScalarSampledFunction> other = leaves.of(IBP.node(1024, 512), 1, true);
        assertNotSame(first, other);
        assertEquals(first, other);
        assertSame(first, leaves.of(IBP.node(1024, 512), 0, true));
    }

    @Test
    void aBusyNodeIsNotSharedAndAChangedIdleFunctionReplacesTheShared() {
        LeafSummaries<ScalarSampledFunction> leaves = new LeafSummaries<>(IBP, 1);
        AvailabilitySummary<ScalarSampledFunction> idle = leaves.of(IBP.node(2048, 100), 0, true);
        AvailabilitySummary<ScalarSampledFunction> busy = leaves.of(IBP.node(2048, 50), 0, false);
        assertEquals(List.of(IBP.node(2048, 50)), busy.functions());
        assertNotSame(busy, leaves.of(IBP.node(2048, 50), 0, false));
        assertSame(idle, leaves.of(IBP.node(2048, 100), 0, true));
        AvailabilitySummary<ScalarSampledFunction> changed = leaves.of(IBP.node(2048, 75), 0, true);
        assertSame(changed, leaves.of(IBP.node(2048, 75), 0, true));
        AvailabilitySummary<ScalarSampledFunction> again = leaves.of(IBP.node(2048, 100), 0, true);
        assertNotSame(idle, again);
        assertTrue(idle.equals(again));
    }
}
