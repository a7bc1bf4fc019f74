package org.gridbench.stars.routing;

import java.util.Comparator;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The IBP ordering of Algorithm 3.2 and C.1: memory and disk closest to the requirements first. Reading: the slacks
 * M - m and D - d, each divided by its range width over the candidates (a parameter with an empty range is left out),
 * summed; ties keep the input order.
 */
final class ClosestFit {

    private ClosestFit() {
    }

    static Comparator<ScalarSampledFunction> order(double memory, double disk, ParameterRanges ranges) {
        return Comparator.comparingDouble(f -> slack(f, IbpPolicy.MEMORY, memory, ranges)
                + slack(f, IbpPolicy.DISK, disk, ranges));
    }

    private static double slack(ScalarSampledFunction f, int parameter, double required, ParameterRanges ranges) {
        return ranges.varies(parameter)
                ? (f.sample(parameter) - required) / (ranges.max(parameter) - ranges.min(parameter))
                : 0;
    }
}
