package org.gridbench.experiments.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.RandomApplications;
import org.gridbench.trees.generator.RandomTreeGenerator;
import org.gridbench.trees.lp.SteadyStateLp;

/** Times the steady-state LP on random trees of several sizes (median of timed solves after warm-up solves). */
public final class TreesBenchmark {

    public record Row(int nodes, int applications, double medianMillis, double minMillis, int solves) {
    }

    private TreesBenchmark() {
    }

    public static List<Row> lp(int[] sizes, int applications, long seed) {
        List<Row> rows = new ArrayList<>();
        for (int n : sizes) {
            RandomStreams streams = new RandomStreams(seed);
            TreePlatform platform = RandomTreeGenerator.generate(n, 5, streams.substream("bench.trees", n));
            List<BagApplication> apps = RandomApplications.evenlySpaced(applications, 1.0);
            int solves = n >= 1000 ? 5 : 30;
            for (int i = 0; i < Math.max(2, solves / 3); i++) {
                SteadyStateLp.solve(platform, apps);
            }
            double[] millis = new double[solves];
            for (int i = 0; i < solves; i++) {
                long start = System.nanoTime();
                SteadyStateLp.solve(platform, apps);
                millis[i] = (System.nanoTime() - start) / 1e6;
            }
            Arrays.sort(millis);
            rows.add(new Row(n, applications, millis[solves / 2], millis[0], solves));
        }
        return rows;
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| nodes | applications | median ms | min ms | timed solves |\n");
        out.append("|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "| %d | %d | %.2f | %.2f | %d |\n", r.nodes(), r.applications(),
                    r.medianMillis(), r.minMillis(), r.solves()));
        }
        return out.toString();
    }
}
