package org.gridbench.model.importers;

import org.gridbench.model.internal.json.TextFile;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.importers.JsonSource.At;
import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonSyntaxException;
import org.gridbench.model.internal.json.LocatedJson;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads WfCommons WfFormat JSON instances. Two layouts are told apart by their fields, not by schemaVersion:
 * schema 1.4 and earlier list {@code workflow.tasks[]}, named by {@code name}, with {@code runtimeInSeconds} (or the
 * older {@code runtime}) and optional {@code cores}; schema 1.5 and 1.6 split {@code workflow.specification.tasks[]},
 * named by {@code id}, from {@code workflow.execution.tasks[]} holding {@code runtimeInSeconds} and optional
 * {@code coreCount}. Dependencies are the union of the {@code parents} and {@code children} lists.
 */
final class WfFormatReader {

    /** The runtime and cores an execution entry gives a task. */
    private record Execution(String path, double seconds, double cores, Optional<String> program) {
    }

    private final JsonSource json;
    private final ImportProblems problems = new ImportProblems();
    private final TaskGraph graph = new TaskGraph(problems);
    private final KindMapping kinds;

    private WfFormatReader(String source, LocatedTree tree, KindMapping kinds) {
        this.json = new JsonSource(source, tree, problems);
        this.kinds = kinds;
    }

    static ImportedWorkflow read(Path file, KindMapping kinds) throws ScenarioException {
        String source = file.toString();
        LocatedTree tree;
        try {
            tree = LocatedJson.parseObject(TextFile.read(file));
        } catch (JsonSyntaxException e) {
            throw new ScenarioException(List.of(new Problem(source, e.position().line(), e.position().column(),
                    FieldPath.display(e.path()), e.getMessage())));
        }
        return new WfFormatReader(source, tree, kinds).workflow(file.getFileName().toString());
    }

    private ImportedWorkflow workflow(String fileName) throws ScenarioException {
        At root = json.root();
        String name = json.optional(root, "name").flatMap(json::text).orElse(fileName);
        json.required(root, "workflow").flatMap(json::object).ifPresent(workflow -> {
            if (workflow.node().has("specification")) {
                specification(workflow);
            } else if (workflow.node().has("tasks")) {
                flat(workflow);
            } else {
                json.problem(workflow.path(),
                        "expected \"specification\" (WfFormat 1.5, 1.6) or \"tasks\" (WfFormat 1.4)");
            }
        });
        return graph.workflow(name);
    }

    /** WfFormat 1.4 and earlier: one list of tasks holding both structure and runtimes. */
    private void flat(At workflow) {
        Map<String, At> added = new LinkedHashMap<>();
        for (At task : tasks(json.required(workflow, "tasks"))) {
            json.required(task, "name").flatMap(json::text).ifPresent(name -> {
                Optional<At> runtime = json.optional(task, "runtimeInSeconds").or(() -> json.optional(task, "runtime"));
                if (runtime.isEmpty()) {
                    json.missing(task, "runtimeInSeconds", "missing required field (\"runtime\" in files older "
                            + "than WfFormat 1.4)");
                }
                double seconds = runtime.flatMap(value -> json.number(value, 0, Runtimes.MAX_SECONDS, Runtimes.LONGEST))
                        .orElse(0.0);
                double cores = json.optional(task, "cores")
                        .flatMap(value -> json.number(value, 1, Runtimes.MAX_CORES, Runtimes.MOST_CORES)).orElse(1.0);
                String category = json.optional(task, "category").flatMap(json::text).orElse(name);
                addTask(name, seconds, cores, category, task, added);
            });
        }
        links(added);
    }

    /** WfFormat 1.5 and 1.6: the structure in the specification, runtimes and core counts in the execution. */
    private void specification(At workflow) {
        Map<String, At> added = new LinkedHashMap<>();
        List<At> tasks = tasks(json.required(workflow, "specification").flatMap(json::object)
                .flatMap(specification -> json.required(specification, "tasks")));
        Optional<Map<String, Execution>> executions = json.required(workflow, "execution").flatMap(json::object)
                .flatMap(execution -> json.required(execution, "tasks")).map(this::executions);
        Map<String, Execution> unused = new LinkedHashMap<>(executions.orElse(Map.of()));
        for (At task : tasks) {
            Optional<At> idValue = json.required(task, "id");
            idValue.flatMap(json::text).ifPresent(id -> {
                Execution execution = unused.remove(id);
                if (execution == null && executions.isPresent()) {
                    json.problem(idValue.get().path(), "no runtime: workflow.execution.tasks has no task with id "
                            + TaskGraph.quoted(id));
                }
                Execution found = execution == null ? new Execution("", 0, 1, Optional.empty()) : execution;
                String category = found.program()
                        .orElseGet(() -> json.optional(task, "name").flatMap(json::text).orElse(id));
                addTask(id, found.seconds(), found.cores(), category, task, added);
            });
        }
        unused.forEach((id, execution) -> json.problem(execution.path() + ".id", "no task with id "
                + TaskGraph.quoted(id) + " in workflow.specification.tasks"));
        links(added);
    }

    private Map<String, Execution> executions(At list) {
        Map<String, Execution> byId = new LinkedHashMap<>();
        for (At task : tasks(Optional.of(list))) {
            Optional<String> id = json.required(task, "id").flatMap(json::text);
            Optional<Double> seconds = json.required(task, "runtimeInSeconds")
                    .flatMap(value -> json.number(value, 0, Runtimes.MAX_SECONDS, Runtimes.LONGEST));
            double cores = json.optional(task, "coreCount")
                    .flatMap(value -> json.number(value, 1, Runtimes.MAX_CORES, Runtimes.MOST_CORES)).orElse(1.0);
            Optional<String> program = json.optional(task, "command").filter(command -> command.node().isObject())
                    .flatMap(command -> json.optional(command, "program")).flatMap(json::text);
            if (id.isPresent() && byId.containsKey(id.get())) {
                json.problem(task.path() + ".id", "duplicate id " + TaskGraph.quoted(id.get()) + "; first used by "
                        + byId.get(id.get()).path());
            } else if (id.isPresent()) {
                byId.put(id.get(), new Execution(task.path(), seconds.orElse(0.0), cores, program));
            }
        }
        return byId;
    }

    private List<At> tasks(Optional<At> list) {
        List<At> tasks = list.map(json::array).orElse(List.of());
        if (list.isPresent() && list.get().node().isArray() && tasks.isEmpty()) {
            json.problem(list.get().path(), "must not be empty");
        }
        return tasks.stream().flatMap(task -> json.object(task).stream()).toList();
    }

    private void addTask(String id, double seconds, double cores, String category, At task, Map<String, At> added) {
        Origin links = json.optional(task, "parents").map(parents -> json.origin(parents.path()))
                .orElse(json.origin(task.path()));
        if (graph.addTask(id, Runtimes.ticks(seconds), Runtimes.cores(cores), kinds.kindOf(category),
                json.origin(task.path()), links)) {
            added.put(id, task);
        }
    }

    /** Adds the parents and children of each task, once all ids are known, so links may point forward. */
    private void links(Map<String, At> tasks) {
        tasks.forEach((id, task) -> {
            for (At parent : json.optional(task, "parents").map(json::array).orElse(List.of())) {
                json.text(parent).filter(named -> graph.reference(named, json.origin(parent.path())))
                        .ifPresent(named -> graph.addLink(named, id));
            }
            for (At child : json.optional(task, "children").map(json::array).orElse(List.of())) {
                json.text(child).filter(named -> graph.reference(named, json.origin(child.path())))
                        .ifPresent(named -> graph.addLink(id, named));
            }
        });
    }
}
