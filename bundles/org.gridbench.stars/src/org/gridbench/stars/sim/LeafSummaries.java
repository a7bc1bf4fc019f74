package org.gridbench.stars.sim;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;

/**
 * The summaries execution nodes report to their fathers (Celaya, section 3.2.3), shared where they are equal: every
 * node that can take no task reports the same empty summary, and idle nodes of one {@link NodeClass} (equal memory,
 * disk and speed, empty queue) report equal functions, so they share the summary of the last idle node of their class
 * that reported. Summaries are immutable and compared by value, so sharing changes no result; it keeps the heap of a
 * run in step with its busy nodes rather than its nodes (docs/performance.md, STaRS at ten million nodes).
 *
 * @param <F> the policy's sampled-function type
 */
public final class LeafSummaries<F extends SampledFunction<F>> {

    private final AvailabilityPolicy<F> policy;
    private final AvailabilitySummary<F> empty;
    /** Per node class, the summary its idle nodes share, null until one reports. */
    private final AvailabilitySummary<F>[] idleByClass;

    @SuppressWarnings("unchecked")
    public LeafSummaries(AvailabilityPolicy<F> policy, int classes) {
        this.policy = policy;
        empty = AvailabilitySummary.empty(policy);
        idleByClass = new AvailabilitySummary[classes];
    }

    /** The summary of no node at all, or of a node that can take no task. */
    public AvailabilitySummary<F> empty() {
        return empty;
    }

    /**
     * The summary of a node of class {@code nodeClass} whose sampled function is {@code f} (null: it can take no
     * task): its class's shared one when the functions are equal, else a new one, shared from now on if {@code idle}.
     */
    public AvailabilitySummary<F> of(F f, int nodeClass, boolean idle) {
        if (f == null) {
            return empty;
        }
        AvailabilitySummary<F> shared = idleByClass[nodeClass];
        if (shared != null && shared.functions().get(0).equals(f)) {
            return shared;
        }
        AvailabilitySummary<F> summary = AvailabilitySummary.of(policy, f);
        if (idle) {
            idleByClass[nodeClass] = summary;
        }
        return summary;
    }
}
