package org.gridbench.trees.lp;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;

/**
 * Makes a floating-point LP solution exactly feasible for linear program 3. A simplex meets its rows to a tolerance
 * relative to the largest values; on a platform whose speeds span 15 decades, a node 10^12 times slower than the
 * fastest may then be given a few times its capacity, a negligible rate in the objective but an impossible one to
 * schedule. Scaling down only what overflows restores every row and costs the objective no more than that noise.
 */
final class FeasibleRates {

    private FeasibleRates() {
    }

    /**
     * First every node whose CPU row exceeds 1 has its alpha_u(k) scaled to fit; then, from the root down, every port
     * whose row exceeds 1 has every alpha in its children's subtrees scaled by the same factor, which scales the port
     * row to 1 exactly and only relaxes the rows below it.
     */
    static void repair(TreePlatform platform, List<BagApplication> applications, double[][] alphaU) {
        for (int u = 0; u < platform.size(); u++) {
            double load = 0;
            for (int k = 0; k < applications.size(); k++) {
                load += alphaU[u][k] * applications.get(k).flops() / platform.speed(u);
            }
            scale(alphaU[u], load);
        }
        double[][] sent = sent(platform, alphaU);
        for (int u = 0; u < platform.size(); u++) {
            double port = 0;
            for (int v : platform.children(u)) {
                for (int k = 0; k < applications.size(); k++) {
                    port += sent[v][k] * (platform.latency(v) + applications.get(k).bytes() / platform.bandwidth(v));
                }
            }
            if (port > 1) {
                for (int v : platform.children(u)) {
                    for (int w : subtree(platform, v)) {
                        scale(alphaU[w], port);
                    }
                }
                sent = sent(platform, alphaU);
            }
        }
    }

    // divides the row by load when it exceeds 1, then shaves what rounding left over 1
    private static void scale(double[] alphas, double load) {
        if (load > 1) {
            for (int k = 0; k < alphas.length; k++) {
                alphas[k] = alphas[k] / load * (1 - 0x1p-50);
            }
        }
    }

    /** sent_{p(v)->v}(k) = the sum of alpha_w(k) over v's subtree (conservation, section 3.1); row 0 all zero. */
    static double[][] sent(TreePlatform platform, double[][] alphaU) {
        int n = platform.size();
        double[][] sent = new double[n][];
        for (int v = n - 1; v >= 0; v--) {
            sent[v] = alphaU[v].clone();
            for (int w : platform.children(v)) {
                for (int k = 0; k < sent[v].length; k++) {
                    sent[v][k] += sent[w][k];
                }
            }
        }
        sent[0] = new double[alphaU[0].length];
        return sent;
    }

    private static List<Integer> subtree(TreePlatform platform, int v) {
        List<Integer> nodes = new ArrayList<>(List.of(v));
        for (int i = 0; i < nodes.size(); i++) {
            nodes.addAll(platform.children(nodes.get(i)));
        }
        return nodes;
    }
}
