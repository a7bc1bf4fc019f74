package org.gridbench.stars.availability;

/** DIST of eq. 3.8 with the normalization of eq. 3.9 fixed to one set of parameter ranges. */
@FunctionalInterface
public interface DistanceFunction<F extends SampledFunction<F>> {
    double distance(F f, F g);
}
