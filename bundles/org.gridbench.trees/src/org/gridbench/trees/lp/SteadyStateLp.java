package org.gridbench.trees.lp;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;

/**
 * Linear program 3 of Beaumont et al. (section 3.1), solved with ojAlgo after equilibration.
 *
 * <p>Variables, in tasks per time unit: t, the fair throughput, and x[u][k], the tasks of type k entering the subtree
 * of u per time unit, so x[0][k] is alpha(k) and x[v][k] is sent_{p(v)->v}(k). Conservation is kept by definition:
 * alpha_u(k) = x[u][k] - sum_{v child of u} x[v][k] must be >= 0. A task of type k on the link into v keeps the
 * sender's port busy latency_v + b(k) / b_v: the paper's program charges b(k) / b_v alone, which is the platform with
 * zero latencies; a platform with latencies gives the program with the per-link times the simulation charges. The
 * receive port of v is implied by the send port of its parent, which counts the same term plus those of v's
 * siblings, so it is not a row of its own.
 */
public final class SteadyStateLp {

    private SteadyStateLp() {
    }

    /** @throws SteadyStateException when the solver reports no optimum (see {@link LpStatus}) */
    public static SteadyState solve(TreePlatform platform, List<BagApplication> applications) {
        int n = platform.size();
        int kCount = applications.size();
        LpRows lp = rows(platform, applications);
        Equilibration scale = Equilibration.of(lp);
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        for (int j = 0; j < lp.columns(); j++) {
            model.newVariable("x" + j).lower(0.0).weight(j == 0 ? 1.0 : 0.0);
        }
        for (int i = 0; i < lp.rows().size(); i++) {
            LpRows.Row row = lp.rows().get(i);
            double r = scale.rowScale[i];
            Expression e = model.newExpression(row.name());
            for (int j = 0; j < row.columns().length; j++) {
                int c = row.columns()[j];
                e.set(model.getVariable(c), row.values()[j] * r * scale.columnScale[c]);
            }
            if (!Double.isNaN(row.lower())) {
                e.lower(row.lower() * r);
            }
            if (!Double.isNaN(row.upper())) {
                e.upper(row.upper() * r);
            }
        }
        Optimisation.Result result = model.maximise();
        LpStatus status = statusOf(result.getState());
        if (status != LpStatus.OPTIMAL) {
            throw new SteadyStateException(status, "ojAlgo returned " + result.getState() + " for " + n + " nodes and "
                    + kCount + " applications" + (status == LpStatus.FAILED && kCount > 0
                            ? " (t = 0 with nothing sent is feasible: the solver's numerical trouble)" : ""));
        }
        double[] x = new double[lp.columns()];
        for (int j = 0; j < x.length; j++) {
            x[j] = Math.max(0.0, result.doubleValue(j)) * scale.columnScale[j];
        }
        return steadyState(platform, applications, x);
    }

    private static int column(int kCount, int u, int k) {
        return 1 + u * kCount + k;
    }

    // Linear program 3 as posed, in tasks per time unit; column 0 is t
    static LpRows rows(TreePlatform platform, List<BagApplication> applications) {
        int n = platform.size();
        int kCount = applications.size();
        LpRows lp = new LpRows(1 + n * kCount);
        for (int k = 0; k < kCount; k++) {
            BagApplication a = applications.get(k);
            // alpha(k) >= w(k) t, the linearised objective max min_k alpha(k) / w(k)
            lp.add(LpRows.row("fair_" + k).add(column(kCount, 0, k), 1).add(0, -a.weight()).bounded(0, Double.NaN));
        }
        for (int u = 0; u < n; u++) {
            List<Integer> children = platform.children(u);
            LpRows.Builder compute = LpRows.row("compute_" + u);
            LpRows.Builder port = LpRows.row("port_" + u);
            for (int k = 0; k < kCount; k++) {
                BagApplication a = applications.get(k);
                // conservation: alpha_u(k) = sent_{p(u)->u}(k) - sum_v sent_{u->v}(k) >= 0
                LpRows.Builder local = LpRows.row("alpha_" + u + "_" + k).add(column(kCount, u, k), 1);
                double perTask = finite(a.flops() / platform.speed(u), "speed of node " + u);
                compute.add(column(kCount, u, k), perTask);
                for (int v : children) {
                    local.add(column(kCount, v, k), -1);
                    compute.add(column(kCount, v, k), -perTask);
                    port.add(column(kCount, v, k),
                            finite(platform.latency(v) + a.bytes() / platform.bandwidth(v), "port of node " + u));
                }
                lp.add(local.bounded(0, Double.NaN));
            }
            // sum_k alpha_u(k) c(k) / c_u <= 1 and sum_v sum_k sent(v, k) (latency_v + b(k) / b_v) <= 1
            lp.add(compute.bounded(Double.NaN, 1));
            if (!children.isEmpty()) {
                lp.add(port.bounded(Double.NaN, 1));
            }
        }
        return lp;
    }

    // Extreme but valid inputs (flops near Double.MIN_VALUE, bytes near Double.MAX_VALUE) overflow a coefficient.
    private static double finite(double coefficient, String where) {
        if (!Double.isFinite(coefficient)) {
            throw new SteadyStateException(LpStatus.FAILED, "coefficient " + coefficient
                    + " out of double range in the " + where + " (scale the flops and bytes)");
        }
        return coefficient;
    }

    /** INFEASIBLE is a solver failure: t = 0 with nothing sent satisfies every row of a valid platform. */
    static LpStatus statusOf(Optimisation.State state) {
        if (state.isOptimal()) {
            return LpStatus.OPTIMAL;
        }
        return state == Optimisation.State.UNBOUNDED ? LpStatus.UNBOUNDED : LpStatus.FAILED;
    }

    // alpha_u(k) from the x of the subtrees (noise below zero clamped), made exactly feasible, then sent(k) from them
    private static SteadyState steadyState(TreePlatform platform, List<BagApplication> applications, double[] x) {
        int n = platform.size();
        int kCount = applications.size();
        double[][] alphaU = new double[n][kCount];
        for (int k = 0; k < kCount; k++) {
            for (int u = 0; u < n; u++) {
                double local = x[column(kCount, u, k)];
                for (int v : platform.children(u)) {
                    local -= x[column(kCount, v, k)];
                }
                alphaU[u][k] = Math.max(0.0, local);
            }
        }
        FeasibleRates.repair(platform, applications, alphaU);
        double[][] sent = FeasibleRates.sent(platform, alphaU);
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
}
