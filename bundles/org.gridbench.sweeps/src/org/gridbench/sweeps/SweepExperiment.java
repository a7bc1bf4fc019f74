package org.gridbench.sweeps;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An experiment a sweep runs point by point: a paper's experiment or runs of a base scenario. Implementations are
 * contributed through the {@code org.gridbench.sweeps.experiments} extension point and must be safe to call from
 * several threads at once.
 *
 * @since 1.0
 */
public interface SweepExperiment {

    String id();

    /** Each parameter with its default; a null node marks a parameter the sweep must give. */
    Map<String, JsonNode> defaults();

    /** Parameters without a default, which a run gets only when the sweep gives them; none by default. */
    default Set<String> optionalParameters() {
        return Set.of();
    }

    /** Why {@code value} cannot be {@code parameter}, given the sweep's fixed parameters; empty when it can. */
    Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed);

    /**
     * Why the run of these parameters (one point of the sweep, every parameter given) cannot be made, for what the
     * values alone do not show; the planner asks it of every run before any runs. Empty when it can.
     */
    default Optional<String> runRefusal(Map<String, JsonNode> parameters) {
        return Optional.empty();
    }

    /** The measures a run reports, in the order tables list them; empty when they depend on the runs. */
    List<String> measures();

    /**
     * The name views show for each measure, with its unit where it has one, by key ({@link MeasureNames}); files keep
     * the keys. None by default: a base scenario's measures are named already.
     */
    default Map<String, String> measureNames() {
        return Map.of();
    }

    /** The name views show for {@code measure}: its name in {@link #measureNames()}, else the key itself. */
    default String measureName(String measure) {
        return measureNames().getOrDefault(measure, measure);
    }

    /**
     * The measures any run of a sweep with these fixed parameters reports, which a document's measures must be
     * among; empty when not even these tell. By default {@link #measures()}.
     */
    default List<String> measures(Map<String, JsonNode> fixed) {
        return measures();
    }

    /**
     * Runs one point of the sweep. The result holds the run's measures under {@code "measures"} (numbers by name)
     * and whatever else the report needs; the same parameters must give the same result, bit for bit.
     *
     * @throws RunFailure when the simulation fails; the run is recorded as failed with its message, not retried
     */
    ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure;

    /** The experiment's own files (CSV, JSON, plots) from the finished runs in canonical order; none by default. */
    default List<Path> report(SweepPlan plan, List<RunRecord> runs, Path folder, ReportOptions options)
            throws IOException {
        return List.of();
    }
}
