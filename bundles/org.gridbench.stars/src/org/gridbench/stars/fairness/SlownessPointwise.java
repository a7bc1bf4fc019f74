package org.gridbench.stars.fairness;

/**
 * Pointwise operations on slowness functions, exact up to rounding: the result has an endpoint at both inputs'
 * endpoints and, for max and min, where their pieces cross.
 */
public final class SlownessPointwise {

    private SlownessPointwise() {
    }

    // STaRS eq. 7.9: (max(f, g)).z = max(f.z, g.z), with endpoints at both functions' and where they cross
    public static SlownessFunction max(SlownessFunction f, SlownessFunction g) {
        return envelope(f, g, true, new SlownessFunction.Builder(f.size() + g.size() + 2)).build();
    }

    /**
     * max(f, g) as {@link #max} gives it, held in the calling thread's scratch space: valid only until the thread's
     * next call, for a result used and dropped at once (DIST's SUM).
     */
    static SlownessFunction maxForNow(SlownessFunction f, SlownessFunction g) {
        return envelope(f, g, true, SlownessFunction.Builder.scratch()).build();
    }

    /** min(f, g), the lower envelope, for z_min of eq. 7.12. */
    public static SlownessFunction min(SlownessFunction f, SlownessFunction g) {
        return envelope(f, g, false, new SlownessFunction.Builder(f.size() + g.size() + 2)).build();
    }

    /** x f + y g; the linear terms of eq. 7.11 are such combinations. */
    public static SlownessFunction combination(double x, SlownessFunction f, double y, SlownessFunction g) {
        SlownessFunction.Builder out = new SlownessFunction.Builder(f.size() + g.size());
        int p = 0;
        int q = 0;
        // every left endpoint of f or g, in order
        for (double a = Math.min(f.firstStart(), g.firstStart()); a < Double.POSITIVE_INFINITY;) {
            p = f.indexFrom(p, a);
            q = g.indexFrom(q, a);
            out.append(a, x * f.u(p) + y * g.u(q), x * f.v(p) + y * g.v(q), x * f.w(p) + y * g.w(q));
            a = Math.min(f.nextStart(p, a), g.nextStart(q, a));
        }
        return out.build();
    }

    public static SlownessFunction negated(SlownessFunction f) {
        return combination(-1, f, 0, f);
    }

    private static SlownessFunction.Builder envelope(SlownessFunction f, SlownessFunction g, boolean upper,
            SlownessFunction.Builder out) {
        double[] cuts = new double[2];
        int p = 0;
        int q = 0;
        // every left endpoint of f or g, in order, and the crossings between them
        for (double a = Math.min(f.firstStart(), g.firstStart()); a < Double.POSITIVE_INFINITY;) {
            p = f.indexFrom(p, a);
            q = g.indexFrom(q, a);
            double end = Math.min(f.nextStart(p, a), g.nextStart(q, a));
            int n = Quadratic.rootsBetween(f.v(p) - g.v(q), f.w(p) - g.w(q), f.u(p) - g.u(q), a, end, cuts);
            double from = a;
            for (int c = 0; c <= n; c++) {
                double to = c < n ? cuts[c] : end;
                double mid = Double.isInfinite(to) ? from + Math.max(1, from) : (from + to) / 2;
                boolean pAbove = f.value(p, mid) >= g.value(q, mid);
                if (pAbove == upper) {
                    out.append(from, f.u(p), f.v(p), f.w(p));
                } else {
                    out.append(from, g.u(q), g.v(q), g.w(q));
                }
                from = to;
            }
            a = end;
        }
        return out;
    }
}
