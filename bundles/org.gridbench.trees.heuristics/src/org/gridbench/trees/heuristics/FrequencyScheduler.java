package org.gridbench.trees.heuristics;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.LoadBalancing1D;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.lp.SteadyState;

/**
 * Section 4.1's select: among the (requester, type) pairs that can be served now (a pending request, a buffered task)
 * and have a positive frequency, the one of least (g + 1) / f. Frequencies below 1e-9 of the node's largest are
 * solver noise and count as 0. A task that no positive frequency claims at this node goes to the node's own worker,
 * so that no task is stranded.
 */
final class FrequencyScheduler implements NodeScheduler {

    private static final double NOISE = 1e-9;

    private final List<Integer> requesters;
    private final int types;
    private final LoadBalancing1D balance;
    private final boolean[] claimed;

    /** @param frequency f[r * types + k] for the r-th requester of {@code frequency.requesters()} and type k */
    FrequencyScheduler(Frequencies frequency) {
        this.requesters = frequency.requesters();
        this.types = frequency.types();
        double[] f = frequency.values().clone();
        double largest = 0;
        for (double x : f) {
            largest = Math.max(largest, x);
        }
        claimed = new boolean[types];
        for (int i = 0; i < f.length; i++) {
            if (f[i] <= NOISE * largest) {
                f[i] = 0;
            } else {
                claimed[i % types] = true;
            }
        }
        this.balance = new LoadBalancing1D(f);
    }

    record Frequencies(List<Integer> requesters, int types, double[] values) {
    }

    /** Section 4.1: alpha_u(k) for the worker (requester u), sent_{u->v}(k) for each child v. */
    static Frequencies lpFrequencies(TreePlatform platform, SteadyState lp, int u) {
        List<Integer> children = platform.children(u);
        int types = lp.applicationCount();
        List<Integer> requesters = new ArrayList<>();
        requesters.add(u);
        requesters.addAll(children);
        double[] f = new double[requesters.size() * types];
        for (int r = 0; r < requesters.size(); r++) {
            for (int k = 0; k < types; k++) {
                f[r * types + k] = r == 0 ? lp.alphaU(u, k) : lp.sent(requesters.get(r), k);
            }
        }
        return new Frequencies(List.copyOf(requesters), types, f);
    }

    @Override
    public Assignment select(SchedulerState state) {
        int best = -1;
        for (int i = 0; i < state.requestCount(); i++) {
            int r = requesters.indexOf(state.requester(i));
            for (int k = 0; k < types; k++) {
                int choice = r * types + k;
                if (state.buffered(k) > 0 && balance.frequency(choice) > 0
                        && (best < 0 || balance.priority(choice) < balance.priority(best))) {
                    best = choice;
                }
            }
        }
        if (best >= 0) {
            balance.made(best);
            return new Assignment(requesters.get(best / types), best % types);
        }
        return unclaimedToWorker(state);
    }

    private Assignment unclaimedToWorker(SchedulerState state) {
        for (int i = 0; i < state.requestCount(); i++) {
            if (state.requester(i) == state.node()) {
                for (int k = 0; k < types; k++) {
                    if (state.buffered(k) > 0 && !claimed[k]) {
                        return new Assignment(state.node(), k);
                    }
                }
            }
        }
        return null;
    }
}
