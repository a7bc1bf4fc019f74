package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.runs.stars.StarsHeap;
import org.junit.jupiter.api.Test;

/**
 * The heap estimates of a sweep's plan and of a STaRS run under FSP against the heaps they were measured to need by
 * -Xmx bisection (docs/performance.md, "Heap per item: a sweep's plan and FSP"). Each heap is the maximum the JVM
 * reports at that -Xmx with the parallel collector; a run may plan to fill 75 % of it.
 */
class HeapEstimatesTest {

    private static final long MIB = 1L << 20;

    private static long usableOf(long maxMemoryMib) {
        return (long) (maxMemoryMib * MIB * 0.75);
    }

    @Test
    void aSweepOfAMillionRunsIsPlannedWhereItFitsAndRefusedWhereItRanOutOfHeap() {
        // validate planned 10^6 market runs at -Xmx1440m (1,280 MiB reported) and not at -Xmx1312m (1,166 MiB)
        assertEquals(Optional.empty(), SweepDocument.sizeRefusal(1_000_000, usableOf(1_280)));
        assertTrue(SweepDocument.sizeRefusal(1_000_000, usableOf(1_166)).isPresent());
    }

    @Test
    void aSweepNeedsItsRunsTimesTheBytesOfARun() {
        // 10^6 x 1000 B = 10^9 B = 954 MB (rounded up); 600 MiB usable of an 800 MiB heap;
        // 10^9 / 0.75 = 1.33 x 10^9 B = 1.24 GB, rounded up to 2 GB plus 1: -Xmx3g
        assertEquals(Optional.of("1000000 sweep runs need about 954 MB of heap (about 1000 bytes each), more"
                + " than the 600 MB a run may use of this heap's 800 MB; raise it with GRIDBENCH_VMARGS=-Xmx3g"),
                SweepDocument.sizeRefusal(1_000_000, 600 * MIB));
        // 629,145 runs x 1000 B = 629,145,000 B, no more than 600 MiB = 629,145,600 B
        assertEquals(Optional.empty(), SweepDocument.sizeRefusal(629_145, 600 * MIB));
        assertTrue(SweepDocument.sizeRefusal(629_145 + 1, 600 * MIB).isPresent());
    }

    @Test
    void fspOnAHundredThousandNodesRunsWhereItFitsAndIsRefusedWhereItThrashed() {
        // ./gridbench stars --policy FSP --nodes 100000 (the bench's settings) ran at -Xmx367m (353 MiB reported);
        // at -Xmx325m (312 MiB) the collector kept it from ending in 420 s. 10^5 x 2,600 B = 248 MiB, 75 % of 331 MiB
        assertEquals(Optional.empty(), StarsHeap.refusal(100_000, "FSP", usableOf(353)));
        assertTrue(StarsHeap.refusal(100_000, "FSP", usableOf(312)).isPresent());
    }
}
