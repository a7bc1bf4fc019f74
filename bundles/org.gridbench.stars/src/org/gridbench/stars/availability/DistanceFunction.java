package org.gridbench.stars.availability;

/**
 * DIST of eq. 3.8 with the normalization of eq. 3.9 fixed to one set of parameter ranges, and a cheap lower bound of
 * it with which the clustering skips the exact DIST of most pairs.
 */
@FunctionalInterface
public interface DistanceFunction<F extends SampledFunction<F>> {

    double distance(F f, F g);

    /** A value never above {@link #distance}; by default the distance itself, for policies of cheap terms only. */
    default double lowerBound(F f, F g) {
        return distance(f, g);
    }

    /** Whether {@link #lowerBound} is the distance itself. */
    default boolean boundIsExact() {
        return true;
    }

    /**
     * DIST as cheap terms plus costly ones (eq. 3.8: the scalar parameters, then a functional one), bounded below by
     * the cheap terms alone, as every term is a weighted MSE and so at least 0. The sum is formed as the cheap terms
     * first, so that rounding keeps it at least the bound.
     */
    static <F extends SampledFunction<F>> DistanceFunction<F> bounded(DistanceFunction<F> cheap,
            DistanceFunction<F> costly) {
        return new DistanceFunction<>() {
            @Override
            public double distance(F f, F g) {
                return cheap.distance(f, g) + costly.distance(f, g);
            }

            @Override
            public double lowerBound(F f, F g) {
                return cheap.distance(f, g);
            }

            @Override
            public boolean boundIsExact() {
                return false;
            }
        };
    }
}
