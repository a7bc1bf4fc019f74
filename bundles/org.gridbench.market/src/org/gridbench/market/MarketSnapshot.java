package org.gridbench.market;

import java.util.List;

/**
 * The state of a market run at one instant, copied on the simulation's thread so that views can read it on theirs.
 * Per-job arrays are indexed like the workload's jobs.
 *
 * @param tick the simulated time, in ticks
 * @param events events processed so far
 * @param clusters each cluster's cores and how many are held by placed tasks
 * @param queuedTasks tasks waiting in the kind queues for an auction
 * @param valueCaptured the value earned by the jobs completed so far (section V)
 * @param valueOffered the maximum value (V_max) of the jobs arrived so far
 * @param jobFinish each job's finish tick, or -1 while it runs or once it has starved
 * @param jobStarved whether each job has starved (passed its final deadline unfinished)
 * @param projectedSlr each job's projected SLR (section III-D): its SLR if its remaining tasks ran from now, the final
 *        SLR once completed, NaN before it arrives and once it has starved
 * @param auctionTick the tick of the latest auction, -1 before the first
 * @param auction the bids of that auction in rank order (section III-C): the placed ones ({@code won}), then the
 *        first that did not fit, which ended it; at most the first 50, and only while an observer is set
 * @param queue the queued tasks ranked on their latest bids, as the next auction would rank bids equal to them: the
 *        first 50; when its policy's bids move one way (see {@code BidTrend}) a task's latest bid may be for a tick
 *        before the latest auction, or ahead of the clock where the auctioneer bounded it; tasks that never bid
 *        come last
 * @param taskStates the state of every task, the tasks of each job in a row in workload order; see {@link #state}
 * @since 1.0
 */
public record MarketSnapshot(long tick, long events, List<ClusterLoad> clusters, int queuedTasks, int jobsArrived,
        int jobsCompleted, int jobsStarved, double valueCaptured, double valueOffered, long[] jobFinish,
        boolean[] jobStarved, double[] projectedSlr, long auctionTick, List<Bid> auction, List<QueuedBid> queue,
        byte[] taskStates) {

    /** Where a task is in the market (section III-C). */
    public enum TaskState {
        /** Its predecessors have not all finished, or their output is still crossing the router. */
        WAITING,
        /** In its kind's queue, bidding. */
        QUEUED,
        /** Placed on a cluster: holding its cores, running or about to start. */
        PLACED,
        DONE,
        /** Its job starved before it started; it never will. */
        STARVED
    }

    /** The state of the task at ordinal {@code task} (workload order). */
    public TaskState state(int task) {
        return TaskState.values()[taskStates[task]];
    }

    /**
     * One bid of an auction: the task's bid under the run's policy, whether it won a cluster, and the task's kind,
     * whose market it was ranked in (each kind clears on its own: a kind that closes does not stop the others).
     */
    public record Bid(String jobId, String taskId, double bid, boolean won, String kind) {
    }

    /** A queued task and its latest bid, asked for {@code tick}; NaN and -1 when it has not bid yet. */
    public record QueuedBid(String jobId, String taskId, double bid, long tick) {
    }

    /** One cluster's use: {@code busy} of its {@code cores} held. */
    public record ClusterLoad(String id, String kind, int cores, int busy) {
    }
}
