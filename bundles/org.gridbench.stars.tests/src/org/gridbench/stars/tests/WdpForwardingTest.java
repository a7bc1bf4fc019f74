package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.workflow.AvailabilityLevels;
import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.IntervalGrid;
import org.gridbench.stars.workflow.Partitions;
import org.gridbench.stars.workflow.Placement;
import org.gridbench.stars.workflow.SequenceRequest;
import org.gridbench.stars.workflow.WdpForwarding;
import org.gridbench.stars.workflow.WdpSummary;
import org.gridbench.stars.workflow.Window;
import org.junit.jupiter.api.Test;

/**
 * Algorithm 6.3 on a grid created at 0 with boundaries every 10 s up to 60. The left child has a node free over
 * [0, 20] at 1 MFLOPS (20 MFLOP, level 2^4 = 16); the right child one free over [30, 60] at 1 MFLOPS (30, level 16).
 */
class WdpForwardingTest {

    private static final IntervalGrid GRID = new IntervalGrid(0, new double[] {10, 20, 30, 40, 50, 60});
    private static final WdpSummary LEFT = WdpSummary.ofNode(GRID, List.of(new Hole(0, 20, 1)));
    private static final WdpSummary RIGHT = WdpSummary.ofNode(GRID, List.of(new Hole(30, 60, 1)));

    private static SequenceRequest request(double startline, double deadline, Double... lengths) {
        return new SequenceRequest(List.of(lengths), new Window(startline, deadline));
    }

    @Test
    void partitionsComeFewestPartsFirst() {
        assertEquals(List.of("[4]", "[1, 3]", "[2, 2]", "[3, 1]", "[1, 1, 2]", "[1, 2, 1]", "[2, 1, 1]",
                "[1, 1, 1, 1]"), partitions(4));
        assertEquals(List.of("[1]"), partitions(1));
    }

    private static List<String> partitions(int tasks) {
        List<String> all = new ArrayList<>();
        for (int[] sizes : Partitions.fewestFirst(tasks)) {
            all.add(Arrays.toString(sizes));
        }
        return all;
    }

    @Test
    void thereAre2ToTheMMinus1Partitions() {
        int count = 0;
        for (int[] sizes : Partitions.fewestFirst(10)) {
            assertEquals(10, Arrays.stream(sizes).sum());
            count++;
        }
        assertEquals(512, count);
    }

    @Test
    void aSequenceThatFitsNoHoleIsSplitAcrossTheChildren() {
        // 24 MFLOP fit neither hole (16 each); as 12 + 12, the first part ends earliest on the left: [0, 20] holds
        // 16 x 20 / 20 >= 12 (its first 10 s hold only 8); the second, after 20, only fits on the right, by 60
        // (16 x 30 / 30; up to 50 only 16 x 20 / 30 < 12)
        Optional<List<Placement>> placed = WdpForwarding.forward(request(0, 60, 12.0, 12.0), LEFT, RIGHT);
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 1, new Window(0, 20)),
                new Placement(Direction.RIGHT, 1, 1, new Window(30, 60)))), placed);
    }

    @Test
    void aSequenceThatFitsOneHoleIsNotSplit() {
        // 6 + 6 = 12 fits either hole; equal levels, the shorter hole (20 s, left) fits better
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 2, new Window(0, 20)))),
                WdpForwarding.forward(request(0, 60, 6.0, 6.0), LEFT, RIGHT));
    }

    @Test
    void holesMustBeWithinTheStartlineAndDeadline() {
        // after 25 the left hole is gone; before 50 the right hole holds at most 16 x 20 / 30 < 12
        assertEquals(Optional.of(List.of(new Placement(Direction.RIGHT, 0, 1, new Window(30, 60)))),
                WdpForwarding.forward(request(25, 60, 12.0), LEFT, RIGHT));
        assertEquals(Optional.empty(), WdpForwarding.forward(request(0, 50, 12.0, 12.0), LEFT, RIGHT));
        assertEquals(Optional.empty(), WdpForwarding.forward(request(25, 50, 12.0), LEFT, RIGHT));
    }

    @Test
    void theLastPartTakesTheLowestLevelThatFits() {
        // left: a fast idle node, [0, 60] at 10 MFLOPS (level 2^9); right: [0, 30] at 1 MFLOPS (level 2^4). 10 MFLOP
        // end sooner on the left (by 10) but fit the right hole better (by 20: 16 x 20 / 30 >= 10)
        WdpSummary fast = WdpSummary.ofNode(GRID, List.of(new Hole(0, Double.POSITIVE_INFINITY, 10)));
        WdpSummary slow = WdpSummary.ofNode(GRID, List.of(new Hole(0, 30, 1)));
        assertEquals(Optional.of(List.of(new Placement(Direction.RIGHT, 0, 1, new Window(0, 20)))),
                WdpForwarding.forward(request(0, 60, 10.0), fast, slow));
    }

    @Test
    void emptyChildrenSendTheRequestToTheFather() {
        assertEquals(Optional.empty(), WdpForwarding.forward(request(0, 60, 1.0), WdpSummary.empty(GRID),
                WdpSummary.empty(GRID)));
        assertThrows(IllegalArgumentException.class, () -> WdpForwarding.forward(request(0, 60, 1.0), LEFT,
                WdpSummary.empty(new IntervalGrid(0, new double[] {10}))));
    }

    @Test
    void placedPartsAreInOrderWithinTheWindowAndFitTheirHoles() {
        SplittableRandom random = new SplittableRandom(5);
        int split = 0;
        int whole = 0;
        for (int trial = 0; trial < 300; trial++) {
            WdpSummary left = randomBranch(random);
            WdpSummary right = randomBranch(random);
            Double[] lengths = new Double[1 + random.nextInt(4)];
            for (int i = 0; i < lengths.length; i++) {
                lengths[i] = 1 + random.nextDouble(15);
            }
            SequenceRequest request = request(random.nextInt(30), 30 + random.nextInt(31), lengths);
            Optional<List<Placement>> placed = WdpForwarding.forward(request, left, right);
            if (placed.isEmpty()) {
                continue;
            }
            double after = request.window().startline();
            int next = 0;
            for (Placement p : placed.get()) {
                assertEquals(next, p.first());
                assertTrue(p.window().startline() >= after && p.window().deadline() <= request.window().deadline());
                assertTrue(fitsSomeHole(p, request, p.child() == Direction.LEFT ? left : right), p.toString());
                after = p.window().deadline();
                next += p.tasks();
            }
            assertEquals(lengths.length, next);
            split += placed.get().size() > 1 ? 1 : 0;
            whole += placed.get().size() == 1 ? 1 : 0;
        }
        // the trials place sequences both whole and split (12 and 145 with this seed)
        assertTrue(split >= 10 && whole >= 100, split + " split, " + whole + " whole");
    }

    private static WdpSummary randomBranch(SplittableRandom random) {
        WdpSummary branch = WdpSummary.empty(GRID);
        for (int node = 0; node < 4; node++) {
            double start = random.nextInt(50);
            branch = branch.plus(WdpSummary.ofNode(GRID, List.of(new Hole(start, start + 1 + random.nextInt(40),
                    0.5 + random.nextDouble(2)))));
        }
        return branch;
    }

    // some class of the branch covers the window and guarantees the part's length in it
    private static boolean fitsSomeHole(Placement p, SequenceRequest request, WdpSummary branch) {
        double length = request.length(p.first(), p.tasks());
        return branch.classes().keySet().stream().anyMatch(c -> {
            double start = GRID.boundary(c.start());
            double end = GRID.boundary(c.end());
            double share = (p.window().deadline() - p.window().startline()) / (end - start);
            return start <= p.window().startline() && p.window().deadline() <= end
                    && AvailabilityLevels.value(c.level()) * share >= length;
        });
    }
}
