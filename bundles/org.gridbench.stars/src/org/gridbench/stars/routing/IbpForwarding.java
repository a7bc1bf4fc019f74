package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The IBP forwarding algorithm (Algorithm 3.2): as many tasks as the children branches have fitting idle nodes, the
 * closest fit first, skipping the child the request came from; the rest go to the father (or are discarded at the root).
 * Closest by the thesis simulator's absolute slack 10 (M - m) + (D - d), or by Gridbench's earlier slacks relative to
 * the candidates' ranges ({@link ClosestFit}).
 */
public final class IbpForwarding {

    private final IbpPolicy policy = new IbpPolicy();
    private final boolean relativeSlack;

    /** The thesis simulator's order, absolute slack. */
    public IbpForwarding() {
        this(false);
    }

    /** Gridbench's earlier order, slacks relative to the candidates' ranges, when {@code relativeSlack}. */
    public IbpForwarding(boolean relativeSlack) {
        this.relativeSlack = relativeSlack;
    }

    private static final class Candidate {
        final ScalarSampledFunction function;
        final Direction child;
        final int index;
        long taken;

        Candidate(ScalarSampledFunction function, Direction child, int index) {
            this.function = function;
            this.child = child;
            this.index = index;
        }
    }

    public Split forward(ForwardingRequest request, AvailabilitySummary<ScalarSampledFunction> left,
            AvailabilitySummary<ScalarSampledFunction> right, boolean root) {
        return forwardAndEstimate(request, left, right, root).split();
    }

    /** Algorithm 3.2, and the children summaries without the idle nodes the sent tasks will occupy. */
    public Forwarded<ScalarSampledFunction> forwardAndEstimate(ForwardingRequest request,
            AvailabilitySummary<ScalarSampledFunction> left, AvailabilitySummary<ScalarSampledFunction> right,
            boolean root) {
        List<Candidate> leftCandidates = new ArrayList<>();
        List<Candidate> rightCandidates = new ArrayList<>();
        ParameterRanges ranges = null;
        // Algorithm 3.2 lines 3-8: GETSF on each child but the one the request came from
        if (request.from() != Direction.LEFT) {
            collect(left, Direction.LEFT, request, leftCandidates);
            ranges = left.ranges();
        }
        if (request.from() != Direction.RIGHT) {
            collect(right, Direction.RIGHT, request, rightCandidates);
            ranges = ranges == null ? right.ranges() : ranges.merge(right.ranges());
        }
        List<Candidate> available = new ArrayList<>(leftCandidates);
        available.addAll(rightCandidates);
        var fit = relativeSlack
                ? ClosestFit.order(request.memory(), request.disk(), ranges)
                : ClosestFit.absolute(request.memory(), request.disk());
        available.sort((x, y) -> fit.compare(x.function, y.function));
        long remaining = request.n();
        long toLeft = 0;
        long toRight = 0;
        // Algorithm 3.2 lines 10-18: EXTRACT AF(sf) tasks for the child of each sampled function, best first
        for (Candidate c : available) {
            c.taken = Math.min(remaining, policy.availability(c.function, request.memory(), request.disk()));
            if (c.child == Direction.LEFT) {
                toLeft += c.taken;
            } else {
                toRight += c.taken;
            }
            remaining -= c.taken;
        }
        return new Forwarded<>(request.tasks().split(toLeft, toRight, root), estimate(left, leftCandidates, toLeft),
                estimate(right, rightCandidates, toRight));
    }

    private void collect(AvailabilitySummary<ScalarSampledFunction> summary, Direction child, ForwardingRequest request,
            List<Candidate> available) {
        List<ScalarSampledFunction> functions = summary.functions();
        for (int i = 0; i < functions.size(); i++) {
            if (policy.availability(functions.get(i), request.memory(), request.disk()) > 0) {
                available.add(new Candidate(functions.get(i), child, i));
            }
        }
    }

    // Section 3.3.1: each function loses the nodes that will take its tasks; its per-node error is kept
    private AvailabilitySummary<ScalarSampledFunction> estimate(AvailabilitySummary<ScalarSampledFunction> summary,
            List<Candidate> candidates, long sent) {
        if (sent == 0) {
            return summary;
        }
        List<ScalarSampledFunction> functions = new ArrayList<>(summary.functions());
        for (Candidate c : candidates) {
            if (c.taken > 0) {
                int left = (int) (c.function.count() - c.taken);
                functions.set(c.index, left == 0 ? null : c.function.withCount(left));
            }
        }
        functions.removeIf(f -> f == null);
        return AvailabilitySummary.of(policy, functions, summary.ranges());
    }
}
