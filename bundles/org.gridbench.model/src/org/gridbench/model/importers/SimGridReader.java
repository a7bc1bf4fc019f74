package org.gridbench.model.importers;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.gridbench.model.importers.SimGridPlatform.ClusterSpec;
import org.gridbench.model.importers.SimGridPlatform.Host;
import org.gridbench.model.importers.SimGridPlatform.Link;
import org.gridbench.model.importers.SimGridPlatform.Route;
import org.gridbench.model.internal.json.TextFile;
import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.scenario.Plural;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads SimGrid platform XML, version 4 (SimGrid 3.x and later, Batsim platforms). Element paths in messages count
 * the elements of one name among their siblings: {@code platform.zone[0].host[3]}. A property {@code role = master}
 * marks the host or cluster a tree is rooted at; {@code kind} gives a cluster's kind for the market family.
 */
final class SimGridReader {

    /** Elements SimGrid defines that Gridbench reads past without modelling; each is counted in the report. */
    /** Heap per cluster host from the radical to the saved scenario (measured, docs/limits.md). */
    static final long BYTES_PER_HOST = 2_500;
    private static final Set<String> UNMAPPED = Set.of("router", "backbone", "cabinet", "peer", "trace",
            "trace_connect", "config", "disk", "include", "bypassRoute", "bypassZoneRoute", "bypassASroute",
            "storage", "storage_type", "mount", "model_prop", "random", "actor", "process", "argument", "host_link",
            "prop");

    /** One open element: its name, path, origin and how many children of each name it has had so far. */
    private record Open(String name, String path, Origin origin, Map<String, Integer> children) {
    }

    /** A host or cluster whose {@code <prop>} children are still to come. */
    private static final class Resource {
        final Host host;
        final ClusterSpec cluster;
        final double speed;
        boolean master;
        String kind = "Kind1";

        Resource(Host host, ClusterSpec cluster, double speed) {
            this.host = host;
            this.cluster = cluster;
            this.speed = speed;
        }
    }

    /** A route whose {@code <link_ctn>} children are still to come. */
    private record PendingRoute(String src, String dst, boolean symmetrical, boolean betweenZones, List<String> links,
            List<Origin> at) {
    }

    private final String source;
    private final XmlPositions positions;
    private final ImportProblems problems = new ImportProblems();
    private final Deque<Open> open = new ArrayDeque<>();
    private final Deque<String> zones = new ArrayDeque<>();
    private final List<Host> hosts = new ArrayList<>();
    private final List<ClusterSpec> clusters = new ArrayList<>();
    private final Map<String, Link> links = new LinkedHashMap<>();
    private final Map<String, Origin> ids = new HashMap<>();
    private final List<Route> routes = new ArrayList<>();
    private long clusterHosts;
    private final List<List<Origin>> routeLinkOrigins = new ArrayList<>();
    private final List<String> notMapped = new ArrayList<>();
    private final Map<String, Integer> unmappedCounts = new LinkedHashMap<>();
    private Resource resource;
    private PendingRoute route;

    private SimGridReader(String source, String text) {
        this.source = source;
        this.positions = new XmlPositions(text);
    }

    static SimGridPlatform read(Path file) throws ScenarioException {
        String text = TextFile.read(file);
        SimGridReader r = new SimGridReader(file.toString(), text);
        try {
            XMLStreamReader reader = XmlErrors.factory().createXMLStreamReader(new StringReader(text));
            try {
                r.document(reader);
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw XmlErrors.notWellFormed(file.toString(), e);
        }
        r.checkLinks();
        r.problems.throwIfAny();
        r.unmappedCounts.forEach((name, count) -> r.notMapped.add(count + " <" + name + "> "
                + Plural.noun(count, "element") + ": not modelled"));
        return new SimGridPlatform(file.toString(), r.hosts, r.clusters, r.links, r.routes, r.notMapped, r.ids);
    }

    private void document(XMLStreamReader reader) throws XMLStreamException, ScenarioException {
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                start(reader);
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                end(open.pop().name());
            }
        }
        if (hosts.isEmpty() && problems.isEmpty()) {
            problems.add(new Origin(source, 1, 1, "platform"), "no <host> or <cluster>: a platform needs a host");
        }
    }

    private void start(XMLStreamReader reader) throws ScenarioException {
        String name = reader.getLocalName();
        String path = name;
        if (!open.isEmpty()) {
            int index = open.peek().children().merge(name, 1, Integer::sum) - 1;
            path = open.peek().path() + "." + name + "[" + index + "]";
        }
        int[] at = positions.startOfTag(reader.getLocation());
        Origin origin = new Origin(source, at[0], at[1], path);
        open.push(new Open(name, path, origin, new HashMap<>()));
        if (open.size() == 1) {
            platform(reader, origin);
            return;
        }
        SimGridAttributes a = new SimGridAttributes(reader, origin, problems, notMapped);
        switch (name) {
            case "zone", "AS" -> zones.push(a.required("id").orElse("?"));
            case "host" -> host(a);
            case "cluster" -> cluster(a);
            case "link" -> link(a);
            case "route", "zoneRoute", "ASroute" -> route = new PendingRoute(a.required("src").orElse(null),
                    a.required("dst").orElse(null), !a.optional("symmetrical", "YES").equalsIgnoreCase("NO"),
                    !name.equals("route"), new ArrayList<>(), new ArrayList<>());
            case "link_ctn" -> linkCtn(a);
            default -> other(name, a);
        }
    }

    private void end(String name) {
        switch (name) {
            case "zone", "AS" -> zones.pop();
            case "host", "cluster" -> finishResource();
            case "route", "zoneRoute", "ASroute" -> finishRoute();
            default -> {
            }
        }
    }

    private void platform(XMLStreamReader reader, Origin origin) throws ScenarioException {
        if (!reader.getLocalName().equals("platform")) {
            throw new ScenarioException(List.of(new Problem(source, origin.line(), origin.column(), "(document)",
                    "expected a SimGrid platform, whose root element is <platform>, found <" + reader.getLocalName()
                            + ">")));
        }
        String version = reader.getAttributeValue(null, "version");
        if (version == null || !(version.strip().equals("4") || version.strip().startsWith("4."))) {
            throw new ScenarioException(List.of(new Origin(source, origin.line(), origin.column(), "platform.version")
                    .problem("SimGrid platform version " + (version == null ? "(none)" : "'" + version + "'")
                            + " is not read; Gridbench reads version 4 (4.0, 4.1)")));
        }
    }

    private void host(SimGridAttributes a) {
        String id = a.required("id").orElse(null);
        double speed = a.quantity("speed", SimGridUnits.Kind.SPEED, "a speed such as 1Gf");
        int cores = a.whole("core", 1);
        a.note("speed", SimGridUnits::hasStates, "several power states; the first is used");
        for (String ignored : List.of("availability_file", "state_file", "pstate", "coordinates")) {
            a.note(ignored, value -> true, "not modelled");
        }
        if (id != null) {
            unique(id, a.origin());
            resource = new Resource(new Host(id, speed, cores, zones.peek(), null, false), null, speed);
        }
    }

    private void cluster(SimGridAttributes a) {
        String id = a.required("id").orElse(null);
        String prefix = a.optional("prefix", "");
        String suffix = a.optional("suffix", "");
        List<String> members = a.required("radical").map(r -> radical(r, prefix, suffix, a)).orElse(List.of());
        double speed = a.quantity("speed", SimGridUnits.Kind.SPEED, "a speed such as 1Gf");
        int cores = a.whole("core", 1);
        double bw = a.quantity("bw", SimGridUnits.Kind.BANDWIDTH, "a bandwidth such as 125MBps");
        double lat = a.quantity("lat", SimGridUnits.Kind.TIME, "a time such as 50us");
        double bbBw = a.quantity("bb_bw", SimGridUnits.Kind.BANDWIDTH, "a bandwidth such as 1GBps", Double.NaN);
        double bbLat = a.quantity("bb_lat", SimGridUnits.Kind.TIME, "a time such as 1us", 0);
        a.note("speed", SimGridUnits::hasStates, "several power states; the first is used");
        a.note("topology", t -> !t.equals("FLAT"), "flattened to a star under the cluster's first host");
        for (String ignored : List.of("loopback_bw", "loopback_lat", "limiter_link", "sharing_policy",
                "bb_sharing_policy", "router_id", "topo_parameters")) {
            a.note(ignored, value -> true, "not modelled");
        }
        if (id != null) {
            unique(id, a.origin());
            for (String member : members) {
                unique(member, a.origin());
            }
            resource = new Resource(null, new ClusterSpec(id, members, cores, bw, lat, bbBw, bbLat, "Kind1", false),
                    speed);
        }
    }

    // a <prop> of the host or cluster being read (role = master, kind), or an element SimGrid defines that is noted
    private void other(String name, SimGridAttributes a) throws ScenarioException {
        if (name.equals("prop") && resource != null && open.size() >= 2) {
            String key = a.optional("id", "");
            String value = a.optional("value", "");
            if (key.equals("role") && value.equals("master")) {
                resource.master = true;
                return;
            }
            if (key.equals("kind") && resource.cluster != null && !value.isEmpty()) {
                resource.kind = value;
                return;
            }
        }
        if (!UNMAPPED.contains(name)) {
            throw new ScenarioException(List.of(a.origin().problem("unknown element <" + name
                    + ">: not an element of SimGrid platform files (version 4)")));
        }
        unmappedCounts.merge(name, 1, Integer::sum);
    }

    private void finishResource() {
        if (resource == null) {
            return;
        }
        if (resource.host != null) {
            Host h = resource.host;
            hosts.add(new Host(h.id(), h.speed(), h.cores(), h.zone(), null, resource.master));
        } else {
            ClusterSpec c = resource.cluster;
            ClusterSpec spec = new ClusterSpec(c.id(), c.hosts(), c.cores(), c.bandwidth(), c.latency(),
                    c.backboneBandwidth(), c.backboneLatency(), resource.kind, resource.master);
            clusters.add(spec);
            for (String member : spec.hosts()) {
                hosts.add(new Host(member, resource.speed, spec.cores(), zones.peek(), spec.id(), spec.master()));
            }
        }
        resource = null;
    }

    private void link(SimGridAttributes a) {
        String id = a.required("id").orElse(null);
        double bandwidth = a.quantity("bandwidth", SimGridUnits.Kind.BANDWIDTH, "a bandwidth such as 125MBps");
        double latency = a.quantity("latency", SimGridUnits.Kind.TIME, "a time such as 50us", 0);
        a.note("sharing_policy", p -> !p.equals("SHARED"), "not modelled");
        if (id != null && !Double.isNaN(bandwidth) && !Double.isNaN(latency)
                && links.putIfAbsent(id, new Link(id, bandwidth, latency)) != null) {
            problems.add(a.field("id"), "duplicate link id '" + id + "'");
        }
    }

    private void linkCtn(SimGridAttributes a) {
        if (route == null) {
            problems.add(a.origin(), "<link_ctn> outside a route");
            return;
        }
        a.required("id").ifPresent(id -> {
            route.links().add(id);
            route.at().add(a.field("id"));
        });
    }

    private void finishRoute() {
        if (route.src() != null && route.dst() != null) {
            routes.add(new Route(route.src(), route.dst(), route.links(), route.symmetrical(), route.betweenZones()));
            routeLinkOrigins.add(route.at());
        }
        route = null;
    }

    // every link a route names must be defined somewhere in the file
    private void checkLinks() {
        for (int i = 0; i < routes.size(); i++) {
            List<String> named = routes.get(i).links();
            for (int k = 0; k < named.size(); k++) {
                if (!links.containsKey(named.get(k))) {
                    problems.add(routeLinkOrigins.get(i).get(k), "unknown link '" + named.get(k) + "'");
                }
            }
        }
    }

    private void unique(String id, Origin at) {
        Origin first = ids.putIfAbsent(id, at);
        if (first != null) {
            problems.add(at, "duplicate id '" + id + "', first defined at line " + first.line());
        }
    }

    // "0-511" or "0-3,8,10-12": the numbers of a cluster's hosts, each between prefix and suffix. An empty item, a
    // trailing one included, is refused as SimGrid refuses it (explodesRadical in src/kernel/xml/platf_sax_cb.cpp
    // keeps empty items of its boost::split and std::stoi("") throws: "is not an int")
    private List<String> radical(String text, String prefix, String suffix, SimGridAttributes a) {
        List<int[]> ranges = new ArrayList<>();
        long hosts = 0;
        for (String part : text.split(",", -1)) {
            if (part.isBlank()) {
                problems.add(a.field("radical"), "an empty item in '" + text + "'; expected numbers and ranges such"
                        + " as 0-15 or 0-3,8");
                return List.of();
            }
            String[] range = part.strip().split("-");
            try {
                int from = Integer.parseInt(range[0].strip());
                int to = range.length == 2 ? Integer.parseInt(range[1].strip()) : from;
                if (range.length > 2 || to < from || from < 0) {
                    throw new NumberFormatException(part);
                }
                ranges.add(new int[] {from, to});
                hosts += (long) to - from + 1;
            } catch (NumberFormatException e) {
                problems.add(a.field("radical"), "expected numbers and ranges such as 0-15 or 0-3,8, found '"
                        + text + "'");
                return List.of();
            }
        }
        clusterHosts += hosts;
        Optional<String> tooMany = HeapLimits.refusal(clusterHosts, "cluster hosts", BYTES_PER_HOST);
        if (tooMany.isPresent()) {
            problems.add(a.field("radical"), tooMany.get() + (clusterHosts > hosts ? " (with the clusters before it)"
                    : ""));
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (int[] range : ranges) {
            for (long k = range[0]; k <= range[1]; k++) {
                names.add(prefix + k + suffix);
            }
        }
        return names;
    }
}
