package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.fairness.FspSampledFunction;

/**
 * The FSP forwarding algorithm (Algorithm 7.6): the request climbs while the least maximum slowness its branch can
 * give all n tasks (Algorithm 7.7) exceeds beta times the maximum slowness of the tree; otherwise the left child gets
 * AF(left, minSlowness) tasks and the right child the rest. A request no node of the branch can take (no M >= m and
 * D >= d) climbs, wherever it came from; at the root it is discarded.
 *
 * <p>Our readings: the maximum slowness of the tree is the larger of the value received from the father (the rest of
 * the tree) and the branch's own ({@link FspPolicy#maxSlowness}), as MMP takes the longest makespan. Only the functions
 * with M >= m and D >= d are candidates. The estimate afterwards (section 3.3.1): with {@code dropUsed}, as the thesis's
 * simulator does, every function that was given tasks leaves the child's summary until the child reports again;
 * without, the nodes expected to take tasks stay, raised to the slowness they reach (Gridbench's earlier reading).
 */
public final class FspForwarding {

    /** Section 8.4.4: beta = 0.04, past which the requests reaching the root grow significantly. */
    public static final double DEFAULT_BETA = 0.04;

    private final FspPolicy policy;
    private final double beta;
    private final boolean dropUsed;

    /** @param dropUsed the simulator's estimate afterwards: the functions given tasks are removed, not raised */
    public FspForwarding(FspPolicy policy, double beta, boolean dropUsed) {
        if (!(beta > 0) || Double.isInfinite(beta)) {
            throw new IllegalArgumentException("beta must be a positive number: " + beta);
        }
        this.policy = policy;
        this.beta = beta;
        this.dropUsed = dropUsed;
    }

    /**
     * Algorithm 7.6, and the children summaries estimated afterwards (section 3.3.1): without the functions given tasks,
     * or with their nodes raised to the slowness those tasks get.
     *
     * @param maxSlowness the maximum slowness of the rest of the tree, received from the father (ignored at the root)
     */
    public Forwarded<FspSampledFunction> forwardAndEstimate(ForwardingRequest request,
            AvailabilitySummary<FspSampledFunction> left, AvailabilitySummary<FspSampledFunction> right,
            double maxSlowness, boolean root) {
        List<FspSampledFunction> all = new ArrayList<>(left.functions());
        all.addAll(right.functions());
        int n = Math.toIntExact(request.n());
        // Algorithm 7.6 line 2
        double minSlowness = MinSlowness.of(all, request.memory(), request.disk(), request.length(), n);
        // Algorithm 7.6 line 3: isTooMuch <- minSlowness > beta maxSlowness
        double longest = Math.max(root ? Double.NEGATIVE_INFINITY : maxSlowness, maxSlowness(all));
        boolean tooMuch = minSlowness > beta * longest;
        boolean noneFits = Double.isInfinite(minSlowness);
        // as in MmpForwarding, a branch in which no node fits sends everything up, even what came from the father
        if (noneFits || !root && request.from() != Direction.FATHER && tooMuch) {
            return new Forwarded<>(request.tasks().split(0, 0, root), left, right);
        }
        // Algorithm 7.6 lines 7-9: numLeft = AF(leftInfo, minSlowness), the rest to the right child; our reading: when
        // no node on the right fits the request, the left takes all (its nodes are the ones that fit), as the right
        // could only drop them (the no-return rule) or, without that rule, send them back up and loop
        long toLeft = !fits(right.functions(), request) ? n
                : Math.min(n, available(left.functions(), request, minSlowness, n));
        long toRight = n - toLeft;
        return new Forwarded<>(request.tasks().split(toLeft, toRight, root),
                estimate(left, request, minSlowness, toLeft), estimate(right, request, minSlowness, toRight));
    }

    private static boolean fits(List<FspSampledFunction> functions, ForwardingRequest request) {
        for (FspSampledFunction f : functions) {
            if (FspPolicy.fits(f, request.memory(), request.disk())) {
                return true;
            }
        }
        return false;
    }

    private static double maxSlowness(List<FspSampledFunction> functions) {
        double max = Double.NEGATIVE_INFINITY;
        for (FspSampledFunction f : functions) {
            max = Math.max(max, FspPolicy.maxSlowness(f));
        }
        return max;
    }

    // STaRS section 7.2.2: AF of a summary, the sum over its functions
    private static long available(List<FspSampledFunction> functions, ForwardingRequest request, double zMax,
            int limit) {
        long total = 0;
        for (FspSampledFunction f : functions) {
            total += FspPolicy.availability(f, request.memory(), request.disk(), request.length(), zMax, limit);
        }
        return total;
    }

    // Section 3.3.1: the tasks fill the child's functions best first (least slowness with one task), each node up to
    // its tasks at minSlowness; the nodes expected to take tasks get z raised to at least the slowness the busiest of
    // them reaches, which no later task can lower (with dropUsed, the simulator's removeUsedClusters: the functions
    // given tasks are removed whole)
    private AvailabilitySummary<FspSampledFunction> estimate(AvailabilitySummary<FspSampledFunction> child,
            ForwardingRequest request, double minSlowness, long tasks) {
        List<FspSampledFunction> functions = child.functions();
        Integer[] order = new Integer[functions.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> FspPolicy.estimate(functions.get(i), request.length(), 1)));
        List<FspSampledFunction> out = new ArrayList<>(functions);
        ParameterRanges ranges = child.ranges();
        long remaining = tasks;
        for (int i = 0; i < order.length && remaining > 0; i++) {
            FspSampledFunction f = functions.get(order[i]);
            int perNode = FspPolicy.tasksPerNode(f, request.memory(), request.disk(), request.length(), minSlowness,
                    Math.toIntExact(request.n()));
            if (perNode == 0) {
                continue;
            }
            long taken = Math.min(remaining, (long) perNode * f.count());
            remaining -= taken;
            if (dropUsed) {
                out.set(order[i], null);
                continue;
            }
            int filled = (int) Math.min(f.count(), (taken + perNode - 1) / perNode);
            int busiest = (int) Math.min(perNode, taken);
            FspSampledFunction raised = f.withCount(filled).raisedTo(FspPolicy.estimate(f, request.length(), busiest));
            if (filled == f.count()) {
                out.set(order[i], raised);
            } else {
                out.set(order[i], f.withCount(f.count() - filled));
                out.add(raised);
            }
            ranges = ranges.merge(ParameterRanges.of(raised, policy.parameters().size()));
        }
        if (dropUsed) {
            out.removeIf(Objects::isNull);
        }
        return tasks == remaining ? child : AvailabilitySummary.of(policy, out, ranges);
    }
}
