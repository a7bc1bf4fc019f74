package org.gridbench.stars.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.stream.Collectors;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.random.Distributions;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.Messages.Accepted;
import org.gridbench.stars.sim.Messages.Fragment;
import org.gridbench.stars.sim.Messages.QueueEndUpdate;
import org.gridbench.stars.sim.Messages.SummaryUpdate;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;

/**
 * A STaRS simulation (Celaya, chapter 3 and section 8.2): N nodes, each an execution and a submission node at a leaf
 * of the balanced tree and a routing node at a branch, exchanging messages over the network model.
 *
 * <p>Decentralized mode: execution nodes report their sampled function to their father; routing nodes aggregate
 * their children's summaries (Algorithm 3.1) and report upwards when the result changed, at most at the update
 * bandwidth (section 3.2.3); requests climb from the submitter's branch and split by the policy's forwarding
 * algorithm (section 3.3). Centralized and random modes: requests go to a scheduler at node 0 that knows every node
 * exactly (Appendix C) and pays for scanning them. Either way execution nodes accept what their local policy allows,
 * acknowledge it to the submitter, and the submitter resends unaccepted tasks after its timeout.
 *
 * @param <F> the policy's sampled-function type
 */
public final class StarsSimulation<F extends SampledFunction<F>> {
    private static final int CENTRAL_NODE = 0;
    private static final String CHURN_STREAM = "stars.failures.churn";
    private static final String CATASTROPHE_STREAM = "stars.failures.catastrophic";
    private static final int HOPS_KEPT = 64;
    private static final int SUMMARY_FUNCTIONS_SHOWN = 6;

    private final StarsConfig config;
    private final StarsPolicy<F> policy;
    private final NodeProperties nodes;
    private final Simulation sim;
    private final Overlay overlay;
    private final MessageLayer messages;
    private final TrafficMeter traffic;
    private final NodeIndex index;
    private final CentralPolicy central;
    private final double[] queueEnd;
    private final int[] queued;
    private final int capacity;
    private final double fastest;
    /** The EDF queues when the local policy is EDF (DP), else null. */
    private final EdfNodes edf;
    /** The slowness-sorted queues when the local policy is SLOWNESS (FSP), else null. */
    private final SlownessNodes<Application> fsp;
    private final CoexistingSlowness coexisting;

    /** Per tree position, its latest summary; null for a branch whose children changed since it was aggregated. */
    private final AvailabilitySummary<F>[] current;
    private final AvailabilitySummary<F>[] sent;
    private final AvailabilitySummary<F>[] received;
    /** Per tree position, the policy's maximum queue end of {@code received}, NaN until asked for. */
    private final double[] receivedQueueEnd;
    private final double[] nextSend;
    private final boolean[] flushPending;
    private final double[] fatherQueueEnd;
    private final double[] sentQueueEnd;

    private final RunCounters counters;

    /** Node failures (section 3.1.4); the arrays below exist only when some node can fail. */
    private Failures failures = Failures.NONE;
    /** Per node, its incarnation: a task end scheduled before the node failed is ignored. */
    private int[] epoch;
    /** Per node, when its current incarnation started beating. */
    private double[] since;
    /** Per FCFS node, the application of each queued task in queue order. */
    private ArrayDeque<Application>[] fcfsApplications;
    private final List<double[]> series = new ArrayList<>();
    /** The latest request hops, for live views, kept only while an observer is attached; at most HOPS_KEPT. */
    private final ArrayDeque<StarsSnapshot.Hop> hops = new ArrayDeque<>();
    private double[] failedAt;
    private StarsObserver observer = StarsObserver.NONE;
    /** The workload told of every application's end, for closed-loop users; none by default. */
    private ClosedLoopWorkload closedLoop = ClosedLoopWorkload.NONE;
    /** Threads {@link #run} may use: 1, the event loop alone, or 2, with {@link AheadAggregation}. */
    private int threads = 1;
    /** The aggregation ahead of delayed sends while {@link #run} uses a helper thread, else null. */
    private AheadAggregation<F> ahead;
    private long aggregatedAhead;
    /** The overlay position whose summaries snapshots describe, 0 for none; set from any thread. */
    private volatile int inspected;

    @SuppressWarnings("unchecked")
    public StarsSimulation(StarsConfig config, StarsPolicy<F> policy, NodeProperties nodes) {
        if (nodes.size() != config.nodes()) {
            throw new IllegalArgumentException("the configuration has " + config.nodes() + " nodes but "
                    + nodes.size() + " node properties were given");
        }
        this.config = config;
        this.policy = policy;
        this.nodes = nodes;
        sim = new Simulation(config.seed());
        overlay = Overlay.balanced(config.nodes());
        counters = new RunCounters(overlay.height());
        messages = new MessageLayer(sim, config.nodes(), config.network(), this::processingTime, this::deliver);
        traffic = new TrafficMeter(config.nodes());
        index = NodeIndex.of(nodes);
        central = switch (config.mode()) {
            case DECENTRALIZED -> null;
            case CENTRALIZED -> policy.centralized();
            case RANDOM -> new RandomPlacement(sim.random().stream("stars.random-allocation"),
                    config.readings().randomAmongAllNodes());
        };
        queueEnd = new double[config.nodes()];
        queued = new int[config.nodes()];
        capacity = policy.queueCapacity();
        fastest = Arrays.stream(nodes.speed()).max().orElseThrow();
        edf = policy.localPolicy() == LocalPolicy.EDF ? new EdfNodes(nodes.speed()) : null;
        fsp = policy.localPolicy() == LocalPolicy.SLOWNESS ? new SlownessNodes<>(nodes.speed()) : null;
        coexisting = new CoexistingSlowness(fastest);
        boolean overlayUsed = config.mode() == Mode.DECENTRALIZED;
        int positions = overlayUsed ? 2 * config.nodes() : 0;
        current = new AvailabilitySummary[positions];
        sent = new AvailabilitySummary[positions];
        received = new AvailabilitySummary[positions];
        receivedQueueEnd = new double[positions];
        nextSend = new double[positions];
        flushPending = new boolean[positions];
        boolean queueEnds = overlayUsed && policy.usesMaxQueueEnd();
        fatherQueueEnd = new double[queueEnds ? config.nodes() : 0];
        sentQueueEnd = new double[queueEnds ? config.nodes() : 0];
    }

    /** Whether some node has the memory and disk a request needs; a request no node could ever take is refused. */
    public boolean feasible(Request request) {
        return index.anyFulfills(request.memory(), request.disk());
    }

    /** Replays the streams until the configured duration and returns the measures. */
    public StarsResult run(List<? extends RequestStream> streams) {
        return run(streams, Failures.NONE);
    }

    /** The same with nodes failing as {@code failures} says (sections 3.1.4 and 8.5). */
    public StarsResult run(List<? extends RequestStream> streams, Failures failures) {
        if (threads > 1 && config.mode() == Mode.DECENTRALIZED && policy.availability().aggregatesOnAnyThread()) {
            ahead = new AheadAggregation<>(config.nodes(), config.sfMax());
        }
        try {
            start(streams, failures);
            sim.runUntil(config.duration());
        } finally {
            if (ahead != null) {
                aggregatedAhead = ahead.taken();
                ahead.close();
                ahead = null;
            }
        }
        return result();
    }

    /** How many branch summaries the last {@link #run} took from the aggregation ahead (0 on one thread). */
    public long aggregatedAhead() {
        return aggregatedAhead;
    }

    /**
     * Lets {@link #run} use a second thread ({@code threads} 2) that aggregates the branch summaries of delayed sends
     * ahead of time ({@link AheadAggregation}), or not (1, the default). Results are the same either way. A run driven
     * step by step from {@link #start} always uses its own thread alone.
     */
    public StarsSimulation<F> threads(int threads) {
        if (threads < 1 || threads > 2) {
            throw new IllegalArgumentException("a STaRS run uses 1 or 2 threads, not " + threads);
        }
        this.threads = threads;
        return this;
    }

    /** Tells {@code workload} of every application's end and lets it submit during the run (section 8.2's users). */
    public StarsSimulation<F> closedLoop(ClosedLoopWorkload workload) {
        this.closedLoop = workload;
        return this;
    }

    /**
     * Schedules the streams, the failures and the samples without running anything: drive {@link #simulation()}
     * until {@code config.duration()} (in one call or step by step), then read {@link #result()}.
     */
    @SuppressWarnings("unchecked")
    public void start(List<? extends RequestStream> streams, Failures failures) {
        this.failures = failures;
        if (failures.any()) {
            int n = config.nodes();
            epoch = new int[n];
            since = new double[n];
            fcfsApplications = new ArrayDeque[n];
            for (int u = 0; u < n; u++) {
                fcfsApplications[u] = new ArrayDeque<>(0);
            }
            scheduleFailures();
        }
        if (config.mode() == Mode.DECENTRALIZED) {
            initialSummaries();
        }
        for (RequestStream stream : streams) {
            scheduleNext(stream);
        }
        closedLoop.start(new ClosedLoopWorkload.Submissions() {
            @Override
            public void at(double time, Runnable action) {
                sim.schedule(time, s -> {
                    counters.handled++;
                    action.run();
                });
            }

            @Override
            public void submit(Request request) {
                StarsSimulation.this.submit(request);
            }

            @Override
            public double now() {
                return sim.now();
            }
        });
        long rows = (long) Math.floor(config.duration() / config.sampleInterval() + 1e-9);
        for (long k = 1; k <= rows; k++) {
            sim.schedule(Math.min(k * config.sampleInterval(), config.duration()), s -> sample());
        }
    }

    /** The kernel simulation: clock, run control and snapshot hook. */
    public Simulation simulation() {
        return sim;
    }

    /** Tells {@code observer} of every routing step and failure from now on; null stops telling. */
    public void setObserver(StarsObserver observer) {
        this.observer = observer == null ? StarsObserver.NONE : observer;
    }

    /** Snapshots from now on describe what position {@code position} knows of availability (0: nothing). */
    public void inspect(int position) {
        inspected = position > 0 && position < 2 * config.nodes() ? position : 0;
    }

    /** A copy of the state for views; call it on the simulation's thread or while no run is active. */
    public StarsSnapshot snapshot() {
        int n = config.nodes();
        double[] failed = failedAt == null ? new double[n] : failedAt.clone();
        if (failedAt == null) {
            Arrays.fill(failed, Double.NEGATIVE_INFINITY);
        }
        long atRoot = counters.routedByDepth.length == 0 ? 0 : counters.routedByDepth[0];
        return new StarsSnapshot(sim.now(), sim.eventsProcessed(), n, counters.requests, counters.allocatedRequests,
                counters.acceptedTasks, counters.finishedTasks, counters.finishedComputation, counters.queuedTasks,
                counters.busyNodes, counters.messages, counters.failures, atRoot, makespan(sim.now()),
                coexisting.largest(), counters.allocationTimes.mean(), queued.clone(), failed, List.copyOf(hops),
                inspected, describe(inspected));
    }

    // Section 3.2: what a routing node knows (its children's summaries) or what an execution node reports
    private List<String> describe(int position) {
        if (position == 0 || config.mode() != Mode.DECENTRALIZED) {
            return List.of();
        }
        if (overlay.isLeaf(position)) {
            return List.of(describe("reports", current[position] != null ? current[position] : received[position]));
        }
        return List.of(describe("left child", received[2 * position]),
                describe("right child", received[2 * position + 1]));
    }

    private static String describe(String what, AvailabilitySummary<?> summary) {
        if (summary == null) {
            return what + ": nothing yet";
        }
        List<?> functions = summary.functions();
        String shown = functions.stream().limit(SUMMARY_FUNCTIONS_SHOWN).map(Object::toString)
                .collect(Collectors.joining("; "));
        return what + ": " + functions.size() + " functions for " + summary.nodeCount() + " nodes: " + shown
                + (functions.size() > SUMMARY_FUNCTIONS_SHOWN ? "; ..." : "");
    }

    // ---- workload and submission nodes (section 3.3) ----

    private void scheduleNext(RequestStream stream) {
        Request request = stream.next();
        if (request != null && request.time() < config.duration()) {
            sim.schedule(request.time(), s -> {
                counters.handled++;
                submit(request);
                scheduleNext(stream);
            });
        }
    }

    private void submit(Request request) {
        Application application = new Application(counters.requests, request);
        counters.requests++;
        counters.submittedTasks += request.tasks();
        if (feasible(request)) {
            coexisting.submitted(application);
            send(application, request.tasks());
        } else {
            closedLoop.ended(request, sim.now());
        }
    }

    /** A new attempt for the unaccepted tasks, from the submitter's leaf up, or to the central scheduler. */
    private void send(Application application, int tasks) {
        int attempt = ++application.attempt;
        application.acceptedAtSend = application.accepted;
        int submitter = application.request.node();
        if (config.mode() == Mode.DECENTRALIZED) {
            int father = overlay.father(overlay.leaf(submitter));
            messages.send(submitter, overlay.player(father), Messages.REQUEST_BYTES, Messages.REQUEST,
                    new Fragment(application, TaskInterval.of(tasks), father, Direction.SUBMISSION));
        } else {
            messages.send(submitter, CENTRAL_NODE, Messages.REQUEST_BYTES, Messages.CENTRAL_REQUEST,
                    new Fragment(application, TaskInterval.of(tasks), -1, null));
        }
        sim.scheduleAfter(config.timeout(), s -> timeout(application, attempt));
    }

    // Section 3.3.1: discarded tasks are not notified; the submission node resends them after its timeout, and gives
    // them up after the thesis simulator's consecutive attempts with nothing accepted
    private void timeout(Application application, int attempt) {
        counters.handled++;
        if (!application.allocated && application.attempt == attempt && !abandonedIfExpired(application)) {
            application.emptyAttempts = application.accepted == application.acceptedAtSend
                    ? application.emptyAttempts + 1
                    : 0;
            int attempts = config.readings().submitAttempts();
            if (attempts > 0 && application.emptyAttempts >= attempts) {
                giveUp(application);
            } else {
                counters.resends++;
                send(application, application.unaccepted());
            }
        }
    }

    private void giveUp(Application application) {
        application.givenUp = true;
        counters.givenUpTasks += application.unaccepted();
        if (application.ended()) {
            coexisting.abandoned(application);
        }
        endIfDone(application);
    }

    /** One of the application's tasks left the system, run or dropped; the last one ends the application. */
    private void taskLeft(Application application) {
        coexisting.taskEnded(application, sim.now());
        endIfDone(application);
    }

    // once per application, even if a task accepted after the give-up ends later
    private void endIfDone(Application application) {
        if (!application.left && application.ended()) {
            application.left = true;
            closedLoop.ended(application.request, sim.now());
        }
    }

    private boolean abandonedIfExpired(Application application) {
        if (expired(application.request)) {
            coexisting.abandoned(application);
            application.givenUp = true;
            endIfDone(application);
            return true;
        }
        return false;
    }

    // Section 5.3.2: an application whose deadline no node could meet any more is not sent again
    private boolean expired(Request request) {
        return request.deadline() - sim.now() < request.taskLength() / fastest;
    }

    private void accepted(Accepted accepted) {
        Application application = accepted.application();
        application.accepted += accepted.tasks();
        if (!application.allocated && application.accepted >= application.request.tasks()) {
            application.allocated = true;
            if (!application.everAllocated) {
                application.everAllocated = true;
                counters.allocatedRequests++;
                counters.allocationTimes.add(sim.now() - application.request.time());
            }
        }
    }

    // ---- execution nodes (section 3.1.2): FCFS queue of the policy's capacity, no pre-emption ----

    /** Accepts up to {@code tasks} tasks at node {@code u}; returns how many. */
    private int accept(int u, Application application, int tasks) {
        Request request = application.request;
        boolean fits = request.memory() <= nodes.memory()[u] && request.disk() <= nodes.disk()[u];
        int before = queued[u];
        int taken = !fits ? 0 : edf != null ? admitEdf(u, application, tasks)
                : fsp != null ? admitFsp(u, application, tasks) : admitFcfs(u, application, tasks);
        if (taken > 0) {
            if (before == 0) {
                counters.busyNodes++;
            }
            queued[u] += taken;
            counters.queuedTasks += taken;
            counters.acceptedTasks += taken;
        }
        if (config.mode() == Mode.DECENTRALIZED) {
            // section 3.3.1: the father took this node out of its estimate of the branch, expecting it to fill, so
            // the node reports again, sampled now, whatever it took; one that took nothing would otherwise stay out
            // of the father's view until its queue changes (never, for an idle node, whose l(delta) = (delta - now)
            // s_u shrinks as time passes, so that what it reported earlier can promise more than it has)
            leafChanged(u);
        }
        if (taken > 0) {
            messages.send(u, request.node(), Messages.ACCEPT_BYTES, Messages.ACCEPT,
                    new Accepted(application, taken));
        }
        return taken;
    }

    private int admitFcfs(int u, Application application, int tasks) {
        Request request = application.request;
        int taken = (int) Math.min(tasks, (long) capacity - queued[u]);
        double length = request.taskLength();
        double duration = length / nodes.speed()[u];
        int incarnation = incarnation(u);
        for (int i = 0; i < taken; i++) {
            queueEnd[u] = Math.max(sim.now(), queueEnd[u]) + duration;
            sim.schedule(queueEnd[u], s -> {
                if (alive(u, incarnation)) {
                    taskEnded(u, application, length);
                }
            });
            if (fcfsApplications != null) {
                fcfsApplications[u].add(application);
            }
        }
        return taken;
    }

    // Section 5.2: EDF admission keeping every deadline; an idle node starts the earliest task at once
    private int admitEdf(int u, Application application, int tasks) {
        int taken = edf.admit(u, application, tasks, sim.now());
        if (taken > 0) {
            if (edf.idle(u)) {
                startEdf(u);
            }
            queueEnd[u] = edf.queueEnd(u, sim.now());
            if (central != null) {
                central.tasksAdmitted(index, u);
            }
        }
        return taken;
    }

    // Section 7.2.1: every task is admitted; an idle node starts the first of the least-maximum-slowness order
    private int admitFsp(int u, Application application, int tasks) {
        Request request = application.request;
        int taken = fsp.admit(u, application, request.time(), request.taskLength(), tasks);
        if (fsp.idle(u)) {
            startFsp(u);
        }
        queueEnd[u] = fsp.queueEnd(u, sim.now());
        if (central != null) {
            central.tasksAdmitted(index, u);
        }
        return taken;
    }

    private void startFsp(int u) {
        SlownessNodes.Task<Application> task = fsp.startNext(u, sim.now());
        if (task != null) {
            int incarnation = incarnation(u);
            sim.scheduleAfter(fsp.runTime(u, task), s -> {
                if (alive(u, incarnation)) {
                    fspTaskEnded(u);
                }
            });
        }
    }

    private void fspTaskEnded(int u) {
        SlownessNodes.Task<Application> task = fsp.finish(u);
        counters.finishedTasks++;
        counters.finishedComputation += task.length();
        taskLeft(task.owner());
        startFsp(u);
        queueEnd[u] = fsp.queueEnd(u, sim.now());
        leftQueue(u);
    }

    private void startEdf(int u) {
        EdfNodes.Task task = edf.startNext(u, sim.now());
        if (task != null) {
            int incarnation = incarnation(u);
            sim.scheduleAfter(edf.runTime(u, task), s -> {
                if (alive(u, incarnation)) {
                    edfTaskEnded(u);
                }
            });
        }
    }

    // Section 5.2: a task that used up its announced length without ending is dropped, its result lost
    private void edfTaskEnded(int u) {
        EdfNodes.Task task = edf.finish(u);
        taskLeft(task.application());
        if (task.runLength() > task.length()) {
            counters.droppedTasks++;
        } else {
            if (sim.now() > task.deadline()) {
                counters.missedDeadlines++;
            }
            counters.finishedTasks++;
            counters.finishedComputation += task.length();
        }
        startEdf(u);
        queueEnd[u] = edf.queueEnd(u, sim.now());
        leftQueue(u);
    }

    private void taskEnded(int u, Application application, double length) {
        if (fcfsApplications != null) {
            fcfsApplications[u].poll();
        }
        taskLeft(application);
        counters.finishedTasks++;
        counters.finishedComputation += length;
        leftQueue(u);
    }

    /** A task left node {@code u}'s queue: the node reports its new state. */
    private void leftQueue(int u) {
        counters.handled++;
        queued[u]--;
        counters.queuedTasks--;
        if (queued[u] == 0) {
            counters.busyNodes--;
        }
        if (config.mode() == Mode.DECENTRALIZED) {
            leafChanged(u);
        } else if (config.mode() == Mode.CENTRALIZED) {
            central.taskEnded(index, u, queued[u]);
        }
    }

    // ---- failures (sections 3.1.4 and 8.5) ----

    private int incarnation(int u) {
        return epoch == null ? 0 : epoch[u];
    }

    /** Whether node {@code u} is still the incarnation that scheduled an event. */
    private boolean alive(int u, int incarnation) {
        return incarnation(u) == incarnation;
    }

    private void scheduleFailures() {
        if (failures.churnMedian() > 0) {
            SplittableRandom churn = sim.random().stream(CHURN_STREAM);
            for (int u = 0; u < config.nodes(); u++) {
                scheduleSessionEnd(u, churn);
            }
        }
        if (failures.failFraction() > 0 && failures.failAt() < config.duration()) {
            sim.schedule(failures.failAt(), s -> {
                counters.handled++;
                int[] chosen = chooseFailing(sim.random().stream(CATASTROPHE_STREAM));
                for (int u : chosen) {
                    fail(u);
                }
            });
        }
    }

    // Section 8.5 after Rhea et al.: exponential sessions of the given median; the replacement starts a new one
    private void scheduleSessionEnd(int u, SplittableRandom churn) {
        sim.scheduleAfter(Distributions.exponential(churn, failures.meanSession()), s -> {
            counters.handled++;
            fail(u);
            scheduleSessionEnd(u, churn);
        });
    }

    /** round(F N) distinct nodes, uniformly (a partial Fisher-Yates shuffle), in ascending order. */
    private int[] chooseFailing(SplittableRandom random) {
        int n = config.nodes();
        int count = (int) Math.round(failures.failFraction() * n);
        int[] nodesInOrder = new int[n];
        for (int u = 0; u < n; u++) {
            nodesInOrder[u] = u;
        }
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(n - i);
            int swap = nodesInOrder[i];
            nodesInOrder[i] = nodesInOrder[j];
            nodesInOrder[j] = swap;
        }
        int[] chosen = Arrays.copyOf(nodesInOrder, count);
        Arrays.sort(chosen);
        return chosen;
    }

    /**
     * Section 3.1.4: node {@code u} fails and a fresh node takes its place at once. Its queue is lost; the submission
     * nodes of its tasks notice three missed heartbeats later and resubmit them; the routing node it played loses
     * its children's summaries, which they send again as soon as the link is back.
     */
    private void fail(int u) {
        double now = sim.now();
        counters.failures++;
        if (failedAt == null) {
            failedAt = new double[config.nodes()];
            Arrays.fill(failedAt, Double.NEGATIVE_INFINITY);
        }
        failedAt[u] = now;
        observer.failed(u);
        Map<Application, Integer> lost = lostTasks(u);
        double detection = failures.detection(since[u], now);
        epoch[u]++;
        since[u] = now;
        for (Map.Entry<Application, Integer> entry : lost.entrySet()) {
            counters.abortedTasks += entry.getValue();
            sim.schedule(detection, s -> resubmit(entry.getKey(), entry.getValue()));
        }
        int tasks = queued[u];
        counters.queuedTasks -= tasks;
        if (tasks > 0) {
            counters.busyNodes--;
        }
        queued[u] = 0;
        queueEnd[u] = now;
        if (config.mode() == Mode.CENTRALIZED) {
            central.taskEnded(index, u, 0);
        } else if (config.mode() == Mode.DECENTRALIZED) {
            leafChanged(u);
            int branch = overlay.routingNode(u);
            if (branch != Overlay.NONE) {
                branchLost(branch);
            }
        }
    }

    private Map<Application, Integer> lostTasks(int u) {
        Map<Application, Integer> lost = new LinkedHashMap<>();
        if (edf != null) {
            for (EdfNodes.Task task : edf.clear(u)) {
                lost.merge(task.application(), 1, Integer::sum);
            }
        } else if (fsp != null) {
            for (SlownessNodes.Task<Application> task : fsp.clear(u)) {
                lost.merge(task.owner(), 1, Integer::sum);
            }
        } else {
            for (Application application : fcfsApplications[u]) {
                lost.merge(application, 1, Integer::sum);
            }
            fcfsApplications[u].clear();
        }
        return lost;
    }

    // Section 3.1.4: "any missing information is quickly rebuilt": the children report to the new routing node
    private void branchLost(int branch) {
        AvailabilitySummary<F> empty = AvailabilitySummary.empty(policy.availability());
        for (int child = 2 * branch; child <= 2 * branch + 1; child++) {
            receive(child, empty);
            sent[child] = null;
        }
        current[branch] = null;
        if (fatherQueueEnd.length > 0) {
            fatherQueueEnd[branch] = Double.NEGATIVE_INFINITY;
            sentQueueEnd[branch] = Double.NaN;
            if (branch != Overlay.ROOT) {
                pushQueueEnds(overlay.father(branch));
            }
        }
        offer(2 * branch);
        offer(2 * branch + 1);
    }

    // Section 3.1.4: the submission node resubmits the lost tasks in a new request
    private void resubmit(Application application, int tasks) {
        counters.handled++;
        counters.resubmittedTasks += tasks;
        application.accepted -= tasks;
        application.allocated = false;
        application.givenUp = false;
        application.emptyAttempts = 0;
        if (!abandonedIfExpired(application)) {
            send(application, tasks);
        }
    }

    private NodeState state(int u) {
        return new NodeState(nodes.memory()[u], nodes.disk()[u], nodes.speed()[u], queueEnd[u], queued[u],
                edf == null ? null : edf.queue(u, sim.now()), fsp == null ? null : fsp.queue(u, sim.now()));
    }

    // ---- availability propagation (section 3.2.3) ----

    private AvailabilitySummary<F> leafSummary(int u) {
        F f = policy.sample(state(u));
        return f == null ? AvailabilitySummary.empty(policy.availability())
                : AvailabilitySummary.of(policy.availability(), f);
    }

    private AvailabilitySummary<F> branchSummary(int h) {
        AvailabilitySummary<F> left = received[2 * h];
        AvailabilitySummary<F> right = received[2 * h + 1];
        AvailabilitySummary<F> aggregated = ahead == null ? null : ahead.take(h, left, right, sim.now());
        return aggregated != null ? aggregated : left.aggregate(right, config.sfMax(), sim.now());
    }

    /** The overlay starts converged: every node holds what it would have received, with no message sent. */
    private void initialSummaries() {
        int n = config.nodes();
        for (int u = 0; u < n; u++) {
            int leaf = overlay.leaf(u);
            current[leaf] = leafSummary(u);
            sent[leaf] = current[leaf];
            receive(leaf, current[leaf]);
        }
        for (int h = n - 1; h >= Overlay.ROOT; h--) {
            current[h] = branchSummary(h);
            sent[h] = current[h];
            receive(h, current[h]);
        }
        if (fatherQueueEnd.length > 0) {
            fatherQueueEnd[Overlay.ROOT] = Double.NEGATIVE_INFINITY;
            for (int h = Overlay.ROOT; h < n; h++) {
                for (int child = 2 * h; child <= 2 * h + 1 && child < n; child++) {
                    fatherQueueEnd[child] = queueEndFor(child);
                    sentQueueEnd[child] = fatherQueueEnd[child];
                }
            }
        }
    }

    private void leafChanged(int u) {
        int leaf = overlay.leaf(u);
        current[leaf] = leafSummary(u);
        offer(leaf);
    }

    // Section 3.2.3: report only a changed summary, and no faster than the update bandwidth allows; a branch
    // summary is aggregated when it is about to be sent, so the updates received during the delay cost one clustering
    private void offer(int position) {
        if (position == Overlay.ROOT) {
            return;
        }
        double now = sim.now();
        if (now >= nextSend[position]) {
            AvailabilitySummary<F> summary = summaryOf(position);
            if (summary.equals(sent[position])) {
                return;
            }
            int bytes = Messages.summaryBytes(summary);
            messages.send(overlay.player(position), overlay.player(overlay.father(position)), bytes,
                    Messages.SUMMARY, new SummaryUpdate(position, summary));
            sent[position] = summary;
            // the thesis's execution nodes report every change at once; only routing nodes respect the bandwidth
            boolean limited = config.readings().leafUpdatesLimited() || !overlay.isLeaf(position);
            nextSend[position] = limited ? now + bytes / config.updateBandwidth() : now;
        } else {
            if (ahead != null && current[position] == null) {
                // the summary the flush will send, as far as the children's summaries are known now
                ahead.start(position, received[2 * position], received[2 * position + 1], nextSend[position]);
            }
            if (!flushPending[position]) {
                flushPending[position] = true;
                sim.schedule(nextSend[position], s -> {
                    counters.handled++;
                    flushPending[position] = false;
                    offer(position);
                });
            }
        }
    }

    private AvailabilitySummary<F> summaryOf(int position) {
        if (current[position] == null) {
            current[position] = branchSummary(position);
        }
        return current[position];
    }

    @SuppressWarnings("unchecked")
    private void summaryReceived(SummaryUpdate update) {
        int child = update.position();
        receive(child, (AvailabilitySummary<F>) update.summary());
        int father = overlay.father(child);
        current[father] = null;
        offer(father);
        if (fatherQueueEnd.length > 0) {
            pushQueueEnds(father);
        }
    }

    // Section 4.3.2: each child gets the maximum of the father's value and the other child's branch
    private double queueEndFor(int child) {
        int father = overlay.father(child);
        return Math.max(fatherQueueEnd[father], receivedQueueEnd(child ^ 1));
    }

    private void receive(int position, AvailabilitySummary<F> summary) {
        received[position] = summary;
        receivedQueueEnd[position] = Double.NaN;
    }

    /** The maximum queue end of the summary received for a position, computed once per summary. */
    private double receivedQueueEnd(int position) {
        if (Double.isNaN(receivedQueueEnd[position])) {
            receivedQueueEnd[position] = policy.maxQueueEnd(received[position]);
        }
        return receivedQueueEnd[position];
    }

    private void pushQueueEnds(int h) {
        for (int child = 2 * h; child <= 2 * h + 1; child++) {
            if (child < config.nodes()) {
                double value = queueEndFor(child);
                if (value != sentQueueEnd[child]) {
                    sentQueueEnd[child] = value;
                    messages.send(overlay.player(h), overlay.player(child), Messages.MAX_QUEUE_END_BYTES,
                            Messages.MAX_QUEUE_END, new QueueEndUpdate(child, value));
                }
            }
        }
    }

    // ---- request routing (section 3.3) ----

    private void requestReceived(Fragment fragment) {
        int position = fragment.position();
        Application application = fragment.application();
        Request request = application.request;
        hop(fragment);
        if (fragment.from() == Direction.FATHER) {
            // section 3.3.1: the father now holds its own estimate of this branch, so the next summary is sent even
            // if it equals the last one sent
            sent[position] = null;
        }
        if (overlay.isLeaf(position)) {
            int u = overlay.player(position);
            int taken = accept(u, application, (int) fragment.tasks().size());
            long rest = fragment.tasks().size() - taken;
            if (rest > 0) {
                counters.rejectedTasks += rest;
                if (config.readings().noReturn()) {
                    return; // the thesis's execution nodes send nothing up: the submitter's timeout recovers the rest
                }
                int father = overlay.father(position);
                route(application, new TaskInterval(fragment.tasks().first() + taken, fragment.tasks().last()),
                        father, (position & 1) == 0 ? Direction.LEFT : Direction.RIGHT, u);
            }
            return;
        }
        counters.routedByDepth[overlay.depth(position)]++;
        RoutingView<F> view = new RoutingView<>(received[2 * position], received[2 * position + 1],
                position == Overlay.ROOT,
                fatherQueueEnd.length > 0 ? fatherQueueEnd[position] : Double.NEGATIVE_INFINITY);
        Forwarded<F> decision = policy.forward(view, new ForwardingRequest(fragment.tasks(), request.memory(),
                request.disk(), request.taskLength(), request.deadline(), fragment.from()), sim.now());
        receive(2 * position, decision.left());
        receive(2 * position + 1, decision.right());
        Split split = decision.split();
        int from = overlay.player(position);
        route(application, split.left(), 2 * position, Direction.FATHER, from);
        route(application, split.right(), 2 * position + 1, Direction.FATHER, from);
        boolean returning = fragment.from() == Direction.FATHER && config.readings().noReturn();
        if (position != Overlay.ROOT && !returning) {
            route(application, split.father(), overlay.father(position),
                    (position & 1) == 0 ? Direction.LEFT : Direction.RIGHT, from);
        }
        // the no-return rule: what came from the father and does not fit below is dropped, never sent back up
        counters.discardedTasks += split.discarded().size() + (returning ? split.father().size() : 0);
    }

    // The position a fragment came from: its father, one of its children, or none (from the submission node); a run
    // nothing observes (the command line, sweeps) keeps no hops
    private void hop(Fragment fragment) {
        if (observer == StarsObserver.NONE) {
            return;
        }
        int position = fragment.position();
        int from = switch (fragment.from()) {
        case FATHER -> overlay.father(position);
        case LEFT -> 2 * position;
        case RIGHT -> 2 * position + 1;
        default -> Overlay.NONE;
        };
        if (hops.size() == HOPS_KEPT) {
            hops.removeFirst();
        }
        hops.addLast(new StarsSnapshot.Hop(sim.now(), from, position, fragment.tasks().size(),
                fragment.from().name(), fragment.application().id));
        observer.routed(position, fragment.tasks().size());
    }

    private void route(Application application, TaskInterval tasks, int position, Direction from, int sender) {
        if (!tasks.isEmpty()) {
            messages.send(sender, overlay.player(position), Messages.REQUEST_BYTES, Messages.REQUEST,
                    new Fragment(application, tasks, position, from));
        }
    }

    // Appendix C: the scheduler allocates with full knowledge, one message per chosen node
    private void centralRequestReceived(Fragment fragment) {
        Application application = fragment.application();
        Request request = application.request;
        int tasks = (int) fragment.tasks().size();
        int[] chosen = new int[tasks];
        int allocated = fsp != null
                ? central.allocateBySlowness(index, fsp, tasks, request.memory(), request.disk(),
                        request.taskLength(), request.time(), sim.now(), chosen)
                : central.allocateByDeadline(index, edf, tasks, request.memory(), request.disk(),
                        request.taskLength(), request.deadline(), sim.now(), chosen);
        counters.discardedTasks += tasks - allocated;
        Map<Integer, Integer> perNode = new LinkedHashMap<>();
        for (int i = 0; i < allocated; i++) {
            perNode.merge(chosen[i], 1, Integer::sum);
        }
        for (Map.Entry<Integer, Integer> e : perNode.entrySet()) {
            messages.send(CENTRAL_NODE, e.getKey(), Messages.REQUEST_BYTES, Messages.TASKS,
                    new Fragment(application, TaskInterval.of(e.getValue()), -1, null));
        }
    }

    private void tasksReceived(int u, Fragment fragment) {
        int tasks = (int) fragment.tasks().size();
        counters.rejectedTasks += tasks - accept(u, fragment.application(), tasks);
    }

    // ---- messages ----

    private void deliver(Simulation s, int from, int to, int sizeBytes, int kind, Object payload) {
        counters.handled++;
        counters.messages++;
        if (from != to) {
            traffic.received(to, sizeBytes, s.now());
            counters.bytes += sizeBytes;
        }
        switch (kind) {
            case Messages.SUMMARY -> summaryReceived((SummaryUpdate) payload);
            case Messages.REQUEST -> requestReceived((Fragment) payload);
            case Messages.ACCEPT -> accepted((Accepted) payload);
            case Messages.CENTRAL_REQUEST -> centralRequestReceived((Fragment) payload);
            case Messages.TASKS -> tasksReceived(to, (Fragment) payload);
            case Messages.MAX_QUEUE_END -> queueEndReceived((QueueEndUpdate) payload);
            default -> throw new IllegalStateException("unknown message kind " + kind);
        }
    }

    private void queueEndReceived(QueueEndUpdate update) {
        fatherQueueEnd[update.position()] = update.maxQueueEnd();
        pushQueueEnds(update.position());
    }

    /** The processing model of {@link CostModel}, evaluated when a message reaches its receive queue. */
    private double processingTime(int to, int sizeBytes, int kind, Object payload) {
        CostModel cost = config.cost();
        double time = cost.fixed() + cost.perByte() * sizeBytes;
        if (kind == Messages.SUMMARY) {
            SummaryUpdate update = (SummaryUpdate) payload;
            long functions = update.summary().functions().size()
                    + received[update.position() ^ 1].functions().size();
            time += cost.perDistance() * CostModel.clusteringDistances(functions, config.sfMax());
        } else if (kind == Messages.REQUEST && !overlay.isLeaf(((Fragment) payload).position())) {
            int h = ((Fragment) payload).position();
            time += cost.perFunction() * (received[2 * h].functions().size() + received[2 * h + 1].functions().size());
        } else if (kind == Messages.CENTRAL_REQUEST) {
            time += cost.perNode() * config.nodes();
        }
        return time;
    }

    // ---- measures ----

    private void sample() {
        double now = sim.now();
        series.add(new double[] {now, counters.requests, counters.allocatedRequests, counters.acceptedTasks,
                counters.finishedTasks, counters.finishedComputation, counters.queuedTasks, counters.busyNodes,
                makespan(now), coexisting.sample(now), counters.messages, counters.bytes});
    }

    /** The longest remaining queue, the MMP objective (chapter 4): max over nodes of Q_u - now, at least 0. */
    private double makespan(double now) {
        double latest = now;
        for (double q : queueEnd) {
            latest = Math.max(latest, q);
        }
        return latest - now;
    }

    /** The measures of the run, once it has reached {@code config.duration()}. */
    public StarsResult result() {
        double duration = config.duration();
        TrafficSummary trafficSummary = new TrafficSummary(config.network().bandwidth(),
                Distribution.of(traffic.average(duration)), Distribution.of(traffic.peak(0)),
                Distribution.of(traffic.peak(1)));
        return new StarsResult(config.nodes(), policy.id(), config.mode(), config.sfMax(), duration,
                counters.requests, counters.allocatedRequests, counters.submittedTasks, counters.acceptedTasks,
                counters.finishedTasks, counters.finishedComputation, counters.discardedTasks,
                counters.rejectedTasks, counters.resends, counters.droppedTasks, counters.missedDeadlines,
                counters.failures, counters.abortedTasks, counters.resubmittedTasks, counters.givenUpTasks,
                Distribution.of(counters.allocationTimes.toArray()),
                makespan(duration), coexisting.largest(), trafficSummary, counters.routedByDepth.clone(), counters.messages,
                sim.eventsProcessed(), counters.handled, List.copyOf(series));
    }
}
