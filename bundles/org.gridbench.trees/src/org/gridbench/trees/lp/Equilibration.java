package org.gridbench.trees.lp;

import java.util.Arrays;

/**
 * Geometric-mean equilibration of an LP (the scaling of Curtis and Reid's family used by simplex codes): row i is
 * multiplied by r_i and column j by s_j so that every row's and column's largest and smallest |r_i a_ij s_j| are
 * balanced around 1. The factors are powers of two, so scaling and unscaling add no rounding error. Platforms whose
 * speeds and bandwidths span 10^-3 to 10^12 give raw coefficients 15 decades apart; the solver's absolute
 * tolerances then misjudge feasibility, which equilibration prevents.
 */
final class Equilibration {

    /** One pass (rows, then columns): on the 15-decade test platforms more passes made ojAlgo's optimum worse. */
    private static final int PASSES = 1;

    final double[] rowScale;
    final double[] columnScale;

    private Equilibration(double[] rowScale, double[] columnScale) {
        this.rowScale = rowScale;
        this.columnScale = columnScale;
    }

    static Equilibration of(LpRows lp) {
        int m = lp.rows().size();
        double[] r = new double[m];
        double[] s = new double[lp.columns()];
        Arrays.fill(r, 1);
        Arrays.fill(s, 1);
        for (int pass = 0; pass < PASSES; pass++) {
            double[] columnMin = new double[s.length];
            double[] columnMax = new double[s.length];
            Arrays.fill(columnMin, Double.POSITIVE_INFINITY);
            for (int i = 0; i < m; i++) {
                LpRows.Row row = lp.rows().get(i);
                double min = Double.POSITIVE_INFINITY;
                double max = 0;
                for (int j = 0; j < row.columns().length; j++) {
                    double a = Math.abs(row.values()[j]) * s[row.columns()[j]];
                    if (a > 0) {
                        min = Math.min(min, a);
                        max = Math.max(max, a);
                    }
                }
                r[i] = max > 0 ? powerOfTwo(1 / Math.sqrt(min * max)) : 1;
                for (int j = 0; j < row.columns().length; j++) {
                    double a = Math.abs(row.values()[j]) * r[i];
                    if (a > 0) {
                        int c = row.columns()[j];
                        columnMin[c] = Math.min(columnMin[c], a);
                        columnMax[c] = Math.max(columnMax[c], a);
                    }
                }
            }
            for (int c = 0; c < s.length; c++) {
                s[c] = columnMax[c] > 0 ? powerOfTwo(1 / Math.sqrt(columnMin[c] * columnMax[c])) : 1;
            }
        }
        return new Equilibration(r, s);
    }

    // the power of two nearest to x on a log scale, so that multiplying by it is exact
    private static double powerOfTwo(double x) {
        long exponent = Math.round(Math.log(x) / Math.log(2));
        return Math.scalb(1.0, (int) Math.max(-1000, Math.min(1000, exponent)));
    }
}
