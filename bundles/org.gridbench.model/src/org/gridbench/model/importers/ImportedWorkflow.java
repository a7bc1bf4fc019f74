package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Task;

/**
 * The tasks of a workflow read from an outside file, in file order, each with the place it was read from.
 *
 * @param origins where each task of {@code tasks} was read, at the same index
 */
public record ImportedWorkflow(String name, List<Task> tasks, List<Origin> origins) {

    public ImportedWorkflow {
        tasks = List.copyOf(tasks);
        origins = List.copyOf(origins);
        if (tasks.isEmpty() || tasks.size() != origins.size()) {
            throw new IllegalArgumentException("an imported workflow needs at least one task and one origin per task");
        }
    }

    /** Checks that every task has a cluster of its kind with enough cores (section III-B: no task spans clusters). */
    public void checkFits(ClusterPlatform platform) throws ScenarioException {
        Map<String, Integer> largest = platform.clusters().stream()
                .collect(Collectors.toMap(Cluster::kind, Cluster::cores, Math::max));
        List<Problem> problems = new ArrayList<>();
        for (int i = 0; i < tasks.size(); i++) {
            Task task = tasks.get(i);
            Integer cores = largest.get(task.kind());
            if (cores == null) {
                problems.add(origins.get(i).problem("task " + TaskGraph.quoted(task.id()) + " is of kind "
                        + TaskGraph.quoted(task.kind()) + ", which no cluster of the platform has"));
            } else if (task.cores() > cores) {
                problems.add(origins.get(i).problem("task " + TaskGraph.quoted(task.id()) + " needs " + task.cores()
                        + " cores, more than the " + cores + " of the largest cluster of kind "
                        + TaskGraph.quoted(task.kind())));
            }
        }
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
    }
}
