package org.gridbench.trees.heuristics;

/**
 * Section 4.5, task trading on the root: the root trades eps_A tasks of A for eps_B = eps_A c(A) / c(B) tasks of B
 * (its CPU time unchanged, eps_B c(B) / c_0 = eps_A c(A) / c_0), eps_A = min(alpha_root(A), the equalising limit).
 * Reading: it applies whenever the root computes A, as the last resort of the precedence order.
 */
public final class DataCentricTaskTrading {

    private DataCentricTaskTrading() {
    }

    /** @return whether a trade was made */
    public static boolean apply(DataCentricRates rates) {
        int a = rates.favoured();
        int b = rates.unfavoured();
        if (a == b) {
            return false;
        }
        double ratio = rates.applications().get(a).flops() / rates.applications().get(b).flops();
        double epsA = Math.min(rates.alphaU(0, a), rates.equalisingLimit(a, b, ratio));
        if (!rates.worthwhile(a, b, epsA * ratio)) {
            return false;
        }
        rates.add(0, a, -epsA);
        rates.add(0, b, epsA * ratio);
        return true;
    }
}
