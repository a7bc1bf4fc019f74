package org.gridbench.experiments.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.bench.StarsBenchmark;
import org.gridbench.experiments.policies.StarsPolicies;
import org.gridbench.experiments.stars.StarsWorkloads;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.workload.SwfDistributions;

/** {@code bench stars}: the scaling runs of the STaRS issue (IBP to 10^6 nodes, MMP to 10^5). */
final class StarsBench {

    private static final String DEFAULT_SIZES = "1e4,1e5,1e6";
    private static final int MMP_LIMIT = 100_000;
    private static final int WARM_UP = 1_000;

    private final IExtensionRegistry registry;

    StarsBench(IExtensionRegistry registry) {
        this.registry = registry;
    }

    int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench stars", args, Set.of("--sizes", "--seed", "--trace", "--log"),
                Set.of());
        List<Integer> sizes = sizes(options.text("--sizes", DEFAULT_SIZES));
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        Path trace = options.optional("--trace").map(Path::of)
                .or(() -> StarsWorkloads.defaultTrace(Path.of("")))
                .orElseThrow(() -> new InputException("bench stars: --trace: no " + StarsWorkloads.DEFAULT_TRACE
                        + " in the working folder or its parents; name an SWF trace with --trace"));
        SwfDistributions applications;
        try {
            applications = StarsWorkloads.applications(trace);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
        StarsPolicy<?> ibp = policy("IBP");
        StarsPolicy<?> mmp = policy("MMP");
        int warmUp = Math.min(WARM_UP, sizes.stream().mapToInt(Integer::intValue).min().orElse(WARM_UP));
        StarsBenchmark.run(ibp, applications, warmUp, seed);
        StarsBenchmark.run(mmp, applications, warmUp, seed);
        List<StarsBenchmark.Row> rows = new ArrayList<>();
        for (StarsPolicy<?> policy : List.of(ibp, mmp)) {
            for (int n : sizes) {
                if (policy == mmp && n > MMP_LIMIT) {
                    continue;
                }
                console.err().printf("bench stars: %s at %d nodes%n", policy.id(), n);
                rows.add(StarsBenchmark.run(policy, applications, n, seed));
            }
        }
        String table = String.format(Locale.ROOT, "STaRS, decentralized, SF_max %d, fast link, update bandwidth"
                + " %.0f B/s, site-level workload of %s, %.0f simulated s, seed %d; wall: building the simulation"
                + " and running it%n%n", StarsBenchmark.SF_MAX, StarsBenchmark.UPDATE_BANDWIDTH, trace.getFileName(),
                StarsBenchmark.DURATION, seed) + StarsBenchmark.table(rows);
        console.out().print(table);
        String log = options.text("--log", null);
        if (log != null) {
            BenchCommand.appendToLog(Path.of(log), "STaRS scaling", "./gridbench bench stars --sizes "
                    + options.text("--sizes", DEFAULT_SIZES) + " --seed " + seed, table);
            console.out().println("appended to " + log);
        }
        return Cli.OK;
    }

    private StarsPolicy<?> policy(String id) throws InputException {
        try {
            return StarsPolicies.create(registry, id);
        } catch (IllegalArgumentException e) {
            throw new InputException("bench stars: " + e.getMessage());
        }
    }

    // "1e4,1e5" or "10000,100000": node counts of at least 2
    private static List<Integer> sizes(String text) throws InputException {
        List<Integer> sizes = new ArrayList<>();
        for (String part : text.split(",")) {
            double n;
            try {
                n = Double.parseDouble(part.strip());
            } catch (NumberFormatException e) {
                throw new InputException("bench stars: --sizes: '" + part.strip() + "' is not a number of nodes");
            }
            if (n != Math.rint(n) || n < 2 || n > 50_000_000) {
                throw new InputException("bench stars: --sizes: " + part.strip() + " is not a whole number in"
                        + " 2..50000000");
            }
            sizes.add((int) n);
        }
        return sizes;
    }
}
