package org.gridbench.editing.dag;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The DAG of one market job ({@code workload.jobs[j]}) read as it is being edited: tasks by index, dependencies from
 * each task's {@code after} list. Unknown names in {@code after} are ignored here (the validator reports them).
 */
public final class JobDag {

    private final ObjectNode job;
    private final ArrayNode tasks;
    private final Map<String, Integer> byId = new HashMap<>();
    private final List<List<Integer>> predecessors = new ArrayList<>();
    private final List<List<Integer>> successors = new ArrayList<>();

    private JobDag(ObjectNode job) {
        this.job = job;
        JsonNode t = job.path("tasks");
        this.tasks = t instanceof ArrayNode a ? a : job.arrayNode();
        for (int i = 0; i < tasks.size(); i++) {
            byId.putIfAbsent(id(i), i);
            predecessors.add(new ArrayList<>(0));
            successors.add(new ArrayList<>(0));
        }
        for (int i = 0; i < tasks.size(); i++) {
            for (JsonNode name : tasks.get(i).path("after")) {
                Integer p = byId.get(name.asText());
                if (p != null && p != i && !predecessors.get(i).contains(p)) {
                    predecessors.get(i).add(p);
                    successors.get(p).add(i);
                }
            }
        }
    }

    /** The DAG of job {@code j} of a market scenario. */
    public static JobDag of(ObjectNode root, int j) {
        JsonNode job = root.path("workload").path("jobs").path(j);
        if (!(job instanceof ObjectNode o)) {
            throw new IllegalArgumentException("the scenario has no job " + j);
        }
        return new JobDag(o);
    }

    public ObjectNode job() {
        return job;
    }

    public ArrayNode tasks() {
        return tasks;
    }

    public int size() {
        return tasks.size();
    }

    public ObjectNode task(int i) {
        return (ObjectNode) tasks.get(i);
    }

    public String id(int i) {
        return tasks.get(i).path("id").asText("");
    }

    public int indexOf(String id) {
        return byId.getOrDefault(id, -1);
    }

    public List<Integer> predecessors(int i) {
        return Collections.unmodifiableList(predecessors.get(i));
    }

    public List<Integer> successors(int i) {
        return Collections.unmodifiableList(successors.get(i));
    }

    /** The number of dependencies. */
    public int edges() {
        return predecessors.stream().mapToInt(List::size).sum();
    }

    /** A whole-number field of task i, or {@code fallback}. */
    public int whole(int i, String field, int fallback) {
        JsonNode v = tasks.get(i).get(field);
        return v != null && v.canConvertToInt() ? v.intValue() : fallback;
    }

    /** The tasks on a path from {@code from} to {@code to} along dependencies, both included; empty if none. */
    public List<Integer> path(int from, int to) {
        int[] previous = new int[tasks.size()];
        Arrays.fill(previous, -2);
        Deque<Integer> queue = new ArrayDeque<>(List.of(from));
        previous[from] = -1;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            if (u == to) {
                List<Integer> path = new ArrayList<>();
                for (int k = to; k >= 0; k = previous[k]) {
                    path.add(0, k);
                }
                return path;
            }
            for (int s : successors.get(u)) {
                if (previous[s] == -2) {
                    previous[s] = u;
                    queue.add(s);
                }
            }
        }
        return List.of();
    }

    /** An id not used yet in this job: {@code prefix} followed by the smallest number that makes it new. */
    public String freshId(String prefix) {
        for (int k = tasks.size() + 1;; k++) {
            if (!byId.containsKey(prefix + k)) {
                return prefix + k;
            }
        }
    }
}
