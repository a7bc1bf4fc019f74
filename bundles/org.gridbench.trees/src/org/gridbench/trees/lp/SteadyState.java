package org.gridbench.trees.lp;

/**
 * The optimal steady state of linear program 3 (Beaumont et al., section 3.1): alpha_u(k) tasks of type k computed
 * by node u and sent_{p(v)->v}(k) tasks of type k received by v, per time unit. Immutable.
 */
public final class SteadyState {

    private final double fairThroughput;
    private final double[][] alphaU;
    private final double[][] sent;
    private final LpStatus status;

    /** @param alphaU alphaU[u][k]; @param sent sent[v][k] on the edge parent(v)->v, row 0 (the root) all zero */
    SteadyState(double fairThroughput, double[][] alphaU, double[][] sent, LpStatus status) {
        this.fairThroughput = fairThroughput;
        this.alphaU = alphaU;
        this.sent = sent;
        this.status = status;
    }

    /** The objective of linear program 3: min_k alpha(k) / w(k). */
    public double fairThroughput() {
        return fairThroughput;
    }

    /** alpha(k) = sum_u alpha_u(k), tasks of type k completed per time unit. */
    public double alpha(int k) {
        double sum = 0;
        for (double[] row : alphaU) {
            sum += row[k];
        }
        return sum;
    }

    public double alphaU(int u, int k) {
        return alphaU[u][k];
    }

    /** sent_{parent(v)->v}(k); 0 for the root, which has no incoming link. */
    public double sent(int v, int k) {
        return sent[v][k];
    }

    public int nodeCount() {
        return alphaU.length;
    }

    public int applicationCount() {
        return alphaU.length == 0 ? 0 : alphaU[0].length;
    }

    public LpStatus status() {
        return status;
    }
}
