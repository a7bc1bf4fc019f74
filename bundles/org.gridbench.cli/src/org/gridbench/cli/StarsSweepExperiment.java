package org.gridbench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.experiments.stars.StarsReport;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.StarsResultText;
import org.gridbench.stars.StarsPolicies;
import org.gridbench.sweeps.MeasureNames;
import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.SweepExperiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Celaya's chapter 8 experiments as a sweep: one run is one {@code ./gridbench stars} run of IBP, MMP, DP or FSP on
 * one thread, each parameter one of that command's options without its dashes; the measures are its summary's.
 */
public final class StarsSweepExperiment implements SweepExperiment {

    public static final String ID = "stars";
    /** Each measure's key, as results.csv writes it, and the name views show, as live runs name it. */
    static final Map<String, String> NAMES = MeasureNames.of("requests", StarsMetrics.SUBMITTED_REQUESTS,
            "allocatedRequests", StarsMetrics.ALLOCATED_REQUESTS, "submittedTasks", StarsMetrics.SUBMITTED_TASKS,
            "acceptedTasks", StarsMetrics.ACCEPTED_TASKS, "finishedTasks", StarsMetrics.FINISHED_TASKS,
            "finishedComputation", StarsMetrics.FINISHED_COMPUTATION, "givenUpTasks", StarsMetrics.GIVEN_UP_TASKS,
            "rejectedTasks", StarsMetrics.REJECTED_TASKS, "missedDeadlines", StarsMetrics.MISSED_DEADLINES,
            "makespan", StarsMetrics.MAKESPAN, "maxSlowness", StarsMetrics.MAX_SLOWNESS, "allocationTimeMean",
            StarsMetrics.MEAN_ALLOCATION_TIME, "allocationTimeP99", StarsMetrics.P99_ALLOCATION_TIME,
            "trafficMeanPercent", StarsMetrics.MEAN_TRAFFIC, "messages", StarsMetrics.MESSAGES, "offeredLoad",
            StarsMetrics.OFFERED_LOAD);
    static final List<String> MEASURES = List.copyOf(NAMES.keySet());
    // options without a default value: a run passes them only when the sweep gives them
    private static final Set<String> OPTIONAL = Set.of("beta", "churn", "fail-fraction", "fail-at", "workload-seed",
            "user-fraction", "calendar-start", "node-memory", "trace", "sample", "requests", "tasks-per-request",
            "task-length", "task-memory", "task-disk", "task-deadline", "delays", "submit-attempts", "random-among",
            "leaf-updates", "heartbeat", "heartbeat-timeout", "ibp-order", "returns", "fsp-estimate");
    private static final Map<String, String> PLACEHOLDERS = Map.of("nodes", "2");
    private static final List<String> POLICIES = List.of("IBP", "MMP", "DP", "FSP");
    private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*");

    private final IExtensionRegistry registry;
    private final Map<Map<String, JsonNode>, Optional<String>> checked = new ConcurrentHashMap<>();

    public StarsSweepExperiment(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Map<String, JsonNode> defaults() {
        Map<String, JsonNode> defaults = new LinkedHashMap<>();
        defaults.put("policy", null);
        defaults.put("nodes", null);
        defaults.put("mode", TextNode.valueOf("decentralized"));
        defaults.put("sfmax", IntNode.valueOf(50));
        defaults.put("link", TextNode.valueOf("fast"));
        defaults.put("update-bw", IntNode.valueOf(1000));
        defaults.put("duration", TextNode.valueOf("1h"));
        defaults.put("workload", TextNode.valueOf("thesis"));
        defaults.put("readings", TextNode.valueOf("thesis"));
        defaults.put("seed", LongNode.valueOf(1));
        return defaults;
    }

    @Override
    public Set<String> optionalParameters() {
        return OPTIONAL;
    }

    @Override
    public List<String> measures() {
        return MEASURES;
    }

    @Override
    public Map<String, String> measureNames() {
        return NAMES;
    }

    /**
     * The command's own message for the value alone, under the sweep's policy or, when that is not fixed, under
     * every policy; what it says of a combination waits for the whole run.
     */
    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        List<String> policies = "policy".equals(parameter) ? List.of(value.asText())
                : fixed.containsKey("policy") ? List.of(fixed.get("policy").asText()) : POLICIES;
        Optional<String> refused = Optional.empty();
        for (String policy : policies) {
            Map<String, String> missing = new LinkedHashMap<>(PLACEHOLDERS);
            missing.put("policy", policy);
            refused = check(Map.of(parameter, value), missing);
            if (refused.isEmpty()) {
                return refused;
            }
        }
        return refused.filter(message -> OPTION.matcher(message).results()
                .allMatch(option -> option.group().equals("--" + parameter)));
    }

    /** Asked once per point of the axes: the seed, a valid number whatever it is, does not change the answer. */
    @Override
    public Optional<String> runRefusal(Map<String, JsonNode> parameters) {
        Map<String, JsonNode> point = new LinkedHashMap<>(parameters);
        point.remove("seed");
        return checked.computeIfAbsent(point, p -> check(parameters, Map.of()));
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
        StarsReport report;
        try {
            report = request(parameters, Map.of()).simulate();
        } catch (InputException e) {
            throw new RunFailure(String.join("; ", e.lines()));
        }
        return json(report);
    }

    private Optional<String> check(Map<String, JsonNode> parameters, Map<String, String> missing) {
        try {
            request(parameters, missing);
            return Optional.empty();
        } catch (InputException e) {
            return Optional.of(String.join("; ", e.lines()));
        }
    }

    /** The run as {@code ./gridbench stars --threads 1} with these options; {@code missing} fills absent ones. */
    private StarsRunRequest request(Map<String, JsonNode> parameters, Map<String, String> missing)
            throws InputException {
        List<String> args = new ArrayList<>();
        missing.forEach((name, text) -> {
            if (!parameters.containsKey(name)) {
                args.addAll(List.of("--" + name, text));
            }
        });
        parameters.forEach((name, value) -> args.addAll(List.of("--" + name, value.asText())));
        args.addAll(List.of("--threads", "1"));
        Options options = Options.parse(ID, args, StarsCommand.VALUED, Set.of());
        String policy = options.text("--policy", "");
        if (StarsPolicies.workflow(registry, policy).isPresent()) {
            throw new InputException("stars: --policy: " + policy + " schedules workflows (./gridbench stars --policy "
                    + policy + "); a stars sweep runs IBP, MMP, DP or FSP");
        }
        return StarsRunRequest.parse(options, registry, policy);
    }

    // Sections 8.3-8.4 and Table 8.1: the summary's measures, with the allocation-time and traffic distributions' means
    static ObjectNode json(StarsReport report) {
        ObjectNode summary = StarsResultText.putMeasures(JsonNodeFactory.instance.objectNode(), report.result());
        double load = report.workload().offeredLoad();
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        ObjectNode measures = root.putObject("measures");
        for (String name : MEASURES) {
            JsonNode value = switch (name) {
            case "allocationTimeMean" -> summary.path("allocationTime").get("mean");
            case "allocationTimeP99" -> summary.path("allocationTime").get("p99");
            case "trafficMeanPercent" -> summary.path("traffic").path("average").get("meanPercent");
            case "offeredLoad" -> Double.isNaN(load) ? null : DoubleNode.valueOf(load);
            default -> summary.get(name);
            };
            if (value != null) {
                measures.set(name, value);
            }
        }
        return root;
    }
}
