package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleFunction;

import org.gridbench.model.scenario.Family;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.TimeUnits;

/**
 * Runs that ended as rows of a table: the columns every run has, then each measure the runs carry, in the order they
 * first appear (a measure's name carries its unit). The numbers are the runs' own, written by the format given: for
 * people in the Results view, with every digit in {@code runs.csv}.
 */
final class RunRows {

    /**
     * The run's number in the session comes first, as the Metrics legend numbers it; in {@code runs.csv}, which holds
     * every family's runs, the end time's unit differs by row (s, ticks of 1 min, time units), so it has a column of
     * its own.
     */
    static final List<String> FIXED = List.of("no.", "run", "file", "end time", "time unit", "events", "decisions");

    /** Where the end time and its unit stand in {@link #FIXED}. */
    private static final int END = FIXED.indexOf("end time");
    private static final int UNIT = FIXED.indexOf("time unit");

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

    /**
     * The columns of one family's runs as its table in the Results view shows them: the end time's unit in its
     * heading, "end time (min)", as each measure's name carries its unit, instead of a column of its own.
     */
    static List<String> familyColumns(Family family, List<RunResult> runs) {
        List<String> columns = columns(runs);
        columns.set(END, endTime(family));
        columns.remove(UNIT);
        return columns;
    }

    /** The rows of one family's runs under {@link #familyColumns}. */
    static List<List<String>> familyRows(List<RunResult> runs, DoubleFunction<String> number) {
        List<List<String>> rows = rows(runs, number);
        rows.forEach(row -> row.remove(UNIT));
        return rows;
    }

    /** The heading of a family's end times, with the unit's symbol ({@link TimeUnits#symbol}). */
    static String endTime(Family family) {
        return "end time (" + TimeUnits.symbol(family) + ")";
    }

    private static Set<String> measures(List<RunResult> results) {
        Set<String> measures = new LinkedHashSet<>();
        results.forEach(r -> measures.addAll(r.last().metrics().keySet()));
        return measures;
    }
}
