package org.gridbench.stars.sim;

import java.util.List;
import java.util.stream.Collectors;

import org.gridbench.kernel.Simulation;
import org.gridbench.model.scenario.Plural;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.sim.ProtocolMessages.QueueEndUpdate;
import org.gridbench.stars.sim.ProtocolMessages.SummaryUpdate;

/**
 * The summary propagation of a STaRS simulation (Celaya, section 3.2.3): execution nodes report their sampled function
 * to their father; routing nodes aggregate their children's summaries (Algorithm 3.1) and report upwards when the
 * result changed, at most at the update bandwidth. Under a {@link MaxQueueEndPolicy} fathers also send each child the
 * maximum queue end of the rest of the tree (section 4.3.2).
 *
 * @param <F> the policy's sampled-function type
 */
final class AvailabilityPropagation<F extends SampledFunction<F>> {
    private static final int SUMMARY_FUNCTIONS_SHOWN = 6;

    private final RunContext run;
    private final Simulation sim;
    private final Overlay overlay;
    private final StarsConfig config;
    private final MessageLayer messages;
    private final RunCounters counters;
    private final StarsPolicy<F> policy;
    /** The policy when its routing nodes hear the maximum queue end of the rest of the tree, else null. */
    private final MaxQueueEndPolicy<F> queueEnds;
    private final ExecutionNodes execution;
    private final LeafSummaries<F> leaves;
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
    /** The aggregation ahead of delayed sends while a run uses a helper thread, else null. */
    private AheadAggregation<F> ahead;

    @SuppressWarnings("unchecked")
    AvailabilityPropagation(RunContext run, StarsPolicy<F> policy, ExecutionNodes execution) {
        this.run = run;
        this.config = run.config();
        this.messages = run.messages();
        this.counters = run.counters();
        this.sim = run.sim();
        this.overlay = run.overlay();
        this.policy = policy;
        this.execution = execution;
        leaves = new LeafSummaries<>(policy.availability(), execution.nodeClasses());
        queueEnds = policy instanceof MaxQueueEndPolicy<F> m ? m : null;
        int n = config.nodes();
        int positions = run.decentralized() ? 2 * n : 0;
        current = new AvailabilitySummary[positions];
        sent = new AvailabilitySummary[positions];
        received = new AvailabilitySummary[positions];
        receivedQueueEnd = new double[queueEnds == null ? 0 : positions];
        nextSend = new double[positions];
        flushPending = new boolean[positions];
        boolean propagated = run.decentralized() && queueEnds != null;
        fatherQueueEnd = new double[propagated ? n : 0];
        sentQueueEnd = new double[propagated ? n : 0];
    }

    void ahead(AheadAggregation<F> aggregation) {
        ahead = aggregation;
    }

    private AvailabilitySummary<F> leafSummary(int u) {
        return leaves.of(policy.sample(execution.state(u)), execution.nodeClass(u), execution.queued()[u] == 0);
    }

    private AvailabilitySummary<F> branchSummary(int h) {
        AvailabilitySummary<F> left = received[2 * h];
        AvailabilitySummary<F> right = received[2 * h + 1];
        AvailabilitySummary<F> aggregated = ahead == null ? null : ahead.take(h, left, right, sim.now());
        return aggregated != null ? aggregated : left.aggregate(right, config.sfMax(), sim.now());
    }

    /** The overlay starts converged: every node holds what it would have received, with no message sent. */
    void initialSummaries() {
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

    /** Execution node {@code u}'s state changed: it reports, sampled now. */
    void leafChanged(int u) {
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
            int bytes = ProtocolMessages.summaryBytes(summary);
            messages.send(overlay.player(position), overlay.player(overlay.father(position)), bytes,
                    ProtocolMessages.SUMMARY, new SummaryUpdate(position, summary));
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
    void summaryReceived(SummaryUpdate update) {
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
        if (queueEnds != null) {
            receivedQueueEnd[position] = Double.NaN;
        }
    }

    /** The maximum queue end of the summary received for a position, computed once per summary. */
    private double receivedQueueEnd(int position) {
        if (Double.isNaN(receivedQueueEnd[position])) {
            receivedQueueEnd[position] = queueEnds.maxQueueEnd(received[position]);
        }
        return receivedQueueEnd[position];
    }

    private void pushQueueEnds(int h) {
        for (int child = 2 * h; child <= 2 * h + 1; child++) {
            if (child < config.nodes()) {
                double value = queueEndFor(child);
                if (value != sentQueueEnd[child]) {
                    sentQueueEnd[child] = value;
                    messages.send(overlay.player(h), overlay.player(child),
                            ProtocolMessages.MAX_QUEUE_END_BYTES, ProtocolMessages.MAX_QUEUE_END,
                            new QueueEndUpdate(child, value));
                }
            }
        }
    }

    void queueEndReceived(QueueEndUpdate update) {
        fatherQueueEnd[update.position()] = update.maxQueueEnd();
        pushQueueEnds(update.position());
    }

    /** What routing node {@code h} knows when a request arrives (sections 3.3 and 4.3.2). */
    RoutingView<F> view(int h) {
        return new RoutingView<>(received[2 * h], received[2 * h + 1], h == Overlay.ROOT,
                fatherQueueEnd.length > 0 ? fatherQueueEnd[h] : Double.NEGATIVE_INFINITY);
    }

    /** Section 3.3.1: routing node {@code h} keeps its own estimate of its children after forwarding. */
    void forwarded(int h, Forwarded<F> decision) {
        receive(2 * h, decision.left());
        receive(2 * h + 1, decision.right());
    }

    /** Section 3.3.1: the father now holds its own estimate of this branch, so the next summary is sent anyway. */
    void fatherEstimates(int position) {
        sent[position] = null;
    }

    /** How many functions the summary received for {@code position} holds (the processing cost model). */
    int receivedFunctions(int position) {
        return received[position].functions().size();
    }

    // Section 3.1.4: "any missing information is quickly rebuilt": the children report to the new routing node
    void branchLost(int branch) {
        AvailabilitySummary<F> empty = leaves.empty();
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

    // Section 3.2: what a routing node knows (its children's summaries) or what an execution node reports
    List<String> describe(int position) {
        if (position == 0 || !run.decentralized()) {
            return List.of();
        }
        if (overlay.isLeaf(position)) {
            return List.of(describe("reports", current[position] != null ? current[position] : received[position]));
        }
        return List.of(describe("left child", received[2 * position]),
                describe("right child", received[2 * position + 1]));
    }

    private String describe(String what, AvailabilitySummary<?> summary) {
        if (summary == null) {
            return what + ": nothing yet";
        }
        List<?> functions = summary.functions();
        if (functions.isEmpty()) {
            return what + ": an empty summary (no node there can take a task now)";
        }
        String shown = functions.stream().limit(SUMMARY_FUNCTIONS_SHOWN)
                .map(f -> SampledFunctionText.of(f, policy.availability())).collect(Collectors.joining("; "));
        return what + ": " + Plural.of(functions.size(), "function") + " for " + Plural.of(summary.nodeCount(), "node")
                + (shown.isEmpty() ? "" : ": " + shown) + (functions.size() > SUMMARY_FUNCTIONS_SHOWN ? "; ..." : "");
    }
}
