package org.gridbench.trees.lp;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * Linear program 3 of Beaumont et al. (section 3.1), solved with ojAlgo.
 *
 * <p>Variables, scaled so that every constraint row reads "at most one time unit": x[u][k] is the work of type k
 * (in units of the fastest processor's time) that enters the subtree of u per time unit, so x[0][k] stands for
 * alpha(k) and x[v][k] for sent_{p(v)->v}(k) (times c(k) / cMax); tau is the fair throughput times max_k w(k)c(k)
 * / cMax. Conservation is kept by definition: alpha_u(k) = x[u][k] - sum_{v child of u} x[v][k] must be >= 0. The
 * receive port of v (sum_k sent(k) b(k) / b_v <= 1) is implied by the send port of its parent, which counts the
 * same term plus those of v's siblings, so it is not a row of its own.
 */
public final class SteadyStateLp {

    private SteadyStateLp() {
    }

    /** @throws SteadyStateException when the solver reports no optimum (see {@link LpStatus}) */
    public static SteadyState solve(TreePlatform platform, List<BagApplication> applications) {
        int n = platform.size();
        int kCount = applications.size();
        double cMax = 0;
        double wcMax = 0;
        for (int u = 0; u < n; u++) {
            cMax = Math.max(cMax, platform.speed(u));
        }
        for (BagApplication a : applications) {
            wcMax = Math.max(wcMax, a.weight() * a.flops());
        }
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable tau = model.newVariable("tau").lower(0.0).weight(1.0);
        Variable[][] x = new Variable[n][kCount];
        for (int u = 0; u < n; u++) {
            for (int k = 0; k < kCount; k++) {
                x[u][k] = model.newVariable("x_" + u + "_" + k).lower(0.0);
            }
        }
        for (int k = 0; k < kCount; k++) {
            BagApplication a = applications.get(k);
            // alpha(k) >= w(k) t, the linearised objective max min_k alpha(k) / w(k)
            model.newExpression("fair_" + k).set(x[0][k], 1.0)
                    .set(tau, -finite(a.weight() * a.flops() / wcMax, "weight of application " + a.id())).lower(0.0);
        }
        for (int u = 0; u < n; u++) {
            List<Integer> children = platform.children(u);
            Expression compute = model.newExpression("compute_" + u).upper(1.0);
            Expression port = children.isEmpty() ? null : model.newExpression("port_" + u).upper(1.0);
            for (int k = 0; k < kCount; k++) {
                // conservation: alpha_u(k) = sent_{p(u)->u}(k) - sum_v sent_{u->v}(k) >= 0
                Expression local = model.newExpression("alpha_" + u + "_" + k).set(x[u][k], 1.0).lower(0.0);
                double perWork = finite(cMax / platform.speed(u), "speed of node " + u);
                compute.set(x[u][k], perWork);
                double ccr = applications.get(k).ccr();
                for (int v : children) {
                    local.set(x[v][k], -1.0);
                    compute.set(x[v][k], -perWork);
                    port.set(x[v][k], finite(cMax * ccr / platform.bandwidth(v), "port of node " + u));
                }
            }
        }
        Optimisation.Result result = model.maximise();
        LpStatus status = statusOf(result.getState());
        if (status != LpStatus.OPTIMAL) {
            throw new SteadyStateException(status, "ojAlgo returned " + result.getState() + " for " + n + " nodes and "
                    + kCount + " applications");
        }
        return steadyState(platform, applications, x, result, cMax);
    }

    // Extreme but valid inputs (flops near Double.MIN_VALUE, bytes near Double.MAX_VALUE) overflow a coefficient.
    private static double finite(double coefficient, String where) {
        if (!Double.isFinite(coefficient)) {
            throw new SteadyStateException(LpStatus.FAILED, "coefficient " + coefficient + " out of double range in the "
                    + where + " (scale the flops and bytes)");
        }
        return coefficient;
    }

    static LpStatus statusOf(Optimisation.State state) {
        if (state.isOptimal()) {
            return LpStatus.OPTIMAL;
        }
        return switch (state) {
            case INFEASIBLE -> LpStatus.INFEASIBLE;
            case UNBOUNDED -> LpStatus.UNBOUNDED;
            default -> LpStatus.FAILED;
        };
    }

    // Undoes the scaling: alpha_u(k) and sent(k) in tasks per time unit; rounding noise below zero is clamped.
    private static SteadyState steadyState(TreePlatform platform, List<BagApplication> applications, Variable[][] x,
            Optimisation.Result result, double cMax) {
        int n = platform.size();
        int kCount = applications.size();
        double[][] alphaU = new double[n][kCount];
        double[][] sent = new double[n][kCount];
        for (int k = 0; k < kCount; k++) {
            double toTasks = cMax / applications.get(k).flops();
            for (int u = 0; u < n; u++) {
                double local = value(result, x[u][k]);
                for (int v : platform.children(u)) {
                    local -= value(result, x[v][k]);
                }
                alphaU[u][k] = Math.max(0.0, local) * toTasks;
                sent[u][k] = u == 0 ? 0.0 : value(result, x[u][k]) * toTasks;
            }
        }
        double fair = Double.POSITIVE_INFINITY;
        for (int k = 0; k < kCount; k++) {
            double alpha = 0;
            for (int u = 0; u < n; u++) {
                alpha += alphaU[u][k];
            }
            fair = Math.min(fair, alpha / applications.get(k).weight());
        }
        return new SteadyState(fair, alphaU, sent, LpStatus.OPTIMAL);
    }

    private static double value(Optimisation.Result result, Variable variable) {
        return Math.max(0.0, result.doubleValue(variable.getIndex().index));
    }
}
