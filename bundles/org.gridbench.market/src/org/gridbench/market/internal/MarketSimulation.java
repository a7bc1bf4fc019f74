package org.gridbench.market.internal;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.gridbench.kernel.Simulation;
import org.gridbench.market.MarketObserver;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.market.Placement;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;

/**
 * The market model on the kernel (sections III-A to III-D). Scheduling instants are job arrivals, task
 * completions and data arrivals; after the events of a tick, one auction clears the market for that tick. A
 * task enters its kind's queue once its predecessors have finished and the output of those of another kind has
 * crossed the router; placed on a cluster, it holds its cores from then on and starts when the output of its
 * same-kind predecessors that ran elsewhere has arrived too. At its deadline an unfinished job starves: its
 * tasks that have not started leave for good, its running tasks run to the end.
 */
public final class MarketSimulation {
    private static final byte WAITING = (byte) MarketSnapshot.TaskState.WAITING.ordinal();
    private static final byte QUEUED = (byte) MarketSnapshot.TaskState.QUEUED.ordinal();
    private static final byte PLACED = (byte) MarketSnapshot.TaskState.PLACED.ordinal();
    private static final byte DONE = (byte) MarketSnapshot.TaskState.DONE.ordinal();
    private static final byte STARVED = (byte) MarketSnapshot.TaskState.STARVED.ordinal();
    private static final int AUCTION_KEPT = 50;

    private final Simulation sim;
    private final TaskTable tasks;
    private final ClusterPool clusters;
    private final KindQueue[] queues;
    private final Auctioneer auctioneer;
    private final MarketContext context;
    private final QueuedCriticalPaths queuedPaths;
    private final String policyId;
    private final String[] clusterIds;
    private final PolicyBids bids;
    /** The bids of the latest auction in rank order, at most AUCTION_KEPT, kept only while an observer is set. */
    private final List<MarketSnapshot.Bid> lastAuction = new ArrayList<>();
    private long lastAuctionTick = -1;
    private final List<Cluster> clusterList;
    private final String[] kindNames;
    private final boolean earlyRemoval;

    private final byte[] state;
    private final int[] waitingFor;
    private final long[] finish;
    private final int[] clusterOf;
    private final int[] unfinished;
    private final int[] queuedOfJob;
    private final int[] starvedTasks;
    private final long[] jobFinish;
    /** The handle of each job's deadline event, cancelled when the job finishes first so that the run ends there. */
    private final long[] deadlineEvent;
    private final boolean[] starved;
    private final boolean[] arrived;
    /** Tick at which a placed task will finish (its start plus its execution time). */
    private final long[] placedEnd;
    private final IntList dueStarvations = new IntList();
    private MarketObserver observer = MarketObserver.NONE;
    private long auctionTick = -1;
    private long lastCompletion;
    private long executedWork;
    private int jobsSettled;
    private int jobsArrived;
    private int jobsStarved;
    private int queuedTasks;
    private double valueCaptured;
    private double valueOffered;

    public MarketSimulation(ClusterPlatform platform, Workload workload, BiddingPolicyInstance policy,
            MarketOptions options, long seed) {
        sim = new Simulation(seed);
        Map<String, Integer> kinds = TaskTable.kinds(platform);
        kindNames = new String[kinds.size()];
        kinds.forEach((name, index) -> kindNames[index] = name);
        clusters = new ClusterPool(platform.clusters(), kinds);
        tasks = new TaskTable(platform, workload, kinds, clusters.largestByKind());
        policyId = policy.id();
        earlyRemoval = options.earlyRemoval();
        clusterIds = platform.clusters().stream().map(Cluster::id).toArray(String[]::new);
        clusterList = List.copyOf(platform.clusters());
        state = new byte[tasks.taskCount];
        waitingFor = new int[tasks.taskCount];
        finish = new long[tasks.taskCount];
        clusterOf = new int[tasks.taskCount];
        unfinished = new int[tasks.jobCount];
        queuedOfJob = new int[tasks.jobCount];
        starvedTasks = new int[tasks.jobCount];
        jobFinish = new long[tasks.jobCount];
        deadlineEvent = new long[tasks.jobCount];
        starved = new boolean[tasks.jobCount];
        arrived = new boolean[tasks.jobCount];
        placedEnd = new long[tasks.taskCount];
        context = new MarketContext(sim.random().stream("market.bids"));
        queuedPaths = new QueuedCriticalPaths(tasks.criticalPath, job -> queuedOfJob[job] > 0);
        PolicyBids bids = new PolicyBids(policy, tasks);
        BidMemo memo = new BidMemo(tasks.taskCount);
        queues = new KindQueue[kinds.size()];
        for (int k = 0; k < queues.length; k++) {
            queues[k] = KindQueue.create(bids, context, t -> state[t] == QUEUED, memo);
        }
        this.bids = bids;
        auctioneer = new Auctioneer(queues, clusters, tasks.cores, options.singleMarket(), new Auctioneer.Placement() {
            @Override
            public void place(int task, int cluster) {
                MarketSimulation.this.place(task, cluster);
            }

            @Override
            public boolean worthPlacing(int task) {
                return !earlyRemoval || MarketSimulation.this.worthPlacing(task);
            }

            @Override
            public void ranked(int task, double key, boolean won) {
                if (observer != MarketObserver.NONE && lastAuction.size() < AUCTION_KEPT) {
                    lastAuction.add(new MarketSnapshot.Bid(tasks.job(task).id(), tasks.taskId(task),
                            bids.bid(key), won, kindNames[tasks.kind[task]]));
                }
            }
        });
        for (int t = 0; t < tasks.taskCount; t++) {
            waitingFor[t] = tasks.predecessorStart[t + 1] - tasks.predecessorStart[t];
        }
        for (int j = 0; j < tasks.jobCount; j++) {
            int job = j;
            unfinished[j] = tasks.firstTask[j + 1] - tasks.firstTask[j];
            jobFinish[j] = -1;
            sim.schedule(workload.jobs().get(j).arrival(), s -> arrive(job));
        }
    }

    public Simulation simulation() {
        return sim;
    }

    public int jobCount() {
        return tasks.jobCount;
    }

    public void setObserver(MarketObserver observer) {
        this.observer = observer == null ? MarketObserver.NONE : observer;
        if (this.observer != MarketObserver.NONE) {
            bids.observe();
        }
    }

    /** Jobs that have completed or starved. */
    public int jobsSettled() {
        return jobsSettled;
    }

    /** The metrics; meaningful once the simulation has no event left. */
    public MarketResult result() {
        return new ResultBuilder(tasks, clusters.totalCores()).build(policyId, jobFinish, starvedTasks,
                executedWork, lastCompletion);
    }

    /** A copy of the state for views; call it on the thread running the simulation (a snapshot hook). */
    public MarketSnapshot snapshot() {
        List<MarketSnapshot.ClusterLoad> loads = new ArrayList<>(clusterList.size());
        for (int c = 0; c < clusterList.size(); c++) {
            Cluster cluster = clusterList.get(c);
            loads.add(new MarketSnapshot.ClusterLoad(cluster.id(), cluster.kind(), cluster.cores(),
                    cluster.cores() - clusters.free(c)));
        }
        int completed = jobsSettled - jobsStarved;
        return new MarketSnapshot(now(), sim.eventsProcessed(), List.copyOf(loads), queuedTasks, jobsArrived,
                completed, jobsStarved, valueCaptured, valueOffered, jobFinish.clone(), starved.clone(),
                projectedSlrs(), lastAuctionTick, List.copyOf(lastAuction), queueByBid(), state.clone());
    }

    // The queued tasks in the order the next auction would rank them on their latest bids (section III-C); tasks that
    // have not bid yet come last. Bids are those the run asked for, never extra ones, so observing changes nothing.
    private List<MarketSnapshot.QueuedBid> queueByBid() {
        List<Integer> queued = new ArrayList<>();
        for (int t = 0; t < tasks.taskCount; t++) {
            if (state[t] == QUEUED) {
                queued.add(t);
            }
        }
        queued.sort(Comparator.comparingDouble((Integer t) -> Double.isNaN(bids.latestBid(t))
                ? Double.POSITIVE_INFINITY : bids.keyOf(bids.latestBid(t))).thenComparingInt(t -> t));
        List<MarketSnapshot.QueuedBid> queue = new ArrayList<>();
        for (int t : queued.subList(0, Math.min(AUCTION_KEPT, queued.size()))) {
            queue.add(new MarketSnapshot.QueuedBid(tasks.job(t).id(), tasks.taskId(t), bids.latestBid(t),
                    bids.latestTick(t)));
        }
        return List.copyOf(queue);
    }

    // Section III-D: a job's SLR if its tasks ran from now, PSLR = (max over its tasks of T_R + start - J_arrive) / J_CP,
    // a task starting now, or once its input has crossed the router (release), a placed task counting from its known
    // end; the final SLR once completed, NaN before arrival or once starved. Times are taken from the arrival first, as
    // BidContext does, so that the critical path's own rank gives exactly 1 (SLR >= 1 by definition, section III)
    private double[] projectedSlrs() {
        double[] projected = new double[tasks.jobCount];
        long now = now();
        for (int j = 0; j < tasks.jobCount; j++) {
            long arrival = tasks.workload.jobs().get(j).arrival();
            if (jobFinish[j] >= 0) {
                projected[j] = (jobFinish[j] - arrival) / tasks.criticalPath[j];
                continue;
            }
            if (!arrived[j] || starved[j]) {
                projected[j] = Double.NaN;
                continue;
            }
            double end = now - arrival;
            for (int t = tasks.firstTask[j]; t < tasks.firstTask[j + 1]; t++) {
                double rank = tasks.bidders[t].upwardRank();
                if (state[t] == WAITING || state[t] == QUEUED) {
                    end = Math.max(end, (inputReady(t, now) - arrival) + rank);
                } else if (state[t] == PLACED) {
                    end = Math.max(end, (placedEnd[t] - arrival) + (rank - tasks.exec[t]));
                }
            }
            projected[j] = end / tasks.criticalPath[j];
        }
        return projected;
    }

    // The tick a task's input from its finished predecessors of another kind has crossed the router, now at the least
    private long inputReady(int task, long now) {
        long ready = now;
        for (int i = tasks.predecessorStart[task]; i < tasks.predecessorStart[task + 1]; i++) {
            int p = tasks.predecessors[i];
            if (state[p] == DONE && tasks.kind[p] != tasks.kind[task]) {
                ready = Math.max(ready, finish[p] + tasks.transferTicks[p]);
            }
        }
        return ready;
    }

    private long now() {
        return (long) sim.now();
    }

    // Section III-C: tasks without predecessors are ready as soon as their job arrives.
    private void arrive(int job) {
        jobsArrived++;
        arrived[job] = true;
        valueOffered += tasks.workload.jobs().get(job).valueCurve().vMax();
        for (int t = tasks.firstTask[job]; t < tasks.firstTask[job + 1]; t++) {
            if (waitingFor[t] == 0) {
                enqueue(t);
            }
        }
        deadlineEvent[job] = sim.schedule(tasks.deadline[job], s -> deadlinePassed(job));
        requestAuction();
    }

    private void complete(int task) {
        int job = tasks.jobOf[task];
        long now = now();
        state[task] = DONE;
        finish[task] = now;
        clusters.release(clusterOf[task], tasks.cores[task]);
        executedWork += tasks.work(task);
        lastCompletion = now;
        if (--unfinished[job] == 0 && !starved[job]) {
            jobFinish[job] = now;
            sim.cancel(deadlineEvent[job]);
            jobsSettled++;
            valueCaptured += value(job, now);
        }
        if (!starved[job]) {
            for (int i = tasks.successorStart[task]; i < tasks.successorStart[task + 1]; i++) {
                int successor = tasks.successors[i];
                if (--waitingFor[successor] == 0) {
                    release(successor, now);
                }
            }
        }
        requestAuction();
    }

    // Ready once the output of every predecessor of another kind has crossed the router, rounded up to a tick.
    // Section V: the value of a job completed at tick finish, read off its curve at SLR = (finish - arrival) / CP
    private double value(int job, long finish) {
        Job j = tasks.workload.jobs().get(job);
        return j.valueCurve().value((finish - j.arrival()) / tasks.criticalPath[job]);
    }

    private void release(int task, long now) {
        long ready = inputReady(task, now);
        if (ready == now) {
            enqueue(task);
        } else {
            sim.schedule(ready, s -> dataArrived(task));
        }
    }

    private void dataArrived(int task) {
        if (state[task] == WAITING) {
            enqueue(task);
            requestAuction();
        }
    }

    private void deadlinePassed(int job) {
        if (jobFinish[job] < 0) {
            dueStarvations.add(job);
            requestAuction();
        }
    }

    private void enqueue(int task) {
        int job = tasks.jobOf[task];
        state[task] = QUEUED;
        queuedTasks++;
        queues[tasks.kind[task]].add(task);
        if (queuedOfJob[job]++ == 0) {
            queuedPaths.entered(job);
        }
    }

    // One auction per tick, after all of the tick's events: it was scheduled by the first of them.
    private void requestAuction() {
        long now = now();
        if (auctionTick != now) {
            auctionTick = now;
            sim.schedule(now, s -> auction());
        }
    }

    private void auction() {
        for (int i = 0; i < dueStarvations.size(); i++) {
            int job = dueStarvations.get(i);
            if (jobFinish[job] < 0 && !starved[job]) {
                starve(job);
            }
        }
        dueStarvations.clear();
        context.open(now(), queuedPaths.max());
        lastAuction.clear();
        lastAuctionTick = now();
        bids.auction(now(), auctioneer::clear);
    }

    // Section V: a job past its final deadline is removed; what has not started never will.
    private void starve(int job) {
        starved[job] = true;
        jobsSettled++;
        jobsStarved++;
        for (int t = tasks.firstTask[job]; t < tasks.firstTask[job + 1]; t++) {
            if (state[t] == QUEUED) {
                queuedTasks--;
            }
            if (state[t] == WAITING || state[t] == QUEUED) {
                state[t] = STARVED;
                starvedTasks[job]++;
            }
        }
        queuedOfJob[job] = 0;
        observer.starved(now(), tasks.workload.jobs().get(job).id());
    }

    // Early removal: started now, the task's path T_R ends after the job's final deadline, so the job starves now.
    private boolean worthPlacing(int task) {
        int job = tasks.jobOf[task];
        if (now() + tasks.bidders[task].upwardRank() <= tasks.deadline[job]) {
            return true;
        }
        starve(job);
        return false;
    }

    // Cores are held from placement; the start waits for same-kind predecessors' output from other clusters.
    private void place(int task, int cluster) {
        long now = now();
        state[task] = PLACED;
        queuedTasks--;
        clusterOf[task] = cluster;
        clusters.take(cluster, tasks.cores[task]);
        queuedOfJob[tasks.jobOf[task]]--;
        long start = now;
        for (int i = tasks.predecessorStart[task]; i < tasks.predecessorStart[task + 1]; i++) {
            int p = tasks.predecessors[i];
            if (clusterOf[p] != cluster) {
                start = Math.max(start, finish[p] + tasks.transferTicks[p]);
            }
        }
        placedEnd[task] = start + tasks.exec[task];
        sim.schedule(start + tasks.exec[task], s -> complete(task));
        if (observer != MarketObserver.NONE) {
            observer.placed(new Placement(now, tasks.job(task).id(), tasks.taskId(task), clusterIds[cluster], start,
                    start + tasks.exec[task]));
        }
    }
}
