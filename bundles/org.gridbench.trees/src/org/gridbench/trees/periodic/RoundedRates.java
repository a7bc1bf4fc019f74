package org.gridbench.trees.periodic;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.SteadyState;

/**
 * The LP rates alpha_u(k) as fractions with denominators <= maxDenominator, and sent(k) on each edge as the exact sum
 * of the rates of the subtree below it, so conservation holds exactly; feasibility is then checked in rational
 * arithmetic against the exact values of the platform's doubles (section 3.2).
 */
final class RoundedRates {

    // Rates within this relative distance above the LP value are taken as the LP's own fraction with float noise.
    private static final double SNAP = 1e-12;
    private static final double SHRINK = 1e-9;

    private enum Rounding { SNAP_OR_DOWN, DOWN, SHRUNK_DOWN }

    final Rational[][] alphaU;
    final Rational[][] sent;

    private RoundedRates(Rational[][] alphaU, Rational[][] sent) {
        this.alphaU = alphaU;
        this.sent = sent;
    }

    /**
     * Tries, in order: each rate to its nearest bounded fraction if that is within 1e-12 above it, else down; all
     * down; all shrunk by 1e-9 then down. The first exactly feasible one wins.
     *
     * @throws IllegalStateException when none is feasible (an LP solution violating its constraints by > 1e-9)
     */
    static RoundedRates of(TreePlatform platform, List<BagApplication> applications, SteadyState lp,
            long maxDenominator) {
        for (Rounding rounding : Rounding.values()) {
            RoundedRates rates = round(platform, applications.size(), lp, maxDenominator, rounding);
            if (rates.feasible(platform, applications)) {
                return rates;
            }
        }
        throw new IllegalStateException("no rounding of the LP rates with denominators <= " + maxDenominator
                + " is feasible: the steady state violates linear program 3");
    }

    private static RoundedRates round(TreePlatform platform, int kCount, SteadyState lp, long maxDenominator,
            Rounding rounding) {
        int n = platform.size();
        Rational[][] alphaU = new Rational[n][kCount];
        Rational[][] sent = new Rational[n][kCount];
        for (int u = 0; u < n; u++) {
            for (int k = 0; k < kCount; k++) {
                alphaU[u][k] = rounded(lp.alphaU(u, k), maxDenominator, rounding);
                sent[u][k] = alphaU[u][k];
            }
        }
        // conservation (LP 3): sent into v = alpha_v + sent to v's children; parents precede children
        for (int v = n - 1; v >= 1; v--) {
            for (int k = 0; k < kCount; k++) {
                sent[platform.parent(v)][k] = sent[platform.parent(v)][k].add(sent[v][k]);
            }
        }
        for (int k = 0; k < kCount; k++) {
            sent[0][k] = Rational.ZERO;
        }
        return new RoundedRates(alphaU, sent);
    }

    private static Rational rounded(double value, long maxDenominator, Rounding rounding) {
        double target = rounding == Rounding.SHRUNK_DOWN ? value * (1 - SHRINK) : value;
        if (!(target > 0)) {
            return Rational.ZERO;
        }
        Rational x = Rational.exact(target);
        Rational[] bounds = SternBrocot.bounds(x, maxDenominator);
        if (rounding == Rounding.SNAP_OR_DOWN && bounds[1] != null
                && bounds[1].subtract(x).compareTo(x.multiply(Rational.exact(SNAP))) <= 0) {
            return bounds[1];
        }
        return bounds[0];
    }

    // LP 3 in exact arithmetic: computation limit at every node and the one-port limit out of every node.
    private boolean feasible(TreePlatform platform, List<BagApplication> applications) {
        int n = platform.size();
        for (int u = 0; u < n; u++) {
            Rational work = Rational.ZERO;
            Rational portTime = Rational.ZERO;
            for (int k = 0; k < applications.size(); k++) {
                work = work.add(alphaU[u][k].multiply(Rational.exact(applications.get(k).flops())));
                for (int v : platform.children(u)) {
                    portTime = portTime.add(sent[v][k].multiply(Rational.exact(applications.get(k).bytes()))
                            .divide(Rational.exact(platform.bandwidth(v))));
                }
            }
            if (work.compareTo(Rational.exact(platform.speed(u))) > 0 || portTime.compareTo(Rational.of(1, 1)) > 0) {
                return false;
            }
        }
        return true;
    }
}
