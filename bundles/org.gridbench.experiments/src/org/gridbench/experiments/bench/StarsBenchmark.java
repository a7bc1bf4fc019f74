package org.gridbench.experiments.bench;

import java.lang.management.ManagementFactory;
import java.lang.ref.Reference;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.Allocation;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.gridbench.runs.stars.StarsSetup;
import org.gridbench.runs.stars.StarsWorkloads;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsResult;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.SwfDistributions;

/**
 * The scaling runs of the STaRS issues, beside the thesis's C++ simulator on this machine: decentralized, SF_max 15,
 * fast link, update bandwidth 1000 B/s, the site-level workload (with the deadlines of section 8.4.3 under DP),
 * 300 simulated seconds.
 */
public final class StarsBenchmark {

    public static final double DURATION = 300;
    public static final int SF_MAX = 15;
    public static final double UPDATE_BANDWIDTH = 1000;

    /**
     * The thesis's simulator measured on this machine (issues 5 and 6): wall seconds and events per second (0: not
     * given).
     */
    private static final Map<String, double[]> THESIS = Map.of("IBP 10000", new double[] { 2.6, 0 },
            "IBP 100000", new double[] { 35, 79_000 }, "IBP 1000000", new double[] { 579, 51_000 },
            "MMP 10000", new double[] { 4.7, 0 }, "DP 10000", new double[] { 3.7, 16_700 },
            "FSP 10000", new double[] { 9.5, 45_000 });

    /**
     * One run.
     *
     * @param threads the threads the run used ({@link StarsSimulation#threads(int)})
     * @param wall seconds to build the simulation and run it
     * @param peakHeap bytes: the sum over the heap pools of their peak use since the run started (an upper bound of
     *        the peak heap, as pools peak at different moments)
     * @param liveHeap bytes: the heap in use after a full collection at the end of the run, the simulation still
     *        reachable (its nodes, summaries, queues and pending events)
     * @param heapLimit bytes: the JVM's maximum heap (-Xmx)
     */
    public record Row(String policy, int nodes, int threads, double wall, long handled, long events, long peakHeap,
            long liveHeap, long heapLimit) {

        double handledPerSecond() {
            return handled / wall;
        }

        double wallPerSimulatedHour() {
            return wall * 3600 / DURATION;
        }
    }

    private StarsBenchmark() {
    }

    public static Row run(StarsPolicy<?> policy, SwfDistributions applications, int nodes, int threads, long seed) {
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).toList();
        System.gc();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        RandomStreams workload = new RandomStreams(seed);
        NodeProperties properties = StarsWorkloads.nodes(applications, nodes, workload);
        List<RequestStream> users = policy.readsDeadlines()
                ? StarsWorkloads.usersWithDeadlines(applications, properties, DURATION, workload)
                : StarsWorkloads.users(applications, nodes, DURATION, workload);
        StarsSetup setup = StarsSetup.thesis(StarsScenario.generated(nodes, SF_MAX, Allocation.DECENTRALIZED, "fast",
                UPDATE_BANDWIDTH, DURATION, seed, DURATION / 10, FailureSettings.NONE));
        long start = System.nanoTime();
        StarsSimulation<?> simulation = setup.simulation(policy, properties, threads);
        StarsResult result = simulation.run(users);
        double wall = (System.nanoTime() - start) / 1e9;
        long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        System.gc();
        long live = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        Reference.reachabilityFence(simulation);
        return new Row(policy.id(), nodes, threads, wall, result.handled(), result.events(), peak, live,
                Runtime.getRuntime().maxMemory());
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| policy | N | threads | wall s | handled ev/s | kernel ev/s"
                + " | wall per sim. hour | peak heap MB | live heap MB | heap limit MB | thesis wall s | thesis ev/s"
                + " | thesis wall / ours | ev/s / thesis ev/s |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            double[] thesis = THESIS.get(r.policy() + " " + r.nodes());
            out.append(String.format(Locale.ROOT,
                    "| %s | %d | %d | %.2f | %.0f | %.0f | %.1f s | %d | %d | %d | %s | %s | %s | %s |\n", r.policy(),
                    r.nodes(), r.threads(), r.wall(), r.handledPerSecond(), r.events() / r.wall(), r.wallPerSimulatedHour(),
                    r.peakHeap() >> 20, r.liveHeap() >> 20, r.heapLimit() >> 20,
                    thesis == null ? "" : format(thesis[0]),
                    thesis == null || thesis[1] == 0 ? "" : String.format(Locale.ROOT, "%.0f", thesis[1]),
                    thesis == null ? "" : String.format(Locale.ROOT, "%.2f", thesis[0] / r.wall()),
                    thesis == null || thesis[1] == 0 ? ""
                            : String.format(Locale.ROOT, "%.2f", r.handledPerSecond() / thesis[1])));
        }
        return out.toString();
    }

    private static String format(double seconds) {
        return String.format(Locale.ROOT, seconds < 10 ? "%.1f" : "%.0f", seconds);
    }
}
