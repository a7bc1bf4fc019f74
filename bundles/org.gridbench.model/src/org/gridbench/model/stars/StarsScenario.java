package org.gridbench.model.stars;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a STaRS run asks the simulator for (Celaya, section 8.2): the overlay, its links and summaries, the allocation
 * mode, the simulated time, the failures and, for a scenario file, its requests. A scenario file, {@code ./gridbench
 * stars} and {@code bench stars} each describe their run in one of these, and the runs build the simulation from it
 * in one place.
 *
 * @param link {@code slow} (10 Mbps, 50-300 ms) or {@code fast} (1 Gbps, 0.1-1 ms)
 * @param updateBandwidth summary update bandwidth per node, bytes/s
 * @param duration simulated seconds
 * @param seed seed of the network delays and the random choices
 * @param sampleInterval simulated seconds between rows of the time series
 * @param failures churn and catastrophic failure (section 8.5)
 * @param requests the requests of a scenario file; empty when the workload is generated
 * @param policy the policy the scenario names, absent when the run chooses it
 */
public record StarsScenario(int nodes, int sfMax, Allocation allocation, String link, double updateBandwidth,
        double duration, long seed, double sampleInterval, FailureSettings failures, List<FileRequest> requests,
        Optional<String> policy) {

    /** A stars scenario file without a duration runs for one simulated day. */
    /** The shortest deadline a request may have, in seconds (a millisecond). */
    public static final double MIN_DEADLINE = 1e-3;
    /**
     * The latest a request may be due, at + deadline, in seconds: DP samples the computation a node offers up to a
     * deadline, seconds x the node's MFLOPS, and a deadline of 1e308 s made it Infinity (exit 1).
     */
    public static final double MAX_DUE = 1e300;
    public static final double DEFAULT_DURATION = 86_400;
    /** The shortest run, s: the same second as churn; 4.9e-324 s gave a sample interval of 0, refused inside. */
    public static final double MIN_DURATION = 1;
    /** Rows of the time series of a scenario file's run. */
    public static final int SAMPLES = 200;
    /** Every node of a scenario file's run has 1 GB of memory, 80 GB of disk and 1,000 MFLOPS (our choice). */
    public static final double NODE_MEMORY = 1024;
    public static final double NODE_DISK = 80 * 1024;
    public static final double NODE_SPEED = 1000;
    /** The shortest median session of churn, s: shorter sessions fail nodes faster than a run handles its events. */
    public static final double MIN_CHURN_MEDIAN = 1;
    /**
     * The most nodes churn may replace over a run: each replacement is a few events and an overlay repair, and a median
     * of 1 s over 10^12 s never ended.
     */
    public static final double MAX_CHURN_EVENTS = 10_000_000;
    /** The policy that reads a deadline per request (chapter 5), so a file naming it gives one to each request. */
    public static final String DEADLINE_POLICY = "DP";

    /** Section 8.2: where a request's tasks are placed: on the overlay, by full knowledge, or at random. */
    public enum Allocation {
        DECENTRALIZED, CENTRALIZED, RANDOM
    }

    /**
     * Section 8.5: node churn by its median session time (0: none) and a catastrophic failure of a fraction of the
     * nodes at one time (fraction 0: none).
     */
    /**
     * Rhea et al.'s churn as section 8.5 runs it: every node's sessions are exponential with median {@code median}, so
     * nodes x duration / (median / ln 2) nodes are expected to leave (0 without churn).
     */
    public static double expectedChurnEvents(long nodes, double duration, double median) {
        return median > 0 ? nodes * duration * Math.log(2) / median : 0;
    }

    /** Why {@code nodes} nodes churning at {@code median} over {@code duration} are refused, if they are. */
    public static Optional<String> churnRefusal(long nodes, double duration, double median) {
        double expected = expectedChurnEvents(nodes, duration, median);
        if (expected <= MAX_CHURN_EVENTS) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "about %.3g nodes would leave and be replaced (%d nodes x %s s"
                + " x ln 2 / a median session of %s s), more than %,d; give a longer median session, a shorter"
                + " duration or fewer nodes", expected, nodes, plain(duration), plain(median),
                (long) MAX_CHURN_EVENTS));
    }

    private static String plain(double x) {
        return x == Math.rint(x) && Math.abs(x) < 1e15 ? Long.toString((long) x) : Double.toString(x);
    }

    public record FailureSettings(double churnMedian, double failFraction, double failAt) {

        public static final FailureSettings NONE = new FailureSettings(0, 0, 0);
    }

    /**
     * One request of a scenario file: {@code tasks} tasks of {@code length} MFLOP submitted at {@code node}.
     *
     * @param deadline seconds after {@code at} by which every task must end (DP, chapter 5); infinite when the file
     *        gives none
     */
    public record FileRequest(double at, int node, int tasks, double length, double memory, double disk,
            double deadline) {

        /** A request without a deadline. */
        public FileRequest(double at, int node, int tasks, double length, double memory, double disk) {
            this(at, node, tasks, length, memory, disk, Double.POSITIVE_INFINITY);
        }

        public boolean hasDeadline() {
            return deadline != Double.POSITIVE_INFINITY;
        }
    }

    public StarsScenario {
        requests = List.copyOf(requests);
    }

    /** A generated workload's run: no requests of its own, the policy chosen by the run. */
    public static StarsScenario generated(int nodes, int sfMax, Allocation allocation, String link,
            double updateBandwidth, double duration, long seed, double sampleInterval, FailureSettings failures) {
        return new StarsScenario(nodes, sfMax, allocation, link, updateBandwidth, duration, seed, sampleInterval,
                failures, List.of(), Optional.empty());
    }

    /** @param document a valid stars scenario (ScenarioReader checked it), run decentralized */
    public static StarsScenario of(ScenarioDocument document) {
        if (document.family() != Family.STARS) {
            throw new IllegalArgumentException("not a stars scenario: " + document.family().id());
        }
        JsonNode root = document.root();
        List<FileRequest> requests = new ArrayList<>();
        for (JsonNode r : root.path("workload").path("requests")) {
            requests.add(new FileRequest(r.path("at").doubleValue(), r.path("node").intValue(),
                    r.path("tasks").intValue(), r.path("length").doubleValue(), r.path("memory").doubleValue(),
                    r.path("disk").doubleValue(), r.path("deadline").asDouble(Double.POSITIVE_INFINITY)));
        }
        double duration = root.path("duration").asDouble(DEFAULT_DURATION);
        JsonNode overlay = root.path("overlay");
        JsonNode f = root.path("failures");
        FailureSettings failures = new FailureSettings(f.path("churnMedian").asDouble(0),
                f.path("failFraction").asDouble(0), f.path("failAt").asDouble(0));
        Optional<String> policy = root.hasNonNull("policy") ? Optional.of(root.path("policy").asText())
                : Optional.empty();
        return new StarsScenario(overlay.path("nodes").intValue(), overlay.path("sfMax").intValue(),
                Allocation.DECENTRALIZED, root.path("network").path("model").asText(),
                overlay.path("updateBandwidth").doubleValue(), duration, document.seed(), duration / SAMPLES, failures,
                requests, policy);
    }
}
