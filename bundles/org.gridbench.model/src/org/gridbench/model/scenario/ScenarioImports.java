package org.gridbench.model.scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.ImportFormat;
import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.Origin;
import org.gridbench.model.importers.SimGridMapping;
import org.gridbench.model.importers.SimGridPlatform;
import org.gridbench.model.importers.SwfJobs;
import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.importers.SwfTrace;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A new scenario made from an outside file, checked as any scenario file is before it is returned:
 * <ul>
 * <li>a SimGrid platform becomes a trees scenario (its tree, one default application) or, asked for, a market
 * scenario (its clusters, no job yet);</li>
 * <li>a WfFormat or DAX workflow becomes a market scenario with that workflow as its one job, on the paper's platform;
 * </li>
 * <li>an SWF trace becomes a market scenario whose jobs are the trace's jobs ({@link SwfJobs}), on the paper's
 * platform with clusters large enough for its widest job.</li>
 * </ul>
 */
public final class ScenarioImports {

    /** The paper's communication-to-computation ratio, used where the imported file has none. */
    public static final double PAPER_CCR = 0.2;

    private static final int PAPER_CORES = 1000;
    /** Heap per SWF job from the trace to the checked scenario (measured, docs/limits.md, "Heap per item"). */
    private static final long BYTES_PER_SWF_JOB = 12_000;
    /** A field of the new scenario with an index in it, as a message names another element: workload.jobs[0]. */
    private static final Pattern INDEXED_FIELD = Pattern.compile("[a-z][A-Za-z]*(?:\\.[A-Za-z]+)*\\[\\d{1,9}\\]"
            + "(?:\\.[A-Za-z]+|\\[\\d{1,9}\\])*");

    /**
     * The scenario, one {@code kind: count} line per imported object kind, and what the file said that the
     * scenario does not keep.
     */
    public record Imported(ScenarioDocument document, List<String> summary, List<String> notMapped) {
    }

    private ScenarioImports() {
    }

    /**
     * Imports {@code file}; {@code family} chooses between trees and market for a SimGrid platform (trees by default)
     * and must be market, if given, for workflows and traces.
     */
    public static Imported of(Path file, Optional<Family> family, long seed, double ccr) throws ScenarioException {
        return of(file, family, seed, ccr, step -> { });
    }

    /** As {@link #of(Path, Optional, long, double)}, telling {@code progress} each step of a long import as it starts. */
    public static Imported of(Path file, Optional<Family> family, long seed, double ccr, Consumer<String> progress)
            throws ScenarioException {
        progress.accept("reading " + file + sizeOf(file));
        ImportFormat format = ImportFormat.of(file);
        Family target = family.orElse(format == ImportFormat.SIMGRID ? Family.TREES : Family.MARKET);
        if (target == Family.STARS || target == Family.TREES && format != ImportFormat.SIMGRID) {
            throw new ScenarioException(List.of(new Problem(file.toString(), 0, 0, Problem.FILE, "a "
                    + describe(format) + " imports into a " + (format == ImportFormat.SIMGRID ? "trees or market"
                            : "market") + " scenario, not a " + target.id() + " one")));
        }
        String name = file.getFileName().toString();
        return switch (format) {
            case SIMGRID -> platform(file, name, target, seed, ccr, progress);
            case WFFORMAT, DAX -> workflow(file, format, name, seed, ccr, progress);
            case SWF -> trace(file, name, seed, ccr, progress);
        };
    }

    private static String sizeOf(Path file) {
        try {
            return Files.isRegularFile(file) ? String.format(Locale.ROOT, " (%.1f MB)", Files.size(file) / 1e6) : "";
        } catch (IOException e) {
            return "";
        }
    }

    private static String describe(ImportFormat format) {
        return switch (format) {
            case SIMGRID -> "SimGrid platform";
            case WFFORMAT -> "WfFormat workflow";
            case DAX -> "DAX workflow";
            case SWF -> "SWF trace";
        };
    }

    private static Imported platform(Path file, String name, Family family, long seed, double ccr,
            Consumer<String> progress) throws ScenarioException {
        SimGridPlatform p = SimGridPlatform.read(file);
        progress.accept("read " + p.hosts().size() + " hosts; mapping them to a " + family.id() + " scenario");
        List<String> summary = new ArrayList<>(List.of("hosts: " + p.hosts().size(), "clusters: "
                + p.clusters().size(), "links: " + p.links().size(), "routes: " + p.routes().size()));
        ObjectNode root = ScenarioTemplates.header(Family.TREES == family ? Family.TREES : Family.MARKET, name, seed,
                "Imported from the SimGrid platform " + name + ".");
        if (family == Family.TREES) {
            SimGridMapping.TreeImport tree = SimGridMapping.toTree(p);
            root.putObject("platform").set("nodes", ScenarioNodes.treeNodes(tree.nodes()));
            TreeNode top = tree.nodes().get(0);
            root.putArray("applications").addObject().put("id", "A1").put("weight", 1.0).put("flops", top.speed())
                    .put("bytes", 1e6);
            summary.add("tree nodes: " + tree.nodes().size());
            summary.add("applications: 1 (one second of work on the root, 1 MB of input: edit it)");
            return checked(root, file.toString(), summary, tree.notMapped(), progress, defined(root, "nodes", p));
        }
        SimGridMapping.ClusterImport clusters = SimGridMapping.toClusters(p);
        root.set("platform", ScenarioNodes.clusterPlatform(clusters.clusters(), ccr));
        root.putObject("workload").putArray("jobs");
        summary.add("market clusters: " + clusters.clusters().size());
        return checked(root, file.toString(), summary, clusters.notMapped(), progress, defined(root, "clusters", p));
    }

    private static Imported workflow(Path file, ImportFormat format, String name, long seed, double ccr,
            Consumer<String> progress) throws ScenarioException {
        WorkflowFormat reader = format == ImportFormat.DAX ? WorkflowFormat.DAX : WorkflowFormat.WFFORMAT;
        ImportedWorkflow workflow = reader.read(file, KindMapping.allDefault());
        ValueCurveGenerator curves = new ValueCurveGenerator(ValueCurveSettings.paper());
        RandomStreams streams = new RandomStreams(seed);
        Job job = new Job(workflow.name(), 0, workflow.tasks(),
                curves.curve(workflow.tasks(), streams.substream(SyntheticWorkload.CURVES, 0)));
        ObjectNode root = ScenarioTemplates.header(Family.MARKET, name, seed, "The workflow " + workflow.name() + " imported from "
                + name + " on the paper's platform; its value curve drawn by the paper's rules.");
        root.set("platform", ScenarioNodes.clusterPlatform(paperPlatform(PAPER_CORES), ccr));
        root.putObject("workload").putArray("jobs").add(ScenarioNodes.job(job));
        int edges = job.tasks().stream().mapToInt(t -> t.predecessors().size()).sum();
        return checked(root, file.toString(), List.of("tasks: " + job.tasks().size(), "edges: " + edges,
                "jobs: 1"), List.of(), progress, listed("workload.jobs[0].tasks", workflow.origins()));
    }

    private static Imported trace(Path file, String name, long seed, double ccr, Consumer<String> progress)
            throws ScenarioException {
        SwfTrace trace = SwfReader.read(file);
        progress.accept("read " + trace.jobs().size() + " jobs; drawing their value curves");
        Optional<String> tooMany = HeapLimits.refusal(trace.jobs().size(), "SWF jobs imported", BYTES_PER_SWF_JOB);
        if (tooMany.isPresent()) {
            throw new ScenarioException(List.of(new Problem(file.toString(), 0, 0, Problem.FILE, tooMany.get())));
        }
        SwfJobs.Converted converted = SwfJobs.of(trace, new RandomStreams(seed));
        int widest = converted.jobs().stream().flatMap(j -> j.tasks().stream()).mapToInt(Task::cores).max()
                .orElse(1);
        ObjectNode root = ScenarioTemplates.header(Family.MARKET, name, seed, "The jobs of the SWF trace " + name + ", each one task"
                + " on its processors for its run time in minutes; value curves drawn by the paper's rules.");
        root.set("platform", ScenarioNodes.clusterPlatform(paperPlatform(Math.max(PAPER_CORES, widest)), ccr));
        ArrayNode jobs = root.putObject("workload").putArray("jobs");
        converted.jobs().forEach(j -> jobs.add(ScenarioNodes.job(j)));
        return checked(root, file.toString(), List.of("jobs: " + converted.jobs().size()), converted.notMapped(),
                progress, listed("workload.jobs", converted.origins()));
    }

    /** Section V of the market paper: three clusters of Kind1 and one of Kind2. */
    private static List<Cluster> paperPlatform(int cores) {
        return List.of(new Cluster("C1", cores, "Kind1"), new Cluster("C2", cores, "Kind1"),
                new Cluster("C3", cores, "Kind1"), new Cluster("C4", cores, "Kind2"));
    }

    /** Where the platform's element {@code list}[i] of the new scenario was defined in the SimGrid file, by its id. */
    private static Function<String, Optional<Origin>> defined(ObjectNode root, String list, SimGridPlatform p) {
        Pattern element = elementOf("platform." + list);
        return field -> index(element, field).flatMap(i -> Optional.ofNullable(p.origins().get(
                root.path("platform").path(list).path(i).path("id").asText())));
    }

    /** Where element i of the new scenario's list {@code list} was read in the imported file: {@code origins[i]}. */
    private static Function<String, Optional<Origin>> listed(String list, List<Origin> origins) {
        Pattern element = elementOf(list);
        return field -> index(element, field).filter(i -> i < origins.size()).map(origins::get);
    }

    /** A field of an element of {@code list}, such as {@code workload.jobs[3].tasks[0].cores} for workload.jobs. */
    private static Pattern elementOf(String list) {
        return Pattern.compile(Pattern.quote(list) + "\\[(\\d{1,9})\\].*");
    }

    /**
     * The message with each element of the new scenario it names followed by its line in the imported file ("first used
     * by workload.jobs[0] (line 3)"), so that both ends of a problem are placed as the problem itself is.
     */
    private static String withLines(String message, Function<String, Optional<Origin>> origin) {
        return INDEXED_FIELD.matcher(message).replaceAll(m -> Matcher.quoteReplacement(origin.apply(m.group())
                .filter(o -> o.line() > 0).map(o -> m.group() + " (line " + o.line() + ")").orElse(m.group())));
    }

    private static Optional<Integer> index(Pattern element, String field) {
        Matcher m = element.matcher(field);
        return m.matches() ? Optional.of(Integer.parseInt(m.group(1))) : Optional.empty();
    }

    // the scenario as it will be saved must read back without a problem; one it has is placed in the imported file
    private static Imported checked(ObjectNode root, String source, List<String> summary, List<String> notMapped,
            Consumer<String> progress, Function<String, Optional<Origin>> origin) throws ScenarioException {
        progress.accept("checking the new scenario as its file will be read");
        ScenarioDocument document;
        try {
            document = ScenarioReader.parse(ScenarioWriter.toJson(new ScenarioDocument(root, null)), source);
        } catch (ScenarioException e) {
            throw new ScenarioException(e.problems().stream().map(p -> {
                String message = "as the new scenario's " + p.field() + ": " + withLines(p.message(), origin);
                return origin.apply(p.field()).map(o -> o.problem(message))
                        .orElseGet(() -> new Problem(p.source(), 0, 0, Problem.FILE, message));
            }).toList());
        }
        return new Imported(document, List.copyOf(summary), List.copyOf(notMapped));
    }
}
