package org.gridbench.stars.availability;

/**
 * One scalar parameter of a sampled function: its value p, its MSE (eq. 3.2) and its linear term
 * lt_p = sum over the represented nodes of (p - p_u) (section 3.2.2).
 */
public record ScalarSample(double value, double mse, double linearTerm) {

    /** The sample an execution node reports about itself: no error. */
    public static ScalarSample exact(double value) {
        return new ScalarSample(value, 0, 0);
    }

    /** The sample of h = SUM(f, g) whose value is h, from f (fv nodes) and g (gv nodes) alone (eq. 3.6, 3.7). */
    public static ScalarSample sum(ScalarSample f, int fv, ScalarSample g, int gv, double h) {
        return new ScalarSample(h, mseOfSum(f.value, f.mse, f.linearTerm, fv, g.value, g.mse, g.linearTerm, gv, h),
                linearTermOfSum(f.value, f.linearTerm, fv, g.value, g.linearTerm, gv, h));
    }

    // STaRS eq. 3.6 for a parameter SUM takes the minimum of (memory, disk): the MSE alone, as DIST needs it
    public static double mseOfMinimum(ScalarSample f, int fv, ScalarSample g, int gv) {
        return mseOfSum(f.value, f.mse, f.linearTerm, fv, g.value, g.mse, g.linearTerm, gv, Math.min(f.value, g.value));
    }

    static double mseOfSum(ScalarSampledFunction f, ScalarSampledFunction g, int i, double h) {
        return mseOfSum(f.sample(i), f.error(i), f.linearTerm(i), f.count(), g.sample(i), g.error(i), g.linearTerm(i),
                g.count(), h);
    }

    static double linearTermOfSum(ScalarSampledFunction f, ScalarSampledFunction g, int i, double h) {
        return linearTermOfSum(f.sample(i), f.linearTerm(i), f.count(), g.sample(i), g.linearTerm(i), g.count(), h);
    }

    // STaRS eq. 3.6: MSE of the sum
    static double mseOfSum(double fp, double fmse, double flt, int fv, double gp, double gmse, double glt,
            int gv, double h) {
        double df = h - fp;
        double dg = h - gp;
        double total = fv * (df * df + fmse) + gv * (dg * dg + gmse) + 2 * df * flt + 2 * dg * glt;
        return Math.max(0, total / (fv + gv));
    }

    // STaRS eq. 3.7: linear term of the sum
    private static double linearTermOfSum(double fp, double flt, int fv, double gp, double glt, int gv, double h) {
        return fv * (h - fp) + gv * (h - gp) + flt + glt;
    }
}
