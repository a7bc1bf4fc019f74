package org.gridbench.stars.workflow;

import java.util.Collections;
import java.util.List;
import java.util.Map;
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
 * the last task at the horizon), so that a class guarantees its nodes free over its whole span; its availability is
 * that of the cut hole, rounded down to a power of two. Holes covering no whole interval are left out.
 *
 * <p>Serialization model: 4 bytes for v, 8 for the creation time (the grid is regenerated from it), 4 for the number
 * of classes and, per class, one byte each for end, span and level and a 4-byte count.
 */
public final class WdpSummary {

    private final IntervalGrid grid;
    private final int nodes;
    private final SortedMap<HoleClass, Integer> counts;

    private WdpSummary(IntervalGrid grid, int nodes, SortedMap<HoleClass, Integer> counts) {
        this.grid = grid;
        this.nodes = nodes;
        this.counts = Collections.unmodifiableSortedMap(counts);
    }

    /** A branch without nodes: the Null Object for a child that is not to be searched. */
    public static WdpSummary empty(IntervalGrid grid) {
        return new WdpSummary(grid, 0, new TreeMap<>());
    }

    // STaRS section 6.3.1: a node's holes, cut to the grid, classified by finishing interval, span and level
    public static WdpSummary ofNode(IntervalGrid grid, List<Hole> holes) {
        SortedMap<HoleClass, Integer> counts = new TreeMap<>();
        for (Hole hole : holes) {
            int from = grid.firstBoundaryFrom(hole.start());
            int to = grid.lastBoundaryUpTo(hole.end());
            if (from < to) {
                double availability = (grid.boundary(to) - grid.boundary(from)) * hole.speed();
                counts.merge(new HoleClass(to, to - from, AvailabilityLevels.exponent(availability)), 1, Integer::sum);
            }
        }
        return new WdpSummary(grid, 1, counts);
    }

    // STaRS section 6.3.1: the sum of two summaries on the same grid adds nodes and holes class by class
    public WdpSummary plus(WdpSummary other) {
        if (!grid.equals(other.grid)) {
            throw new IllegalArgumentException("summaries on different grids must be put on one first: " + grid
                    + ", " + other.grid);
        }
        SortedMap<HoleClass, Integer> sum = new TreeMap<>(counts);
        other.counts.forEach((c, k) -> sum.merge(c, k, Integer::sum));
        return new WdpSummary(grid, nodes + other.nodes, sum);
    }

    /**
     * This summary on another grid, as a routing node aggregating at a later time needs it: each class is cut to the
     * other grid's boundaries within its span, its level scaled by the time kept (the nodes are free all along, so
     * the availability is proportional to the time) and rounded down again. Lossless for the classes whose two
     * boundaries are in both grids, which Algorithm 6.2 makes common for summaries created at near times.
     */
    public WdpSummary onGrid(IntervalGrid other) {
        SortedMap<HoleClass, Integer> moved = new TreeMap<>();
        for (Map.Entry<HoleClass, Integer> entry : counts.entrySet()) {
            HoleClass c = entry.getKey();
            double start = grid.boundary(c.start());
            double end = grid.boundary(c.end());
            int from = other.firstBoundaryFrom(start);
            int to = other.lastBoundaryUpTo(end);
            if (from < to) {
                double kept = (other.boundary(to) - other.boundary(from)) / (end - start);
                int level = AvailabilityLevels.exponent(AvailabilityLevels.value(c.level()) * kept);
                moved.merge(new HoleClass(to, to - from, level), entry.getValue(), Integer::sum);
            }
        }
        return new WdpSummary(other, nodes, moved);
    }

    public IntervalGrid grid() {
        return grid;
    }

    /** The number v of execution nodes represented. */
    public int nodes() {
        return nodes;
    }

    /** The number of holes of each class present, in class order. */
    public SortedMap<HoleClass, Integer> classes() {
        return counts;
    }

    public int sizeInBytes() {
        return Integer.BYTES + Double.BYTES + Integer.BYTES + counts.size() * (3 + Integer.BYTES);
    }

    @Override
    public String toString() {
        return "WDP[v=" + nodes + ", " + grid + ", " + counts + "]";
    }
}
