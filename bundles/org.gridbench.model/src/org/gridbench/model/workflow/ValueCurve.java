package org.gridbench.model.workflow;

import java.util.List;

/**
 * A job's time-value curve on the SLR axis (Burkimsher and Indrusiak, Figure 1): {@code vMax} up to the initial
 * deadline {@code dInitial}, then straight lines through the non-increasing {@code points} down to 0 at the final
 * deadline {@code dFinal}, and 0 after it.
 *
 * @param points the points strictly between the deadlines, by increasing SLR, with values in [0, vMax]
 */
public record ValueCurve(double vMax, double dInitial, double dFinal, List<Point> points) {

    /**
     * vMax is below this: a run's maximum value, the sum of vMax over up to 2^31 - 1 jobs, is then below
     * 2^31 x 10^298, a finite double. The validator refuses more, and vMax x dFinal past the largest double.
     */
    public static final double MAX_VALUE = 1e298;

    /** A point of the curve: the value the job earns when it finishes at this SLR. */
    public record Point(double slr, double value) {
    }

    public ValueCurve {
        if (!(vMax > 0) || !(dInitial >= 1) || !(dFinal > dInitial)) {
            throw new IllegalArgumentException("value curve needs vMax > 0 and 1 <= dInitial < dFinal, found vMax "
                    + vMax + ", dInitial " + dInitial + ", dFinal " + dFinal);
        }
        points = List.copyOf(points);
        double slr = dInitial;
        double value = vMax;
        for (Point p : points) {
            if (!(p.slr() > slr) || !(p.slr() < dFinal) || !(p.value() <= value) || !(p.value() >= 0)) {
                throw new IllegalArgumentException("value curve points must lie strictly between the deadlines by "
                        + "increasing SLR with non-increasing values in [0, vMax]: " + p);
            }
            slr = p.slr();
            value = p.value();
        }
    }

    // Algorithm 1: vMax up to dInitial, 0 from dFinal on, vMax x factor in between.
    public double value(double slr) {
        if (slr <= dInitial) {
            return vMax;
        }
        if (slr >= dFinal) {
            return 0;
        }
        double t0 = dInitial;
        double v0 = vMax;
        for (Point p : points) {
            if (slr < p.slr()) {
                return interpolate(t0, v0, p.slr(), p.value(), slr);
            }
            t0 = p.slr();
            v0 = p.value();
        }
        return interpolate(t0, v0, dFinal, 0, slr);
    }

    // Algorithm 2: the straight line through the points on either side of slr, as a fraction of vMax.
    public double factor(double slr) {
        return value(slr) / vMax;
    }

    // Algorithm 4: the area under the curve from slr to dFinal, exact for straight pieces (trapezoids).
    public double areaFrom(double slr) {
        if (slr >= dFinal) {
            return 0;
        }
        double area = slr < dInitial ? vMax * (dInitial - slr) : 0;
        double t0 = dInitial;
        double v0 = vMax;
        int n = points.size();
        for (int i = 0; i <= n; i++) {
            Point p = i < n ? points.get(i) : null;
            double t1 = p == null ? dFinal : p.slr();
            double v1 = p == null ? 0 : p.value();
            if (t1 > slr) {
                area += t0 >= slr ? (v0 + v1) / 2 * (t1 - t0)
                        : (interpolate(t0, v0, t1, v1, slr) + v1) / 2 * (t1 - slr);
            }
            t0 = t1;
            v0 = v1;
        }
        return area;
    }

    private static double interpolate(double t0, double v0, double t1, double v1, double t) {
        return v0 + (t - t0) / (t1 - t0) * (v1 - v0);
    }
}
