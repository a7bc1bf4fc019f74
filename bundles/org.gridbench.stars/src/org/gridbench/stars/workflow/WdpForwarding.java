package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.stars.routing.Direction;

/**
 * The WDP forwarding algorithm (Algorithm 6.3): the first partition of the sequence, fewest parts first, for which the
 * children's summaries have a hole for every part, non-overlapping and in order; none when the request must go to
 * the father.
 *
 * <p>Our readings of GETHOLES. The nodes of a hole class are free over its whole span [b_start, b_end] at 2^level
 * MFLOP per second at least. A part of length A may use the class from max(b_start, after), after being the sequence
 * startline for the first part and the end of the previous part's window for the others (the holes "cannot
 * overlap"), to min(b_end, deadline), if 2^level times that is at least A. Its window is "taken from its hole
 * endpoints": the last part gets all of that; the others end at the first grid boundary where they fit, so as to leave
 * the rest of the time to the parts after them. Each part but the last takes the option whose window ends first (so a
 * partition is accepted whenever its parts fit in order), the last the best fit; ties, and the best fit, by the
 * smallest hole availability, 2^level times the span ("availability similar to the sequence length"), then the
 * shortest hole ("starts short before the startline and ends short after the deadline"), the earliest end, left
 * before right.
 */
public final class WdpForwarding {

    private record Option(Direction child, HoleClass hole, int size, double start, double end, double duration) {

        double availability() {
            return AvailabilityLevels.value(hole.level()) * duration;
        }
    }

    /** A state of the search: the first task left, the time it may start from and the parts left. */
    private record Part(int first, double after, int parts) {
    }

    /** A part to find a hole for: its first task and size, its earliest start, and whether it is the last part. */
    private record Choice(int first, int size, double after, boolean last) {
    }

    private static final Comparator<Option> BEST_FIT = Comparator.comparingDouble(Option::availability)
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
        Search search = new Search(request, left, right);
        for (int parts = 1; parts <= request.lengths().size(); parts++) {
            List<Option> chosen = search.place(0, request.window().startline(), parts);
            if (chosen != null) {
                List<Placement> placements = new ArrayList<>(parts);
                int first = 0;
                for (Option option : chosen) {
                    placements.add(new Placement(option.child(), first, option.size(),
                            new Window(option.start(), option.end()), option.hole()));
                    first += option.size();
                }
                return Optional.of(placements);
            }
        }
        return Optional.empty();
    }

    /**
     * GETPARTITIONS and GETHOLES of Algorithm 6.3 as one depth-first search: with a given number of parts, partitions
     * come in lexicographic order of their cuts (so 4 tasks in 2 parts: 1 + 3, 2 + 2, 3 + 1), that is smaller first
     * parts first, and each part takes its hole after the previous part's. A partition whose first parts already find
     * no hole is not tried further, and a failure is remembered by the tasks left, the time they may start from and
     * the parts left, so that the search stays polynomial where the 2^(m - 1) partitions of m tasks would not.
     */
    private static final class Search {
        private final SequenceRequest request;
        private final WdpSummary left;
        private final WdpSummary right;
        private final int tasks;
        private final Set<Part> failed = new HashSet<>();
        private final Map<Choice, Option> choices = new HashMap<>();

        Search(SequenceRequest request, WdpSummary left, WdpSummary right) {
            this.request = request;
            this.left = left;
            this.right = right;
            tasks = request.lengths().size();
        }

        // tasks first.. in exactly `parts` parts starting after `after`, or null
        List<Option> place(int first, double after, int parts) {
            Part state = new Part(first, after, parts);
            if (failed.contains(state)) {
                return null;
            }
            int last = parts == 1 ? tasks - first : tasks - first - parts + 1;
            for (int size = parts == 1 ? last : 1; size <= last; size++) {
                Option option = choose(first, size, after, parts == 1);
                if (option == null) {
                    continue;
                }
                if (parts == 1) {
                    return List.of(option);
                }
                List<Option> rest = place(first + size, option.end(), parts - 1);
                if (rest != null) {
                    List<Option> all = new ArrayList<>(parts);
                    all.add(option);
                    all.addAll(rest);
                    return all;
                }
            }
            failed.add(state);
            return null;
        }

        private Option choose(int first, int size, double after, boolean lastPart) {
            Choice choice = new Choice(first, size, after, lastPart);
            if (!choices.containsKey(choice)) {
                choices.put(choice, option(choice));
            }
            return choices.get(choice);
        }

        // the hole for tasks first..first + size - 1 after `after`: the best fit for the last part, else the one
        // ending first; null when none fits
        private Option option(Choice c) {
            double length = request.length(c.first(), c.size());
            double deadline = request.window().deadline();
            List<Option> options = new ArrayList<>();
            collect(left, Direction.LEFT, c.size(), length, c.after(), deadline, c.last(), options);
            collect(right, Direction.RIGHT, c.size(), length, c.after(), deadline, c.last(), options);
            return options.stream().min(c.last() ? BEST_FIT : EARLIEST_END).orElse(null);
        }
    }

    // each hole class's use for a part of this length after `after`: from max(after, hole start) to the first grid
    // boundary where it fits, or for the last part to min(hole end, deadline)
    private static void collect(WdpSummary summary, Direction child, int size, double length, double after,
            double deadline, boolean last, List<Option> options) {
        IntervalGrid grid = summary.grid();
        for (int i = 0; i < summary.classCount(); i++) {
            HoleClass hole = summary.holeClass(i);
            double perSecond = AvailabilityLevels.value(hole.level());
            double holeStart = grid.boundary(hole.start());
            double holeEnd = grid.boundary(hole.end());
            double start = Math.max(after, holeStart);
            double limit = Math.min(holeEnd, deadline);
            if ((limit - start) * perSecond < length) {
                continue;
            }
            double end = limit;
            if (!last) {
                int to = grid.firstBoundaryFrom(start + length / perSecond);
                end = to <= hole.end() ? Math.min(limit, grid.boundary(to)) : limit;
            }
            options.add(new Option(child, hole, size, start, end, holeEnd - holeStart));
        }
    }
}
