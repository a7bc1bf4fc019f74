package org.gridbench.experiments.stars;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.gridbench.runs.report.CsvTable;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.runs.MeasureLines;
import org.gridbench.runs.StarsMetrics;
import org.gridbench.runs.StarsResultText;
import org.gridbench.runs.TerminalNumbers;
import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.TrafficSummary;
import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpResult;
import org.gridbench.stars.wdp.WorkflowOutcome;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What one {@code stars --policy WDP} run writes (Celaya, section 8.6.2): {@code summary.json}, {@code
 * allocation-times.csv} (one row per measured finished workflow: the data of Figure 8.15), {@code workflows.csv} (one
 * row per measured workflow) and a short text for the terminal.
 *
 * @param link the link model's name
 * @param speeds {@code mixed} or {@code uniform}
 */
public record WdpReport(WdpConfig config, WdpResult result, String link, String speeds, long workloadSeed,
        double wallSeconds) implements RunReport {

    public static final List<String> ALLOCATION_COLUMNS = List.of("workflow", "width", "allocationTime");
    public static final List<String> WORKFLOW_COLUMNS = List.of("id", "submitter", "submitted", "deadline",
            "allocationTime", "finished", "speedUp", "late");

    @Override
    public List<Path> write(Path folder) throws IOException {
        Files.createDirectories(folder);
        Path allocation = folder.resolve("allocation-times.csv");
        allocationTimes().write(allocation);
        Path workflows = folder.resolve("workflows.csv");
        workflows().write(workflows);
        Path json = folder.resolve("summary.json");
        AtomicFiles.write(json, json().getBytes(StandardCharsets.UTF_8));
        return List.of(allocation, workflows, json);
    }

    CsvTable allocationTimes() {
        CsvTable table = new CsvTable(ALLOCATION_COLUMNS);
        for (WorkflowOutcome o : result.outcomes()) {
            if (!Double.isNaN(o.finished())) {
                table.row(List.of(result.workflow(), result.width(), o.allocationTime()));
            }
        }
        return table;
    }

    CsvTable workflows() {
        CsvTable table = new CsvTable(WORKFLOW_COLUMNS);
        for (WorkflowOutcome o : result.outcomes()) {
            boolean given = Double.isNaN(o.finished());
            table.row(List.of(o.id(), o.submitter(), o.submitted(), o.deadline(), given ? "" : o.allocationTime(),
                    given ? "" : o.finished(), given ? "" : o.speedUp(), given ? "" : o.late()));
        }
        return table;
    }

    public String json() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        WdpResult r = result;
        ObjectNode root = mapper.createObjectNode().put("nodes", config.nodes()).put("policy", "WDP")
                .put("mode", "decentralized").put("link", link).put("linkBandwidth", config.network().bandwidth())
                .put("updateBandwidth", config.updateBandwidth()).put("duration", config.duration())
                .put("warmUp", r.warmUp()).put("end", r.end()).put("seed", config.seed())
                .put("workloadSeed", workloadSeed).put("speeds", speeds).put("timeout", config.timeout())
                .put("maxResends", config.resends()).put("workflow", r.workflow()).put("tasks", r.tasks())
                .put("width", r.width()).put("minimumLength", r.minimumLength()).put("totalLength", r.totalLength())
                .put("maximumSpeedUp", r.maximumSpeedUp()).put("priority", r.priority()).put("load", r.load())
                .put("arrivalRate", r.arrivalRate()).put("workflows", r.workflows()).put("measured", r.measured())
                .put("allocated", r.allocated()).put("abandoned", r.abandoned()).put("finished", r.finished())
                .put("lateWorkflows", r.lateWorkflows()).put("unfinished", r.unfinished())
                .put("acceptedTasks", r.acceptedTasks()).put("finishedTasks", r.finishedTasks())
                .put("lateTasks", r.lateTasks()).put("cancelledTasks", r.cancelledTasks())
                .put("requests", r.requests()).put("resends", r.resends()).put("rejectedParts", r.rejectedParts())
                .put("discardedParts", r.discardedParts()).put("staleAcceptances", r.staleAcceptances());
        StarsResultText.distribution(root.putObject("allocationTime"), r.allocationTime(), 0);
        StarsResultText.distribution(root.putObject("allocationTimeByWidth").putObject(Integer.toString(r.width())),
                r.allocationTime(), 0);
        StarsResultText.distribution(root.putObject("speedUp"), r.speedUp(), 0);
        StarsResultText.distribution(root.putObject("lateness"), r.lateness(), 0);
        ObjectNode traffic = root.putObject("traffic");
        traffic(traffic.putObject("incoming"), r.incoming());
        traffic(traffic.putObject("outgoing"), r.outgoing());
        root.put("routed", r.routed()).put("messages", r.messages()).put("events", r.events())
                .put("handled", r.handled()).put("wallSeconds", wallSeconds);
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }

    // Section 8.6.2: bandwidth per node over the nodes, in bit/s and as a percentage of the link
    private static void traffic(ObjectNode node, TrafficSummary traffic) {
        StarsResultText.distribution(node.putObject("average"), traffic.average(), traffic.linkBandwidth());
        StarsResultText.distribution(node.putObject("peak1s"), traffic.peak1s(), traffic.linkBandwidth());
        StarsResultText.distribution(node.putObject("peak10s"), traffic.peak10s(), traffic.linkBandwidth());
    }

    /**
     * Two lines on the run, then its measures one a line under the names of {@link StarsMetrics}, as {@code stars}
     * prints IBP's (section 8.6.2: workflows, allocation time, speed-up; tasks, requests, 1 s peak traffic).
     */
    @Override
    public String text() {
        WdpResult r = result;
        Distribution allocation = r.allocationTime();
        Distribution speedUp = r.speedUp();
        Distribution out = r.outgoing().peak1s();
        Distribution in = r.incoming().peak1s();
        return String.format(Locale.ROOT, """
                WDP decentralized, %d nodes, %s link, %s speeds: %s, %d tasks, width %d, speed-up at most %.3g
                W_j %.3g, load %.3g (%.4g workflows/s) for %s s, warm-up %s s; run to %s s in %.2f s wall
                """, config.nodes(), link, speeds, r.workflow(), r.tasks(), r.width(), r.maximumSpeedUp(),
                r.priority(), r.load(), r.arrivalRate(), TerminalNumbers.fixed(r.duration(), 0),
                TerminalNumbers.fixed(r.warmUp(), 0), TerminalNumbers.fixed(r.end(), 0), wallSeconds)
                + new MeasureLines().add(StarsMetrics.SUBMITTED_WORKFLOWS, "%d", r.workflows())
                        .add(StarsMetrics.MEASURED_WORKFLOWS, "%d", r.measured())
                        .add(StarsMetrics.ALLOCATED_WORKFLOWS, "%d", r.allocated())
                        .add(StarsMetrics.GIVEN_UP_WORKFLOWS, "%d", r.abandoned())
                        .add(StarsMetrics.FINISHED_WORKFLOWS, "%d", r.finished())
                        .add(StarsMetrics.LATE_WORKFLOWS, "%d", r.lateWorkflows())
                        .add(StarsMetrics.UNFINISHED_WORKFLOWS, "%d", r.unfinished())
                        .add(StarsMetrics.MEAN_ALLOCATION_TIME, "%.4g", allocation.mean())
                        .add(StarsMetrics.MEDIAN_ALLOCATION_TIME, "%.4g", allocation.p50())
                        .add(StarsMetrics.P99_ALLOCATION_TIME, "%.4g", allocation.p99())
                        .add(StarsMetrics.MAX_ALLOCATION_TIME, "%.4g", allocation.max())
                        .add(StarsMetrics.MEAN_SPEED_UP, "%.4g", speedUp.mean())
                        .add(StarsMetrics.MEDIAN_SPEED_UP, "%.4g", speedUp.p50())
                        .add(StarsMetrics.MAX_SPEED_UP, "%.4g", speedUp.max())
                        .add(StarsMetrics.ACCEPTED_TASKS, "%d", r.acceptedTasks())
                        .add(StarsMetrics.FINISHED_TASKS, "%d", r.finishedTasks())
                        .add(StarsMetrics.MISSED_DEADLINES, "%d", r.lateTasks())
                        .add(StarsMetrics.MAX_LATENESS, "%.3g", r.lateness().max())
                        .add(StarsMetrics.CANCELLED_TASKS, "%d", r.cancelledTasks())
                        .add(StarsMetrics.SUBMITTED_REQUESTS, "%d", r.requests())
                        .add(StarsMetrics.RESENDS, "%d", r.resends())
                        .add(StarsMetrics.REFUSED_PARTS, "%d", r.rejectedParts())
                        .add(StarsMetrics.DISCARDED_PARTS, "%d", r.discardedParts())
                        .add(StarsMetrics.MEAN_PEAK_OUTGOING, "%.0f", out.mean() / 8)
                        .add(StarsMetrics.MAX_PEAK_OUTGOING, "%.0f", out.max() / 8)
                        .add(StarsMetrics.MEAN_PEAK_INCOMING, "%.0f", in.mean() / 8)
                        .add(StarsMetrics.MAX_PEAK_INCOMING, "%.0f", in.max() / 8)
                        .add(StarsMetrics.EVENTS, "%d", r.events())
                        .add(StarsMetrics.HANDLED_EVENTS, "%d", r.handled())
                        .add(StarsMetrics.MESSAGES, "%d", r.messages());
    }
}
