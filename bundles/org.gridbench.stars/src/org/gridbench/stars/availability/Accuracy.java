package org.gridbench.stars.availability;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Aggregation accuracy (section 8.1): per parameter, the fraction of the nodes' actual availability that the
 * aggregated summary still represents. 0% is the worst value the scheme could compute (the minimum of a resource over
 * all nodes, the maximum of a time), 100% a summary that represents every node exactly:
 * accuracy_p = sum over functions of v * advantage(f.p) / sum over nodes of advantage(p_u), where advantage(x) is
 * x - min_u p_u for a {@link Bound#MINIMUM} parameter and max_u p_u - x for a {@link Bound#MAXIMUM} one.
 *
 * @param parameters the policy's parameter names
 * @param fractions the accuracy of each parameter, in [0, 1]
 */
public record Accuracy(List<String> parameters, List<Double> fractions) {

    public Accuracy {
        parameters = List.copyOf(parameters);
        fractions = List.copyOf(fractions);
    }

    /**
     * Draws every parameter of {@code nodes} nodes uniformly in [0, 1) from a SplittableRandom seeded with {@code seed},
     * aggregates their summaries pairwise as in a balanced binary tree (an odd summary goes up a level unpaired) with
     * SF_max = {@code sfMax}, and measures the root summary. The ratio is invariant under any affine rescaling of a
     * parameter, so [0, 1) stands for any uniform interval.
     */
    public static Accuracy of(ScalarPolicy policy, int nodes, int sfMax, long seed) {
        if (nodes < 1) {
            throw new IllegalArgumentException("at least one node is needed: " + nodes);
        }
        int k = policy.parameters().size();
        SplittableRandom random = new SplittableRandom(seed);
        List<AvailabilitySummary<ScalarSampledFunction>> level = new ArrayList<>(nodes);
        double[][] values = new double[nodes][k];
        for (int u = 0; u < nodes; u++) {
            for (int i = 0; i < k; i++) {
                values[u][i] = random.nextDouble();
            }
            level.add(AvailabilitySummary.of(policy, policy.node(values[u])));
        }
        while (level.size() > 1) {
            List<AvailabilitySummary<ScalarSampledFunction>> up = new ArrayList<>((level.size() + 1) / 2);
            for (int i = 0; i + 1 < level.size(); i += 2) {
                up.add(level.get(i).aggregate(level.get(i + 1), sfMax));
            }
            if (level.size() % 2 == 1) {
                up.add(level.getLast());
            }
            level = up;
        }
        return measure(policy, values, level.getFirst());
    }

    // STaRS section 8.1: represented availability over actual availability, above the worst value
    static Accuracy measure(ScalarPolicy policy, double[][] nodes, AvailabilitySummary<ScalarSampledFunction> root) {
        List<Double> fractions = new ArrayList<>();
        for (int i = 0; i < policy.parameters().size(); i++) {
            Bound bound = policy.bound(i);
            double worst = nodes[0][i];
            for (double[] node : nodes) {
                worst = bound.combine(worst, node[i]);
            }
            double actual = 0;
            for (double[] node : nodes) {
                actual += bound.advantage(node[i], worst);
            }
            double represented = 0;
            for (ScalarSampledFunction f : root.functions()) {
                represented += f.count() * bound.advantage(f.sample(i), worst);
            }
            fractions.add(actual == 0 ? 1.0 : represented / actual);
        }
        return new Accuracy(policy.parameters(), fractions);
    }

    /** The accuracy of one parameter by name. */
    public double of(String parameter) {
        int i = parameters.indexOf(parameter);
        if (i < 0) {
            throw new IllegalArgumentException("no parameter " + parameter + " in " + parameters);
        }
        return fractions.get(i);
    }

    /** The mean accuracy over the parameters. */
    public double mean() {
        return fractions.stream().mapToDouble(Double::doubleValue).average().orElse(1.0);
    }
}
