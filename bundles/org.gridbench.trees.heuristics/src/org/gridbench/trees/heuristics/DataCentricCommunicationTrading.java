package org.gridbench.trees.heuristics;

/**
 * Section 4.5, communication trading: when b(A) / c(A) > b(B) / c(B), a node v below the root whose CPU is idle and
 * which computes A trades eps_A tasks of A for eps_B = eps_A b(A) / b(B) tasks of B at its own worker. The
 * communication time on every link from the root to v is unchanged; v's CPU grows by eps_A (b(A)/b(B) c(B) - c(A)) /
 * c_v. The node offering the largest eps_B trades (the first on ties).
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
        if (a == b || appB.bytes() == 0 || !(appA.ccr() > appB.ccr())) {
            return false;
        }
        double ratio = appA.bytes() / appB.bytes();
        double extraFlops = ratio * appB.flops() - appA.flops();
        int best = -1;
        double bestA = 0;
        for (int v = 1; v < rates.platform().size(); v++) {
            double idle = Math.max(0, 1 - rates.cpu(v)) * rates.platform().speed(v);
            double epsA = Math.min(Math.min(rates.alphaU(v, a), idle / extraFlops),
                    rates.equalisingLimit(a, b, ratio));
            if (epsA > bestA) {
                best = v;
                bestA = epsA;
            }
        }
        if (best < 0 || !rates.worthwhile(a, b, bestA * ratio)) {
            return false;
        }
        rates.add(best, a, -bestA);
        rates.add(best, b, bestA * ratio);
        return true;
    }
}
