package org.gridbench.experiments.market;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gridbench.market.SizeBand;
import org.gridbench.model.workload.WorkloadModel;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepPlan;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The market report of a finished sweep: the sweep as {@link MarketSweep} and a {@link SweepRow} per done run, read
 * back from the run files, so that {@link SweepReport} writes the same bytes as when the runs had just finished.
 */
final class MarketRecords {

    /** Parameters the report needs one value of: it groups runs by policy, load and workload only. */
    private static final List<String> SINGLE = List.of("jobs", "market", "workloadModel", "earlyRemoval");

    private MarketRecords() {
    }

    /** Empty when the sweep varies a parameter the paper's report does not group by, or runs several seeds. */
    static Optional<MarketSweep> sweep(SweepPlan plan, ReportOptions options) {
        if (plan.seeds().size() != 1 || SINGLE.stream().anyMatch(p -> plan.values(p).size() != 1)) {
            return Optional.empty();
        }
        List<String> policies = plan.values("policy").stream().map(JsonNode::textValue).toList();
        List<Double> loads = plan.values("load").stream().map(JsonNode::doubleValue).toList();
        return Optional.of(new MarketSweep(policies, loads, plan.values("workload").size(),
                plan.values("jobs").get(0).intValue(), plan.seeds().get(0), options.threads(),
                MarketSweepExperiment.options(plan.values("market").get(0).textValue(),
                        plan.values("earlyRemoval").get(0).booleanValue()),
                WorkloadModel.fromId(plan.values("workloadModel").get(0).textValue())));
    }

    static List<SweepRow> rows(List<RunRecord> runs) {
        List<SweepRow> rows = new ArrayList<>();
        for (RunRecord run : runs.stream().filter(RunRecord::done).toList()) {
            JsonNode result = run.result().orElseThrow();
            List<SizeBand> bands = new ArrayList<>();
            result.path("slrBySize").forEach(b -> bands.add(new SizeBand(b.path("lowerCriticalPath").doubleValue(),
                    b.path("upperCriticalPath").doubleValue(), b.path("jobs").intValue(),
                    b.path("completed").intValue(), RunRecord.number(b.path("meanSlr")))));
            var p = run.point().parameters();
            rows.add(new SweepRow(p.get("workload").intValue(), p.get("load").doubleValue(),
                    p.get("policy").textValue(), run.measure("value_fraction"), run.measure("starved_job_fraction"),
                    run.measure("starved_task_fraction"), run.measure("mean_slr"), (int) run.measure("jobs"),
                    (long) run.measure("tasks"), run.measure("utilisation"), bands, run.wallMillis()));
        }
        return rows;
    }
}
