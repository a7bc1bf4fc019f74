package org.gridbench.trees.heuristics;

import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.LinkTime;
import org.gridbench.trees.heuristic.SchedulerState;

/**
 * Bandwidth-centric priority (section 4.3): the requester reached quickest by the unit to send, latency_v + bytes /
 * b_v on the platform the heuristic planned with (the fastest link when it plans without latency), the node's own
 * worker counting as instantaneous.
 */
final class BandwidthCentricChoice {

    private BandwidthCentricChoice() {
    }

    /** The quickest requester for the oldest buffered unit; among equals the fastest link, then the first to ask. */
    static int quickestRequester(SchedulerState state, TreePlatform planned) {
        double bytes = state.kinds().get(state.oldestBuffered()).bytes();
        int best = state.requester(0);
        for (int i = 1; i < state.requestCount(); i++) {
            int r = state.requester(i);
            double time = time(state, planned, r, bytes);
            double bestTime = time(state, planned, best, bytes);
            if (time < bestTime || time == bestTime && state.bandwidthTo(r) > state.bandwidthTo(best)) {
                best = r;
            }
        }
        return best;
    }

    private static double time(SchedulerState state, TreePlatform planned, int requester, double bytes) {
        return requester == state.node() ? 0 : LinkTime.perUnit(planned, requester, bytes);
    }
}
