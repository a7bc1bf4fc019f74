package org.gridbench.trees.heuristics;

import org.gridbench.trees.heuristic.LinkTime;

/**
 * Section 4.5, gap filling: processor P_u (the root included, with an empty path) takes eps_B more tasks of B, eps_B =
 * min(c_u (1 - CPU_u) / c(B), w(B) (alpha(A)/w(A) - alpha(B)/w(B)), min over the nodes i on the path from the root to
 * P_u of (1 - bus(p(i))) / (latency_i + b(B) / b_i)). The processor offering the largest eps_B is filled (the first
 * on ties).
 */
public final class DataCentricGapFilling {

    private DataCentricGapFilling() {
    }

    /** @return whether a gap was filled */
    public static boolean apply(DataCentricRates rates) {
        int a = rates.favoured();
        int b = rates.unfavoured();
        if (a == b) {
            return false;
        }
        var appB = rates.applications().get(b);
        double limit = appB.weight() * (rates.weighted(a) - rates.weighted(b));
        int best = -1;
        double bestB = 0;
        for (int u = 0; u < rates.platform().size(); u++) {
            double cpu = Math.max(0, 1 - rates.cpu(u)) * rates.platform().speed(u) / appB.flops();
            double epsB = Math.min(Math.min(cpu, limit), pathRoom(rates, u, appB.bytes()));
            if (epsB > bestB) {
                best = u;
                bestB = epsB;
            }
        }
        if (best < 0 || !rates.worthwhile(a, b, bestB)) {
            return false;
        }
        rates.add(best, b, bestB);
        return true;
    }

    /** min over the nodes i from u up to a child of the root of (1 - bus(p(i))) / (latency_i + bytes / b_i). */
    static double pathRoom(DataCentricRates rates, int u, double bytes) {
        double room = Double.POSITIVE_INFINITY;
        for (int i = u; i > 0; i = rates.platform().parent(i)) {
            double perTask = LinkTime.perUnit(rates.platform(), i, bytes);
            if (perTask > 0) {
                room = Math.min(room, Math.max(0, 1 - rates.bus(rates.platform().parent(i))) / perTask);
            }
        }
        return room;
    }
}
