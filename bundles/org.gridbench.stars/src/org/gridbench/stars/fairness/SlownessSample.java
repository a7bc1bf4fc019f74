package org.gridbench.stars.fairness;

import java.util.ArrayList;
import java.util.List;

/**
 * The functional parameter Z of an FSP sampled function (Celaya, section 7.3.1): the function z(a) representing its
 * nodes, the mean squared error mse_z of that representation over a {@link LengthRange} (eq. 7.10), and the linear term
 * lt_z(a) = sum over the represented nodes of (z - z_u) (eq. 7.11).
 *
 * <p>Our reading, as for DP's l: the linear term is kept on the pieces of z, so that its size stays bounded: on each
 * piece the least-squares form through lt's values at the piece's ends ({@link EndpointForms}), the last piece fitted
 * up to the range's end and extended past it.
 */
public record SlownessSample(SlownessFunction value, double mse, SlownessFunction linearTerm) {

    /** An execution node's own function: exact, so no error and a zero linear term. */
    public static SlownessSample exact(SlownessFunction value) {
        return new SlownessSample(value, 0, SlownessFunction.of(SlownessPiece.constant(value.firstStart(), 0)));
    }

    // STaRS eq. 7.10 and 7.11: the sample h of f (fv nodes) and g (gv nodes) once their function is h
    public static SlownessSample sum(SlownessSample f, int fv, SlownessSample g, int gv, SlownessFunction h,
            LengthRange range) {
        SlownessFunction hf = SlownessPointwise.combination(1, h, -1, f.value);
        SlownessFunction hg = SlownessPointwise.combination(1, h, -1, g.value);
        // eq. 7.11: fv (h - f) + gv (h - g) + lt_f + lt_g
        SlownessFunction lt = SlownessPointwise.combination(1, SlownessPointwise.combination(fv, hf, gv, hg), 1,
                SlownessPointwise.combination(1, f.linearTerm, 1, g.linearTerm));
        return new SlownessSample(h, mse(f, fv, hf, g, gv, hg, range), onPiecesOf(lt, h, range));
    }

    /** h.mse_z of eq. 7.10 alone, without the linear term, as DIST needs it, in one pass per side. */
    public static double mseOfSum(SlownessSample f, int fv, SlownessSample g, int gv, SlownessFunction h,
            LengthRange range) {
        double a = range.from();
        double b = range.to();
        double total = fv * f.mse + gv * g.mse + SlownessIntegrals.ofErrorTerms(h, f.value, f.linearTerm, fv, a, b)
                + SlownessIntegrals.ofErrorTerms(h, g.value, g.linearTerm, gv, a, b);
        return Math.max(0, total / (fv + gv));
    }

    // STaRS eq. 7.10 with hf = h - f and hg = h - g
    private static double mse(SlownessSample f, int fv, SlownessFunction hf, SlownessSample g, int gv,
            SlownessFunction hg, LengthRange range) {
        double a = range.from();
        double b = range.to();
        double total = fv * (SlownessIntegrals.ofProduct(hf, hf, a, b) + f.mse)
                + gv * (SlownessIntegrals.ofProduct(hg, hg, a, b) + g.mse)
                + 2 * SlownessIntegrals.ofProduct(hf, f.linearTerm, a, b)
                + 2 * SlownessIntegrals.ofProduct(hg, g.linearTerm, a, b);
        return Math.max(0, total / (fv + gv));
    }

    private static SlownessFunction onPiecesOf(SlownessFunction lt, SlownessFunction h, LengthRange range) {
        List<SlownessPiece> out = new ArrayList<>(h.size());
        for (int j = 0; j < h.size(); j++) {
            double alpha = h.start(j);
            double omega = j + 1 < h.size() ? h.start(j + 1) : range.to();
            out.add(omega > alpha ? EndpointForms.fit(lt, alpha, omega) : lt.pieceAt(alpha).from(alpha));
        }
        return SlownessFunction.of(out);
    }

    /** This sample describing {@code k} times as many nodes: the same function and per-node error, lt scaled. */
    SlownessSample scaled(double k) {
        return new SlownessSample(value, mse, SlownessPointwise.combination(k, linearTerm, 0, linearTerm));
    }

    /** Serialization model: the function, the MSE, and lt's parameters u, v, w on each piece of z. */
    public int sizeInBytes() {
        return value.sizeInBytes() + Double.BYTES * (1 + 3 * value.size());
    }
}
