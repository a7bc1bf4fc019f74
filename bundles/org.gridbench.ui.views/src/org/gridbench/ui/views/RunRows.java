package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleFunction;

import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.TimeUnits;

/**
 * Runs that ended as rows of a table: the columns every run has, then each measure the runs carry, in the order they
 * first appear (a measure's name carries its unit). The numbers are the runs' own, written by the format given: for
 * people in the Results view, with every digit in {@code runs.csv}.
 */
final class RunRows {

    /**
     * The run's number in the session comes first, as the Metrics legend numbers it; the end time's unit differs by
     * family (s, ticks of 1 min, time units), so it has a column of its own.
     */
    static final List<String> FIXED = List.of("no.", "run", "file", "end time", "time unit", "events", "decisions");

    private RunRows() {
    }

    /** The columns of these runs: {@link #FIXED}, then their measures. */
    static List<String> columns(List<RunResult> results) {
        List<String> columns = new ArrayList<>(FIXED);
        columns.addAll(measures(results));
        return columns;
    }

    /** A row per run under {@link #columns}, empty where a run lacks a measure. */
    static List<List<String>> rows(List<RunResult> results, DoubleFunction<String> number) {
        Set<String> measures = measures(results);
        List<List<String>> rows = new ArrayList<>();
        for (RunResult r : results) {
            List<String> row = new ArrayList<>(List.of(Integer.toString(r.number()), r.title(), r.file(),
                    number.apply(r.last().time()), TimeUnits.of(r.family()), number.apply(r.last().events()),
                    number.apply(r.last().decisions())));
            for (String m : measures) {
                Double v = r.last().metrics().get(m);
                row.add(v == null ? "" : number.apply(v));
            }
            rows.add(row);
        }
        return rows;
    }

    private static Set<String> measures(List<RunResult> results) {
        Set<String> measures = new LinkedHashSet<>();
        results.forEach(r -> measures.addAll(r.last().metrics().keySet()));
        return measures;
    }
}
