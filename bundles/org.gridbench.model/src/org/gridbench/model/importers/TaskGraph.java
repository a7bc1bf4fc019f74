package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.gridbench.model.internal.rules.Cycles;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Task;

import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The tasks of an imported workflow and their dependencies, identified by the ids the file uses; checks that ids are
 * unique, that links name known tasks and that they form no cycle, then numbers predecessors as the model wants.
 */
final class TaskGraph {

    private record Node(String id, int exec, int cores, String kind, Origin origin, Origin links) {
    }

    private final ImportProblems problems;
    private final Map<String, Node> nodes = new LinkedHashMap<>();
    private final Map<String, Set<String>> parents = new LinkedHashMap<>();

    TaskGraph(ImportProblems problems) {
        this.problems = problems;
    }

    /**
     * @param links where the task's dependencies are written, to report a cycle through it
     * @return false, and a problem, when the id is already taken
     */
    boolean addTask(String id, int exec, int cores, String kind, Origin origin, Origin links) {
        Node first = nodes.putIfAbsent(id, new Node(id, exec, cores, kind, origin, links));
        if (first != null) {
            problems.add(origin, "duplicate id " + quoted(id) + "; first used by " + first.origin().field());
            return false;
        }
        parents.put(id, new LinkedHashSet<>());
        return true;
    }

    boolean contains(String id) {
        return nodes.containsKey(id);
    }

    /** Checks that a link read at {@code at} names a task; false, and a problem, when it does not. */
    boolean reference(String id, Origin at) {
        if (!contains(id)) {
            problems.add(at, "no task with id " + quoted(id));
            return false;
        }
        return true;
    }

    /** The child waits for the parent; ignored unless both are tasks, the caller having reported which is not. */
    void addLink(String parent, String child) {
        if (contains(parent) && contains(child)) {
            parents.get(child).add(parent);
        }
    }

    /** The tasks in file order with their origins, or every problem of the file, dependency cycles included. */
    ImportedWorkflow workflow(String name) throws ScenarioException {
        Map<String, List<String>> waitsFor = new LinkedHashMap<>();
        parents.forEach((id, links) -> waitsFor.put(id, List.copyOf(links)));
        for (List<String> cycle : Cycles.of(waitsFor)) {
            problems.add(nodes.get(cycle.get(0)).links(), "dependencies form a cycle: " + String.join(" -> ", cycle));
        }
        problems.throwIfAny();
        Map<String, Integer> index = new LinkedHashMap<>();
        nodes.keySet().forEach(id -> index.put(id, index.size()));
        List<Task> tasks = new ArrayList<>();
        List<Origin> origins = new ArrayList<>();
        for (Node node : nodes.values()) {
            List<Integer> predecessors = parents.get(node.id()).stream().map(index::get).sorted().toList();
            tasks.add(new Task(node.id(), node.exec(), node.cores(), node.kind(), predecessors));
            origins.add(node.origin());
        }
        return new ImportedWorkflow(name, tasks, origins);
    }

    static String quoted(String text) {
        return TextNode.valueOf(text).toString();
    }
}
