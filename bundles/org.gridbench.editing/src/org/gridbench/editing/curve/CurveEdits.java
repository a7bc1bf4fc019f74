package org.gridbench.editing.curve;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioNodes;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The edits of a job's value curve ({@code workload.jobs[j].valueCurve}), each undoable. */
public final class CurveEdits {

    /** The shapes a curve can start from. */
    public enum Template {
        /** No points: a straight line from (D_initial, V_max) to (D_final, 0). */
        LINEAR,
        /** Full value until just before D_final: the most lenient curve. */
        STEP,
        /** A curve drawn by the paper's generator (section V), from a seed. */
        PAPER
    }

    private CurveEdits() {
    }

    /** The value curve object of job j. */
    public static ObjectNode curve(ObjectNode root, int j) {
        JsonNode c = root.path("workload").path("jobs").path(j).path("valueCurve");
        if (!(c instanceof ObjectNode o)) {
            throw new IllegalArgumentException("job " + j + " has no value curve");
        }
        return o;
    }

    /** Drags point k to (slr, value), kept where the curve stays valid ({@link CurveShape#clamp}). */
    public static DocumentEdit movePoint(ScenarioDocument document, int j, int k, double slr, double value) {
        return pointEdit(document, j, k, "Move Point " + (k + 1),
                (points, shape) -> points.set(k, shape.clamp(k, slr, value)));
    }

    /** Adds a point on the curve at this SLR, strictly between the deadlines. */
    public static DocumentEdit addPoint(ScenarioDocument document, int j, double slr) {
        return new DocumentEdit("Add Point", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ObjectNode curve = curve(root, j);
                CurveShape shape = CurveShape.of(curve);
                if (!(slr > shape.dInitial() && slr < shape.dFinal())) {
                    throw new EditRefused("a point goes strictly between D_initial and D_final");
                }
                List<double[]> points = new ArrayList<>(shape.points());
                int at = 0;
                while (at < points.size() && points.get(at)[0] < slr) {
                    at++;
                }
                if (at < points.size() && points.get(at)[0] == slr) {
                    throw new EditRefused("the curve already has a point at SLR " + slr);
                }
                points.add(at, new double[] {slr, shape.value(slr)});
                return List.of(Change.replace(curve, shape.withPoints(points).toJson(root)));
            }
        };
    }

    public static DocumentEdit removePoint(ScenarioDocument document, int j, int k) {
        return pointEdit(document, j, k, "Remove Point " + (k + 1), (points, shape) -> points.remove(k));
    }

    private interface PointChange {
        void change(List<double[]> points, CurveShape shape);
    }

    // an edit of existing point k of job j's curve
    private static DocumentEdit pointEdit(ScenarioDocument document, int j, int k, String label, PointChange edit) {
        return new DocumentEdit(label, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ObjectNode curve = curve(root, j);
                CurveShape shape = CurveShape.of(curve);
                if (k < 0 || k >= shape.points().size()) {
                    throw new EditRefused("the curve has no point " + (k + 1));
                }
                List<double[]> points = new ArrayList<>(shape.points());
                edit.change(points, shape);
                return List.of(Change.replace(curve, shape.withPoints(points).toJson(root)));
            }
        };
    }

    /**
     * Sets V_max, D_initial or D_final. A deadline that would leave a point outside (D_initial, D_final), or
     * D_initial below 1, is refused; V_max scales the points' values with it, so the shape is kept.
     */
    public static DocumentEdit setField(ScenarioDocument document, int j, String field, double value) {
        return new DocumentEdit("Set " + field, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ObjectNode curve = curve(root, j);
                CurveShape s = CurveShape.of(curve);
                CurveShape next = switch (field) {
                    case "vMax" -> scaled(s, value);
                    case "dInitial" -> new CurveShape(s.vMax(), value, s.dFinal(), s.points());
                    case "dFinal" -> new CurveShape(s.vMax(), s.dInitial(), value, s.points());
                    default -> throw new IllegalArgumentException("not a field of a value curve: " + field);
                };
                check(next);
                return List.of(Change.replace(curve, next.toJson(root)));
            }
        };
    }

    /** Replaces the curve's shape by a template, keeping V_max and the deadlines (PAPER draws them all). */
    public static DocumentEdit applyTemplate(ScenarioDocument document, int j, Template template, long seed) {
        return new DocumentEdit("Apply " + template.name().toLowerCase(Locale.ROOT) + " curve", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ObjectNode curve = curve(root, j);
                CurveShape s = CurveShape.of(curve);
                ObjectNode after = switch (template) {
                    case LINEAR -> s.withPoints(List.of()).toJson(root);
                    case STEP -> s.withPoints(List.of(new double[] {s.dFinal() - 1e-3 * (s.dFinal() - s.dInitial()),
                            s.vMax()})).toJson(root);
                    case PAPER -> ScenarioNodes.valueCurve(drawn(root, j, seed));
                };
                if (template != Template.PAPER) {
                    check(CurveShape.of(after));
                }
                return List.of(Change.replace(curve, after));
            }
        };
    }

    private static CurveShape scaled(CurveShape s, double vMax) {
        List<double[]> points = new ArrayList<>();
        for (double[] p : s.points()) {
            points.add(new double[] {p[0], s.vMax() > 0 ? p[1] * vMax / s.vMax() : p[1]});
        }
        return new CurveShape(vMax, s.dInitial(), s.dFinal(), points);
    }

    private static void check(CurveShape s) throws EditRefused {
        try {
            List<ValueCurve.Point> points = new ArrayList<>();
            s.points().forEach(p -> points.add(new ValueCurve.Point(p[0], p[1])));
            new ValueCurve(s.vMax(), s.dInitial(), s.dFinal(), points);
        } catch (IllegalArgumentException e) {
            throw new EditRefused(e.getMessage());
        }
    }

    // Section V: the paper's curve for this job's tasks (V_max from their core-minutes)
    private static ValueCurve drawn(ObjectNode root, int j, long seed) throws EditRefused {
        List<Task> tasks = new ArrayList<>();
        for (JsonNode t : root.path("workload").path("jobs").path(j).path("tasks")) {
            int exec = t.path("exec").asInt(0);
            int cores = t.path("cores").asInt(0);
            if (exec < 1 || cores < 1) {
                throw new EditRefused("fix the tasks' exec and cores first: the paper's V_max is their core-minutes");
            }
            tasks.add(new Task(t.path("id").asText(), exec, cores, t.path("kind").asText(), List.of()));
        }
        return new ValueCurveGenerator(ValueCurveSettings.paper()).curve(tasks, new SplittableRandom(seed));
    }
}
