package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.gridbench.experiments.trees.TreeExperimentReport;
import org.gridbench.experiments.trees.TreeExperimentRow;
import org.junit.jupiter.api.Test;

/** The measures of the trees experiment's report (section 5.2), on rows computed by hand. */
class TreeExperimentReportTest {

    private static TreeExperimentRow row(int instance, String heuristic, double theoretical, double experimental) {
        return new TreeExperimentRow(instance, 5, 2, instance, 1, heuristic, 200, 10, 1.0, theoretical, experimental);
    }

    /**
     * Three platforms, LP optimum 1 on each. Platform 0: LP heuristic 1, X 0.5, ln 2. Platform 1: the LP heuristic
     * collapses (0), X 0.25: clamped to -8. Platform 2: LP 1, X 0: clamped to 8, the paper's rule. The geometric mean
     * is exp((ln 2 - 8 + 8) / 3) = 2^(1/3); X and LP are each close to 0 on one platform of three.
     */
    @Test
    void logRatiosAreClampedBothWays() {
        TreeExperimentReport report = new TreeExperimentReport(List.of(row(0, "LP", 1, 1), row(0, "X", 1, 0.5),
                row(1, "LP", 1, 0), row(1, "X", 1, 0.25), row(2, "LP", 1, 1), row(2, "X", 1, 0)), List.of(), List.of());
        assertEquals(List.of(Math.log(2), -8.0, 8.0), report.logRatiosToLpHeuristic("X", r -> true));
        assertEquals(Math.cbrt(2), report.geometricMeanToLpHeuristic("X", r -> true), 1e-12);
        assertEquals(1.0 / 3, report.fractionCloseToZero("X"), 1e-12);
        assertEquals(1.0 / 3, report.fractionCloseToZero("LP"), 1e-12);
    }

    /** Deviations (theoretical - experimental) / theoretical of 0.1, 0.3 and 0.2: mean and median 0.2. */
    @Test
    void deviationsOfTheLargeBufferPass() {
        TreeExperimentReport report = new TreeExperimentReport(List.of(), List.of(), List.of(row(0, "LP", 1, 0.9),
                row(1, "LP", 2, 1.4), row(2, "LP", 1, 0.8), row(2, "FCFS", Double.NaN, 0.5)));
        assertEquals(0.2, report.meanDeviationLargeBuffer(), 1e-12);
        assertEquals(0.2, report.medianDeviationLargeBuffer(), 1e-12);
    }
}
