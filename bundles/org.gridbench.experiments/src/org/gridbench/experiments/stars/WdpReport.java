package org.gridbench.experiments.stars;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.gridbench.runs.report.CsvTable;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.runs.StarsResultText;
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

    @Override
    public String text() {
        WdpResult r = result;
        Distribution allocation = r.allocationTime();
        Distribution speedUp = r.speedUp();
        Distribution out = r.outgoing().peak1s();
        Distribution in = r.incoming().peak1s();
        return String.format(Locale.ROOT, """
                WDP decentralized, %d nodes, %s link, %s speeds: %s, %d tasks, width %d, maximum speed-up %.3g
                arrivals        W_j %.3g, load %.3g (%.4g workflows/s) for %.0f s, warm-up %.0f s; run to %.0f s in \
                %.2f s wall
                workflows       %d submitted, %d measured: %d allocated, %d given up, %d finished (%d after their \
                deadline), %d unfinished
                allocation time width %d: mean %.4g s, p50 %.4g s, p99 %.4g s, max %.4g s
                speed-up        mean %.4g (p50 %.4g, max %.4g) against a maximum of %.3g
                tasks           %d accepted, %d finished (%d after their deadline, by %.3g s at most), %d \
                cancelled
                requests        %d sent (%d timeouts resent), %d parts refused by nodes, %d discarded
                traffic         1 s peak per node: outgoing mean %.0f B/s, max %.0f B/s; incoming mean %.0f B/s, \
                max %.0f B/s
                events          %d (%d handled, %d messages)
                """, config.nodes(), link, speeds, r.workflow(), r.tasks(), r.width(), r.maximumSpeedUp(),
                r.priority(), r.load(), r.arrivalRate(), r.duration(), r.warmUp(), r.end(), wallSeconds,
                r.workflows(), r.measured(), r.allocated(), r.abandoned(), r.finished(), r.lateWorkflows(),
                r.unfinished(), r.width(), allocation.mean(), allocation.p50(), allocation.p99(), allocation.max(),
                speedUp.mean(), speedUp.p50(), speedUp.max(), r.maximumSpeedUp(), r.acceptedTasks(),
                r.finishedTasks(), r.lateTasks(), r.lateness().max(), r.cancelledTasks(), r.requests(),
                r.resends(), r.rejectedParts(), r.discardedParts(), out.mean() / 8, out.max() / 8, in.mean() / 8,
                in.max() / 8, r.events(), r.handled(), r.messages());
    }
}
