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
        // eq. 5.8: fv (h - f) + gv (h - g) + lt_f + lt_g
        PiecewiseLinear lt = Pointwise.combination(1,
                Pointwise.combination(fv, hf, gv, hg), 1, Pointwise.combination(1, f.linearTerm, 1, g.linearTerm));
        return new FunctionalSample(h, mseOfSum(f, fv, g, gv, h, from, to), resampled(lt, h));
    }

    /**
     * Eq. 5.7 alone, the MSE of representing f's and g's nodes by h over [from, to]: (fv (int (h - f)^2 + mse_f)
     * + gv (int (h - g)^2 + mse_g) + 2 int (h - f) lt_f + 2 int (h - g) lt_g) / (fv + gv), every integral exact on the
     * pieces between the union of the five functions' samples. Never below 0, which only rounding could give.
     */
    public static double mseOfSum(FunctionalSample f, int fv, FunctionalSample g, int gv, PiecewiseLinear h,
            double from, double to) {
        double squares = 0;
        double cross = 0;
        if (to > from) {
            Sweep s = new Sweep(from, to, h, f.value, g.value, f.linearTerm, g.linearTerm);
            double t = s.time();
            double dfA = s.value(0) - s.value(1);
            double dgA = s.value(0) - s.value(2);
            double fltA = s.value(3);
            double gltA = s.value(4);
            while (s.next()) {
                double width = s.time() - t;
                double dfB = s.value(0) - s.value(1);
                double dgB = s.value(0) - s.value(2);
                double fltB = s.value(3);
                double gltB = s.value(4);
                squares += fv * Integrals.piece(dfA, dfB, dfA, dfB, width)
                        + gv * Integrals.piece(dgA, dgB, dgA, dgB, width);
                cross += Integrals.piece(dfA, dfB, fltA, fltB, width)
                        + Integrals.piece(dgA, dgB, gltA, gltB, width);
                t = s.time();
                dfA = dfB;
                dgA = dgB;
                fltA = fltB;
                gltA = gltB;
            }
        }
        return Math.max(0, (squares + fv * f.mse + gv * g.mse + 2 * cross) / (fv + gv));
    }

    // the linear term at the samples of h, with its slope after them
    private static PiecewiseLinear resampled(PiecewiseLinear lt, PiecewiseLinear h) {
        double[] x = new double[h.samples()];
        for (int i = 0; i < x.length; i++) {
            x[i] = h.x(i);
        }
        return PiecewiseLinear.trusted(x, lt.valuesAt(x), lt.slopeAfter(h.lastX()));
    }

    /** Serialization model: the function, the MSE, and the linear term's values at l's samples and tail slope. */
    public int sizeInBytes() {
        return value.sizeInBytes() + Double.BYTES * (2 + value.samples());
    }
}
