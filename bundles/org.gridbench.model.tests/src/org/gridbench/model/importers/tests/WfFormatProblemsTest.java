package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Task;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each bad WfFormat file gives one clear problem: the file, the line and column, and the field. */
class WfFormatProblemsTest {

    /** Schema 1.4: tasks named by name, runtimes beside the structure. */
    private static final String FLAT = """
            {"name": "flat", "schemaVersion": "1.4", "workflow": {"tasks": [
              {"name": "a", "runtimeInSeconds": 59.5, "cores": 2, "parents": [], "children": ["b"]},
              {"name": "b", "runtime": 61, "parents": ["a"]}]}}
            """;

    /** Schema 1.5: structure in the specification, runtimes and cores in the execution. */
    private static final String SPLIT = """
            {"name": "split", "schemaVersion": "1.5", "workflow": {
              "specification": {"tasks": [
                {"name": "first", "id": "a", "parents": [], "children": ["b"]},
                {"name": "second", "id": "b", "parents": ["a"], "children": []}]},
              "execution": {"makespanInSeconds": 1, "executedAt": "now", "tasks": [
                {"id": "a", "runtimeInSeconds": 600, "coreCount": 1.5},
                {"id": "b", "runtimeInSeconds": 0}]}}}
            """;

    @TempDir
    Path folder;

    private BadFiles files;

    @BeforeEach
    void setUp() {
        files = new BadFiles(folder);
    }

    private List<String> problems(String content) {
        return files.problems(WorkflowFormat.WFFORMAT, "w.json", content);
    }

    private ImportedWorkflow read(String content) throws IOException, ScenarioException {
        Path file = folder.resolve("w.json");
        Files.writeString(file, content);
        return WorkflowFormat.WFFORMAT.read(file, KindMapping.allDefault());
    }

    /** Replaces exactly one occurrence, so that a test cannot silently break nothing or two things. */
    private static String replace(String text, String target, String replacement) {
        int at = text.indexOf(target);
        if (at < 0 || text.indexOf(target, at + 1) >= 0) {
            throw new AssertionError("expected exactly one " + target + " in the workflow");
        }
        return text.substring(0, at) + replacement + text.substring(at + target.length());
    }

    @Test
    void schema14ReadsRuntimeOrOldRuntimeAndFractionalCores() throws IOException, ScenarioException {
        List<Task> tasks = read(FLAT).tasks();
        assertEquals(List.of(new Task("a", 1, 2, "Kind1", List.of()), new Task("b", 2, 1, "Kind1", List.of(0))), tasks);
    }

    @Test
    void schema15RoundsCoreCountUp() throws IOException, ScenarioException {
        assertEquals(List.of(new Task("a", 10, 2, "Kind1", List.of()), new Task("b", 1, 1, "Kind1", List.of(0))),
                read(SPLIT).tasks());
    }

    @Test
    void notJson() {
        assertEquals(List.of("w.json:1:1: (document): expected a value (object, array, string, number, true, false or "
                + "null), found '<'"), problems("<adag/>"));
    }

    @Test
    void missingWorkflow() {
        assertEquals(List.of("w.json:1:1: workflow: missing required field"), problems("{\"name\": \"x\"}"));
    }

    @Test
    void neitherLayout() {
        assertEquals(List.of("w.json:1:14: workflow: expected \"specification\" (WfFormat 1.5, 1.6) or \"tasks\" "
                + "(WfFormat 1.4)"), problems("{\"workflow\": {\"jobs\": []}}"));
    }

    @Test
    void missingRuntime() {
        assertEquals(List.of("w.json:3:3: workflow.tasks[1].runtimeInSeconds: missing required field (\"runtime\" in "
                + "files older than WfFormat 1.4)"), problems(replace(FLAT, "\"runtime\": 61, ", "")));
    }

    @Test
    void negativeRuntime() {
        assertEquals(List.of("w.json:3:28: workflow.tasks[1].runtime: must be at least 0, found -61"),
                problems(replace(FLAT, "61", "-61")));
    }

    @Test
    void unknownParent() {
        assertEquals(List.of("w.json:3:44: workflow.tasks[1].parents[0]: no task with id \"z\""),
                problems(replace(FLAT, "[\"a\"]", "[\"z\"]")));
    }

    @Test
    void unknownChild() {
        assertEquals(List.of("w.json:2:83: workflow.tasks[0].children[0]: no task with id \"c\""),
                problems(replace(FLAT, "[\"b\"]", "[\"c\"]")));
    }

    @Test
    void cycle() {
        assertEquals(List.of("w.json:2:66: workflow.tasks[0].parents: dependencies form a cycle: a -> b -> a"),
                problems(replace(FLAT, "\"parents\": [], ", "\"parents\": [\"b\"], ")));
    }

    @Test
    void parentsMustBeAnArray() {
        assertEquals(List.of("w.json:3:43: workflow.tasks[1].parents: expected array, found string"),
                problems(replace(FLAT, "[\"a\"]", "\"a\"")));
    }

    // The second "a" is left out, so its parent link to itself is no cycle: one problem, not three.
    @Test
    void duplicateName() {
        String twice = replace(replace(FLAT, "{\"name\": \"b\"", "{\"name\": \"a\""), "[\"b\"]", "[]");
        assertEquals(List.of("w.json:3:3: workflow.tasks[1]: duplicate id \"a\"; first used by workflow.tasks[0]"),
                problems(twice));
    }

    @Test
    void noTask() {
        assertEquals(List.of("w.json:1:24: workflow.tasks: must not be empty"),
                problems("{\"workflow\": {\"tasks\": []}}"));
    }

    @Test
    void specificationTaskWithoutId() {
        String withoutId = replace(SPLIT, "\"second\", \"id\": \"b\", ", "\"second\", ");
        String text = replace(withoutId, "\"children\": [\"b\"]", "\"children\": []");
        assertEquals(List.of("w.json:4:5: workflow.specification.tasks[1].id: missing required field",
                "w.json:7:12: workflow.execution.tasks[1].id: no task with id \"b\" in workflow.specification.tasks"),
                problems(text));
    }

    @Test
    void executionTaskNotInTheSpecification() {
        assertEquals(List.of("w.json:7:48: workflow.execution.tasks[2].id: no task with id \"c\" in "
                + "workflow.specification.tasks"),
                problems(replace(SPLIT, "{\"id\": \"b\", \"runtimeInSeconds\": 0}",
                        "{\"id\": \"b\", \"runtimeInSeconds\": 0}, {\"id\": \"c\", \"runtimeInSeconds\": 0}")));
    }

    @Test
    void specificationTaskWithoutRuntime() {
        assertEquals(List.of("w.json:4:30: workflow.specification.tasks[1].id: no runtime: workflow.execution.tasks has "
                + "no task with id \"b\""),
                problems(replace(SPLIT, ",\n    {\"id\": \"b\", \"runtimeInSeconds\": 0}", "")));
    }

    @Test
    void missingExecution() {
        String text = SPLIT.substring(0, SPLIT.indexOf(",\n  \"execution\"")) + "}}\n";
        assertEquals(List.of("w.json:1:55: workflow.execution: missing required field"), problems(text));
    }

    @Test
    void coreCountBelowOne() {
        assertEquals(List.of("w.json:6:55: workflow.execution.tasks[0].coreCount: must be at least 1, found 0.5"),
                problems(replace(SPLIT, "\"coreCount\": 1.5", "\"coreCount\": 0.5")));
    }

    @Test
    void runtimeLongerThanATaskHolds() {
        assertEquals(List.of("w.json:3:28: workflow.tasks[1].runtime: must be at most 2^31 - 1 minutes (128849018820 s),"
                + " the longest task Gridbench holds, found 128849018821"),
                problems(replace(FLAT, "61", "128849018821")));
    }

    @Test
    void coresMoreThanATaskHolds() {
        assertEquals(List.of("w.json:2:52: workflow.tasks[0].cores: must be at most 2^31 - 1 cores, the most a task of"
                + " Gridbench holds, found 3000000000"), problems(replace(FLAT, "\"cores\": 2", "\"cores\": 3000000000")));
    }

    @Test
    void emptyName() {
        assertEquals(List.of("w.json:3:12: workflow.tasks[1].name: must not be empty"),
                problems(replace(replace(FLAT, "{\"name\": \"b\"", "{\"name\": \"\""), "[\"b\"]", "[]")));
    }

    @Test
    void taskThatIsNotAnObject() {
        assertEquals(List.of("w.json:1:25: workflow.tasks[0]: expected object, found integer"),
                problems("{\"workflow\": {\"tasks\": [1]}}"));
    }

    @Test
    void duplicateExecutionId() {
        assertEquals(List.of("w.json:4:30: workflow.specification.tasks[1].id: no runtime: workflow.execution.tasks has"
                + " no task with id \"b\"", "w.json:7:12: workflow.execution.tasks[1].id: duplicate id \"a\"; first used"
                + " by workflow.execution.tasks[0]"),
                problems(replace(SPLIT, "{\"id\": \"b\", \"runtimeInSeconds\": 0}", "{\"id\": \"a\", \"runtimeInSeconds\": 0}")));
    }

    @Test
    void tasksMustFitAClusterOfTheirKind() throws IOException, ScenarioException {
        ImportedWorkflow workflow = read(replace(FLAT, "\"cores\": 2", "\"cores\": 80"));
        ClusterPlatform platform = new ClusterPlatform(List.of(new Cluster("C1", 64, "Kind1")), 0);
        ScenarioException e = assertThrows(ScenarioException.class, () -> workflow.checkFits(platform));
        assertEquals(folder.resolve("w.json") + ":2:3: workflow.tasks[0]: task \"a\" needs 80 cores, more than the 64 "
                + "of the largest cluster of kind \"Kind1\"", e.getMessage());
        ClusterPlatform noKind1 = new ClusterPlatform(List.of(new Cluster("C1", 64, "Kind2")), 0);
        e = assertThrows(ScenarioException.class, () -> workflow.checkFits(noKind1));
        assertEquals(2, e.problems().size());
        assertEquals("task \"a\" is of kind \"Kind1\", which no cluster of the platform has",
                e.problems().get(0).message());
    }
}
