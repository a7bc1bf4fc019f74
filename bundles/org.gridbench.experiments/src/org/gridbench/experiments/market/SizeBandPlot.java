package org.gridbench.experiments.market;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.gridbench.experiments.report.LinePlot;
import org.gridbench.market.SizeBand;

/**
 * The paper's Figure 7: mean SLR of completed jobs by critical-path band (powers of two, so bands of different
 * workloads line up), at one load, one line per policy.
 */
final class SizeBandPlot {

    private final List<SweepRow> rows;
    private final List<String> policies;
    private final double load;

    SizeBandPlot(List<SweepRow> rows, List<String> policies, double load) {
        this.rows = rows;
        this.policies = policies;
        this.load = load;
    }

    LinePlot plot() {
        LinePlot plot = new LinePlot(String.format("Responsiveness across job sizes at load %.2f", load),
                "job critical path (ticks, band centre)", "mean SLR of completed jobs").logarithmicX();
        for (String policy : policies) {
            Map<Double, double[]> bands = new TreeMap<>();
            rows.stream().filter(r -> r.policy().equals(policy) && r.load() == load)
                    .flatMap(r -> r.slrBySize().stream()).filter(b -> b.completed() > 0)
                    .forEach(b -> accumulate(bands, b));
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            bands.forEach((lower, sums) -> {
                x.add(lower * Math.sqrt(2));
                y.add(sums[0] / sums[1]);
            });
            if (!x.isEmpty()) {
                plot.add(policy, x, y);
            }
        }
        return plot;
    }

    // Completed-weighted mean over workloads: sums[0] = sum of SLR, sums[1] = completed jobs.
    private static void accumulate(Map<Double, double[]> bands, SizeBand band) {
        double[] sums = bands.computeIfAbsent(band.lowerCriticalPath(), k -> new double[2]);
        sums[0] += band.meanSlr() * band.completed();
        sums[1] += band.completed();
    }
}
