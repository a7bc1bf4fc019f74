package org.gridbench.editing.curve;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A job's value curve as the editor sees it (Burkimsher and Indrusiak, Figure 1 and Algorithm 1): V_max up to
 * D_initial, straight lines through the points, 0 from D_final. Read tolerantly, so that a curve the validator
 * refuses can still be drawn and fixed.
 */
public record CurveShape(double vMax, double dInitial, double dFinal, List<double[]> points) {

    public CurveShape {
        points = List.copyOf(points);
    }

    public static CurveShape of(JsonNode curve) {
        List<double[]> points = new ArrayList<>();
        for (JsonNode p : curve.path("points")) {
            points.add(new double[] {p.path(0).asDouble(Double.NaN), p.path(1).asDouble(Double.NaN)});
        }
        return new CurveShape(curve.path("vMax").asDouble(Double.NaN), curve.path("dInitial").asDouble(Double.NaN),
                curve.path("dFinal").asDouble(Double.NaN), points);
    }

    /** The curve's corners, from (D_initial, V_max) through the points to (D_final, 0). */
    public List<double[]> corners() {
        List<double[]> out = new ArrayList<>();
        out.add(new double[] {dInitial, vMax});
        out.addAll(points);
        out.add(new double[] {dFinal, 0});
        return out;
    }

    // Algorithm 1: V_max up to D_initial, 0 from D_final, linear between the corners
    public double value(double slr) {
        if (slr <= dInitial) {
            return vMax;
        }
        if (slr >= dFinal) {
            return 0;
        }
        List<double[]> c = corners();
        for (int k = 1; k < c.size(); k++) {
            if (slr <= c.get(k)[0]) {
                double[] a = c.get(k - 1);
                double[] b = c.get(k);
                return b[0] == a[0] ? b[1] : a[1] + (b[1] - a[1]) * (slr - a[0]) / (b[0] - a[0]);
            }
        }
        return 0;
    }

    /**
     * Where point {@code k} may go when dragged to (slr, value): strictly between its neighbours' SLRs (and the
     * deadlines), and with a value between the next corner's and the previous corner's, so that the curve never
     * rises and stays within [0, V_max].
     */
    public double[] clamp(int k, double slr, double value) {
        List<double[]> c = corners();
        double[] before = c.get(k);
        double[] after = c.get(k + 2);
        double margin = 1e-6 * Math.max(1e-9, dFinal - dInitial);
        double x = Math.min(Math.max(slr, before[0] + margin), after[0] - margin);
        double y = Math.min(Math.max(value, after[1]), before[1]);
        return new double[] {x, y};
    }

    /** The JSON of this curve, with the given points. */
    public ObjectNode toJson(ObjectNode factory) {
        ObjectNode o = factory.objectNode().put("vMax", vMax).put("dInitial", dInitial).put("dFinal", dFinal);
        if (!points.isEmpty()) {
            ArrayNode array = o.putArray("points");
            points.forEach(p -> array.addArray().add(p[0]).add(p[1]));
        }
        return o;
    }

    public CurveShape withPoints(List<double[]> newPoints) {
        return new CurveShape(vMax, dInitial, dFinal, newPoints);
    }
}
