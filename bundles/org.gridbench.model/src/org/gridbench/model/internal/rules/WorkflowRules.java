package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The tasks of one market job: a DAG whose "after" links name tasks of the same job that must finish first. */
final class WorkflowRules {

    private WorkflowRules() {
    }

    static void check(Fields job, Optional<Set<String>> clusterKinds) {
        List<Fields> tasks = job.requiredObjects("tasks", 1, "id", "exec", "cores", "kind", "after");
        IdIndex ids = new IdIndex(tasks);
        Map<String, List<String>> waitsFor = new LinkedHashMap<>();
        for (Fields task : tasks) {
            task.requiredInteger("exec", Bound.atLeast(1));
            task.requiredInteger("cores", Bound.atLeast(1));
            Optional<String> kind = task.requiredText("kind");
            if (kind.isPresent() && clusterKinds.isPresent() && !clusterKinds.get().contains(kind.get())) {
                task.problem("kind", "no cluster of kind " + Value.quoted(kind.get()));
            }
            List<String> predecessors = predecessors(task, ids);
            ids.of(task).ifPresent(id -> waitsFor.put(id, predecessors));
        }
        for (List<String> cycle : Cycles.of(waitsFor)) {
            ids.get(cycle.get(0)).problem("after", "\"after\" links form a cycle: " + String.join(" -> ", cycle));
        }
    }

    private static List<String> predecessors(Fields task, IdIndex ids) {
        List<String> predecessors = new ArrayList<>();
        for (Value element : task.optional("after").map(after -> after.array(0)).orElse(List.of())) {
            element.text().ifPresent(id -> {
                if (ids.contains(id)) {
                    predecessors.add(id);
                } else {
                    element.problem("no task " + Value.quoted(id) + " in this job");
                }
            });
        }
        return predecessors;
    }
}
