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
        return new ScalarSample(h, mseOfSum(f, fv, g, gv, h), linearTermOfSum(f, fv, g, gv, h));
    }

    // STaRS eq. 3.6: MSE of the sum
    static double mseOfSum(ScalarSample f, int fv, ScalarSample g, int gv, double h) {
        double df = h - f.value;
        double dg = h - g.value;
        double total = fv * (df * df + f.mse) + gv * (dg * dg + g.mse) + 2 * df * f.linearTerm + 2 * dg * g.linearTerm;
        return Math.max(0, total / (fv + gv));
    }

    // STaRS eq. 3.7: linear term of the sum
    static double linearTermOfSum(ScalarSample f, int fv, ScalarSample g, int gv, double h) {
        return fv * (h - f.value) + gv * (h - g.value) + f.linearTerm + g.linearTerm;
    }
}
