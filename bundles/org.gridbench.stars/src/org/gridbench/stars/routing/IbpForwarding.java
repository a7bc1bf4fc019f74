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
 */
public final class IbpForwarding {

    private final IbpPolicy policy = new IbpPolicy();

    private record Candidate(ScalarSampledFunction function, Direction child) {
    }

    public Split forward(ForwardingRequest request, AvailabilitySummary<ScalarSampledFunction> left,
            AvailabilitySummary<ScalarSampledFunction> right, boolean root) {
        List<Candidate> available = new ArrayList<>();
        ParameterRanges ranges = null;
        // Algorithm 3.2 lines 3-8: GETSF on each child but the one the request came from
        if (request.from() != Direction.LEFT) {
            collect(left, Direction.LEFT, request, available);
            ranges = left.ranges();
        }
        if (request.from() != Direction.RIGHT) {
            collect(right, Direction.RIGHT, request, available);
            ranges = ranges == null ? right.ranges() : ranges.merge(right.ranges());
        }
        var fit = ClosestFit.order(request.memory(), request.disk(), ranges);
        available.sort((x, y) -> fit.compare(x.function, y.function));
        long remaining = request.n();
        long toLeft = 0;
        long toRight = 0;
        // Algorithm 3.2 lines 10-18: EXTRACT AF(sf) tasks for the child of each sampled function, best first
        for (Candidate c : available) {
            long tasks = Math.min(remaining, policy.availability(c.function, request.memory(), request.disk()));
            if (c.child == Direction.LEFT) {
                toLeft += tasks;
            } else {
                toRight += tasks;
            }
            remaining -= tasks;
        }
        return request.tasks().split(toLeft, toRight, root);
    }

    private void collect(AvailabilitySummary<ScalarSampledFunction> summary, Direction child, ForwardingRequest request,
            List<Candidate> available) {
        for (ScalarSampledFunction f : summary.functions()) {
            if (policy.availability(f, request.memory(), request.disk()) > 0) {
                available.add(new Candidate(f, child));
            }
        }
    }
}
