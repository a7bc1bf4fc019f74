package org.gridbench.stars.fairness;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BinaryOperator;

/**
 * Pointwise operations on slowness functions, exact up to rounding: the result has an endpoint at both inputs'
 * endpoints and, for max and min, where their pieces cross.
 */
public final class SlownessPointwise {

    /** Consecutive forms this close, relative to their parameters, are one piece. */
    static final double SAME_FORM = 1e-12;

    private SlownessPointwise() {
    }

    // STaRS eq. 7.9: (max(f, g)).z = max(f.z, g.z), with endpoints at both functions' and where they cross
    public static SlownessFunction max(SlownessFunction f, SlownessFunction g) {
        return envelope(f, g, true);
    }

    /** min(f, g), the lower envelope, for z_min of eq. 7.12. */
    public static SlownessFunction min(SlownessFunction f, SlownessFunction g) {
        return envelope(f, g, false);
    }

    /** x f + y g; the linear terms of eq. 7.11 are such combinations. */
    public static SlownessFunction combination(double x, SlownessFunction f, double y, SlownessFunction g) {
        return pieceByPiece(f, g, (p, q) -> SlownessPiece.combination(x, p, y, q));
    }

    public static SlownessFunction negated(SlownessFunction f) {
        return combination(-1, f, 0, f);
    }

    private static SlownessFunction envelope(SlownessFunction f, SlownessFunction g, boolean upper) {
        double[] t = union(f, g);
        List<SlownessPiece> out = new ArrayList<>();
        SlownessFunction.Cursor fs = f.cursor();
        SlownessFunction.Cursor gs = g.cursor();
        for (int i = 0; i < t.length; i++) {
            double end = i + 1 < t.length ? t[i + 1] : Double.POSITIVE_INFINITY;
            SlownessPiece p = fs.at(t[i]);
            SlownessPiece q = gs.at(t[i]);
            double[] cuts = Quadratic.rootsBetween(p.v() - q.v(), p.w() - q.w(), p.u() - q.u(), t[i], end);
            double from = t[i];
            for (int c = 0; c <= cuts.length; c++) {
                double to = c < cuts.length ? cuts[c] : end;
                double mid = Double.isInfinite(to) ? from + Math.max(1, from) : (from + to) / 2;
                boolean pAbove = p.value(mid) >= q.value(mid);
                append(out, (pAbove == upper ? p : q).from(from));
                from = to;
            }
        }
        return SlownessFunction.of(out);
    }

    private static SlownessFunction pieceByPiece(SlownessFunction f, SlownessFunction g,
            BinaryOperator<SlownessPiece> op) {
        List<SlownessPiece> out = new ArrayList<>();
        SlownessFunction.Cursor fs = f.cursor();
        SlownessFunction.Cursor gs = g.cursor();
        for (double t : union(f, g)) {
            append(out, op.apply(fs.at(t).from(t), gs.at(t)));
        }
        return SlownessFunction.of(out);
    }

    /** Adds a piece, or lets the last one go on when it has the same form. */
    static void append(List<SlownessPiece> out, SlownessPiece p) {
        if (out.isEmpty() || !out.get(out.size() - 1).sameForm(p, SAME_FORM)) {
            out.add(p);
        }
    }

    /** The sorted union of the functions' left endpoints, each once: a merge of their increasing starts. */
    static double[] union(SlownessFunction... functions) {
        int size = 0;
        for (SlownessFunction f : functions) {
            size += f.size();
        }
        double[] t = new double[size];
        int[] next = new int[functions.length];
        int k = 0;
        while (true) {
            double least = Double.NaN;
            for (int i = 0; i < functions.length; i++) {
                if (next[i] < functions[i].size() && (Double.isNaN(least) || functions[i].start(next[i]) < least)) {
                    least = functions[i].start(next[i]);
                }
            }
            if (Double.isNaN(least)) {
                return k == size ? t : Arrays.copyOf(t, k);
            }
            t[k++] = least;
            for (int i = 0; i < functions.length; i++) {
                if (next[i] < functions[i].size() && functions[i].start(next[i]) == least) {
                    next[i]++;
                }
            }
        }
    }
}
