package org.gridbench.model.workload;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;

/** The draws the synthetic workload needs, each from a named stream handed in by the caller. */
final class Draws {

    private Draws() {
    }

    /** Uniform in the open interval (0, 1): neither end, so a point never falls on a deadline. */
    static double openUnit(SplittableRandom random) {
        return ((random.nextLong() >>> 11) + 0.5) * 0x1.0p-53;
    }

    static double uniform(SplittableRandom random, double low, double high) {
        return low + (high - low) * random.nextDouble();
    }

    // Uniform integer in [low, high]; high + 1 overflows an int at 2^31 - 1, so that bound is drawn as a long.
    static int uniformInt(SplittableRandom random, int low, int high) {
        return high < Integer.MAX_VALUE ? random.nextInt(low, high + 1) : (int) random.nextLong(low, high + 1L);
    }

    // Log-uniform integer: floor(exp(U(ln low, ln(high + 1)))), so P(k) = ln((k + 1) / k) / ln((high + 1) / low).
    static int logUniformInt(SplittableRandom random, int low, int high) {
        double x = Math.exp(uniform(random, Math.log(low), Math.log(high + 1.0)));
        return (int) Math.min(high, Math.max(low, Math.floor(x)));
    }

    // Discrete exponential (geometric) law with mean m: floor(Exp(1 / ln(1 + 1/m))), P(D >= k) = (m / (m + 1))^k.
    static int discreteExponential(SplittableRandom random, double mean) {
        if (mean == 0) {
            return 0;
        }
        double scale = 1 / Math.log1p(1 / mean);
        return (int) Math.min(Integer.MAX_VALUE, Math.floor(Distributions.exponential(random, scale)));
    }
}
