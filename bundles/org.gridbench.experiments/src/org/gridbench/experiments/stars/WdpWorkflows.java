package org.gridbench.experiments.stars;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.workflow.WorkflowDag;
import org.gridbench.stars.workflow.WorkflowModels;
import org.gridbench.stars.workload.SwfDistributions;

/**
 * The workflows of the WDP runs: the Fork-Join and Laplace models of section 8.6 (Figures 8.13 and 8.14) at a size,
 * or a workflow file read by the WfFormat or DAX importer, whose runtimes (seconds, rounded up to whole minutes by
 * the importer, times the cores) become MFLOP at the reference speed.
 */
public final class WdpWorkflows {

    /**
     * Our task length for the models: 600 s at the reference speed, so that the ten tasks of Figure 8.13 arriving every
     * 3 ms (section 8.6.1) are twice the aggregate speed of a million nodes of the reference speed.
     */
    public static final double DEFAULT_TASK_LENGTH = 600 * SwfDistributions.REFERENCE_SPEED;
    /** MFLOP per core-minute of an imported task: a minute at the reference speed. */
    public static final double MFLOP_PER_CORE_MINUTE = 60 * SwfDistributions.REFERENCE_SPEED;

    /** A named DAG. */
    public record Named(String name, WorkflowDag dag) {
    }

    private WdpWorkflows() {
    }

    /** The models by name, or empty for an unknown name. */
    public static Optional<Named> model(String name, Integer size, double taskLength) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "forkjoin" -> {
                int branches = size == null ? WorkflowModels.FIGURE_8_13_BRANCHES : size;
                yield Optional.of(new Named("forkjoin-" + branches, WorkflowModels.forkJoin(branches, taskLength)));
            }
            case "laplace" -> {
                int side = size == null ? WorkflowModels.FIGURE_8_14_SIDE : size;
                yield Optional.of(new Named("laplace-" + side, WorkflowModels.laplace(side, taskLength)));
            }
            default -> Optional.empty();
        };
    }

    /** The format of a workflow file by its extension: {@code .json} WfFormat, {@code .dax} or {@code .xml} DAX. */
    public static Optional<WorkflowFormat> format(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".json")) {
            return Optional.of(WorkflowFormat.WFFORMAT);
        }
        return name.endsWith(".dax") || name.endsWith(".xml") ? Optional.of(WorkflowFormat.DAX) : Optional.empty();
    }

    /** A workflow file; bad input, a dependency cycle included, gives every problem, each naming the file. */
    public static Named read(Path file, WorkflowFormat format) throws ScenarioException {
        ImportedWorkflow workflow = format.read(file, KindMapping.allDefault());
        return new Named(file.getFileName().toString(), WorkflowDag.fromModel(workflow.tasks(), MFLOP_PER_CORE_MINUTE));
    }
}
