package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.HoleClass;
import org.gridbench.stars.workflow.Holes;
import org.gridbench.stars.workflow.IntervalGrid;
import org.gridbench.stars.workflow.WdpSummary;
import org.junit.jupiter.api.Test;

/**
 * The WDP summary of section 6.3.1 on a hand grid created at 0 with endpoints 2, 4, 6, 7, 10, 16, 20 (boundaries
 * b_0..b_7), and the queue of Figure 6.2 (holes [2, 4], [6, 7] and [14, infinity)) on a node of speed 3. A class's
 * level is its holes' availability per second, the node speed, rounded down to a power of two: 3 gives 2^1.
 */
class WdpSummaryTest {

    private static final IntervalGrid GRID = new IntervalGrid(0, new double[] {2, 4, 6, 7, 10, 16, 20});

    private static List<Hole> figure62AtSpeed3() {
        return Holes.of(0, 3, 2, new double[] {6, 12, 14}, new double[] {6, 9, 12});
    }

    @Test
    void theGridIsClosedFromItsCreationToItsLastEndpoint() {
        assertEquals(7, GRID.intervals());
        assertEquals(0, GRID.boundary(0));
        assertEquals(20, GRID.horizon());
        assertEquals(3, GRID.firstBoundaryFrom(5));
        assertEquals(3, GRID.firstBoundaryFrom(6));
        assertEquals(2, GRID.lastBoundaryUpTo(5));
        assertEquals(8, GRID.firstBoundaryFrom(21));
        assertEquals(-1, GRID.lastBoundaryUpTo(-1));
        assertThrows(IllegalArgumentException.class, () -> new IntervalGrid(5, new double[] {5, 6}));
    }

    @Test
    void aNodesHolesAreCutToTheGridAndRoundedToPowersOfTwo() {
        // [2, 4] = [b_1, b_2]; [6, 7] = [b_3, b_4]; [14, inf) cut to [b_6, b_7] = [16, 20]; all at 3 MFLOPS, level 2^1
        WdpSummary node = WdpSummary.ofNode(GRID, figure62AtSpeed3());
        assertEquals(Map.of(new HoleClass(2, 1, 1), 1, new HoleClass(4, 1, 1), 1, new HoleClass(7, 1, 1), 1),
                node.classes());
        assertEquals(1, node.nodes());
    }

    @Test
    void holesStartingBeforeCreationOrCoveringNoIntervalAreCut() {
        // [-5, 4.5] is cut to [b_0, b_2] (speed 1: level 2^0); [6.5, 9.9] covers no whole interval
        WdpSummary node = WdpSummary.ofNode(GRID, List.of(new Hole(-5, 4.5, 1), new Hole(6.5, 9.9, 1)));
        assertEquals(Map.of(new HoleClass(2, 2, 0), 1), node.classes());
    }

    @Test
    void summingAddsNodesAndHolesClassByClass() {
        WdpSummary a = WdpSummary.ofNode(GRID, figure62AtSpeed3());
        WdpSummary b = WdpSummary.ofNode(GRID, List.of(new Hole(16, 20, 2), new Hole(0, 20, 1)));
        // b: [16, 20] at 2, level 2^1, is in the class of a's last hole; [0, 20] at 1 is a class of level 2^0
        WdpSummary sum = a.plus(b);
        assertEquals(2, sum.nodes());
        assertEquals(Map.of(new HoleClass(2, 1, 1), 1, new HoleClass(4, 1, 1), 1, new HoleClass(7, 1, 1), 2,
                new HoleClass(7, 7, 0), 1), sum.classes());
    }

    @Test
    void theSizeIsBoundedByTheClassesNotTheNodes() {
        WdpSummary one = WdpSummary.ofNode(GRID, figure62AtSpeed3());
        WdpSummary many = one;
        for (int i = 1; i < 1000; i++) {
            many = many.plus(one);
        }
        assertEquals(1000, many.nodes());
        assertEquals(1000, many.classes().get(new HoleClass(4, 1, 1)));
        assertEquals(one.sizeInBytes(), many.sizeInBytes());
        // 4 + 8 + 4 bytes and 7 per class
        assertEquals(16 + 3 * 7, one.sizeInBytes());
    }

    @Test
    void summariesOnDifferentGridsAreNotSummed() {
        WdpSummary a = WdpSummary.ofNode(GRID, figure62AtSpeed3());
        WdpSummary b = WdpSummary.ofNode(new IntervalGrid(1, new double[] {2, 4}), figure62AtSpeed3());
        assertThrows(IllegalArgumentException.class, () -> a.plus(b));
    }

    @Test
    void movingToALaterGridKeepsSharedBoundariesAndCutsTheRest() {
        // later grid created at 3: boundaries 3, 4, 6, 10, 20
        IntervalGrid later = new IntervalGrid(3, new double[] {4, 6, 10, 20});
        WdpSummary node = WdpSummary.ofNode(GRID, List.of(new Hole(4, 10, 1), new Hole(0, 4, 2), new Hole(6, 7, 9)));
        // [4, 10] is [b'_1, b'_3]: kept as is; [0, 4] keeps [3, 4], at the same speed, so the same level 2^1; [6, 7]
        // covers no interval of the later grid
        WdpSummary moved = node.onGrid(later);
        assertEquals(Map.of(new HoleClass(3, 2, 0), 1, new HoleClass(1, 1, 1), 1), moved.classes());
        assertEquals(later, moved.grid());
        assertEquals(1, moved.nodes());
        // moving again, or back and forth between grids, loses no level
        assertEquals(moved, moved.onGrid(later));
        assertEquals(Map.of(new HoleClass(3, 2, 0), 1), node.onGrid(later).onGrid(new IntervalGrid(3.5,
                new double[] {4, 6, 10})).onGrid(later).classes());
    }

    @Test
    void aRoutingNodeTakesTheHoleItUsedOutOfItsEstimate() {
        WdpSummary one = WdpSummary.ofNode(GRID, figure62AtSpeed3());
        WdpSummary two = one.plus(one);
        WdpSummary fewer = two.withoutOne(new HoleClass(7, 1, 1), GRID);
        assertEquals(Map.of(new HoleClass(2, 1, 1), 2, new HoleClass(4, 1, 1), 2, new HoleClass(7, 1, 1), 1),
                fewer.classes());
        assertEquals(2, fewer.nodes());
        assertEquals(one.classes().keySet().size() - 1, one.withoutOne(new HoleClass(2, 1, 1), GRID).classCount());
        assertEquals(one, one.withoutOne(new HoleClass(3, 1, 1), GRID), "no such class: unchanged");
        // the class used is named on the grid it was moved to: [16, 20] is (4, 1) on a grid created at 3
        IntervalGrid later = new IntervalGrid(3, new double[] {4, 6, 10, 16, 20});
        assertEquals(new HoleClass(5, 1, 1), one.onGrid(later).holeClass(1));
        assertEquals(Map.of(new HoleClass(2, 1, 1), 1, new HoleClass(4, 1, 1), 1),
                one.withoutOne(new HoleClass(5, 1, 1), later).classes());
    }
}
