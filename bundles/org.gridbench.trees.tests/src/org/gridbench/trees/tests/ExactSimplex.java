package org.gridbench.trees.tests;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.trees.periodic.Rational;

/**
 * An exact simplex in rational arithmetic, independent of ojAlgo, for the LP tests: maximise c.x subject to A x <= b,
 * x >= 0, with every b_i >= 0 so that the slack basis at the origin is feasible. Bland's rule (lowest index enters,
 * lowest basic index leaves on ties) guarantees termination.
 */
final class ExactSimplex {

    private final List<Rational[]> rows = new ArrayList<>();
    private final List<Rational> bounds = new ArrayList<>();
    private final int columns;

    ExactSimplex(int columns) {
        this.columns = columns;
    }

    /** Adds the row sum_j a[j] x_j <= b (b >= 0); null entries are 0. */
    void atMost(Rational[] a, Rational b) {
        if (b.signum() < 0) {
            throw new IllegalArgumentException("needs b >= 0, found " + b);
        }
        Rational[] row = new Rational[columns];
        for (int j = 0; j < columns; j++) {
            row[j] = a[j] == null ? Rational.ZERO : a[j];
        }
        rows.add(row);
        bounds.add(b);
    }

    /** The optimal value of max c.x, exactly; c has one entry per column (null = 0). */
    Rational maximise(Rational[] c) {
        int m = rows.size();
        int width = columns + m;
        Rational[][] t = new Rational[m + 1][width + 1];
        int[] basis = new int[m];
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < width; j++) {
                t[i][j] = j < columns ? rows.get(i)[j] : (j - columns == i ? Rational.of(1, 1) : Rational.ZERO);
            }
            t[i][width] = bounds.get(i);
            basis[i] = columns + i;
        }
        for (int j = 0; j <= width; j++) {
            // reduced costs row: -c_j, so a negative entry can still improve the objective
            t[m][j] = j < columns && c[j] != null ? Rational.ZERO.subtract(c[j]) : Rational.ZERO;
        }
        while (true) {
            int enter = -1;
            for (int j = 0; j < width && enter < 0; j++) {
                if (t[m][j].signum() < 0) {
                    enter = j;
                }
            }
            if (enter < 0) {
                return t[m][width];
            }
            int leave = -1;
            Rational best = null;
            for (int i = 0; i < m; i++) {
                if (t[i][enter].signum() > 0) {
                    Rational ratio = t[i][width].divide(t[i][enter]);
                    int cmp = best == null ? -1 : ratio.compareTo(best);
                    if (cmp < 0 || cmp == 0 && basis[i] < basis[leave]) {
                        best = ratio;
                        leave = i;
                    }
                }
            }
            if (leave < 0) {
                throw new ArithmeticException("unbounded");
            }
            pivot(t, leave, enter);
            basis[leave] = enter;
        }
    }

    private static void pivot(Rational[][] t, int row, int column) {
        Rational p = t[row][column];
        for (int j = 0; j < t[row].length; j++) {
            t[row][j] = t[row][j].divide(p);
        }
        for (int i = 0; i < t.length; i++) {
            Rational f = t[i][column];
            if (i != row && f.signum() != 0) {
                for (int j = 0; j < t[i].length; j++) {
                    if (t[row][j].signum() != 0) {
                        t[i][j] = t[i][j].subtract(f.multiply(t[row][j]));
                    }
                }
            }
        }
    }
}
