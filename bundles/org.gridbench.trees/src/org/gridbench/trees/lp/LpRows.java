package org.gridbench.trees.lp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A linear program's rows as posed, before the solver sees them: sparse coefficients with a lower and an upper bound
 * each (NaN where there is none), over {@code columns} non-negative variables. Kept apart from the solver so that the
 * rows can be equilibrated ({@link Equilibration}) before ojAlgo sees them.
 */
final class LpRows {

    /** One row: lower <= sum_j values[j] x[columns[j]] <= upper. */
    record Row(String name, double lower, double upper, int[] columns, double[] values) {
    }

    /** Collects the terms of one row; a column given twice adds up. */
    static final class Builder {
        private final String name;
        private final Map<Integer, Double> terms = new LinkedHashMap<>();

        private Builder(String name) {
            this.name = name;
        }

        Builder add(int column, double value) {
            terms.merge(column, value, Double::sum);
            return this;
        }

        Row bounded(double lower, double upper) {
            int[] columns = new int[terms.size()];
            double[] values = new double[terms.size()];
            int i = 0;
            for (Map.Entry<Integer, Double> term : terms.entrySet()) {
                columns[i] = term.getKey();
                values[i++] = term.getValue();
            }
            return new Row(name, lower, upper, columns, values);
        }
    }

    private final int columns;
    private final List<Row> rows = new ArrayList<>();

    LpRows(int columns) {
        this.columns = columns;
    }

    static Builder row(String name) {
        return new Builder(name);
    }

    void add(Row row) {
        rows.add(row);
    }

    int columns() {
        return columns;
    }

    List<Row> rows() {
        return rows;
    }
}
