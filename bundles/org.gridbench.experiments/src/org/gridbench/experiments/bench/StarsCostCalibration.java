package org.gridbench.experiments.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.routing.CentralizedIbp;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.IbpForwarding;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.CostModel;

/**
 * Measures on this machine the operations the STaRS processing-cost model charges (docs/stars.md, "Processing
 * cost"), to set or check {@link CostModel#DEFAULT}: DIST evaluations of the clustering, sampled functions read by IBP
 * forwarding, nodes scanned by Algorithm C.1. Each is timed after a warm-up on random IBP nodes (memory and disk drawn
 * as in the experiments: 64-1,024 MB, 10-40 GB).
 */
public final class StarsCostCalibration {

    /** One operation: the nanoseconds per unit measured at each size, and the model's constant. */
    public record Row(String operation, String unit, List<String> sizes, double[] nanosPerUnit, double modelNanos) {
    }

    private static final IbpPolicy IBP = new IbpPolicy();

    private StarsCostCalibration() {
    }

    public static List<Row> run(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] sfMax = {15, 50, 200};
        double[] distance = new double[sfMax.length];
        double[] forwarding = new double[sfMax.length];
        for (int k = 0; k < sfMax.length; k++) {
            int sf = sfMax[k];
            AvailabilitySummary<ScalarSampledFunction> a = summary(random, sf);
            AvailabilitySummary<ScalarSampledFunction> b = summary(random, sf);
            long distances = CostModel.clusteringDistances(a.functions().size() + b.functions().size(), sf);
            distance[k] = nanosPer(() -> {
                a.aggregate(b, sf);
                return distances;
            });
            IbpForwarding forward = new IbpForwarding();
            ForwardingRequest request = new ForwardingRequest(TaskInterval.of(10), 100, 100, 1, Direction.FATHER);
            long functions = a.functions().size() + b.functions().size();
            forwarding[k] = nanosPer(() -> {
                forward.forwardAndEstimate(request, a, b, false);
                return functions;
            });
        }
        int[] nodes = {10_000, 100_000, 1_000_000};
        double[] scan = new double[nodes.length];
        for (int k = 0; k < nodes.length; k++) {
            List<ScalarSampledFunction> idle = new ArrayList<>(nodes[k]);
            for (int u = 0; u < nodes[k]; u++) {
                idle.add(node(random));
            }
            CentralizedIbp central = new CentralizedIbp();
            long n = nodes[k];
            scan[k] = nanosPer(() -> {
                central.allocate(1000, 100, 0, idle);
                return n;
            });
        }
        CostModel model = CostModel.DEFAULT;
        List<String> sf = List.of("2 x 15", "2 x 50", "2 x 200");
        return List.of(new Row("clustering down to SF_max (Algorithm 3.1)", "DIST", sf, distance,
                model.perDistance() * 1e9),
                new Row("IBP forwarding (Algorithm 3.2)", "function", sf, forwarding, model.perFunction() * 1e9),
                new Row("1,000 tasks by Algorithm C.1", "node", List.of("10^4", "10^5", "10^6"), scan,
                        model.perNode() * 1e9));
    }

    private static ScalarSampledFunction node(SplittableRandom random) {
        return IBP.node(Math.pow(2, 6 + random.nextInt(5)), 10_240.0 * (1 + random.nextInt(4)));
    }

    // a branch summary already at SF_max functions, built from 4 SF_max random nodes
    private static AvailabilitySummary<ScalarSampledFunction> summary(SplittableRandom random, int sfMax) {
        AvailabilitySummary<ScalarSampledFunction> s = AvailabilitySummary.of(IBP, node(random));
        for (int u = 1; u < 4 * sfMax; u++) {
            s = s.aggregate(AvailabilitySummary.of(IBP, node(random)), sfMax);
        }
        return s;
    }

    /** Nanoseconds per unit of an operation returning its unit count: repeated for at least 0.5 s after a warm-up. */
    private static double nanosPer(LongSupplier operation) {
        long deadline = System.nanoTime() + 200_000_000L;
        while (System.nanoTime() < deadline) {
            operation.getAsLong();
        }
        long units = 0;
        long start = System.nanoTime();
        long elapsed;
        do {
            units += operation.getAsLong();
            elapsed = System.nanoTime() - start;
        } while (elapsed < 500_000_000L);
        return (double) elapsed / units;
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| operation | sizes | measured ns per unit | model ns |\n");
        out.append("|---|---|---|---:|\n");
        for (Row r : rows) {
            StringBuilder measured = new StringBuilder();
            for (int i = 0; i < r.nanosPerUnit().length; i++) {
                measured.append(i == 0 ? "" : " / ").append(String.format(Locale.ROOT, "%.0f", r.nanosPerUnit()[i]));
            }
            out.append(String.format(Locale.ROOT, "| %s, per %s | %s | %s | %.0f |%n", r.operation(), r.unit(),
                    String.join(" / ", r.sizes()), measured, r.modelNanos()));
        }
        return out.toString();
    }
}
