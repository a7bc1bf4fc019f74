package org.gridbench.runs.policies;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * One installed policy of one family: what the registry declares of it, and a {@code create()} that loads its class
 * and instantiates it only when a run asks for it, through the family's own reader (with its decisions checked and
 * timed).
 */
public sealed interface PolicyDescriptor {

    PolicyContribution contribution();

    /** The policy with its default parameters. */
    Object create();

    /** A bidding policy (Burkimsher and Indrusiak). */
    record Market(PolicyContribution contribution, IExtensionRegistry registry) implements PolicyDescriptor {

        /** @throws org.gridbench.market.BiddingPolicyException when its class cannot be loaded or instantiated */
        @Override
        public BiddingPolicyInstance create() {
            return BiddingPolicies.create(registry, contribution.id());
        }
    }

    /** A STaRS policy (Celaya): availability summaries, forwarding and local queue. */
    record Stars(PolicyContribution contribution, IExtensionRegistry registry) implements PolicyDescriptor {

        /** @throws IllegalStateException when its class cannot be loaded or is not a STaRS policy */
        @Override
        public StarsPolicy<?> create() {
            return StarsPolicies.create(registry, contribution.id());
        }
    }

    /** A demand-driven tree heuristic (Beaumont et al.). */
    record Trees(PolicyContribution contribution, IExtensionRegistry registry) implements PolicyDescriptor {

        /** @throws org.gridbench.trees.heuristic.HeuristicException when its class cannot be loaded or instantiated */
        @Override
        public TreeHeuristicInstance create() {
            return TreeHeuristics.create(registry, contribution.id());
        }
    }
}
