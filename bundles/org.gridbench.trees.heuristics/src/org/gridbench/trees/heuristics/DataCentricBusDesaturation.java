package org.gridbench.trees.heuristics;

import org.gridbench.trees.heuristic.LinkTime;

/**
 * Section 4.5, bus de-saturation: when the root's bus (send port) is saturated while some idle processor could be
 * reached but for it (every other port on its path has room), the tree is widened: in the branch (child subtree of the
 * root) of slowest link for A (largest latency_v + b(A) / b_v; the smallest bandwidth without latency) that processes
 * A, every alpha_i(A), hence every sent(A), is scaled by 0.9. A branch whose A takes at most 1e-9 of the port (float
 * residue) does not count as processing A.
 */
public final class DataCentricBusDesaturation {

    /** Section 4.5's factor. */
    public static final double FACTOR = 0.9;

    private DataCentricBusDesaturation() {
    }

    /** @return whether a branch was scaled down */
    public static boolean apply(DataCentricRates rates) {
        int a = rates.favoured();
        int b = rates.unfavoured();
        if (a == b || rates.bus(0) < 1 - DataCentricRates.FULL || !idleBehindRootBus(rates)) {
            return false;
        }
        int branch = -1;
        for (int v : rates.platform().children(0)) {
            double bytes = rates.applications().get(a).bytes();
            double portTime = rates.sent(v, a) * LinkTime.perUnit(rates.platform(), v, bytes);
            if (portTime > DataCentricRates.FULL && (branch < 0 || LinkTime.perUnit(rates.platform(), v, bytes)
                    > LinkTime.perUnit(rates.platform(), branch, bytes))) {
                branch = v;
            }
        }
        if (branch < 0) {
            return false;
        }
        for (int i : rates.subtree(branch)) {
            rates.add(i, a, (FACTOR - 1) * rates.alphaU(i, a));
        }
        return true;
    }

    // a non-root processor with idle CPU whose path has room on every port but the root's
    private static boolean idleBehindRootBus(DataCentricRates rates) {
        for (int u = 1; u < rates.platform().size(); u++) {
            if (rates.cpu(u) < 1 - DataCentricRates.FULL && roomBelowRoot(rates, u)) {
                return true;
            }
        }
        return false;
    }

    private static boolean roomBelowRoot(DataCentricRates rates, int u) {
        for (int p = rates.platform().parent(u); p > 0; p = rates.platform().parent(p)) {
            if (rates.bus(p) >= 1 - DataCentricRates.FULL) {
                return false;
            }
        }
        return true;
    }
}
