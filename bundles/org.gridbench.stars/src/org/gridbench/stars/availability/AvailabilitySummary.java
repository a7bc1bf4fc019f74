package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;

/**
 * An availability summary (section 3.2.2): a set of sampled functions with the min/max range of each parameter.
 * Serialization model: a 4-byte function count, the ranges (two doubles per parameter) and each function.
 *
 * @param <F> the policy's sampled-function type
 */
public final class AvailabilitySummary<F extends SampledFunction<F>> {

    private final AvailabilityPolicy<F> policy;
    private final List<F> functions;
    private final ParameterRanges ranges;

    private AvailabilitySummary(AvailabilityPolicy<F> policy, List<F> functions, ParameterRanges ranges) {
        this.policy = policy;
        this.functions = List.copyOf(functions);
        this.ranges = ranges;
    }

    /** The summary an execution node sends to its father: its own sampled function. */
    public static <F extends SampledFunction<F>> AvailabilitySummary<F> of(AvailabilityPolicy<F> policy, F node) {
        return new AvailabilitySummary<>(policy, List.of(node), ParameterRanges.of(node, policy.parameters().size()));
    }

    /** The summary of a node or branch that can take no task now (an IBP busy node): no function, empty ranges. */
    public static <F extends SampledFunction<F>> AvailabilitySummary<F> empty(AvailabilityPolicy<F> policy) {
        return new AvailabilitySummary<>(policy, List.of(), ParameterRanges.empty(policy.parameters().size()));
    }

    public static <F extends SampledFunction<F>> AvailabilitySummary<F> of(AvailabilityPolicy<F> policy, List<F> functions,
            ParameterRanges ranges) {
        return new AvailabilitySummary<>(policy, functions, ranges);
    }

    /** {@link #aggregate(AvailabilitySummary, int, double)} for policies whose functions do not depend on time. */
    public AvailabilitySummary<F> aggregate(AvailabilitySummary<F> other, int sfMax) {
        return aggregate(other, sfMax, 0);
    }

    // STaRS Algorithm 3.1: z = x U y, then merge the closest pair while |z| > SF_max
    public AvailabilitySummary<F> aggregate(AvailabilitySummary<F> other, int sfMax, double now) {
        ParameterRanges merged = ranges.merge(other.ranges);
        List<F> union = new ArrayList<>(functions.size() + other.functions.size());
        union.addAll(functions);
        union.addAll(other.functions);
        Horizon horizon = policy.horizon(union, now);
        return new AvailabilitySummary<>(policy, Clustering.cluster(policy, union, merged, horizon, sfMax), merged);
    }

    public List<F> functions() {
        return functions;
    }

    public ParameterRanges ranges() {
        return ranges;
    }

    public AvailabilityPolicy<F> policy() {
        return policy;
    }

    /** The number of execution nodes represented, the sum of v. */
    public long nodeCount() {
        long total = 0;
        for (F f : functions) {
            total += f.count();
        }
        return total;
    }

    public int sizeInBytes() {
        int size = Integer.BYTES + ranges.sizeInBytes();
        for (F f : functions) {
            size += f.sizeInBytes();
        }
        return size;
    }

    /** Section 3.2.3: a routing node reports a new summary only when it differs from the one it sent before. */
    @Override
    public boolean equals(Object o) {
        return o instanceof AvailabilitySummary<?> s && s.policy == policy && s.functions.equals(functions)
                && s.ranges.equals(ranges);
    }

    @Override
    public int hashCode() {
        return 31 * functions.hashCode() + ranges.hashCode();
    }
}
