package org.gridbench.stars.routing;

import java.util.Comparator;

import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ParameterRanges;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The IBP ordering of Algorithm 3.2 and C.1: memory and disk closest to the requirements first. Two readings, ties
 * keeping the input order: the thesis simulator's absolute slack 10 (M - m) + (D - d) in MB ({@link #absolute}), and
 * Gridbench's earlier one, the slacks M - m and D - d each divided by its range width over the candidates (a parameter
 * with an empty range left out), summed ({@link #order}).
 */
final class ClosestFit {

    /** The weights of the thesis's simulator: memory 10, disk 1. */
    static final double MEMORY_WEIGHT = 10;
    static final double DISK_WEIGHT = 1;

    private ClosestFit() {
    }

    static Comparator<ScalarSampledFunction> absolute(double memory, double disk) {
        return Comparator.comparingDouble(f -> MEMORY_WEIGHT * (f.sample(IbpPolicy.MEMORY) - memory)
                + DISK_WEIGHT * (f.sample(IbpPolicy.DISK) - disk));
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
