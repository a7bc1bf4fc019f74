package org.example.gridbench.policies.stars;

import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.sim.RoutingView;

/**
 * The coin of the random walk: a hash of the request and of the routing node's state, so that forwarding stays a
 * pure function of both, as the extension point requires, and runs are reproducible without a random stream. The
 * forwarding API carries neither a request id nor a node id: the request is named by its task interval and
 * requirements, the node by the idle nodes its two branches report and by its clock, so that equal requests arriving
 * at different times toss different coins.
 */
final class BranchDraw {

    /** SplitMix64's increment, the odd integer nearest 2^64 / phi. */
    static final long GAMMA = 0x9e3779b97f4a7c15L;

    private BranchDraw() {
    }

    // The sign bit of hash(first, last, m, d, a, v_left, v_right, now): a fair coin
    static boolean leftFirst(ForwardingRequest request, RoutingView<?> view, double now) {
        return hash(request.tasks().first(), request.tasks().last(), Double.doubleToLongBits(request.memory()),
                Double.doubleToLongBits(request.disk()), Double.doubleToLongBits(request.length()),
                view.left().nodeCount(), view.right().nodeCount(), Double.doubleToLongBits(now)) < 0;
    }

    // h_0 = 0, h_i = mix64(h_(i-1) + GAMMA + x_i): each step is the first nextLong() of SplittableRandom(h_(i-1) + x_i)
    static long hash(long... values) {
        long h = 0;
        for (long x : values) {
            h = mix64(h + GAMMA + x);
        }
        return h;
    }

    // SplitMix64's output function (Steele, Lea and Flood, OOPSLA 2014), Stafford's mix variant 13
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
