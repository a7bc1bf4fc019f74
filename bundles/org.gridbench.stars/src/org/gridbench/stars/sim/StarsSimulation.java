package org.gridbench.stars.sim;

import java.util.Arrays;
import java.util.List;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.sim.ProtocolMessages.Accepted;
import org.gridbench.stars.sim.ProtocolMessages.Fragment;
import org.gridbench.stars.sim.ProtocolMessages.QueueEndUpdate;
import org.gridbench.stars.sim.ProtocolMessages.SummaryUpdate;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;

/**
 * A STaRS simulation (Celaya, chapter 3 and section 8.2): N nodes, each an execution and a submission node at a leaf
 * of the balanced tree and a routing node at a branch, exchanging messages over the network model. This class wires
 * the roles and hands each message to the role it is for:
 * <ul>
 * <li>{@link SubmissionNodes}: requests sent, acknowledged, resent after the timeout (section 3.3);
 * <li>{@link RoutingNodes}: forwarding by the policy's algorithm (section 3.3), or the central scheduler of Appendix C
 * in centralized and random modes;
 * <li>{@link AvailabilityPropagation}: summaries aggregated up the tree at the update bandwidth (section 3.2.3);
 * <li>{@link ExecutionNodes}: the policy's local queues (section 3.1.2);
 * <li>{@link NodeFailures}: churn and catastrophic failures (sections 3.1.4 and 8.5);
 * <li>{@link RunMeasures}: the time series and the totals.
 * </ul>
 *
 * @param <F> the policy's sampled-function type
 */
public final class StarsSimulation<F extends SampledFunction<F>> {

    private final StarsConfig config;
    private final StarsPolicy<F> policy;
    private final Simulation sim;
    private final RunContext run;
    private final RunCounters counters;
    private final SubmissionNodes submitters;
    private final ExecutionNodes execution;
    private final AvailabilityPropagation<F> summaries;
    private final RoutingNodes<F> routing;
    private final RunMeasures measures;
    /** The failures of the run, null when no node can fail. */
    private NodeFailures failures;
    private StarsObserver observer = StarsObserver.NONE;
    /** Threads {@link #run} may use: 1, the event loop alone, or 2, with {@link AheadAggregation}. */
    private int threads = 1;
    private long aggregatedAhead;
    /** The overlay position whose summaries snapshots describe, 0 for none; set from any thread. */
    private volatile int inspected;

    public StarsSimulation(StarsConfig config, StarsPolicy<F> policy, NodeProperties nodes) {
        if (nodes.size() != config.nodes()) {
            throw new IllegalArgumentException("the configuration has " + config.nodes() + " nodes but "
                    + nodes.size() + " node properties were given");
        }
        this.config = config;
        this.policy = policy;
        sim = new Simulation(config.seed());
        Overlay overlay = Overlay.balanced(config.nodes());
        counters = new RunCounters(overlay.height());
        MessageLayer messages = new MessageLayer(sim, config.nodes(), config.network(), this::processingTime,
                this::deliver);
        run = new RunContext(config, sim, overlay, messages, counters);
        NodeIndex index = NodeIndex.of(nodes);
        CentralPolicy central = switch (config.mode()) {
            case DECENTRALIZED -> null;
            case CENTRALIZED -> policy.centralized();
            case RANDOM -> new RandomPlacement(sim.random().stream("stars.random-allocation"),
                    config.readings().randomAmongAllNodes());
        };
        double fastest = Arrays.stream(nodes.speed()).max().orElseThrow();
        submitters = new SubmissionNodes(run, index, fastest);
        execution = new ExecutionNodes(run, nodes, policy.localQueues(nodes.speed()), index, central, submitters);
        summaries = new AvailabilityPropagation<>(run, policy, execution);
        execution.reportTo(summaries::leafChanged);
        routing = new RoutingNodes<>(run, policy, summaries, execution, index, central);
        measures = new RunMeasures(run, execution, submitters.coexisting());
    }

    /** Whether some node has the memory and disk a request needs; a request no node could ever take is refused. */
    public boolean feasible(Request request) {
        return submitters.feasible(request);
    }

    /** Replays the streams until the configured duration and returns the measures. */
    public StarsResult run(List<? extends RequestStream> streams) {
        return run(streams, Failures.NONE);
    }

    /** The same with nodes failing as {@code failures} says (sections 3.1.4 and 8.5). */
    public StarsResult run(List<? extends RequestStream> streams, Failures failures) {
        AheadAggregation<F> ahead = null;
        if (threads > 1 && run.decentralized() && policy.availability().aggregatesOnAnyThread()) {
            ahead = new AheadAggregation<>(config.nodes(), config.sfMax());
            summaries.ahead(ahead);
        }
        try {
            start(streams, failures);
            sim.runUntil(config.duration());
        } finally {
            if (ahead != null) {
                aggregatedAhead = ahead.taken();
                ahead.close();
                summaries.ahead(null);
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
        submitters.closedLoop(workload);
        return this;
    }

    /**
     * Schedules the streams, the failures and the samples without running anything: drive {@link #simulation()}
     * until {@code config.duration()} (in one call or step by step), then read {@link #result()}.
     */
    public void start(List<? extends RequestStream> streams, Failures failures) {
        if (failures.any()) {
            this.failures = new NodeFailures(run, failures, execution, submitters,
                    run.decentralized() ? summaries : null);
            this.failures.observer(observer);
            this.failures.schedule();
        }
        if (run.decentralized()) {
            summaries.initialSummaries();
        }
        submitters.start(streams);
        measures.schedule();
    }

    /** The kernel simulation: clock, run control and snapshot hook. */
    public Simulation simulation() {
        return sim;
    }

    /** Tells {@code observer} of every routing step and failure from now on; null stops telling. */
    public void setObserver(StarsObserver observer) {
        this.observer = observer == null ? StarsObserver.NONE : observer;
        routing.observer(this.observer);
        if (failures != null) {
            failures.observer(this.observer);
        }
    }

    /** Snapshots from now on describe what position {@code position} knows of availability (0: nothing). */
    public void inspect(int position) {
        inspected = position > 0 && position < 2 * config.nodes() ? position : 0;
    }

    /** A copy of the state for views; call it on the simulation's thread or while no run is active. */
    public StarsSnapshot snapshot() {
        int n = config.nodes();
        double[] failed = failures == null ? NodeFailures.never(n) : failures.failedAt();
        long atRoot = counters.routedByDepth.length == 0 ? 0 : counters.routedByDepth[0];
        return new StarsSnapshot(sim.now(), sim.eventsProcessed(), n, counters.requests, counters.allocatedRequests,
                counters.acceptedTasks, counters.finishedTasks, counters.finishedComputation, counters.queuedTasks,
                counters.busyNodes, counters.messages, counters.failures, atRoot, counters.makespan(),
                submitters.coexisting().largest(), counters.allocationTimes.mean(), execution.queued().clone(),
                failed, routing.hops(), inspected, summaries.describe(inspected));
    }

    /** The measures of the run, once it has reached {@code config.duration()}. */
    public StarsResult result() {
        return measures.result(policy.id());
    }

    private void deliver(Simulation s, int from, int to, int sizeBytes, int kind, Object payload) {
        counters.handled++;
        counters.messages++;
        if (from != to) {
            measures.received(to, sizeBytes);
        }
        switch (kind) {
            case ProtocolMessages.SUMMARY -> summaries.summaryReceived((SummaryUpdate) payload);
            case ProtocolMessages.REQUEST -> routing.requestReceived((Fragment) payload);
            case ProtocolMessages.ACCEPT -> submitters.accepted((Accepted) payload);
            case ProtocolMessages.CENTRAL_REQUEST -> routing.centralRequestReceived((Fragment) payload);
            case ProtocolMessages.TASKS -> routing.tasksReceived(to, (Fragment) payload);
            case ProtocolMessages.MAX_QUEUE_END -> summaries.queueEndReceived((QueueEndUpdate) payload);
            default -> throw new IllegalStateException("unknown message kind " + kind);
        }
    }

    /** The processing model of {@link CostModel}, evaluated when a message reaches its receive queue. */
    private double processingTime(int to, int sizeBytes, int kind, Object payload) {
        CostModel cost = config.cost();
        double time = cost.fixed() + cost.perByte() * sizeBytes;
        if (kind == ProtocolMessages.SUMMARY) {
            SummaryUpdate update = (SummaryUpdate) payload;
            long functions = update.summary().functions().size() + summaries.receivedFunctions(update.position() ^ 1);
            time += cost.perDistance() * CostModel.clusteringDistances(functions, config.sfMax());
        } else if (kind == ProtocolMessages.REQUEST && !run.overlay().isLeaf(((Fragment) payload).position())) {
            int h = ((Fragment) payload).position();
            time += cost.perFunction() * (summaries.receivedFunctions(2 * h) + summaries.receivedFunctions(2 * h + 1));
        } else if (kind == ProtocolMessages.CENTRAL_REQUEST) {
            time += cost.perNode() * config.nodes();
        }
        return time;
    }
}
