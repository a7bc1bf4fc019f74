package org.gridbench.ui.views;

/**
 * The room of each label of one row of a drawing, each label under its point, the points left to right (a job DAG's
 * tasks of one row): every label whole when the row holds them side by side with each label still over its point,
 * moved off its centre only as far as a sweep to the right, then one to the left, pushes it; else each label gets the
 * room up to halfway to its neighbours, or up to a neighbour's whole label when that one needs less than its half.
 */
public final class RowLabels {

    private RowLabels() {
    }

    /**
     * @param x     the labels' points, increasing
     * @param width each label's whole width
     * @param lo    where the row starts
     * @param hi    where the row ends
     * @param gap   the least space between two labels
     * @return each label's room, as {left, right}
     */
    public static int[][] rooms(int[] x, int[] width, int lo, int hi, int gap) {
        int[][] whole = sideBySide(x, width, lo, hi, gap);
        return whole != null ? whole : shares(x, width, lo, hi, gap);
    }

    // each label centred on its point, pushed right past the one before, then left before the one after and the row's
    // end; null when that puts a label before the row's start or off its point
    private static int[][] sideBySide(int[] x, int[] width, int lo, int hi, int gap) {
        int n = x.length;
        int[] left = new int[n];
        for (int i = 0; i < n; i++) {
            left[i] = i == 0 ? alone(x[i], width[i], lo, hi) : Math.max(alone(x[i], width[i], lo, hi), left[i - 1]
                    + width[i - 1] + gap);
        }
        for (int i = n - 1; i >= 0; i--) {
            left[i] = Math.min(left[i], (i == n - 1 ? hi : left[i + 1] - gap) - width[i]);
        }
        int[][] rooms = new int[n][];
        for (int i = 0; i < n; i++) {
            if (left[i] < lo || left[i] > x[i] || left[i] + width[i] < x[i]) {
                return null;
            }
            rooms[i] = new int[] { left[i], left[i] + width[i] };
        }
        return rooms;
    }

    // between two neighbours the room is cut halfway, or where the whole label of the one that needs less ends
    private static int[][] shares(int[] x, int[] width, int lo, int hi, int gap) {
        int n = x.length;
        int[][] rooms = new int[n][];
        int start = lo;
        for (int i = 0; i < n; i++) {
            int end = hi;
            if (i < n - 1) {
                int half = (x[i] + x[i + 1]) / 2;
                int thisEnds = alone(x[i], width[i], lo, hi) + width[i] + gap / 2;
                int nextStarts = alone(x[i + 1], width[i + 1], lo, hi) - gap / 2;
                end = thisEnds <= half ? thisEnds : nextStarts >= half ? nextStarts : half;
            }
            rooms[i] = new int[] { start, i < n - 1 ? end - gap / 2 : end };
            start = end + gap / 2;
        }
        return rooms;
    }

    // where a label starts centred on its point, kept inside the row
    private static int alone(int x, int width, int lo, int hi) {
        return Math.max(lo, Math.min(hi - width, x - width / 2));
    }
}
