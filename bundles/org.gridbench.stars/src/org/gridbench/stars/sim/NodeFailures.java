package org.gridbench.stars.sim;

import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;

import org.gridbench.kernel.Simulation;
import org.gridbench.kernel.random.Distributions;
import org.gridbench.stars.overlay.Overlay;

/**
 * Node failures of a STaRS simulation (Celaya, sections 3.1.4 and 8.5): churn and a catastrophic failure, as
 * {@link Failures} says. A failed node is replaced at once; the submission nodes of its tasks notice after the missed
 * heartbeats and resubmit them; the routing node it played loses its children's summaries.
 */
final class NodeFailures {
    private static final String CHURN_STREAM = "stars.failures.churn";
    private static final String CATASTROPHE_STREAM = "stars.failures.catastrophic";

    private final RunContext run;
    private final Simulation sim;
    private final RunCounters counters;
    private final Failures failures;
    private final ExecutionNodes execution;
    private final SubmissionNodes submitters;
    /** The summary propagation in decentralized mode, else null. */
    private final AvailabilityPropagation<?> summaries;
    /** Per node, when its current incarnation started beating. */
    private final double[] since;
    /** Per node, when it last failed, negative infinity if never; null until a node fails. */
    private double[] failedAt;
    private StarsObserver observer = StarsObserver.NONE;

    NodeFailures(RunContext run, Failures failures, ExecutionNodes execution, SubmissionNodes submitters,
            AvailabilityPropagation<?> summaries) {
        this.run = run;
        this.sim = run.sim();
        this.counters = run.counters();
        this.failures = failures;
        this.execution = execution;
        this.submitters = submitters;
        this.summaries = summaries;
        since = new double[run.config().nodes()];
        execution.canFail();
    }

    void observer(StarsObserver observer) {
        this.observer = observer;
    }

    /** When each node last failed, negative infinity for those that never did. */
    double[] failedAt() {
        return failedAt != null ? failedAt.clone() : never(run.config().nodes());
    }

    /** What {@link #failedAt} says of {@code nodes} nodes none of which failed. */
    static double[] never(int nodes) {
        double[] never = new double[nodes];
        Arrays.fill(never, Double.NEGATIVE_INFINITY);
        return never;
    }

    void schedule() {
        if (failures.churnMedian() > 0) {
            SplittableRandom churn = sim.random().stream(CHURN_STREAM);
            for (int u = 0; u < run.config().nodes(); u++) {
                scheduleSessionEnd(u, churn);
            }
        }
        if (failures.failFraction() > 0 && failures.failAt() < run.config().duration()) {
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
        int n = run.config().nodes();
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
     * nodes of its tasks notice the missed heartbeats later and resubmit them; the routing node it played loses
     * its children's summaries, which they send again as soon as the link is back.
     */
    private void fail(int u) {
        double now = sim.now();
        counters.failures++;
        if (failedAt == null) {
            failedAt = never(run.config().nodes());
        }
        failedAt[u] = now;
        observer.failed(u);
        Map<Application, Integer> lost = execution.lose(u);
        double detection = failures.detection(since[u], now);
        since[u] = now;
        for (Map.Entry<Application, Integer> entry : lost.entrySet()) {
            counters.abortedTasks += entry.getValue();
            sim.schedule(detection, s -> submitters.resubmit(entry.getKey(), entry.getValue()));
        }
        execution.restart(u);
        if (summaries != null) {
            int branch = run.overlay().routingNode(u);
            if (branch != Overlay.NONE) {
                summaries.branchLost(branch);
            }
        }
    }
}
