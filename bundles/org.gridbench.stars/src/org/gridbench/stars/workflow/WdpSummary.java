package org.gridbench.stars.workflow;

import java.util.Arrays;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The WDP availability summary (section 6.3.1): the number v of nodes represented and, on the fixed interval grid
 * of its creation, how many holes there are of each {@link HoleClass} (finishing interval, span and availability
 * level). Summing adds counts class by class, so the size stays bounded by the classes of the grid: at most
 * n (n + 1) / 2 interval pairs times the availability levels present, whatever the number of nodes.
 *
 * <p>Our reading of "approximate them to a set of fixed values": a hole is cut to the grid boundaries it covers
 * (starting at the first boundary at or after its start, ending at the last one at or before its end, the hole after
 * the last task at the horizon), so that a class guarantees its nodes free over its whole span. Its level is the
 * availability of the cut hole per second of its span, the node's speed, rounded down to a power of two: on one
 * grid, holes of the same span differ in availability only by "the computational power of each execution node", and
 * this level survives the move to another grid unchanged, where a level of the availability itself would lose a power
 * of two at every move (any cut of a power of two rounds down to the next lower one), that is at every tree level.
 * Holes covering no whole interval are left out.
 *
 * <p>Representation: one {@code long} per class present, the class in the high 32 bits (end, span, level; ordered as
 * {@link HoleClass}) and its count in the low 32 bits, sorted. Serialization model: 4 bytes for v, 8 for the creation
 * time (the grid is regenerated from it), 4 for the number of classes and, per class, one byte each for end, span and
 * level and a 4-byte count.
 */
public final class WdpSummary {

    private static final int LEVEL_BIAS = 2048;
    private static final int MAX_BOUNDARY = 511;

    private final IntervalGrid grid;
    private final int nodes;
    private final long[] entries;

    private WdpSummary(IntervalGrid grid, int nodes, long[] entries) {
        this.grid = grid;
        this.nodes = nodes;
        this.entries = entries;
    }

    /** A branch without nodes: the Null Object for a child that is not to be searched. */
    public static WdpSummary empty(IntervalGrid grid) {
        return new WdpSummary(grid, 0, new long[0]);
    }

    // STaRS section 6.3.1: a node's holes, cut to the grid, classified by finishing interval, span and level
    public static WdpSummary ofNode(IntervalGrid grid, List<Hole> holes) {
        long[] entries = new long[holes.size()];
        int n = 0;
        for (Hole hole : holes) {
            int from = grid.firstBoundaryFrom(hole.start());
            int to = grid.lastBoundaryUpTo(hole.end());
            if (from < to) {
                entries[n++] = entry(key(to, to - from, AvailabilityLevels.exponent(hole.speed())), 1);
            }
        }
        return new WdpSummary(grid, 1, merged(entries, n));
    }

    // STaRS section 6.3.1: the sum of two summaries on the same grid adds nodes and holes class by class
    public WdpSummary plus(WdpSummary other) {
        if (!grid.equals(other.grid)) {
            throw new IllegalArgumentException("summaries on different grids must be put on one first: " + grid
                    + ", " + other.grid);
        }
        long[] sum = new long[entries.length + other.entries.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < entries.length || j < other.entries.length) {
            int a = i < entries.length ? keyOf(entries[i]) : Integer.MAX_VALUE;
            int b = j < other.entries.length ? keyOf(other.entries[j]) : Integer.MAX_VALUE;
            if (a < b) {
                sum[n++] = entries[i++];
            } else if (b < a) {
                sum[n++] = other.entries[j++];
            } else {
                sum[n++] = entry(a, Math.addExact(countOf(entries[i++]), countOf(other.entries[j++])));
            }
        }
        return new WdpSummary(grid, nodes + other.nodes, n == sum.length ? sum : Arrays.copyOf(sum, n));
    }

    /**
     * This summary on another grid, as a routing node aggregating at a later time needs it: each class is cut to the
     * other grid's boundaries within its span, keeping its level (its nodes are free all along at that rate).
     * Lossless for the classes whose two boundaries are in both grids, which Algorithm 6.2 makes common for summaries
     * created at near times; the intervals already past are dropped.
     */
    public WdpSummary onGrid(IntervalGrid other) {
        if (other.equals(grid)) {
            return new WdpSummary(other, nodes, entries);
        }
        int[][] map = boundaryMap(other);
        long[] moved = new long[entries.length];
        int n = 0;
        for (long e : entries) {
            int key = moved(keyOf(e), map);
            if (key >= 0) {
                moved[n++] = entry(key, countOf(e));
            }
        }
        return new WdpSummary(other, nodes, merged(moved, n));
    }

    // for each boundary b_i of this grid, the first boundary of other at or after it and the last at or before it
    private int[][] boundaryMap(IntervalGrid other) {
        int[][] map = new int[2][grid.intervals() + 1];
        for (int i = 0; i <= grid.intervals(); i++) {
            map[0][i] = other.firstBoundaryFrom(grid.boundary(i));
            map[1][i] = other.lastBoundaryUpTo(grid.boundary(i));
        }
        return map;
    }

    /** The class of {@code key} on the grid of {@code map}, or -1 when it covers no interval of it. */
    private static int moved(int key, int[][] map) {
        int from = map[0][start(key)];
        int to = map[1][end(key)];
        return from < to ? key(to, to - from, level(key)) : -1;
    }

    /**
     * This summary with one hole fewer: the first of its classes that becomes {@code used} on grid {@code on}, as a
     * routing node's estimate of a branch after sending it a part for that hole (section 3.3.1). Unchanged when no
     * class does.
     */
    public WdpSummary withoutOne(HoleClass used, IntervalGrid on) {
        int target = key(used.end(), used.span(), used.level());
        int[][] map = on.equals(grid) ? null : boundaryMap(on);
        for (int i = 0; i < entries.length; i++) {
            int key = keyOf(entries[i]);
            if ((map == null ? key : moved(key, map)) == target) {
                long[] fewer = entries.clone();
                fewer[i]--;
                return new WdpSummary(grid, nodes, countOf(fewer[i]) == 0 ? merged(fewer, fewer.length) : fewer);
            }
        }
        return this;
    }

    public IntervalGrid grid() {
        return grid;
    }

    /** The number v of execution nodes represented. */
    public int nodes() {
        return nodes;
    }

    /** The number of classes present. */
    public int classCount() {
        return entries.length;
    }

    /** The i-th class present, in class order. */
    public HoleClass holeClass(int i) {
        int key = keyOf(entries[i]);
        return new HoleClass(end(key), span(key), level(key));
    }

    /** The number of holes of each class present, in class order. */
    public SortedMap<HoleClass, Integer> classes() {
        SortedMap<HoleClass, Integer> classes = new TreeMap<>();
        for (int i = 0; i < entries.length; i++) {
            classes.put(holeClass(i), countOf(entries[i]));
        }
        return classes;
    }

    public int sizeInBytes() {
        return Integer.BYTES + Double.BYTES + Integer.BYTES + entries.length * (3 + Integer.BYTES);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WdpSummary s && s.nodes == nodes && Arrays.equals(s.entries, entries)
                && s.grid.equals(grid);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(entries) + nodes;
    }

    @Override
    public String toString() {
        return "WDP[v=" + nodes + ", " + grid + ", " + classes() + "]";
    }

    // ---- packed classes: end (9 bits), span (9 bits), level + bias (12 bits); count in the low word ----

    private static int key(int end, int span, int level) {
        if (end > MAX_BOUNDARY || level <= -LEVEL_BIAS || level >= LEVEL_BIAS) {
            throw new IllegalArgumentException("a WDP summary holds grids of at most " + MAX_BOUNDARY
                    + " intervals and levels within +-" + LEVEL_BIAS + ": end " + end + ", level " + level);
        }
        return end << 21 | span << 12 | (level + LEVEL_BIAS);
    }

    private static int end(int key) {
        return key >>> 21;
    }

    private static int span(int key) {
        return (key >>> 12) & MAX_BOUNDARY;
    }

    private static int start(int key) {
        return end(key) - span(key);
    }

    private static int level(int key) {
        return (key & 0xfff) - LEVEL_BIAS;
    }

    private static long entry(int key, int count) {
        return (long) key << 32 | count;
    }

    private static int keyOf(long entry) {
        return (int) (entry >>> 32);
    }

    private static int countOf(long entry) {
        return (int) entry;
    }

    // the first n entries sorted by class, equal classes added, empty classes dropped
    private static long[] merged(long[] entries, int n) {
        Arrays.sort(entries, 0, n);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (kept > 0 && keyOf(entries[kept - 1]) == keyOf(entries[i])) {
                entries[kept - 1] = entry(keyOf(entries[i]), Math.addExact(countOf(entries[kept - 1]),
                        countOf(entries[i])));
            } else if (countOf(entries[i]) > 0) {
                entries[kept++] = entries[i];
            }
        }
        return kept == entries.length ? entries : Arrays.copyOf(entries, kept);
    }
}
