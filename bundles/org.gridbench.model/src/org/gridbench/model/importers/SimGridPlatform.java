package org.gridbench.model.importers;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.gridbench.model.scenario.ScenarioException;

/**
 * A SimGrid platform file (XML version 4) as Gridbench reads it: hosts, clusters (expanded into their hosts), links
 * and the explicit routes between hosts and between zones. What the file says that Gridbench does not model (routers,
 * traces, disks, sharing policies, fat-tree topologies, properties) is listed in {@link #notMapped()}.
 *
 * @param hosts every host in document order, a cluster's in radical order
 * @param links by id, with the private links and backbones of clusters under generated ids
 * @param notMapped one line per thing of the file that no Gridbench model keeps
 * @param origins where each id was defined (a cluster's hosts at the cluster), to place what a scenario made of it
 *        refuses
 */
public record SimGridPlatform(String source, List<Host> hosts, List<ClusterSpec> clusters, Map<String, Link> links,
        List<Route> routes, List<String> notMapped, Map<String, Origin> origins) {

    /** A host: its speed (flops/s) and cores; {@code cluster} is the cluster's id, or null for a plain host. */
    public record Host(String id, double speed, int cores, String zone, String cluster, boolean master) {
    }

    /** A link of {@code bandwidth} bytes/s and {@code latency} seconds. */
    public record Link(String id, double bandwidth, double latency) {
    }

    /**
     * A cluster: its hosts, the private link of each host and, when it has one, the backbone (bandwidth NaN when not).
     */
    public record ClusterSpec(String id, List<String> hosts, int cores, double bandwidth, double latency,
            double backboneBandwidth, double backboneLatency, String kind, boolean master) {

        /** The path between a member and the first host: two private links and the backbone. */
        public Link toHead() {
            return new Link(id + "/members", narrowest(), 2 * latency + backboneDelay());
        }

        /** The path between a member and the cluster's router: its private link and the backbone. */
        public Link toRouter() {
            return new Link(id + "/router", narrowest(), latency + backboneDelay());
        }

        private double narrowest() {
            return Double.isNaN(backboneBandwidth) ? bandwidth : Math.min(bandwidth, backboneBandwidth);
        }

        private double backboneDelay() {
            return Double.isNaN(backboneBandwidth) ? 0 : backboneLatency;
        }
    }

    /**
     * An explicit route from {@code src} to {@code dst} over {@code links}: between hosts, or between zones or
     * clusters ({@code betweenZones}); symmetrical routes also go back.
     */
    public record Route(String src, String dst, List<String> links, boolean symmetrical, boolean betweenZones) {
    }

    public SimGridPlatform {
        hosts = List.copyOf(hosts);
        clusters = List.copyOf(clusters);
        links = Map.copyOf(links);
        routes = List.copyOf(routes);
        notMapped = List.copyOf(notMapped);
        origins = Map.copyOf(origins);
    }

    /**
     * Reads a SimGrid platform file. An element SimGrid does not define, a version other than 4.x, a number without a
     * unit Gridbench knows, a route over an unknown link or an unknown host: every problem with its file, line and
     * element, and nothing is returned.
     */
    public static SimGridPlatform read(Path file) throws ScenarioException {
        return SimGridReader.read(file);
    }
}
