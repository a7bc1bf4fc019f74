package org.gridbench.trees.heuristics;

import org.gridbench.trees.heuristic.LinkTime;

/**
 * Section 4.5, communication trading: when b(A) / c(A) > b(B) / c(B), a node v below the root whose CPU is idle and
 * which computes A trades eps_A tasks of A for eps_B = rho_v eps_A tasks of B at its own worker, rho_v the least over
 * the links i from the root to v of (latency_i + b(A) / b_i) / (latency_i + b(B) / b_i) (b(A) / b(B) without
 * latency): the communication time on no link of the path grows. v's CPU grows by eps_A (rho_v c(B) - c(A)) / c_v.
 * The node offering the largest eps_B trades (the first on ties).
 */
public final class DataCentricCommunicationTrading {

    private DataCentricCommunicationTrading() {
    }

    /** @return whether a trade was made */
    public static boolean apply(DataCentricRates rates) {
        int a = rates.favoured();
        int b = rates.unfavoured();
        var appA = rates.applications().get(a);
        var appB = rates.applications().get(b);
        if (a == b || !(appA.ccr() > appB.ccr())) {
            return false;
        }
        int best = -1;
        double bestA = 0;
        double bestRatio = 0;
        for (int v = 1; v < rates.platform().size(); v++) {
            double ratio = pathRatio(rates, v, appA.bytes(), appB.bytes());
            if (!Double.isFinite(ratio)) {
                continue;
            }
            double extraFlops = ratio * appB.flops() - appA.flops();
            double idle = Math.max(0, 1 - rates.cpu(v)) * rates.platform().speed(v);
            double epsA = Math.min(Math.min(rates.alphaU(v, a), idle / extraFlops),
                    rates.equalisingLimit(a, b, ratio));
            if (epsA * ratio > bestA * bestRatio) {
                best = v;
                bestA = epsA;
                bestRatio = ratio;
            }
        }
        if (best < 0 || !rates.worthwhile(a, b, bestA * bestRatio)) {
            return false;
        }
        rates.add(best, a, -bestA);
        rates.add(best, b, bestA * bestRatio);
        return true;
    }

    // the least ratio of A's to B's link time on the path root -> v; infinite when B costs no link time
    private static double pathRatio(DataCentricRates rates, int v, double bytesA, double bytesB) {
        double ratio = Double.POSITIVE_INFINITY;
        for (int i = v; i > 0; i = rates.platform().parent(i)) {
            double timeB = LinkTime.perUnit(rates.platform(), i, bytesB);
            if (timeB > 0) {
                ratio = Math.min(ratio, LinkTime.perUnit(rates.platform(), i, bytesA) / timeB);
            }
        }
        return ratio;
    }
}
