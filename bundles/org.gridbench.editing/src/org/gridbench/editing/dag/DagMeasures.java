package org.gridbench.editing.dag;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.market.graph.JobGraph;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the DAG editor shows on request (Burkimsher and Indrusiak, section III-A): each task's upward rank T_R, the
 * critical-path length J_CP = max T_R, and the tasks and dependencies of one critical path, followed from the
 * task of largest rank through the successor that gives its rank.
 *
 * @param ranks T_R of each task, by index
 * @param path the indices of the critical path's tasks, in order
 */
public record DagMeasures(double[] ranks, double criticalPath, List<Integer> path) {

    /** The measures of a job whose tasks are complete and acyclic; empty while they are not (being edited). */
    public static Optional<DagMeasures> of(JobDag dag, double ccr) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < dag.size(); i++) {
            index.put(dag.id(i), i);
        }
        List<Task> tasks = new ArrayList<>();
        try {
            for (int i = 0; i < dag.size(); i++) {
                List<Integer> predecessors = new ArrayList<>();
                for (JsonNode name : dag.task(i).path("after")) {
                    Integer p = index.get(name.asText());
                    if (p == null) {
                        return Optional.empty();
                    }
                    predecessors.add(p);
                }
                tasks.add(new Task(dag.id(i), dag.whole(i, "exec", 0), dag.whole(i, "cores", 0),
                        dag.task(i).path("kind").asText(""), predecessors));
            }
            JobGraph graph = new JobGraph(new Job("job", 0, tasks, new ValueCurve(1, 1, 2, List.of())));
            double[] ranks = graph.upwardRanks(ccr);
            return Optional.of(new DagMeasures(ranks, graph.criticalPath(ccr), path(graph, tasks, ranks, ccr)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    // from the largest rank, the successor j with delay(i, j) + T_R(j) = T_R(i) - exec_i at each step
    private static List<Integer> path(JobGraph graph, List<Task> tasks, double[] ranks, double ccr) {
        int i = 0;
        for (int k = 1; k < ranks.length; k++) {
            if (ranks[k] > ranks[i]) {
                i = k;
            }
        }
        List<Integer> path = new ArrayList<>(List.of(i));
        Set<Integer> seen = new HashSet<>(path);
        while (true) {
            Task t = tasks.get(i);
            int next = -1;
            for (int j : graph.successors(i)) {
                double delay = t.kind().equals(tasks.get(j).kind()) ? 0 : t.exec() * ccr;
                if (Math.abs(delay + ranks[j] - (ranks[i] - t.exec())) < 1e-9 * Math.max(1, ranks[i])) {
                    next = j;
                    break;
                }
            }
            if (next < 0 || !seen.add(next)) {
                return path;
            }
            path.add(next);
            i = next;
        }
    }
}
