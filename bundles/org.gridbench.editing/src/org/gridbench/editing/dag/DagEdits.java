package org.gridbench.editing.dag;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.editing.Members;
import org.gridbench.editing.workload.WorkloadEdits;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The edits of a market job's DAG ({@code workload.jobs[j].tasks}), each undoable. */
public final class DagEdits {

    /** The field order of a task in the scenario format. */
    static final List<String> FIELDS = List.of("id", "exec", "cores", "kind", "after");

    private DagEdits() {
    }

    /** A new task of one tick on one core, of the kind of the job's first task, appended to job j. */
    public static DocumentEdit addTask(ScenarioDocument document, int j) {
        return new DocumentEdit("Add Task", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                String kind = dag.size() > 0 ? dag.task(0).path("kind").asText("Kind1") : "Kind1";
                ObjectNode task = root.objectNode().put("id", dag.freshId("T")).put("exec", 1).put("cores", 1)
                        .put("kind", kind);
                return List.of(Change.insert(dag.tasks(), dag.size(), task));
            }
        };
    }

    /** Removes tasks and every dependency on them; a job keeps at least one task. */
    public static DocumentEdit deleteTasks(ScenarioDocument document, int j, Collection<String> ids) {
        return new DocumentEdit(ids.size() == 1 ? "Delete " + ids.iterator().next() : "Delete " + ids.size()
                + " Tasks", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                Set<String> doomed = new LinkedHashSet<>(ids);
                for (String id : doomed) {
                    existing(dag, id);
                }
                if (doomed.size() >= dag.size()) {
                    throw new EditRefused("a job needs at least one task");
                }
                List<Change> changes = new ArrayList<>();
                for (int i = 0; i < dag.size(); i++) {
                    if (!doomed.contains(dag.id(i)) && refersTo(dag.task(i), doomed)) {
                        changes.add(Change.replace(dag.task(i), withoutPredecessors(dag.task(i), doomed)));
                    }
                }
                for (int i = dag.size() - 1; i >= 0; i--) {
                    if (doomed.contains(dag.id(i))) {
                        changes.add(Change.remove(dag.tasks(), i));
                    }
                }
                return changes;
            }
        };
    }

    /** {@code to} waits for {@code from}; refused if it would close a cycle, which the message spells out. */
    public static DocumentEdit addDependency(ScenarioDocument document, int j, String from, String to) {
        return new DocumentEdit("Connect " + from + " to " + to, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                int f = existing(dag, from);
                int t = existing(dag, to);
                if (f == t) {
                    throw new EditRefused("a task cannot wait for itself");
                }
                if (dag.predecessors(t).contains(f)) {
                    throw new EditRefused(to + " already waits for " + from);
                }
                List<Integer> back = dag.path(t, f);
                if (!back.isEmpty()) {
                    throw new EditRefused(from + " -> " + to + " would close the cycle " + back.stream()
                            .map(dag::id).collect(Collectors.joining(" -> ")) + " -> " + to);
                }
                ArrayNode after = root.arrayNode();
                dag.task(t).path("after").forEach(name -> after.add(name.deepCopy()));
                after.add(from);
                return List.of(Change.replace(dag.task(t), Members.with(dag.task(t), "after", after, FIELDS)));
            }
        };
    }

    /** {@code to} no longer waits for {@code from}. */
    public static DocumentEdit removeDependency(ScenarioDocument document, int j, String from, String to) {
        return new DocumentEdit("Disconnect " + from + " from " + to, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                int t = existing(dag, to);
                if (!refersTo(dag.task(t), Set.of(from))) {
                    throw new EditRefused(to + " does not wait for " + from);
                }
                return List.of(Change.replace(dag.task(t), withoutPredecessors(dag.task(t), Set.of(from))));
            }
        };
    }

    /** Sets {@code exec} or {@code cores} (whole numbers; the validator reports one out of range) of a task. */
    public static DocumentEdit setWhole(ScenarioDocument document, int j, String id, String field, int value) {
        if (!List.of("exec", "cores").contains(field)) {
            throw new IllegalArgumentException("not a whole-number field of a task: " + field);
        }
        return setField(document, j, id, field, root -> root.numberNode(value));
    }

    /** Sets the kind of cluster a task needs. */
    public static DocumentEdit setKind(ScenarioDocument document, int j, String id, String kind) {
        return setField(document, j, id, "kind", root -> root.textNode(kind));
    }

    private static DocumentEdit setField(ScenarioDocument document, int j, String id, String field,
            Function<ObjectNode, JsonNode> value) {
        return new DocumentEdit("Set " + field + " of " + id, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                ObjectNode task = dag.task(existing(dag, id));
                return List.of(Change.replace(task, Members.with(task, field, value.apply(root), FIELDS)));
            }
        };
    }

    /** Renames a task and the dependencies that name it. */
    public static DocumentEdit rename(ScenarioDocument document, int j, String id, String newId) {
        return new DocumentEdit("Rename " + id + " to " + newId, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                int i = existing(dag, id);
                if (newId.isBlank() || dag.indexOf(newId) >= 0) {
                    throw new EditRefused(newId.isBlank() ? "a task needs a non-empty id"
                            : "the job already has a task " + newId);
                }
                List<Change> changes = new ArrayList<>();
                changes.add(Change.replace(dag.task(i), Members.with(dag.task(i), "id", root.textNode(newId),
                        FIELDS)));
                for (int s : dag.successors(i)) {
                    ArrayNode after = root.arrayNode();
                    dag.task(s).path("after").forEach(n -> after.add(n.asText().equals(id) ? newId : n.asText()));
                    changes.add(Change.replace(dag.task(s), Members.with(dag.task(s), "after", after, FIELDS)));
                }
                return changes;
            }
        };
    }

    /**
     * Adds copies of tasks (as copied from this or another job) under fresh ids: dependencies among the copies are
     * kept, dependencies on tasks outside the copy are dropped.
     */
    public static DocumentEdit paste(ScenarioDocument document, int j, List<ObjectNode> copied) {
        return new DocumentEdit("Paste " + copied.size() + (copied.size() == 1 ? " Task" : " Tasks"), document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                JobDag dag = dag(root, j);
                Map<String, String> renamed = new HashMap<>();
                Set<String> taken = new LinkedHashSet<>();
                for (int i = 0; i < dag.size(); i++) {
                    taken.add(dag.id(i));
                }
                for (ObjectNode t : copied) {
                    String id = t.path("id").asText("T");
                    String fresh = id;
                    for (int k = 2; taken.contains(fresh); k++) {
                        fresh = id + "_" + k;
                    }
                    taken.add(fresh);
                    renamed.put(id, fresh);
                }
                List<Change> changes = new ArrayList<>();
                int at = dag.size();
                for (ObjectNode t : copied) {
                    ObjectNode copy = Members.with(t, "id", root.textNode(renamed.get(t.path("id").asText("T"))),
                            FIELDS);
                    ArrayNode after = root.arrayNode();
                    t.path("after").forEach(n -> {
                        if (renamed.containsKey(n.asText())) {
                            after.add(renamed.get(n.asText()));
                        }
                    });
                    copy = Members.with(copy, "after", after.isEmpty() ? null : after, FIELDS);
                    changes.add(Change.insert(dag.tasks(), at++, copy));
                }
                return changes;
            }
        };
    }

    /** Sets the job's arrival tick. */
    public static DocumentEdit setArrival(ScenarioDocument document, int j, long arrival) {
        return new DocumentEdit("Set arrival", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ObjectNode job = dag(root, j).job();
                return List.of(Change.replace(job, Members.with(job, "arrival", root.numberNode(arrival),
                        List.of("id", "arrival", "tasks", "valueCurve"))));
            }
        };
    }

    // job j's DAG; refused, saying why, when the workload is generated or has no job j
    private static JobDag dag(ObjectNode root, int j) throws EditRefused {
        if (!WorkloadEdits.jobs(root).path(j).isObject()) {
            throw new EditRefused("the workload has no job to edit: add one first (Add job)");
        }
        return JobDag.of(root, j);
    }

    private static int existing(JobDag dag, String id) throws EditRefused {
        int i = dag.indexOf(id);
        if (i < 0) {
            throw new EditRefused("the job has no task " + id);
        }
        return i;
    }

    private static boolean refersTo(ObjectNode task, Set<String> ids) {
        for (JsonNode name : task.path("after")) {
            if (ids.contains(name.asText())) {
                return true;
            }
        }
        return false;
    }

    // the task without these predecessors; no "after" at all once none is left
    private static ObjectNode withoutPredecessors(ObjectNode task, Set<String> ids) {
        ArrayNode after = task.arrayNode();
        task.path("after").forEach(name -> {
            if (!ids.contains(name.asText())) {
                after.add(name.deepCopy());
            }
        });
        return Members.with(task, "after", after.isEmpty() ? null : after, FIELDS);
    }
}
