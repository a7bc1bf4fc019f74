package org.gridbench.sweeps.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
     * order of the x parameter's values, and the number of done runs each point is the mean of.
     */
    public record Line(String name, List<Double> x, List<Double> y, List<Integer> runs) {

        public Line {
            x = List.copyOf(x);
            y = List.copyOf(y);
            runs = List.copyOf(runs);
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
            List<Integer> pn = new ArrayList<>();
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
                    pn.add(count);
                }
            }
            result.add(new Line(lineValue == null ? measure : name(line, lineValue), px, py, pn));
        }
        return result;
    }

    /**
     * Lines with the same points (seeds that give the same values) drawn as one, named by all of them one under the
     * other and "(alike)" ("seed 1", "seed 2", "(alike)"; more than three by the first and last and their count), so
     * that no line's markers lie hidden under another's and the legend is as narrow as one name; each merged point
     * counts the done runs of all of them. Nothing is moved: the values are the lines'.
     */
    public static List<Line> alike(List<Line> lines) {
        Map<List<List<Double>>, List<Line>> byPoints = new LinkedHashMap<>();
        for (Line line : lines) {
            byPoints.computeIfAbsent(List.of(line.x(), line.y()), k -> new ArrayList<>()).add(line);
        }
        List<Line> merged = new ArrayList<>();
        for (List<Line> same : byPoints.values()) {
            Line first = same.get(0);
            List<Integer> runs = new ArrayList<>();
            for (int i = 0; i < first.runs().size(); i++) {
                int point = i;
                runs.add(same.stream().mapToInt(l -> l.runs().get(point)).sum());
            }
            merged.add(new Line(together(same.stream().map(Line::name).toList()), first.x(), first.y(), runs));
        }
        return merged;
    }

    /**
     * The markers of two or more lines at one place on the x axis: each line's value there, in the order of the lines,
     * and the series that draws it (lines alike at every point are one series, {@link #alike}).
     */
    public record Column(double x, List<Double> y, List<Integer> series) {

        public Column {
            y = List.copyOf(y);
            series = List.copyOf(series);
        }
    }

    /**
     * The places on the x axis where two or more series have a marker, with every line's value there, so that the
     * chart can say how many markers lie on or close to one another (seeds alike at a light load only, proportions
     * 1.7 % apart on an axis from 0); lines alike at every point are one series, whose legend names them all, and a
     * place with markers of that one series only is left out. Nothing is moved: the values are the lines'.
     */
    public static List<Column> columns(List<Line> lines) {
        Map<List<List<Double>>, Integer> seriesOf = new LinkedHashMap<>();
        Map<Double, Column> byX = new LinkedHashMap<>();
        for (Line line : lines) {
            int series = seriesOf.computeIfAbsent(List.of(line.x(), line.y()), k -> seriesOf.size());
            for (int i = 0; i < line.x().size(); i++) {
                Column there = byX.getOrDefault(line.x().get(i), new Column(line.x().get(i), List.of(), List.of()));
                byX.put(there.x(), new Column(there.x(), append(there.y(), line.y().get(i)), append(there.series(),
                        series)));
            }
        }
        return byX.values().stream().filter(c -> c.series().stream().distinct().count() > 1).toList();
    }

    private static <T> List<T> append(List<T> list, T item) {
        List<T> longer = new ArrayList<>(list);
        longer.add(item);
        return longer;
    }

    private static String together(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return names.size() <= 3 ? String.join("\n", names) + "\n(alike)"
                : names.get(0) + "\n...\n" + names.get(names.size() - 1) + "\n(" + names.size() + " alike)";
    }

    /**
     * What each point averages, said from the plan: the varied parameters that are neither the x axis nor the lines,
     * with their counts ("mean over 2 values of workload x 3 seeds"; the runs per point are their product, left unsaid
     * so that the chart's title stays short), and, when some points hold fewer done runs than that (a sweep still
     * running, a failed run), the range they hold so far.
     */
    public static String averaged(SweepPlan plan, String x, String line, List<Line> lines) {
        List<String> parts = new ArrayList<>();
        int full = 1;
        for (String parameter : ResultTables.varied(plan)) {
            int n = values(plan, parameter).size();
            if (!parameter.equals(x) && !parameter.equals(line) && n > 1) {
                parts.add(SweepPlanner.SEED.equals(parameter) ? n + " seeds" : n + " values of " + parameter);
                full *= n;
            }
        }
        String text = parts.isEmpty() ? "one run per point" : "mean over " + String.join(" x ", parts);
        IntSummaryStatistics held = lines.stream().flatMap(l -> l.runs().stream()).mapToInt(Integer::intValue)
                .summaryStatistics();
        if (held.getCount() > 0 && held.getMin() < full) {
            text += held.getMin() == held.getMax() ? "; " + held.getMin() + " done per point"
                    : "; " + held.getMin() + " to " + held.getMax() + " done per point";
        }
        return text;
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
