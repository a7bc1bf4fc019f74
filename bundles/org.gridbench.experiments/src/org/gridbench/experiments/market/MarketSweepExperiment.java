package org.gridbench.experiments.market;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.MarketHeap;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketResult;
import org.gridbench.market.MarketRun;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.SizeBand;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workload.WorkloadModel;
import org.gridbench.sweeps.MeasureNames;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.SweepExperiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The market paper's experiment (Burkimsher and Indrusiak, section VI) as a sweep: one run is one bidding policy on
 * synthetic workload {@code workload} of the sweep seed at one offered load, on the paper's platform.
 */
public final class MarketSweepExperiment implements SweepExperiment {

    public static final String ID = "market";
    /** Each measure's key, as results.csv and market.csv write it, and the name views show, as live runs name it. */
    static final Map<String, String> NAMES = MeasureNames.of("value_fraction", MarketMetrics.VALUE_FRACTION,
            "starved_job_fraction", MarketMetrics.STARVED_JOB_FRACTION,
            "starved_task_fraction", MarketMetrics.STARVED_TASK_FRACTION, "mean_slr", MarketMetrics.MEAN_SLR,
            "jobs", MarketMetrics.WORKLOAD_JOBS, "tasks", MarketMetrics.WORKLOAD_TASKS,
            "utilisation", MarketMetrics.UTILISATION);
    static final List<String> MEASURES = List.copyOf(NAMES.keySet());

    private final IExtensionRegistry registry;
    private final ClusterPlatform platform = ClusterPlatform.paperDefault();
    private final WorkloadCache workloads = new WorkloadCache(platform);

    public MarketSweepExperiment(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Map<String, JsonNode> defaults() {
        Map<String, JsonNode> defaults = new LinkedHashMap<>();
        defaults.put("policy", null);
        defaults.put("load", DoubleNode.valueOf(1.0));
        defaults.put("workload", IntNode.valueOf(0));
        defaults.put("jobs", IntNode.valueOf(10_000));
        defaults.put("market", TextNode.valueOf("per-kind"));
        defaults.put("workloadModel", TextNode.valueOf(WorkloadModel.JOB_LEVEL.id()));
        defaults.put("earlyRemoval", BooleanNode.FALSE);
        defaults.put("seed", LongNode.valueOf(1));
        return defaults;
    }

    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        return MarketParameters.refusal(parameter, value, registry);
    }

    @Override
    public List<String> measures() {
        return MEASURES;
    }

    @Override
    public Map<String, String> measureNames() {
        return NAMES;
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
        MarketParameters p = MarketParameters.of(parameters);
        Optional<String> tooMany = MarketHeap.refusal(p.jobs(), 1);
        if (tooMany.isPresent()) {
            throw new RunFailure("jobs: " + tooMany.get());
        }
        MarketResult result;
        long tasks;
        try {
            var workload = workloads.at(p.seed(), p.model(), p.workload(), p.jobs(), p.load());
            tasks = workload.taskCount();
            result = MarketRun.run(platform, workload, BiddingPolicies.create(registry, p.policy()), p.options(),
                    p.seed());
        } catch (BiddingPolicyException e) {
            throw new RunFailure(e.getMessage());
        }
        return json(result, tasks);
    }

    /** market.csv, summary.json and the paper's plots, when the sweep has the shape of the paper's experiment. */
    @Override
    public List<Path> report(SweepPlan plan, List<RunRecord> runs, Path folder, ReportOptions options)
            throws IOException {
        Optional<MarketSweep> sweep = MarketRecords.sweep(plan, options);
        if (sweep.isEmpty()) {
            return List.of();
        }
        return new SweepReport(sweep.get(), MarketRecords.rows(runs)).write(folder, options.reproducible());
    }

    static ObjectNode json(MarketResult result, long tasks) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        root.putObject("measures").put("value_fraction", result.proportionOfMaximumValue())
                .put("starved_job_fraction", result.fractionJobsStarved())
                .put("starved_task_fraction", result.fractionTasksStarved()).put("mean_slr", result.meanSlr())
                .put("jobs", result.jobs().size()).put("tasks", tasks).put("utilisation", result.utilisation());
        var bands = root.putArray("slrBySize");
        for (SizeBand band : result.slrBySize()) {
            bands.addObject().put("lowerCriticalPath", band.lowerCriticalPath())
                    .put("upperCriticalPath", band.upperCriticalPath()).put("jobs", band.jobs())
                    .put("completed", band.completed()).put("meanSlr", band.meanSlr());
        }
        return root;
    }

    /** The options of a run, as {@code ./gridbench market} names them. */
    static MarketOptions options(String market, boolean earlyRemoval) {
        return new MarketOptions("single".equals(market), earlyRemoval);
    }
}
