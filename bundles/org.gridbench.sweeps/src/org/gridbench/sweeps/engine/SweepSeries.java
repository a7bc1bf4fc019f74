package org.gridbench.sweeps.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.LongNode;

/**
 * A measure of a sweep's finished runs against one of its parameters, one line per value of another (the policy): each
 * point is the mean of the measure over the done runs that share its two values, so the other axes and the seeds are
 * averaged. Points without a done run yet are left out, so lines grow as runs finish.
 */
public final class SweepSeries {

    /**
     * One line: a value of the line parameter (named with the parameter when it is a number), with its points in the
     * order of the x parameter's values.
     */
    public record Line(String name, List<Double> x, List<Double> y) {

        public Line {
            x = List.copyOf(x);
            y = List.copyOf(y);
        }
    }

    private SweepSeries() {
    }

    /**
     * @param x a varied parameter; a value that is not a number is placed at its index among the parameter's values
     * @param line a varied parameter, or null for one line over all runs
     */
    public static List<Line> of(SweepPlan plan, Collection<RunRecord> runs, String measure, String x, String line) {
        List<JsonNode> xs = values(plan, x);
        List<JsonNode> lines = line == null ? Collections.singletonList(null) : values(plan, line);
        List<Line> result = new ArrayList<>();
        for (JsonNode lineValue : lines) {
            List<Double> px = new ArrayList<>();
            List<Double> py = new ArrayList<>();
            for (int i = 0; i < xs.size(); i++) {
                JsonNode xValue = xs.get(i);
                // mean over the done runs at (x, line) of the measure, runs without it left out
                double sum = 0;
                int count = 0;
                for (RunRecord run : runs) {
                    double m = run.measure(measure);
                    if (run.done() && !Double.isNaN(m) && xValue.equals(value(run, x))
                            && (lineValue == null || lineValue.equals(value(run, line)))) {
                        sum += m;
                        count++;
                    }
                }
                if (count > 0) {
                    px.add(xValue.isNumber() ? xValue.doubleValue() : i);
                    py.add(sum / count);
                }
            }
            result.add(new Line(lineValue == null ? measure : name(line, lineValue), px, py));
        }
        return result;
    }

    // a number says which parameter it is a value of ("seed 2", "sfmax 50"); a name (PVR, random) stands alone
    private static String name(String parameter, JsonNode value) {
        return value.isNumber() ? parameter + " " + value.asText() : value.asText();
    }

    private static List<JsonNode> values(SweepPlan plan, String parameter) {
        if (SweepPlanner.SEED.equals(parameter) && !plan.seeds().isEmpty()) {
            return plan.seeds().stream().<JsonNode>map(LongNode::valueOf).toList();
        }
        return plan.values(parameter);
    }

    private static JsonNode value(RunRecord run, String parameter) {
        return Objects.requireNonNull(run.point().parameters().get(parameter), parameter);
    }
}
