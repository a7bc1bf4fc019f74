package org.gridbench.stars.wdp;

import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.TrafficMeter;
import org.gridbench.stars.sim.TrafficSummary;
import org.gridbench.stars.wdp.WdpMessages.Accepted;
import org.gridbench.stars.wdp.WdpMessages.Cancel;
import org.gridbench.stars.wdp.WdpMessages.Finished;
import org.gridbench.stars.wdp.WdpMessages.Input;
import org.gridbench.stars.wdp.WdpMessages.Part;
import org.gridbench.stars.wdp.WdpMessages.SummaryUpdate;

/**
 * A WDP simulation (Celaya, chapter 6 and section 8.6): N nodes, each an execution and a submission node at a leaf of
 * the balanced tree and a routing node at a branch (section 3.1), exchanging messages over the network model.
 * Workflows arrive at random nodes in a Poisson process and are submitted sequence by sequence
 * ({@link SubmissionNodes}); requests are routed by Algorithm 6.3 ({@link RoutingNodes}) on the summaries of section
 * 6.3.1 ({@link SummaryPropagation}); execution nodes queue the parts in their holes by EDF ({@link ExecutionNodes}).
 *
 * <p>Workflows arrive during the configured duration; the run then goes on until every one has finished or been given
 * up, so that the slow ones count in the speed-up as much as the fast ones, for at most {@link #DRAIN_DEADLINES}
 * times the longest relative deadline plus {@link #DRAIN_TIMEOUTS} timeouts.
 */
public final class WdpSimulation {
    static final double DRAIN_DEADLINES = 4;
    static final double DRAIN_TIMEOUTS = 10;
    private static final double DRAIN_STEP = 600;

    private final WdpContext ctx;
    private final WdpWorkload workload;
    private final WorkflowPlan plan;
    private final double[] speeds;
    private final TrafficMeter incoming;
    private final ExecutionNodes execution;
    private final SummaryPropagation summaries;
    private final RoutingNodes routing;
    private final SubmissionNodes submission;
    private final double rate;

    public WdpSimulation(WdpConfig config, WdpWorkload workload, double[] speeds) {
        if (speeds.length != config.nodes()) {
            throw new IllegalArgumentException("the configuration has " + config.nodes() + " nodes but "
                    + speeds.length + " speeds were given");
        }
        ctx = new WdpContext(config);
        this.workload = workload;
        this.speeds = speeds;
        plan = new WorkflowPlan(workload.dag());
        incoming = new TrafficMeter(config.nodes());
        ctx.connect(new MessageLayer(ctx.sim, config.nodes(), config.network(), this::processingTime, this::deliver));
        execution = new ExecutionNodes(ctx, plan, speeds);
        summaries = new SummaryPropagation(ctx, execution::summary);
        execution.connect(summaries);
        routing = new RoutingNodes(ctx, plan, execution, summaries);
        submission = new SubmissionNodes(ctx, plan, speeds, workload.warmUp());
        double aggregate = 0;
        for (double s : speeds) {
            aggregate += s;
        }
        rate = workload.rate(aggregate);
    }

    /** Runs Poisson arrivals for the configured duration, then until every workflow has finished or been given up. */
    public WdpResult run() {
        SplittableRandom random = new RandomStreams(workload.seed()).fresh(WdpWorkload.STREAM);
        return run(new Iterator<>() {
            private double time = Distributions.exponential(random, 1 / rate);

            @Override
            public boolean hasNext() {
                return time < ctx.config.duration();
            }

            // STaRS section 8.6.1: Poisson arrivals, each at a node drawn uniformly
            @Override
            public Arrival next() {
                Arrival arrival = new Arrival(time, random.nextInt(speeds.length), workload.priority());
                time += Distributions.exponential(random, 1 / rate);
                return arrival;
            }
        }, workload.priority());
    }

    /** Runs these arrivals, in time order, then until every workflow has finished or been given up. */
    public WdpResult run(List<Arrival> arrivals) {
        double lowest = Double.POSITIVE_INFINITY;
        for (int i = 0; i < arrivals.size(); i++) {
            Arrival arrival = arrivals.get(i);
            if ((i > 0 && arrival.time() < arrivals.get(i - 1).time()) || arrival.node() >= speeds.length) {
                throw new IllegalArgumentException("arrivals must come in time order at nodes below " + speeds.length
                        + ": " + arrival);
            }
            lowest = Math.min(lowest, arrival.priority());
        }
        return run(arrivals.iterator(), lowest);
    }

    private WdpResult run(Iterator<Arrival> arrivals, double lowestPriority) {
        summaries.converge();
        scheduleNext(arrivals);
        double duration = ctx.config.duration();
        ctx.sim.runUntil(duration);
        double slowest = Double.POSITIVE_INFINITY;
        for (double s : speeds) {
            slowest = Math.min(slowest, s);
        }
        double limit = duration + DRAIN_DEADLINES * plan.totalLength / slowest / lowestPriority
                + DRAIN_TIMEOUTS * ctx.config.timeout();
        while (submission.live() > 0 && ctx.now() < limit) {
            ctx.sim.runUntil(Math.min(limit, ctx.now() + DRAIN_STEP));
        }
        return result();
    }

    private void scheduleNext(Iterator<Arrival> arrivals) {
        if (!arrivals.hasNext()) {
            return;
        }
        Arrival arrival = arrivals.next();
        if (arrival.time() < ctx.config.duration()) {
            ctx.sim.schedule(arrival.time(), s -> {
                ctx.counters.handled++;
                submission.submit(arrival.node(), arrival.priority());
                scheduleNext(arrivals);
            });
        }
    }

    private void deliver(Simulation s, int from, int to, int sizeBytes, int kind, Object payload) {
        WdpCounters counters = ctx.counters;
        counters.handled++;
        counters.messages++;
        if (from != to) {
            incoming.received(to, sizeBytes, s.now());
            counters.bytes += sizeBytes;
        }
        switch (kind) {
            case WdpMessages.SUMMARY -> summaries.received((SummaryUpdate) payload);
            case WdpMessages.REQUEST -> routing.received((Part) payload);
            case WdpMessages.ACCEPT -> submission.accepted((Accepted) payload);
            case WdpMessages.INPUT -> execution.input(to, (Input) payload);
            case WdpMessages.FINISHED -> submission.finished((Finished) payload);
            case WdpMessages.CANCEL -> execution.cancel(to, (Cancel) payload);
            default -> throw new IllegalStateException("unknown message kind " + kind);
        }
    }

    /**
     * The processing model of {@link CostModel}: every message costs its fixed and per-byte parts; a summary also one
     * sampled-function step per hole class aggregated, and a request at a routing node one per class it reads.
     */
    private double processingTime(int to, int sizeBytes, int kind, Object payload) {
        CostModel cost = ctx.config.cost();
        double time = cost.fixed() + cost.perByte() * sizeBytes;
        if (kind == WdpMessages.SUMMARY) {
            SummaryUpdate update = (SummaryUpdate) payload;
            time += cost.perFunction() * (update.summary().classCount()
                    + summaries.estimate(update.position() ^ 1).classCount());
        } else if (kind == WdpMessages.REQUEST && !ctx.overlay.isLeaf(((Part) payload).position())) {
            time += cost.perFunction() * routing.classesRead(((Part) payload).position());
        }
        return time;
    }

    private WdpResult result() {
        WdpCounters c = ctx.counters;
        double end = ctx.now();
        double link = ctx.config.network().bandwidth();
        TrafficSummary in = new TrafficSummary(link, Distribution.of(incoming.average(end)),
                Distribution.of(incoming.peak(0)), Distribution.of(incoming.peak(1)));
        TrafficSummary out = new TrafficSummary(link, Distribution.of(ctx.outgoing.average(end)),
                Distribution.of(ctx.outgoing.peak(0)), Distribution.of(ctx.outgoing.peak(1)));
        List<WorkflowOutcome> outcomes = c.outcomes.stream().sorted(Comparator.comparingLong(WorkflowOutcome::id))
                .toList();
        double[] allocationTimes = outcomes.stream().filter(o -> !Double.isNaN(o.finished()))
                .mapToDouble(WorkflowOutcome::allocationTime).toArray();
        double[] speedUps = outcomes.stream().filter(o -> !Double.isNaN(o.finished()))
                .mapToDouble(WorkflowOutcome::speedUp).toArray();
        return new WdpResult(ctx.config.nodes(), workload.name(), plan.tasks(), plan.width, plan.minimumLength,
                plan.totalLength, workload.priority(), workload.load(), rate, ctx.config.duration(), workload.warmUp(),
                end, c.workflows, c.measured, c.allocated, c.abandoned, c.finished, c.lateWorkflows, submission.live(),
                c.acceptedTasks, c.finishedTasks, c.lateTasks, Distribution.of(c.lateness.toArray()),
                c.cancelledTasks, c.requests, c.resends, c.rejectedParts, c.discardedParts, c.staleAcceptances,
                Distribution.of(allocationTimes), Distribution.of(speedUps), outcomes, in, out, c.routed, c.messages,
                ctx.sim.eventsProcessed(), c.handled);
    }
}
