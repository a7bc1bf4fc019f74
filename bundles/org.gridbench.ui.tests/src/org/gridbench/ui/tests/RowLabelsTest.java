package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.ui.views.RowLabels;
import org.junit.jupiter.api.Test;

/**
 * The rooms of a row of the job DAG's labels: whole side by side where the row holds them, each over its point; else a
 * share, never over a neighbour's, that still holds its point.
 */
class RowLabelsTest {

    private static final int GAP = 6;

    /** Seven ids of 14 px ("T1", "T2", ...) 20 px apart in a 190 px row, as a paper-week job's: each whole. */
    @Test
    void labelsWiderThanTheirPointsSpacingStandSideBySideEachOverItsPoint() {
        int[] x = new int[7];
        int[] width = new int[7];
        for (int i = 0; i < x.length; i++) {
            x[i] = 17 + 20 * i;
            width[i] = 14;
        }
        int[][] rooms = RowLabels.rooms(x, width, 2, 188, GAP);
        for (int i = 0; i < x.length; i++) {
            assertTrue(rooms[i][1] - rooms[i][0] == width[i], "label " + i + " whole");
            assertTrue(rooms[i][0] <= x[i] && x[i] <= rooms[i][1], "label " + i + " over its point");
            assertTrue(i == 0 || rooms[i][0] >= rooms[i - 1][1] + GAP, "label " + i + " past the one before");
        }
    }

    /** "prepare" at the row's start and "analyseA" beside it: the second moves right so that both are whole. */
    @Test
    void aLabelAtTheRowsStartPushesItsNeighbourRightRatherThanBeingShortened() {
        int[][] rooms = RowLabels.rooms(new int[] { 17, 79, 141 }, new int[] { 50, 58, 40 }, 2, 188, GAP);
        assertArrayEquals(new int[] { 2, 52 }, rooms[0]);
        assertArrayEquals(new int[] { 58, 116 }, rooms[1]);
        assertArrayEquals(new int[] { 122, 162 }, rooms[2]);
    }

    /** A lone label has the whole row: the earlier rule kept it to its layer's column. */
    @Test
    void aLoneLabelHasTheWholeRow() {
        assertArrayEquals(new int[] { 45, 105 }, RowLabels.rooms(new int[] { 75 }, new int[] { 60 }, 2, 188, GAP)[0]);
    }

    /**
     * Three 80 px labels 40 px apart do not fit side by side over their points: each gets the room halfway to its
     * neighbours, which holds its point and does not reach into a neighbour's.
     */
    @Test
    void aFullRowSharesItsRoomHalfwayBetweenThePoints() {
        int[] x = { 40, 80, 120 };
        int[][] rooms = RowLabels.rooms(x, new int[] { 80, 80, 80 }, 2, 188, GAP);
        assertArrayEquals(new int[] { 2, 57 }, rooms[0]);
        assertArrayEquals(new int[] { 63, 97 }, rooms[1]);
        assertArrayEquals(new int[] { 103, 188 }, rooms[2]);
    }

    /** In a full row a short label keeps its whole width and leaves the rest of the half to its neighbour. */
    @Test
    void aShortLabelInAFullRowStaysWholeAndLeavesItsNeighbourTheRest() {
        int[][] rooms = RowLabels.rooms(new int[] { 40, 80, 120 }, new int[] { 10, 80, 80 }, 2, 188, GAP);
        assertArrayEquals(new int[] { 2, 45 }, rooms[0]);
        assertTrue(rooms[1][0] == 51 && rooms[1][1] == 97, "the middle label's room " + rooms[1][0] + " to "
                + rooms[1][1]);
    }
}
