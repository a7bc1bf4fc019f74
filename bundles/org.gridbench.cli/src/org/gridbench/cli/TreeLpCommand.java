package org.gridbench.cli;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.gridbench.experiments.trees.TreeScenarios;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.runs.MeasureLines;
import org.gridbench.runs.TerminalNumbers;
import org.gridbench.runs.TreesMetrics;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;
import org.gridbench.trees.periodic.PeriodicSchedule;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** {@code tree-lp FILE}: the optimal steady state of linear program 3 and its periodic schedule. */
final class TreeLpCommand implements Command {

    private static final long MAX_DENOMINATOR = 1_000_000;

    @Override
    public String name() {
        return "tree-lp";
    }

    @Override
    public String summary() {
        return "optimal steady-state fair throughput of a tree platform (linear program 3)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench tree-lp FILE [--json]

                Solves linear program 3 of Beaumont et al. for the trees scenario in FILE (full format or
                the minimal {"platform":{"nodes":[...]},"applications":[...]} form): maximise the fair
                throughput min_k alpha(k) / w(k) under conservation, computation and single-port limits.
                Prints the LP fair throughput and each application's LP rate alpha(k), named as the
                views name them, and the periodic schedule built from rational rates (denominators up to
                10^6): period, largest buffer, the throughput lost to rounding (0 when within 8 ulps of 1
                or below, the doubles' noise), warnings.
                --json prints {"fairThroughput", "alpha": {app: rate}, "alpha_u": {node: {app: rate}},
                "sent": {"parent->child": {app: rate}}, "periodic": {...}}.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of(), Set.of("--json"));
        if (options.positional().size() != 1) {
            throw new InputException("tree-lp: name one scenario file; see ./gridbench tree-lp --help");
        }
        Path file = Path.of(options.positional().get(0));
        TreeScenario scenario = read(file);
        SteadyState lp;
        try {
            lp = SteadyStateLp.solve(scenario.platform(), scenario.applications());
        } catch (SteadyStateException e) {
            throw new InputException(file + ": the linear program has no optimum (" + e.status() + "): "
                    + e.getMessage());
        }
        PeriodicSchedule schedule = PeriodicSchedule.of(scenario.platform(), scenario.applications(), lp,
                MAX_DENOMINATOR);
        console.out().print(options.flag("--json") ? json(scenario, lp, schedule) : text(scenario, lp, schedule));
        return Cli.OK;
    }

    static TreeScenario read(Path file) throws InputException {
        try {
            return TreeScenarios.read(file);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
    }

    private static String text(TreeScenario scenario, SteadyState lp, PeriodicSchedule schedule) {
        MeasureLines measures = new MeasureLines().add(TreesMetrics.LP_FAIR_THROUGHPUT, "%.9g", lp.fairThroughput());
        List<BagApplication> apps = scenario.applications();
        for (int k = 0; k < apps.size(); k++) {
            measures.add(TreesMetrics.lpRate(apps.get(k).id()), "%.9g (weight %s)", lp.alpha(k),
                    TerminalNumbers.readable(apps.get(k).weight()));
        }
        StringBuilder out = new StringBuilder(measures.toString());
        double loss = schedule.throughputLoss();
        out.append(String.format(Locale.ROOT, "periodic schedule: period %s, largest buffer %s tasks, "
                + "throughput lost to rounding %s%n", schedule.period(), largestBuffer(scenario.platform(), schedule),
                loss == 0 ? "0" : String.format(Locale.ROOT, "%.3g", loss)));
        schedule.warnings().forEach(w -> out.append("warning: ").append(w).append('\n'));
        return out.toString();
    }

    private static String largestBuffer(TreePlatform platform, PeriodicSchedule schedule) {
        BigInteger max = BigInteger.ZERO;
        for (int u = 0; u < platform.size(); u++) {
            max = max.max(schedule.buffer(u));
        }
        return max.toString();
    }

    private static String json(TreeScenario scenario, SteadyState lp, PeriodicSchedule schedule) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        TreePlatform platform = scenario.platform();
        List<BagApplication> apps = scenario.applications();
        ObjectNode root = mapper.createObjectNode().put("fairThroughput", lp.fairThroughput());
        ObjectNode alpha = root.putObject("alpha");
        ObjectNode alphaU = root.putObject("alpha_u");
        ObjectNode sent = root.putObject("sent");
        for (int k = 0; k < apps.size(); k++) {
            alpha.put(apps.get(k).id(), lp.alpha(k));
        }
        for (int u = 0; u < platform.size(); u++) {
            ObjectNode node = alphaU.putObject(platform.node(u).id());
            for (int k = 0; k < apps.size(); k++) {
                node.put(apps.get(k).id(), lp.alphaU(u, k));
            }
            if (u > 0) {
                ObjectNode edge = sent.putObject(platform.node(platform.parent(u)).id() + "->" + platform.node(u).id());
                for (int k = 0; k < apps.size(); k++) {
                    edge.put(apps.get(k).id(), lp.sent(u, k));
                }
            }
        }
        ObjectNode periodic = root.putObject("periodic");
        periodic.put("period", schedule.period().toString()).put("largestBuffer", largestBuffer(platform, schedule))
                .put("throughputLoss", schedule.throughputLoss());
        periodic.putPOJO("warnings", schedule.warnings());
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings always serialises", e);
        }
    }
}
