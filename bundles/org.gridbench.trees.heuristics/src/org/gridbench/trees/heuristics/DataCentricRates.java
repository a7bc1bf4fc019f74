package org.gridbench.trees.heuristics;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.LinkTime;

/**
 * The rates DATA-CENTRIC trades (section 4.5): alpha_u(k) per node and application, and sent(v, k) into every
 * non-root v, kept equal to the sum of alpha over v's subtree so that conservation holds by construction.
 */
public final class DataCentricRates {

    /** Slack of "full" and "saturated" (section 4.5): a CPU or port within this of 1 has no room left. */
    static final double FULL = 1e-9;

    private final TreePlatform platform;
    private final List<BagApplication> applications;
    private final double[][] alpha;
    private final double[][] sent;

    /** All rates 0. */
    public DataCentricRates(TreePlatform platform, List<BagApplication> applications) {
        this.platform = platform;
        this.applications = List.copyOf(applications);
        this.alpha = new double[platform.size()][applications.size()];
        this.sent = new double[platform.size()][applications.size()];
    }

    public TreePlatform platform() {
        return platform;
    }

    public List<BagApplication> applications() {
        return applications;
    }

    /** alpha_u(k): tasks of type k node u computes per time unit. */
    public double alphaU(int u, int k) {
        return alpha[u][k];
    }

    /** sent_{p(v)->v}(k) for a non-root v; alpha(k) for the root. */
    public double sent(int v, int k) {
        return sent[v][k];
    }

    /** alpha(k) = sum_u alpha_u(k). */
    public double alpha(int k) {
        return sent[0][k];
    }

    /** alpha(k) / w(k). */
    public double weighted(int k) {
        return alpha(k) / applications.get(k).weight();
    }

    /** min_k alpha(k) / w(k) (section 5.2.1). */
    public double fairThroughput() {
        double min = Double.POSITIVE_INFINITY;
        for (int k = 0; k < applications.size(); k++) {
            min = Math.min(min, weighted(k));
        }
        return min;
    }

    /** Adds {@code delta} to alpha_u(k) and to sent(k) into u and every ancestor (conservation, section 3.1). */
    public void add(int u, int k, double delta) {
        double before = alpha[u][k];
        alpha[u][k] = Math.max(0, before + delta);
        double applied = alpha[u][k] - before;
        for (int v = u; v >= 0; v = platform.parent(v)) {
            sent[v][k] = Math.max(0, sent[v][k] + applied);
        }
    }

    /** CPU occupation of P_u: sum_k alpha_u(k) c(k) / c_u (section 4.5, gap filling). */
    public double cpu(int u) {
        double flops = 0;
        for (int k = 0; k < applications.size(); k++) {
            flops += alpha[u][k] * applications.get(k).flops();
        }
        return flops / platform.speed(u);
    }

    /** Bus occupation of P_u: sum_{children v} sum_k sent(v, k) (latency_v + b(k) / b_v) (section 4.5, gap filling). */
    public double bus(int u) {
        double time = 0;
        for (int v : platform.children(u)) {
            for (int k = 0; k < applications.size(); k++) {
                time += sent[v][k] * LinkTime.perUnit(platform, v, applications.get(k).bytes());
            }
        }
        return time;
    }

    /** A: the application of highest alpha(k) / w(k), the first on ties. */
    public int favoured() {
        int best = 0;
        for (int k = 1; k < applications.size(); k++) {
            if (weighted(k) > weighted(best)) {
                best = k;
            }
        }
        return best;
    }

    /** B: the application of lowest alpha(k) / w(k), the last on ties (so B differs from A when all are equal). */
    public int unfavoured() {
        int worst = applications.size() - 1;
        for (int k = applications.size() - 2; k >= 0; k--) {
            if (weighted(k) < weighted(worst)) {
                worst = k;
            }
        }
        return worst;
    }

    /**
     * Section 4.5's "limited by the number that would make the weighted throughputs equal": the largest eps_A such
     * that trading eps_A tasks of A for ratio * eps_A tasks of B keeps alpha(A) / w(A) >= alpha(B) / w(B).
     */
    double equalisingLimit(int a, int b, double ratio) {
        double gap = weighted(a) - weighted(b);
        return Math.max(0, gap) / (1 / applications.get(a).weight() + ratio / applications.get(b).weight());
    }

    /** An operation applies only if it raises alpha(B) / w(B) by more than 1e-9 of alpha(A) / w(A). */
    boolean worthwhile(int a, int b, double epsilonB) {
        return epsilonB / applications.get(b).weight() > 1e-9 * weighted(a);
    }

    /** The nodes of u's subtree, u first. */
    List<Integer> subtree(int u) {
        List<Integer> nodes = new ArrayList<>(List.of(u));
        for (int i = 0; i < nodes.size(); i++) {
            nodes.addAll(platform.children(nodes.get(i)));
        }
        return nodes;
    }

    /** Section 4.1's frequencies at node u: alpha_u(k) for the worker, sent(v, k) for each child v. */
    FrequencyScheduler.Frequencies frequencies(int u) {
        int types = applications.size();
        List<Integer> requesters = new ArrayList<>();
        requesters.add(u);
        requesters.addAll(platform.children(u));
        double[] f = new double[requesters.size() * types];
        for (int r = 0; r < requesters.size(); r++) {
            for (int k = 0; k < types; k++) {
                f[r * types + k] = r == 0 ? alpha[u][k] : sent[requesters.get(r)][k];
            }
        }
        return new FrequencyScheduler.Frequencies(List.copyOf(requesters), types, f);
    }
}
