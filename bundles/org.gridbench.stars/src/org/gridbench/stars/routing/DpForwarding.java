package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.ToDoubleFunction;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;

/**
 * The DP forwarding algorithm (section 5.3.2): Algorithm 3.2 with the availability of eq. 5.1, each candidate taking
 * v floor(l(delta) / a) tasks, best fit first; the rest go to the father, or are discarded silently at the root.
 *
 * <p>Our reading of the order, "the available computation before the deadline closer to the task length" besides
 * IBP's closest memory and disk: the slacks M - m, D - d and l(delta) - a, each divided by its spread over the
 * candidates (a slack with no spread is left out), summed, least first; ties keep the order left then right, by
 * position in the summary.
 */
public final class DpForwarding {

    private final DpPolicy policy;

    public DpForwarding(DpPolicy policy) {
        this.policy = policy;
    }

    private record Candidate(DpSampledFunction function, Direction child, int index, long capacity, double flops) {
    }

    /** Section 5.3.2, and the children summaries without the nodes the sent tasks are expected to fill. */
    public Forwarded<DpSampledFunction> forwardAndEstimate(ForwardingRequest request,
            AvailabilitySummary<DpSampledFunction> left, AvailabilitySummary<DpSampledFunction> right, boolean root) {
        List<Candidate> candidates = new ArrayList<>();
        if (request.from() != Direction.LEFT) {
            collect(left, Direction.LEFT, request, candidates);
        }
        if (request.from() != Direction.RIGHT) {
            collect(right, Direction.RIGHT, request, candidates);
        }
        candidates.sort(order(candidates, request));
        long remaining = request.n();
        long[] taken = new long[candidates.size()];
        long toLeft = 0;
        long toRight = 0;
        for (int i = 0; i < candidates.size() && remaining > 0; i++) {
            taken[i] = Math.min(remaining, candidates.get(i).capacity());
            remaining -= taken[i];
            if (candidates.get(i).child() == Direction.LEFT) {
                toLeft += taken[i];
            } else {
                toRight += taken[i];
            }
        }
        return new Forwarded<>(request.tasks().split(toLeft, toRight, root),
                estimate(left, Direction.LEFT, candidates, taken), estimate(right, Direction.RIGHT, candidates, taken));
    }

    private void collect(AvailabilitySummary<DpSampledFunction> summary, Direction child, ForwardingRequest request,
            List<Candidate> candidates) {
        List<DpSampledFunction> functions = summary.functions();
        for (int i = 0; i < functions.size(); i++) {
            DpSampledFunction f = functions.get(i);
            long capacity = policy.availability(f, request.memory(), request.disk(), request.length(),
                    request.deadline());
            if (capacity > 0) {
                candidates.add(new Candidate(f, child, i, capacity, f.flops().value(request.deadline())));
            }
        }
    }

    private static Comparator<Candidate> order(List<Candidate> candidates, ForwardingRequest request) {
        double memorySpread = spread(candidates, c -> c.function().sample(DpPolicy.MEMORY));
        double diskSpread = spread(candidates, c -> c.function().sample(DpPolicy.DISK));
        double flopsSpread = spread(candidates, Candidate::flops);
        return Comparator.comparingDouble(c -> slack(c.function().sample(DpPolicy.MEMORY), request.memory(),
                memorySpread) + slack(c.function().sample(DpPolicy.DISK), request.disk(), diskSpread)
                + slack(c.flops(), request.length(), flopsSpread));
    }

    private static double spread(List<Candidate> candidates, ToDoubleFunction<Candidate> value) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Candidate c : candidates) {
            lo = Math.min(lo, value.applyAsDouble(c));
            hi = Math.max(hi, value.applyAsDouble(c));
        }
        return hi - lo;
    }

    private static double slack(double available, double required, double spread) {
        return spread > 0 ? (available - required) / spread : 0;
    }

    // Section 3.3.1: the nodes expected to be filled leave the function, tasks going to its nodes one full node at a
    // time; the per-node errors are kept
    private static AvailabilitySummary<DpSampledFunction> estimate(AvailabilitySummary<DpSampledFunction> summary,
            Direction child, List<Candidate> candidates, long[] taken) {
        List<DpSampledFunction> functions = new ArrayList<>(summary.functions());
        boolean changed = false;
        for (int i = 0; i < candidates.size(); i++) {
            Candidate c = candidates.get(i);
            if (c.child() == child && taken[i] > 0) {
                long perNode = c.capacity() / c.function().count();
                int filled = (int) Math.min(c.function().count(), (taken[i] + perNode - 1) / perNode);
                int left = c.function().count() - filled;
                functions.set(c.index(), left == 0 ? null : c.function().withCount(left));
                changed = true;
            }
        }
        if (!changed) {
            return summary;
        }
        functions.removeIf(f -> f == null);
        return AvailabilitySummary.of(summary.policy(), functions, summary.ranges());
    }
}
