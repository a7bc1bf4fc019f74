package org.gridbench.market.internal;

/**
 * The market-clearing auctioneer of section III-C: the highest-priority task goes to the cluster of its kind with
 * the most free cores, again and again, until no task is left or the highest-priority task does not fit there (no
 * backfilling). Per kind, each kind clears on its own; in the single market, one ordering spans all kinds and the
 * first task that does not fit stops the whole market.
 */
final class Auctioneer {

    /** Where the auctioneer sends the tasks it places, and the ranked bids it considered. */
    interface Placement {
        void place(int task, int cluster);

        /** False when the winning task's job can no longer finish by its final deadline and has been removed. */
        boolean worthPlacing(int task);

        /** The task ranked next with this key: placed ({@code won}), or the first that did not fit, which ends it. */
        void ranked(int task, double key, boolean won);
    }

    private final KindQueue[] queues;
    private final ClusterPool clusters;
    private final int[] cores;
    private final boolean singleMarket;
    private final Placement placement;

    Auctioneer(KindQueue[] queues, ClusterPool clusters, int[] cores, boolean singleMarket, Placement placement) {
        this.queues = queues;
        this.clusters = clusters;
        this.cores = cores;
        this.singleMarket = singleMarket;
        this.placement = placement;
    }

    void clear() {
        if (singleMarket) {
            clearSingleMarket();
        } else {
            for (int kind = 0; kind < queues.length; kind++) {
                clearKind(kind);
            }
        }
    }

    // A kind with no free core or an empty queue holds no auction: nothing could be placed.
    private void clearKind(int kind) {
        KindQueue queue = queues[kind];
        if (queue.isEmpty() || clusters.free(clusters.best(kind)) == 0) {
            return;
        }
        queue.open();
        while (true) {
            int task = queue.top();
            if (task < 0) {
                return;
            }
            if (!placement.worthPlacing(task)) {
                queue.pop();
                continue;
            }
            int cluster = clusters.best(kind);
            boolean fits = clusters.free(cluster) >= cores[task];
            placement.ranked(task, queue.topKey(), fits);
            if (!fits) {
                return;
            }
            queue.pop();
            placement.place(task, cluster);
        }
    }

    private void clearSingleMarket() {
        if (!clusters.anyFree()) {
            return;
        }
        for (KindQueue queue : queues) {
            if (!queue.isEmpty()) {
                queue.open();
            }
        }
        while (true) {
            int kind = winningKind();
            if (kind < 0) {
                return;
            }
            int task = queues[kind].top();
            if (!placement.worthPlacing(task)) {
                queues[kind].pop();
                continue;
            }
            int cluster = clusters.best(kind);
            boolean fits = clusters.free(cluster) >= cores[task];
            placement.ranked(task, queues[kind].topKey(), fits);
            if (!fits) {
                return;
            }
            queues[kind].pop();
            placement.place(task, cluster);
        }
    }

    // The kind whose top task wins across all kinds: smallest key, then smallest ordinal; -1 when all are empty.
    private int winningKind() {
        int winner = -1;
        int winnerTask = -1;
        double winnerKey = 0;
        for (int kind = 0; kind < queues.length; kind++) {
            int task = queues[kind].top();
            if (task < 0) {
                continue;
            }
            double key = queues[kind].topKey();
            if (winner < 0 || key < winnerKey || key == winnerKey && task < winnerTask) {
                winner = kind;
                winnerTask = task;
                winnerKey = key;
            }
        }
        return winner;
    }
}
