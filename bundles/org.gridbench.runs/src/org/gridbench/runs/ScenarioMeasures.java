package org.gridbench.runs;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.scenario.ScenarioDocument;

/** The metrics a run of a scenario reports, by name, as its {@link RunFrame} carries them at the end of the run. */
final class ScenarioMeasures {

    private ScenarioMeasures() {
    }

    static List<String> of(ScenarioDocument document) {
        return switch (document.family()) {
        case MARKET -> List.of(MarketMetrics.VALUE_CAPTURED, MarketMetrics.VALUE_OFFERED, MarketMetrics.STARVED_JOBS,
                MarketMetrics.COMPLETED_JOBS, MarketMetrics.QUEUED_TASKS, MarketMetrics.VALUE_FRACTION,
                MarketMetrics.MEAN_SLR, MarketMetrics.UTILISATION);
        case STARS -> List.of(StarsMetrics.MEAN_ALLOCATION_TIME, StarsMetrics.FINISHED_COMPUTATION,
                StarsMetrics.MAKESPAN, StarsMetrics.ALLOCATED_REQUESTS, StarsMetrics.FINISHED_TASKS,
                StarsMetrics.QUEUED_TASKS, StarsMetrics.BUSY_NODES, StarsMetrics.AT_ROOT, StarsMetrics.MESSAGES,
                StarsMetrics.MAX_SLOWNESS);
        case TREES -> trees(document);
        };
    }

    // the fair throughputs, then each application's observed and LP rates under its id
    private static List<String> trees(ScenarioDocument document) {
        List<String> names = new ArrayList<>(List.of(TreesMetrics.TASKS_COMPUTED,
                TreesMetrics.EXPERIMENTAL_FAIR_THROUGHPUT, TreesMetrics.LP_FAIR_THROUGHPUT, TreesMetrics.MAKESPAN));
        document.root().path("applications").forEach(application -> {
            names.add(TreesMetrics.observedRate(application.path("id").asText()));
            names.add(TreesMetrics.lpRate(application.path("id").asText()));
        });
        return names;
    }
}
