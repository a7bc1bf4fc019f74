package org.gridbench.stars.functional;

/**
 * A functional parameter of a sampled function (Celaya, section 5.3.1): the function l representing its nodes, the
 * mean squared error mse_l of that representation integrated over a horizon (eq. 5.3), and the linear term
 * lt_l(delta) = sum over the represented nodes of (l - l_i) (eq. 5.8).
 *
 * <p>Our reading: the linear term is kept at the samples of l (interpolated there, with its own tail slope), so its
 * size stays bounded like l; the MSE of each part was integrated over the horizon of the aggregation that made it.
 */
public record FunctionalSample(PiecewiseLinear value, double mse, PiecewiseLinear linearTerm) {

    /** An execution node's own function: exact, so no error and a zero linear term. */
    public static FunctionalSample exact(PiecewiseLinear value) {
        return new FunctionalSample(value, 0, PiecewiseLinear.constant(0));
    }

    /**
     * The sample h of f (representing fv nodes) and g (gv nodes) once their function is {@code h}:
     * eq. 5.7 for the MSE over [from, to] and eq. 5.8 for the linear term.
     */
    public static FunctionalSample sum(FunctionalSample f, int fv, FunctionalSample g, int gv, PiecewiseLinear h,
            double from, double to) {
        PiecewiseLinear hf = Pointwise.combination(1, h, -1, f.value);
        PiecewiseLinear hg = Pointwise.combination(1, h, -1, g.value);
        // eq. 5.7
        double total = fv * (Integrals.ofProduct(hf, hf, from, to) + f.mse)
                + gv * (Integrals.ofProduct(hg, hg, from, to) + g.mse)
                + 2 * Integrals.ofProduct(hf, f.linearTerm, from, to)
                + 2 * Integrals.ofProduct(hg, g.linearTerm, from, to);
        // eq. 5.8: fv (h - f) + gv (h - g) + lt_f + lt_g
        PiecewiseLinear lt = Pointwise.combination(1,
                Pointwise.combination(fv, hf, gv, hg), 1, Pointwise.combination(1, f.linearTerm, 1, g.linearTerm));
        return new FunctionalSample(h, total / (fv + gv), resampled(lt, h));
    }

    // the linear term at the samples of h, with its slope after them
    private static PiecewiseLinear resampled(PiecewiseLinear lt, PiecewiseLinear h) {
        double[] x = new double[h.samples()];
        double[] y = new double[h.samples()];
        for (int i = 0; i < x.length; i++) {
            x[i] = h.x(i);
            y[i] = lt.value(x[i]);
        }
        return PiecewiseLinear.of(x, y, lt.slopeAfter(h.lastX()));
    }

    /** Serialization model: the function, the MSE, and the linear term's values at l's samples and tail slope. */
    public int sizeInBytes() {
        return value.sizeInBytes() + Double.BYTES * (2 + value.samples());
    }
}
