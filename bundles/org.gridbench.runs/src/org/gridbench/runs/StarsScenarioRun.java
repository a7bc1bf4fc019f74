package org.gridbench.runs;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.gridbench.kernel.Simulation;
import org.gridbench.model.scenario.Family;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsObserver;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.sim.StarsSnapshot;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A stars scenario (Celaya's STaRS): its requests routed on the overlay under one policy until the scenario's
 * duration; a decision is a routing step (a request fragment reaching a routing node).
 */
public final class StarsScenarioRun extends BreakableRun implements StarsObserver {

    private final StarsConfig config;
    private final StarsSimulation<?> simulation;
    private final String link;

    StarsScenarioRun(StarsConfig config, String name, String policyId, StarsSimulation<?> simulation, String link) {
        super(name, policyId);
        this.config = config;
        this.simulation = simulation;
        this.link = link;
        simulation.setObserver(this);
    }

    public StarsConfig config() {
        return config;
    }

    /** Frames from now on describe what overlay position {@code position} knows of availability (0: nothing). */
    public void inspect(int position) {
        simulation.inspect(position);
    }

    @Override
    public Family family() {
        return Family.STARS;
    }

    @Override
    public Simulation simulation() {
        return simulation.simulation();
    }

    @Override
    public double end() {
        return config.duration();
    }

    @Override
    public double sampleStep() {
        return config.sampleInterval();
    }

    @Override
    public RunFrame frame() {
        StarsSnapshot s = simulation.snapshot();
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put(StarsMetrics.MEAN_ALLOCATION_TIME, s.meanAllocationTime());
        metrics.put(StarsMetrics.FINISHED_COMPUTATION, s.finishedComputation());
        metrics.put(StarsMetrics.MAKESPAN, s.makespan());
        metrics.put(StarsMetrics.ALLOCATED_REQUESTS, (double) s.allocatedRequests());
        metrics.put(StarsMetrics.FINISHED_TASKS, (double) s.finishedTasks());
        metrics.put(StarsMetrics.QUEUED_TASKS, (double) s.queuedTasks());
        metrics.put(StarsMetrics.BUSY_NODES, (double) s.busyNodes());
        metrics.put(StarsMetrics.AT_ROOT, (double) s.routedAtRoot());
        metrics.put(StarsMetrics.MESSAGES, (double) s.messages());
        metrics.put(StarsMetrics.MAX_SLOWNESS, s.maxSlowness());
        return new RunFrame(s.time(), s.events(), decisions(), metrics, new FamilySnapshot.Stars(s));
    }

    /** The run's measures as {@code ./gridbench run} prints them (those of {@code stars}, without the wall time). */
    @Override
    public String metrics() {
        return String.format(Locale.ROOT, "%s, %d nodes, SF_max %d, %s link, %s simulated s%n", title(),
                config.nodes(), config.sfMax(), link, TerminalNumbers.fixed(config.duration(), 0))
                + StarsResultText.measures(simulation.result());
    }

    /** As {@code ./gridbench run --json} prints them: the setup, then the measures of {@code summary.json}. */
    public String json() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("policy", simulation.result().policy())
                .put("nodes", config.nodes()).put("sfMax", config.sfMax()).put("link", link)
                .put("duration", config.duration()).put("seed", config.seed());
        try {
            return mapper.writeValueAsString(StarsResultText.putMeasures(root, simulation.result())) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }

    @Override
    public void routed(int position, long tasks) {
        if (position < config.nodes()) {
            decided();
        }
        if (position == Overlay.ROOT && breakpoints().requestAtRoot()) {
            breakHere("a request of " + tasks + " tasks reached the root");
        }
    }

    @Override
    public void failed(int node) {
        if (breakpoints().nodeFails()) {
            breakHere("node " + node + " failed");
        }
    }
}
