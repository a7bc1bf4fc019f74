package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.workflow.AvailabilityLevels;
import org.gridbench.stars.workflow.Hole;
import org.gridbench.stars.workflow.HoleClass;
import org.gridbench.stars.workflow.IntervalGrid;
import org.gridbench.stars.workflow.Placement;
import org.gridbench.stars.workflow.SequenceRequest;
import org.gridbench.stars.workflow.WdpForwarding;
import org.gridbench.stars.workflow.WdpSummary;
import org.gridbench.stars.workflow.Window;
import org.junit.jupiter.api.Test;

/**
 * Algorithm 6.3 on a grid created at 0 with boundaries every 10 s up to 60. The left child has a node free over
 * [0, 20] at 1 MFLOPS (class: ends at b_2, spans 2 intervals, level 2^0), 20 MFLOP; the right child one free over
 * [30, 60] at 1 MFLOPS (b_6, 3 intervals, 2^0), 30 MFLOP.
 */
class WdpForwardingTest {

    private static final IntervalGrid GRID = new IntervalGrid(0, new double[] {10, 20, 30, 40, 50, 60});
    private static final WdpSummary LEFT = WdpSummary.ofNode(GRID, List.of(new Hole(0, 20, 1)));
    private static final WdpSummary RIGHT = WdpSummary.ofNode(GRID, List.of(new Hole(30, 60, 1)));
    private static final HoleClass LEFT_HOLE = new HoleClass(2, 2, 0);
    private static final HoleClass RIGHT_HOLE = new HoleClass(6, 3, 0);

    private static SequenceRequest request(double startline, double deadline, Double... lengths) {
        return new SequenceRequest(List.of(lengths), new Window(startline, deadline));
    }

    @Test
    void aSequenceThatFitsNoHoleIsSplitAcrossTheChildren() {
        // 32 MFLOP fit neither hole; as 16 + 16, the first part ends first on the left, at the first boundary after
        // 0 + 16 s, 20; the second, after 20, only fits on the right, and being last gets all of it, [30, 60]
        Optional<List<Placement>> placed = WdpForwarding.forward(request(0, 60, 16.0, 16.0), LEFT, RIGHT);
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 1, new Window(0, 20), LEFT_HOLE),
                new Placement(Direction.RIGHT, 1, 1, new Window(30, 60), RIGHT_HOLE))), placed);
    }

    @Test
    void aSequenceThatFitsOneHoleIsNotSplitAndTakesTheWholeHole() {
        // 6 + 6 = 12 fits either hole; the left one, 20 MFLOP, is closer to 12 than the right one, 30; the part
        // gets the hole's endpoints within the sequence window
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 2, new Window(0, 20), LEFT_HOLE))),
                WdpForwarding.forward(request(0, 60, 6.0, 6.0), LEFT, RIGHT));
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 2, new Window(5, 18), LEFT_HOLE))),
                WdpForwarding.forward(request(5, 18, 6.0, 6.0), LEFT, RIGHT));
    }

    @Test
    void holesMustBeWithinTheStartlineAndDeadline() {
        // after 25 the left hole is gone; the right one holds 12 by 60, and 16 + 16 by 50 (20 on the left, 20 on
        // the right), but not by 45 (15 on the right)
        assertEquals(Optional.of(List.of(new Placement(Direction.RIGHT, 0, 1, new Window(30, 60), RIGHT_HOLE))),
                WdpForwarding.forward(request(25, 60, 12.0), LEFT, RIGHT));
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 1, new Window(0, 20), LEFT_HOLE),
                new Placement(Direction.RIGHT, 1, 1, new Window(30, 50), RIGHT_HOLE))),
                WdpForwarding.forward(request(0, 50, 16.0, 16.0), LEFT, RIGHT));
        assertEquals(Optional.empty(), WdpForwarding.forward(request(0, 45, 16.0, 16.0), LEFT, RIGHT));
        assertEquals(Optional.empty(), WdpForwarding.forward(request(25, 40, 12.0), LEFT, RIGHT));
    }

    @Test
    void withTheSameNumberOfPartsSmallerFirstPartsComeFirst() {
        // 5 + 5 + 5 fits no single hole of left [0, 10] and right [10, 20]; 1 + 2 is tried before 2 + 1, and fits:
        // 5 on the left by 10, then 10 on the right
        WdpSummary left = WdpSummary.ofNode(GRID, List.of(new Hole(0, 10, 1)));
        WdpSummary right = WdpSummary.ofNode(GRID, List.of(new Hole(10, 20, 1)));
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 1, new Window(0, 10), new HoleClass(1, 1, 0)),
                new Placement(Direction.RIGHT, 1, 2, new Window(10, 20), new HoleClass(2, 1, 0)))),
                WdpForwarding.forward(request(0, 60, 5.0, 5.0, 5.0), left, right));
    }

    @Test
    void longSequencesAreSearchedWithoutTryingEveryPartition() {
        // 40 tasks of 1 MFLOP: 20 fit on the left, 30 on the right, so the first part needs at least 10 tasks to
        // leave the right hole enough; 60 tasks fit nowhere, which 2^59 partitions would take long to show
        Double[] forty = Collections.nCopies(40, 1.0).toArray(Double[]::new);
        assertEquals(Optional.of(List.of(new Placement(Direction.LEFT, 0, 10, new Window(0, 10), LEFT_HOLE),
                new Placement(Direction.RIGHT, 10, 30, new Window(30, 60), RIGHT_HOLE))),
                WdpForwarding.forward(request(0, 60, forty), LEFT, RIGHT));
        Double[] sixty = Collections.nCopies(60, 1.0).toArray(Double[]::new);
        assertEquals(Optional.empty(), WdpForwarding.forward(request(0, 60, sixty), LEFT, RIGHT));
    }

    @Test
    void theLastPartTakesTheBestFit() {
        // left: a fast idle node, cut to [0, 60] at 10 MFLOPS (level 2^3: 480 MFLOP); right: [0, 30] at 1 MFLOPS
        // (30 MFLOP). 10 MFLOP fit both; the right hole is the closer fit
        WdpSummary fast = WdpSummary.ofNode(GRID, List.of(new Hole(0, Double.POSITIVE_INFINITY, 10)));
        WdpSummary slow = WdpSummary.ofNode(GRID, List.of(new Hole(0, 30, 1)));
        assertEquals(Optional.of(List.of(new Placement(Direction.RIGHT, 0, 1, new Window(0, 30),
                new HoleClass(3, 3, 0)))), WdpForwarding.forward(request(0, 60, 10.0), fast, slow));
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
                assertTrue(fits(p, request, p.child() == Direction.LEFT ? left : right), p.toString());
                after = p.window().deadline();
                next += p.tasks();
            }
            assertEquals(lengths.length, next);
            split += placed.get().size() > 1 ? 1 : 0;
            whole += placed.get().size() == 1 ? 1 : 0;
        }
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

    // the branch has the placement's class, which covers the window and guarantees the part's length in it
    private static boolean fits(Placement p, SequenceRequest request, WdpSummary branch) {
        HoleClass c = p.hole();
        double start = GRID.boundary(c.start());
        double end = GRID.boundary(c.end());
        double length = request.length(p.first(), p.tasks());
        return branch.classes().containsKey(c) && start <= p.window().startline() && p.window().deadline() <= end
                && AvailabilityLevels.value(c.level()) * (p.window().deadline() - p.window().startline()) >= length;
    }
}
