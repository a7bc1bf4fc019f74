package org.gridbench.stars.sim;

/**
 * Readings of the STaRS model that the thesis's text leaves open and its public simulator settles
 * ({@code docs/stars-thesis-setup.md}); {@link #THESIS} follows the simulator, {@link #EARLIER} is what Gridbench did
 * before (kept to compare).
 *
 * @param submitAttempts consecutive timed-out attempts with nothing accepted after which a submission node gives up
 *        the tasks it has not placed (the simulator's 3 retries); 0 resends for ever
 * @param randomAmongAllNodes whether the random baseline draws each task among all nodes (the simulator's blind
 *        scheduler; nodes without the memory or disk reject it) rather than among the nodes that fit
 * @param leafUpdatesLimited whether execution nodes, like routing nodes, wait size / update bandwidth between two
 *        reports (the simulator limits routing nodes only)
 * @param noReturn the simulator's no-return rule: an execution node sends nothing of what it rejects up, and a routing
 *        node never sends back up what came from its father (both are left to the submitter's timeout), which rules
 *        out every loop between a node and its father; without it, both go up as a request from that child
 */
public record ModelReadings(int submitAttempts, boolean randomAmongAllNodes, boolean leafUpdatesLimited,
        boolean noReturn) {

    /** The thesis's simulator. */
    public static final ModelReadings THESIS = new ModelReadings(3, true, false, true);

    /** Gridbench before issue 28. */
    public static final ModelReadings EARLIER = new ModelReadings(0, false, true, false);

    public ModelReadings {
        if (submitAttempts < 0) {
            throw new IllegalArgumentException("submit attempts cannot be negative, found " + submitAttempts);
        }
    }

    public ModelReadings withSubmitAttempts(int attempts) {
        return new ModelReadings(attempts, randomAmongAllNodes, leafUpdatesLimited, noReturn);
    }

    public ModelReadings withRandomAmongAllNodes(boolean amongAll) {
        return new ModelReadings(submitAttempts, amongAll, leafUpdatesLimited, noReturn);
    }

    public ModelReadings withLeafUpdatesLimited(boolean limited) {
        return new ModelReadings(submitAttempts, randomAmongAllNodes, limited, noReturn);
    }

    public ModelReadings withNoReturn(boolean rule) {
        return new ModelReadings(submitAttempts, randomAmongAllNodes, leafUpdatesLimited, rule);
    }
}
