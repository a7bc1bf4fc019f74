package org.gridbench.stars.sim;

import java.util.Map;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;

/**
 * A contributed STaRS policy run under watch: each sample and each forwarding decision is timed by a
 * {@link DecisionGuard}, and a forwarding decision must place exactly the tasks it was given (section 3.3.1). A
 * failure becomes a {@link StarsPolicyException} naming the policy and its plug-in.
 *
 * @param <F> the policy's sampled-function type
 * @since 1.0
 */
public class GuardedStarsPolicy<F extends SampledFunction<F>> implements StarsPolicy<F> {

    private final StarsPolicy<F> policy;
    private final String plugin;
    private final DecisionGuard guard = DecisionGuard.standard();

    private GuardedStarsPolicy(StarsPolicy<F> policy, String plugin) {
        this.policy = policy;
        this.plugin = plugin;
    }

    /** {@code policy} under watch, as contributed by {@code plugin}; still a {@link MaxQueueEndPolicy} if it was. */
    public static <F extends SampledFunction<F>> StarsPolicy<F> of(StarsPolicy<F> policy, String plugin) {
        return policy instanceof MaxQueueEndPolicy<F> withQueueEnds ? new WithQueueEnds<>(withQueueEnds, plugin)
                : new GuardedStarsPolicy<>(policy, plugin);
    }

    /** A guarded policy that propagates the maximum queue end of the rest of the tree. */
    private static final class WithQueueEnds<F extends SampledFunction<F>> extends GuardedStarsPolicy<F>
            implements MaxQueueEndPolicy<F> {
        private final MaxQueueEndPolicy<F> policy;

        WithQueueEnds(MaxQueueEndPolicy<F> policy, String plugin) {
            super(policy, plugin);
            this.policy = policy;
        }

        @Override
        public double maxQueueEnd(AvailabilitySummary<F> summary) {
            return policy.maxQueueEnd(summary);
        }
    }

    @Override
    public String id() {
        return policy.id();
    }

    @Override
    public AvailabilityPolicy<F> availability() {
        return policy.availability();
    }

    @Override
    public LocalQueues<?> localQueues(double[] speeds) {
        return policy.localQueues(speeds);
    }

    @Override
    public boolean readsDeadlines() {
        return policy.readsDeadlines();
    }

    @Override
    public F sample(NodeState node) {
        guard.begin();
        F sample;
        try {
            sample = policy.sample(node);
        } catch (RuntimeException e) {
            throw thrown("sampling a node's availability", e);
        }
        String overrun = guard.end();
        if (overrun != null) {
            throw failure("sampling a node's availability: " + overrun, null);
        }
        return sample;
    }

    @Override
    public Forwarded<F> forward(RoutingView<F> view, ForwardingRequest request, double now) {
        guard.begin();
        Forwarded<F> decision;
        try {
            decision = policy.forward(view, request, now);
        } catch (RuntimeException e) {
            throw thrown("forwarding " + request.tasks().size() + " tasks", e);
        }
        String overrun = guard.end();
        if (overrun != null) {
            throw failure("forwarding " + request.tasks().size() + " tasks: " + overrun, null);
        }
        if (decision == null || decision.split() == null) {
            throw failure("forwarding " + request.tasks().size() + " tasks returned no split", null);
        }
        Split split = decision.split();
        long placed = split.left().size() + split.right().size() + split.father().size() + split.discarded().size();
        if (placed != request.tasks().size()) {
            throw failure("forwarding " + request.tasks().size() + " tasks placed " + placed + " of them", null);
        }
        return decision;
    }

    @Override
    public CentralPolicy centralized() {
        return policy.centralized();
    }

    @Override
    public StarsPolicy<F> with(Map<String, Double> parameters) {
        return of(policy.with(parameters), plugin);
    }

    // a decision that threw: the overrun first when the watchdog cut it short
    private StarsPolicyException thrown(String decision, RuntimeException thrown) {
        String overrun = guard.end();
        return failure(decision + ": " + (overrun != null ? overrun + ", then threw " : "threw ") + thrown, thrown);
    }

    private StarsPolicyException failure(String message, Throwable cause) {
        return new StarsPolicyException(policy.id(), plugin, message, cause);
    }
}
