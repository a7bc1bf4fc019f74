package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.gridbench.stars.routing.Direction;

/**
 * The WDP forwarding algorithm (Algorithm 6.3): the first partition of the sequence, fewest parts first, for which the
 * children's summaries have a hole for every part, non-overlapping and in order; none when the request must go to
 * the father.
 *
 * <p>Our readings of GETHOLES. A part of length A may use the part of a hole class [b_x, b_y] within the class's span,
 * on grid boundaries, after the sequence startline and the previous part, before the sequence deadline; the class's
 * nodes are free all along, so that part holds at least 2^level (b_y - b_x) / (b_end - b_start) MFLOP, which must be
 * at least A. The part's startline and deadline are b_x and b_y, "taken from its hole endpoints". Each part but the
 * last takes the option ending first (so a partition is accepted whenever its parts fit in order), the last the best
 * fit; ties, and the best fit, by the lowest level ("availability similar to the sequence length"), then the shortest
 * hole ("starts short before the startline and ends short after the deadline"), the earliest end, left before right.
 */
public final class WdpForwarding {

    private record Option(Direction child, HoleClass hole, double start, double end, double duration) {
    }

    private static final Comparator<Option> BEST_FIT = Comparator.comparingInt((Option o) -> o.hole().level())
            .thenComparingDouble(Option::duration).thenComparingDouble(Option::end)
            .thenComparing(Option::child).thenComparing(Option::hole);
    private static final Comparator<Option> EARLIEST_END = Comparator.comparingDouble(Option::end)
            .thenComparing(BEST_FIT);

    private WdpForwarding() {
    }

    // STaRS Algorithm 6.3: the parts and the child each goes to, or empty when the request goes to the father
    public static Optional<List<Placement>> forward(SequenceRequest request, WdpSummary left, WdpSummary right) {
        if (!left.grid().equals(right.grid())) {
            throw new IllegalArgumentException("the children's summaries must be on the routing node's grid");
        }
        for (int[] sizes : Partitions.fewestFirst(request.lengths().size())) {
            List<Placement> placements = holes(request, sizes, left, right);
            if (placements.size() == sizes.length) {
                return Optional.of(placements);
            }
        }
        return Optional.empty();
    }

    // STaRS Algorithm 6.3, GETHOLES: a hole per part, in order, each after the previous one
    private static List<Placement> holes(SequenceRequest request, int[] sizes, WdpSummary left, WdpSummary right) {
        List<Placement> placements = new ArrayList<>();
        double after = request.window().startline();
        int first = 0;
        for (int p = 0; p < sizes.length; p++) {
            double length = request.length(first, sizes[p]);
            List<Option> options = new ArrayList<>();
            collect(left, Direction.LEFT, length, after, request.window().deadline(), options);
            collect(right, Direction.RIGHT, length, after, request.window().deadline(), options);
            if (options.isEmpty()) {
                break;
            }
            Option chosen = options.stream().min(p + 1 < sizes.length ? EARLIEST_END : BEST_FIT).orElseThrow();
            placements.add(new Placement(chosen.child(), first, sizes[p], new Window(chosen.start(), chosen.end())));
            after = chosen.end();
            first += sizes[p];
        }
        return placements;
    }

    // the earliest-ending use of each hole class for a part of this length between after and deadline
    private static void collect(WdpSummary summary, Direction child, double length, double after, double deadline,
            List<Option> options) {
        IntervalGrid grid = summary.grid();
        for (HoleClass hole : summary.classes().keySet()) {
            double holeStart = grid.boundary(hole.start());
            double duration = grid.boundary(hole.end()) - holeStart;
            double perSecond = AvailabilityLevels.value(hole.level()) / duration;
            int from = Math.max(hole.start(), grid.firstBoundaryFrom(after));
            for (int to = from + 1; to <= hole.end() && grid.boundary(to) <= deadline; to++) {
                if ((grid.boundary(to) - grid.boundary(from)) * perSecond >= length) {
                    options.add(new Option(child, hole, grid.boundary(from), grid.boundary(to), duration));
                    break;
                }
            }
        }
    }
}
