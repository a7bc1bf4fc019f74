package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tasks of one market job: a DAG whose "after" links name tasks of the same job that must finish first. */
final class WorkflowRules {

    private WorkflowRules() {
    }

    /** @param largest the cores of the largest cluster of each kind, absent when the platform is invalid */
    static void check(Fields job, Optional<Map<String, Long>> largest) {
        List<Fields> tasks = job.requiredObjects("tasks", 1, "id", "exec", "cores", "kind", "after");
        IdIndex ids = new IdIndex(tasks);
        Map<String, List<String>> waitsFor = new LinkedHashMap<>();
        for (Fields task : tasks) {
            task.requiredInteger("exec", Bound.atLeast(1), Bound.INT32);
            Optional<Long> cores = task.requiredInteger("cores", Bound.atLeast(1), Bound.INT32);
            Optional<String> kind = task.requiredText("kind");
            if (kind.isPresent() && largest.isPresent()) {
                fits(task, kind.get(), cores, largest.get());
            }
            List<String> predecessors = predecessors(task, ids);
            ids.of(task).ifPresent(id -> waitsFor.put(id, predecessors));
        }
        for (List<String> cycle : Cycles.of(waitsFor)) {
            ids.get(cycle.get(0)).problem("after", "\"after\" links form a cycle: " + String.join(" -> ", cycle));
        }
    }

    // Section III-B: a task runs within one cluster of its kind, so some cluster of that kind must hold its cores.
    private static void fits(Fields task, String kind, Optional<Long> cores, Map<String, Long> largest) {
        if (!largest.containsKey(kind)) {
            task.problem("kind", "no cluster of kind " + Value.quoted(kind));
            return;
        }
        Bound bound = Bound.atMost("the cores of the largest cluster of kind " + Value.quoted(kind), largest.get(kind));
        if (cores.isPresent() && !bound.accepts().test(cores.get())) {
            task.problem("cores", bound.rule() + ", found " + cores.get());
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
