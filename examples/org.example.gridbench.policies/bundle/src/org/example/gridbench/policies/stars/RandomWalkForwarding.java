package org.example.gridbench.policies.stars;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.RoutingView;

/**
 * Random-walk forwarding at a routing node. A child fits when IBP's availability function (section 3.2.1) counts at
 * least one idle node of its branch able to take a task; the child the request came from is skipped. The coin of
 * {@link BranchDraw} picks which fitting child goes first: it takes as many tasks as it has fitting idle nodes, the
 * other fitting child the next ones, and the rest go to the father (discarded at the root), as in Algorithm 3.2.
 * A single-task request therefore walks down one pseudo-random fitting branch.
 */
final class RandomWalkForwarding {

    private final IbpPolicy availability;

    RandomWalkForwarding(IbpPolicy availability) {
        this.availability = availability;
    }

    // n_first = min(n, AF(first)), n_other = min(n - n_first, AF(other)), the father n - n_first - n_other
    Forwarded<ScalarSampledFunction> forward(RoutingView<ScalarSampledFunction> view, ForwardingRequest request,
            double now) {
        long fitLeft = fitting(view.left(), Direction.LEFT, request);
        long fitRight = fitting(view.right(), Direction.RIGHT, request);
        long n = request.n();
        long toLeft;
        long toRight;
        if (fitRight == 0 || (fitLeft > 0 && BranchDraw.leftFirst(request, view, now))) {
            toLeft = Math.min(n, fitLeft);
            toRight = Math.min(n - toLeft, fitRight);
        } else {
            toRight = Math.min(n, fitRight);
            toLeft = Math.min(n - toRight, fitLeft);
        }
        return new Forwarded<>(split(request.tasks(), toLeft, toRight, view.root()),
                without(view.left(), request, toLeft), without(view.right(), request, toRight));
    }

    // Section 3.2.1: AF(m, d) summed over the branch's functions, 0 for the child the request came from
    private long fitting(AvailabilitySummary<ScalarSampledFunction> summary, Direction child,
            ForwardingRequest request) {
        return request.from() == child ? 0 : availability.availability(summary, request.memory(), request.disk());
    }

    // Section 3.3.1: left [1, n_l], right [n_l + 1, n_l + n_r], father [n_l + n_r + 1, req.n]; at the root the
    // father's share is discarded
    private static Split split(TaskInterval tasks, long toLeft, long toRight, boolean root) {
        TaskInterval left = new TaskInterval(tasks.first(), tasks.first() + toLeft - 1);
        TaskInterval right = new TaskInterval(left.last() + 1, left.last() + toRight);
        TaskInterval rest = new TaskInterval(right.last() + 1, tasks.last());
        TaskInterval none = new TaskInterval(tasks.last() + 1, tasks.last());
        return root ? new Split(left, right, none, rest) : new Split(left, right, rest, none);
    }

    // Section 3.3.1's estimate: the branch's fitting functions lose the nodes its tasks will occupy, in summary order
    private AvailabilitySummary<ScalarSampledFunction> without(AvailabilitySummary<ScalarSampledFunction> summary,
            ForwardingRequest request, long sent) {
        if (sent == 0) {
            return summary;
        }
        List<ScalarSampledFunction> kept = new ArrayList<>();
        long unplaced = sent;
        for (ScalarSampledFunction f : summary.functions()) {
            int taken = (int) Math.min(unplaced, availability.availability(f, request.memory(), request.disk()));
            unplaced -= taken;
            if (taken < f.count()) {
                kept.add(taken == 0 ? f : f.withCount(f.count() - taken));
            }
        }
        return AvailabilitySummary.of(summary.policy(), kept, summary.ranges());
    }
}
