package org.gridbench.model.internal.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A tree platform: one root, every other node linked to its parent by a link of some bandwidth, no cycles. */
final class TreePlatformRules {

    private TreePlatformRules() {
    }

    /** @return the speed of the fastest node with a valid speed, 0 when there is none */
    static double check(Fields platform) {
        List<Fields> nodes = platform.requiredObjects("nodes", 1, "id", "parent", "speed", "bandwidth", "latency");
        IdIndex ids = new IdIndex(nodes);
        Map<String, List<String>> parentLinks = new LinkedHashMap<>();
        Fields root = null;
        double fastest = 0;
        for (Fields node : nodes) {
            fastest = Math.max(fastest, node.requiredNumber("speed", Bound.TREE_SIZE).orElse(0.0));
            node.optionalNumber("latency", Bound.atLeast(0));
            Optional<Value> parent = node.optional("parent");
            if (parent.isPresent()) {
                node.requiredNumber("bandwidth", Bound.TREE_SIZE);
                Optional<String> parentId = parent.get().text();
                if (parentId.isPresent() && !ids.contains(parentId.get())) {
                    parent.get().problem("no node with id " + Value.quoted(parentId.get()));
                }
                ids.of(node).ifPresent(id -> parentLinks.put(id, parentId.filter(ids::contains).stream().toList()));
            } else if (root == null) {
                root = node;
                if (node.has("bandwidth")) {
                    node.problem("bandwidth", "not allowed on the root node, which has no link to a parent");
                }
                ids.of(node).ifPresent(id -> parentLinks.put(id, List.of()));
            } else {
                node.optionalNumber("bandwidth", Bound.TREE_SIZE);
                String rootName = ids.of(root).map(Value::quoted).orElse(root.path());
                node.missing("parent", "missing required field; only the root node " + rootName + " may have no parent");
            }
        }
        if (root == null && !nodes.isEmpty()) {
            platform.problem("nodes", "no root node: exactly one node must have no parent");
        }
        reportCycles(parentLinks, ids);
        return fastest;
    }

    private static void reportCycles(Map<String, List<String>> parentLinks, IdIndex ids) {
        Map<String, List<String>> edges = new LinkedHashMap<>();
        parentLinks.forEach((id, parents) -> edges.put(id, parents.stream().filter(parentLinks::containsKey).toList()));
        for (List<String> cycle : Cycles.of(edges)) {
            ids.get(cycle.get(0)).problem("parent", "parent links form a cycle: " + String.join(" -> ", cycle));
        }
    }
}
