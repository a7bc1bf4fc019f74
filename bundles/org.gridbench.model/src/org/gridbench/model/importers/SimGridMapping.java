package org.gridbench.model.importers;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.gridbench.model.importers.SimGridPlatform.ClusterSpec;
import org.gridbench.model.importers.SimGridPlatform.Host;
import org.gridbench.model.importers.SimGridPlatform.Link;
import org.gridbench.model.importers.SimGridPlatform.Route;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.tree.TreeNode;

/**
 * A SimGrid platform as a Gridbench platform, with the report of what did not carry over.
 *
 * <p>As a tree (the trees family, Beaumont et al.): rooted at the host or cluster whose property {@code role} is
 * {@code master}, else at the first host. A plain host and a cluster are each one unit; units are joined by the file's
 * explicit routes, and the tree is the breadth-first tree from the root (fewest hops, routes in file order), each edge
 * taking the route's narrowest bandwidth and summed latency. A cluster hangs its hosts under its first host, through
 * two private links and the backbone. Speeds are the speed of a host times its cores.
 *
 * <p>As clusters (the market family, Burkimsher and Indrusiak): each cluster with all its cores, of the kind of its
 * property {@code kind} (else Kind1); the plain hosts of a zone form one cluster named after the zone.
 */
public final class SimGridMapping {

    /** A tree platform: nodes parent before child, and one line per thing of the file that did not carry over. */
    public record TreeImport(List<TreeNode> nodes, List<String> notMapped) {
    }

    /** Clusters, and one line per thing of the file that did not carry over. */
    public record ClusterImport(List<Cluster> clusters, List<String> notMapped) {
    }

    /** A path between two units: the narrowest bandwidth and the summed latency of its links. */
    private record Edge(int to, Link path) {
    }

    private SimGridMapping() {
    }

    public static TreeImport toTree(SimGridPlatform p) {
        Units units = new Units(p);
        List<String> notMapped = new ArrayList<>(p.notMapped());
        List<List<Edge>> edges = new ArrayList<>();
        for (int u = 0; u < units.size(); u++) {
            edges.add(new ArrayList<>());
        }
        int unusable = 0;
        for (Route r : p.routes()) {
            Integer from = units.of(r.src());
            Integer to = units.of(r.dst());
            Link path = from == null || to == null || from.equals(to) ? null : units.across(from, r, to);
            if (path == null || !(path.bandwidth() > 0) || Double.isInfinite(path.bandwidth())) {
                unusable++;
                continue;
            }
            edges.get(from).add(new Edge(to, path));
            if (r.symmetrical()) {
                edges.get(to).add(new Edge(from, path));
            }
        }
        int root = units.root();
        Edge[] parent = new Edge[units.size()];
        int[] parentUnit = new int[units.size()];
        boolean[] reached = new boolean[units.size()];
        Deque<Integer> queue = new ArrayDeque<>(List.of(root));
        reached[root] = true;
        List<Integer> order = new ArrayList<>();
        while (!queue.isEmpty()) {
            int u = queue.poll();
            order.add(u);
            for (Edge e : edges.get(u)) {
                if (!reached[e.to()]) {
                    reached[e.to()] = true;
                    parent[e.to()] = e;
                    parentUnit[e.to()] = u;
                    queue.add(e.to());
                }
            }
        }
        List<TreeNode> nodes = new ArrayList<>();
        for (int u : order) {
            Host head = units.head(u);
            nodes.add(u == root ? new TreeNode(head.id(), null, speed(head), 0, 0)
                    : new TreeNode(head.id(), units.head(parentUnit[u]).id(), speed(head), parent[u].path().bandwidth(),
                            parent[u].path().latency()));
            ClusterSpec cluster = units.cluster(u);
            if (cluster != null) {
                Link inside = cluster.toHead();
                for (String member : cluster.hosts().subList(1, cluster.hosts().size())) {
                    nodes.add(new TreeNode(member, head.id(), speed(units.host(member)), inside.bandwidth(),
                            inside.latency()));
                }
            }
        }
        for (int u = 0; u < units.size(); u++) {
            if (!reached[u]) {
                notMapped.add(units.name(u) + ": no route from the root " + units.name(root) + "; left out");
            }
        }
        int kept = order.size() - 1;
        if (p.routes().size() > kept) {
            notMapped.add((p.routes().size() - kept) + " of " + p.routes().size() + " routes: a tree keeps one path"
                    + " from the root to each host" + (unusable > 0 ? " (" + unusable + " join a host to itself,"
                            + " name a router or have no link)" : ""));
        }
        for (Host h : p.hosts()) {
            if (h.cores() > 1) {
                notMapped.add(h.id() + ": " + h.cores() + " cores become one processor of their summed speed");
            }
        }
        return new TreeImport(nodes, notMapped);
    }

    public static ClusterImport toClusters(SimGridPlatform p) {
        List<String> notMapped = new ArrayList<>(p.notMapped());
        List<Cluster> clusters = new ArrayList<>();
        for (ClusterSpec c : p.clusters()) {
            clusters.add(new Cluster(c.id(), c.hosts().size() * c.cores(), c.kind()));
        }
        Map<String, List<Host>> byZone = new LinkedHashMap<>();
        for (Host h : p.hosts()) {
            if (h.cluster() == null) {
                byZone.computeIfAbsent(h.zone() == null ? "hosts" : h.zone(), z -> new ArrayList<>()).add(h);
            }
        }
        byZone.forEach((zone, hosts) -> {
            int cores = hosts.stream().mapToInt(Host::cores).sum();
            clusters.add(new Cluster(zone, cores, "Kind1"));
            double slowest = hosts.stream().mapToDouble(Host::speed).min().orElse(0);
            double fastest = hosts.stream().mapToDouble(Host::speed).max().orElse(0);
            if (slowest < fastest) {
                notMapped.add(String.format(Locale.ROOT, "zone %s: %d hosts of %.4g to %.4g flop/s became"
                        + " one cluster of %d cores; a market cluster's cores all run a task in the same ticks",
                        zone, hosts.size(), slowest, fastest, cores));
            }
        });
        if (!p.links().isEmpty() || !p.routes().isEmpty()) {
            notMapped.add(p.links().size() + " links and " + p.routes().size() + " routes: the market family models"
                    + " communication by the CCR only");
        }
        return new ClusterImport(clusters, notMapped);
    }

    private static double speed(Host h) {
        return h.speed() * h.cores();
    }

    /** The units of the tree: plain hosts and clusters, in file order, and how ids name them. */
    private static final class Units {
        private final List<Host> heads = new ArrayList<>();
        private final List<ClusterSpec> clusters = new ArrayList<>();
        private final Map<String, Integer> byId = new HashMap<>();
        private final Map<String, Host> hosts = new HashMap<>();
        private final Map<String, ClusterSpec> clusterById = new HashMap<>();
        private final Map<String, Link> links;

        Units(SimGridPlatform p) {
            links = p.links();
            for (ClusterSpec c : p.clusters()) {
                clusterById.put(c.id(), c);
            }
            for (Host h : p.hosts()) {
                hosts.put(h.id(), h);
                if (h.cluster() == null) {
                    add(h, null);
                    byId.putIfAbsent(h.zone(), byId.get(h.id()));
                } else if (!byId.containsKey(h.cluster())) {
                    ClusterSpec c = clusterById.get(h.cluster());
                    add(h, c);
                    byId.put(c.id(), byId.get(h.id()));
                    byId.putIfAbsent(h.zone(), byId.get(h.id()));
                } else {
                    byId.put(h.id(), byId.get(h.cluster()));
                }
            }
        }

        private void add(Host head, ClusterSpec cluster) {
            byId.put(head.id(), heads.size());
            heads.add(head);
            clusters.add(cluster);
        }

        int size() {
            return heads.size();
        }

        Integer of(String id) {
            return byId.get(id);
        }

        Host head(int u) {
            return heads.get(u);
        }

        Host host(String id) {
            return hosts.get(id);
        }

        ClusterSpec cluster(int u) {
            return clusters.get(u);
        }

        String name(int u) {
            return clusters.get(u) == null ? "host " + heads.get(u).id() : "cluster " + clusters.get(u).id();
        }

        /** The first master unit, else the first unit. */
        int root() {
            for (int u = 0; u < heads.size(); u++) {
                if (heads.get(u).master()) {
                    return u;
                }
            }
            return 0;
        }

        // the route's links, and at a cluster end of a route between zones the way from its first host to its router
        Link across(int from, Route r, int to) {
            List<Link> path = new ArrayList<>();
            for (String id : r.links()) {
                path.add(links.get(id));
            }
            for (int u : new int[] {from, to}) {
                if (clusters.get(u) != null && r.betweenZones()) {
                    path.add(clusters.get(u).toRouter());
                }
            }
            double bandwidth = Double.POSITIVE_INFINITY;
            double latency = 0;
            for (Link l : path) {
                bandwidth = Math.min(bandwidth, l.bandwidth());
                latency += l.latency();
            }
            return new Link(r.src() + "-" + r.dst(), bandwidth, latency);
        }
    }
}
