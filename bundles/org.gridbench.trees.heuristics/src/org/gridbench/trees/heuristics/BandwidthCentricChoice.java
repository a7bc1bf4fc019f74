package org.gridbench.trees.heuristics;

import org.gridbench.trees.heuristic.SchedulerState;

/** Bandwidth-centric priority (section 4.3): the requester with the fastest link, the node's worker counting as infinite. */
final class BandwidthCentricChoice {

    private BandwidthCentricChoice() {
    }

    /** The fastest requester; among equals, the one that asked first. */
    static int fastestRequester(SchedulerState state) {
        int best = state.requester(0);
        for (int i = 1; i < state.requestCount(); i++) {
            int r = state.requester(i);
            if (state.bandwidthTo(r) > state.bandwidthTo(best)) {
                best = r;
            }
        }
        return best;
    }
}
