package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;
import org.junit.jupiter.api.Test;

/** Issue 26: a run or import that cannot fit the heap is refused up front with the number, the limit and the fix. */
class HeapLimitsTest {

    private static final long THREE_GB = 3L << 30;

    @Test
    void whatFitsIsNotRefused() {
        assertEquals(Optional.empty(), HeapLimits.refusal(5_000_000, "STaRS nodes", 600, THREE_GB));
    }

    @Test
    void aHundredMillionNodesNameTheNeedTheLimitAndTheHeapThatWouldHoldThem() {
        // 10^8 x 600 B = 6e10 B = 55.9 GB; 3 GB usable is 75 % of a 4 GB heap; 6e10 / 0.75 = 74.5 GB, so -Xmx76g
        assertEquals(Optional.of("100000000 STaRS nodes need about 55.9 GB of heap (about 600 bytes each), more than"
                + " the 3.0 GB a run may use of this heap's 4.0 GB; raise it with GRIDBENCH_VMARGS=-Xmx76g"),
                HeapLimits.refusal(100_000_000, "STaRS nodes", 600, THREE_GB));
    }

    @Test
    void theBoundaryIsTheUsableHeapItself() {
        assertEquals(Optional.empty(), HeapLimits.refusal(THREE_GB / 8, "items", 8, THREE_GB));
        assertTrue(HeapLimits.refusal(THREE_GB / 8 + 1, "items", 8, THREE_GB).isPresent());
    }

    @Test
    void theUsableHeapIsThreeQuartersOfTheMaximum() {
        assertEquals((long) (Runtime.getRuntime().maxMemory() * 0.75), HeapLimits.usable());
    }
}
