package org.gridbench.experiments.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.ref.Reference;
import java.util.List;
import java.util.Locale;

import org.gridbench.experiments.stars.WdpWorkflows;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.wdp.NodeSpeeds;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpResult;
import org.gridbench.stars.wdp.WdpSimulation;
import org.gridbench.stars.wdp.WdpWorkload;
import org.gridbench.stars.workflow.WorkflowModels;

/**
 * The WDP scaling runs (section 8.6.1 at N nodes): Fork-Join workflows of Figure 8.13 arriving at twice the aggregate
 * speed for {@link #ARRIVALS} simulated seconds, W_j 1.2, the slow link at 1 Mbps, 10 KB/s of update bandwidth; the
 * run goes on until every workflow has finished or been given up.
 */
public final class WdpBenchmark {

    public static final double ARRIVALS = 300;
    public static final double PRIORITY = 1.2;

    /**
     * One run.
     *
     * @param simulated the simulated seconds, arrivals and the end of the workflows
     * @param wall seconds to build the simulation and run it
     * @param peakHeap bytes: the sum over the heap pools of their peak use since the run started
     * @param liveHeap bytes: the heap in use after a full collection at the end, the simulation still reachable
     */
    public record Row(int nodes, long workflows, double simulated, double wall, long handled, long events,
            long peakHeap, long liveHeap, long heapLimit) {
    }

    private WdpBenchmark() {
    }

    public static Row run(int nodes, long seed) {
        List<MemoryPoolMXBean> heap = ManagementFactory.getMemoryPoolMXBeans().stream()
                .filter(p -> p.getType() == MemoryType.HEAP).toList();
        System.gc();
        heap.forEach(MemoryPoolMXBean::resetPeakUsage);
        WdpConfig config = new WdpConfig(nodes, WdpConfig.section86Link(), WdpConfig.UPDATE_BANDWIDTH, ARRIVALS, seed,
                StarsConfig.DEFAULT_TIMEOUT, 1, CostModel.DEFAULT);
        WdpWorkload workload = new WdpWorkload("forkjoin-8", WorkflowModels.forkJoin(
                WorkflowModels.FIGURE_8_13_BRANCHES, WdpWorkflows.DEFAULT_TASK_LENGTH), PRIORITY,
                WdpWorkload.SECTION_8_6_LOAD, 0, seed);
        long start = System.nanoTime();
        WdpSimulation simulation = new WdpSimulation(config, workload, NodeSpeeds.mixed(nodes,
                new RandomStreams(seed)));
        WdpResult result = simulation.run();
        double wall = (System.nanoTime() - start) / 1e9;
        long peak = heap.stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
        System.gc();
        long live = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        Reference.reachabilityFence(simulation);
        return new Row(nodes, result.workflows(), result.end(), wall, result.handled(), result.events(), peak, live,
                Runtime.getRuntime().maxMemory());
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| policy | N | workflows | simulated s | wall s | handled ev/s"
                + " | kernel ev/s | peak heap MB | live heap MB | heap limit MB |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "| WDP | %d | %d | %.0f | %.2f | %.0f | %.0f | %d | %d | %d |\n",
                    r.nodes(), r.workflows(), r.simulated(), r.wall(), r.handled() / r.wall(), r.events() / r.wall(),
                    r.peakHeap() >> 20, r.liveHeap() >> 20, r.heapLimit() >> 20));
        }
        return out.toString();
    }
}
