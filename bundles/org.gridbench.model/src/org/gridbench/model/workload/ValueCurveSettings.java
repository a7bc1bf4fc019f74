package org.gridbench.model.workload;

/**
 * How synthetic value curves are drawn (Burkimsher and Indrusiak, section V): deadlines uniform in their ranges, a
 * uniform number of random non-increasing points between them, and vMax = valueDensity x core-minutes.
 */
public record ValueCurveSettings(double minDInitial, double maxDInitial, double minDFinal, double maxDFinal,
        int minPoints, int maxPoints, double valueDensity) {

    public ValueCurveSettings {
        if (!(minDInitial >= 1) || !(maxDInitial >= minDInitial) || Double.isInfinite(maxDInitial)) {
            throw new IllegalArgumentException("need 1 <= minDInitial <= maxDInitial, found " + minDInitial + " and "
                    + maxDInitial);
        }
        if (!(minDFinal > maxDInitial) || !(maxDFinal >= minDFinal) || Double.isInfinite(maxDFinal)) {
            throw new IllegalArgumentException("need maxDInitial < minDFinal <= maxDFinal, found " + maxDInitial + ", "
                    + minDFinal + " and " + maxDFinal);
        }
        if (minPoints < 0 || maxPoints < minPoints) {
            throw new IllegalArgumentException("need 0 <= minPoints <= maxPoints, found " + minPoints + " and "
                    + maxPoints);
        }
        if (!(valueDensity > 0) || Double.isInfinite(valueDensity)) {
            throw new IllegalArgumentException("valueDensity must be greater than 0, found " + valueDensity);
        }
    }

    /** Section V: D_initial in [2, 4], D_final in [6, 10], 5-10 points, the same value density for every job. */
    public static ValueCurveSettings paper() {
        return new ValueCurveSettings(2, 4, 6, 10, 5, 10, 1);
    }
}
