package org.gridbench.trees.heuristics;

/**
 * Section 4.5, task trading on the root: the root trades eps_D tasks of a donor D for eps_B = eps_D c(D) / c(B) tasks
 * of B (its CPU time unchanged, eps_B c(B) / c_0 = eps_D c(D) / c_0), eps_D = min(alpha_root(D), the equalising limit).
 * The paper's donor is A; reading: it applies whenever the root computes A, as the last resort of the precedence
 * order. When the root computes no A, the donor is the application of highest alpha(k) / w(k) above B's that the root
 * computes: without it, once a trade has given the root's A to one unfavoured application, a third one that no idle
 * CPU or port can reach stays at rate 0 (2.7 % of the experiment platforms with bandwidths x8, 6 % with x32).
 */
public final class DataCentricTaskTrading {

    private DataCentricTaskTrading() {
    }

    /** @return whether a trade was made */
    public static boolean apply(DataCentricRates rates) {
        int b = rates.unfavoured();
        int d = donor(rates, b);
        if (d < 0) {
            return false;
        }
        double ratio = rates.applications().get(d).flops() / rates.applications().get(b).flops();
        double epsD = Math.min(rates.alphaU(0, d), rates.equalisingLimit(d, b, ratio));
        if (!rates.worthwhile(d, b, epsD * ratio)) {
            return false;
        }
        rates.add(0, d, -epsD);
        rates.add(0, b, epsD * ratio);
        return true;
    }

    // A when the root computes it, else the root's application of highest weighted throughput above B's; -1 if none
    private static int donor(DataCentricRates rates, int b) {
        int a = rates.favoured();
        if (a == b) {
            return -1;
        }
        if (rates.alphaU(0, a) > 0) {
            return a;
        }
        int donor = -1;
        for (int k = 0; k < rates.applications().size(); k++) {
            if (k != b && rates.alphaU(0, k) > 0 && rates.weighted(k) > rates.weighted(b)
                    && (donor < 0 || rates.weighted(k) > rates.weighted(donor))) {
                donor = k;
            }
        }
        return donor;
    }
}
