package org.gridbench.trees.generator;

import java.util.SplittableRandom;

/**
 * How CCR_max is drawn in [0.002, 4.6] (section 5.1.3 says "between", not how): log-uniform (every decade equally
 * likely) or uniform (most platforms near the communication-bound end).
 *
 * @since 1.0
 */
public enum CcrMaxDistribution {
    LOG_UNIFORM("log-uniform"), UNIFORM("uniform");

    private final String id;

    CcrMaxDistribution(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException naming the known ids */
    public static CcrMaxDistribution of(String id) {
        return ReadingIds.find(values(), CcrMaxDistribution::id, id, "CCR_max distribution");
    }

    /** One draw in [CCR_MAX_LOW, CCR_MAX_HIGH]. */
    public double draw(SplittableRandom random) {
        double low = RandomApplications.CCR_MAX_LOW;
        double high = RandomApplications.CCR_MAX_HIGH;
        return this == LOG_UNIFORM ? low * Math.pow(high / low, random.nextDouble())
                : low + (high - low) * random.nextDouble();
    }
}
