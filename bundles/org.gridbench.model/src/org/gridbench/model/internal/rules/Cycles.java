package org.gridbench.model.internal.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the cycles of a directed graph of ids (parent links, task dependencies). Each cycle is listed once, from its
 * member that comes first in the document and back to it. The walk is iterative: a tree can be a path of many nodes.
 */
public final class Cycles {

    private enum Mark { ON_PATH, DONE }

    private record Step(String id, Iterator<String> next) {
    }

    private Cycles() {
    }

    /** @param edges every id in document order, mapped to the ids it points to (all of them keys of the map) */
    public static List<List<String>> of(Map<String, List<String>> edges) {
        Map<String, Integer> order = new HashMap<>();
        edges.keySet().forEach(id -> order.put(id, order.size()));
        Map<String, Mark> marks = new HashMap<>();
        Set<String> reportedFrom = new HashSet<>();
        List<List<String>> cycles = new ArrayList<>();
        for (String start : edges.keySet()) {
            Deque<Step> path = new ArrayDeque<>();
            if (!marks.containsKey(start)) {
                enter(start, edges, marks, path);
            }
            while (!path.isEmpty()) {
                Step step = path.peek();
                if (!step.next().hasNext()) {
                    marks.put(step.id(), Mark.DONE);
                    path.pop();
                    continue;
                }
                String target = step.next().next();
                if (!marks.containsKey(target)) {
                    enter(target, edges, marks, path);
                } else if (marks.get(target) == Mark.ON_PATH) {
                    List<String> cycle = cycleEndingAt(target, path, order);
                    if (reportedFrom.add(cycle.get(0))) {
                        cycles.add(cycle);
                    }
                }
            }
        }
        cycles.sort((a, b) -> Integer.compare(order.get(a.get(0)), order.get(b.get(0))));
        return cycles;
    }

    private static void enter(String id, Map<String, List<String>> edges, Map<String, Mark> marks, Deque<Step> path) {
        marks.put(id, Mark.ON_PATH);
        path.push(new Step(id, edges.get(id).iterator()));
    }

    private static List<String> cycleEndingAt(String target, Deque<Step> path, Map<String, Integer> order) {
        List<String> members = new ArrayList<>();
        Iterator<Step> fromBottom = path.descendingIterator();
        boolean inCycle = false;
        while (fromBottom.hasNext()) {
            String id = fromBottom.next().id();
            inCycle |= id.equals(target);
            if (inCycle) {
                members.add(id);
            }
        }
        int first = 0;
        for (int i = 1; i < members.size(); i++) {
            if (order.get(members.get(i)) < order.get(members.get(first))) {
                first = i;
            }
        }
        List<String> cycle = new ArrayList<>(members.subList(first, members.size()));
        cycle.addAll(members.subList(0, first));
        cycle.add(cycle.get(0));
        return cycle;
    }
}
