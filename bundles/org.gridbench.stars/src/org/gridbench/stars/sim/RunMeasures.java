package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.Simulation;

/**
 * The measures of a STaRS simulation (Celaya, section 8.2): a row of the time series at every sample, and the totals,
 * distributions and traffic of the whole run.
 */
final class RunMeasures {
    private final RunContext run;
    private final Simulation sim;
    private final RunCounters counters;
    private final ExecutionNodes execution;
    private final CoexistingSlowness coexisting;
    private final TrafficMeter traffic;
    private final List<double[]> series = new ArrayList<>();

    RunMeasures(RunContext run, ExecutionNodes execution, CoexistingSlowness coexisting) {
        this.run = run;
        this.sim = run.sim();
        this.counters = run.counters();
        this.execution = execution;
        this.coexisting = coexisting;
        traffic = new TrafficMeter(run.config().nodes());
    }

    /** A message of {@code sizeBytes} reached node {@code to} from another node. */
    void received(int to, int sizeBytes) {
        traffic.received(to, sizeBytes, sim.now());
        counters.bytes += sizeBytes;
    }

    /** Schedules a row of the time series every sample interval until the duration. */
    void schedule() {
        StarsConfig config = run.config();
        long rows = (long) Math.floor(config.duration() / config.sampleInterval() + 1e-9);
        for (long k = 1; k <= rows; k++) {
            sim.schedule(Math.min(k * config.sampleInterval(), config.duration()), s -> sample());
        }
    }

    private void sample() {
        double now = sim.now();
        series.add(new double[] {now, counters.requests, counters.allocatedRequests, counters.acceptedTasks,
                counters.finishedTasks, counters.finishedComputation, counters.queuedTasks, counters.busyNodes,
                execution.longestQueue(now), coexisting.sample(now), counters.messages, counters.bytes});
    }

    /** The measures of the run, once it has reached the configured duration. */
    StarsResult result(String policy) {
        StarsConfig config = run.config();
        double duration = config.duration();
        TrafficSummary trafficSummary = new TrafficSummary(config.network().bandwidth(),
                Distribution.of(traffic.average(duration)), Distribution.of(traffic.peak(0)),
                Distribution.of(traffic.peak(1)));
        return new StarsResult(config.nodes(), policy, config.mode(), config.sfMax(), duration,
                counters.requests, counters.allocatedRequests, counters.submittedTasks, counters.acceptedTasks,
                counters.finishedTasks, counters.finishedComputation, counters.discardedTasks,
                counters.rejectedTasks, counters.resends, counters.droppedTasks, counters.missedDeadlines,
                counters.failures, counters.abortedTasks, counters.resubmittedTasks, counters.givenUpTasks,
                Distribution.of(counters.allocationTimes.toArray()), counters.makespan(),
                coexisting.largest(), trafficSummary, counters.routedByDepth.clone(), counters.messages,
                sim.eventsProcessed(), counters.handled, List.copyOf(series));
    }
}
