package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Task;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each bad Pegasus DAX gives one clear problem: the file, the position of the element and the attribute. */
class DaxProblemsTest {

    private static final String TWO_JOBS = """
              <job id="a" name="split" runtime="60"/>
              <job id="b" name="map" runtime="120.5"/>
            """;

    @TempDir
    Path folder;

    private BadFiles files;

    @BeforeEach
    void setUp() {
        files = new BadFiles(folder);
    }

    private List<String> problems(String content) {
        return files.problems(WorkflowFormat.DAX, "w.xml", content);
    }

    private static String dax(String body) {
        return "<adag xmlns=\"http://pegasus.isi.edu/schema/DAX\" version=\"2.1\">\n" + body + "</adag>\n";
    }

    @Test
    void aValidDaxReads() throws IOException, ScenarioException {
        Path file = folder.resolve("w.xml");
        Files.writeString(file, dax(TWO_JOBS + "  <child ref=\"b\"><parent ref=\"a\"/></child>\n"));
        ImportedWorkflow workflow = WorkflowFormat.DAX.read(file, KindMapping.allDefault());
        assertEquals(List.of(1, 3), workflow.tasks().stream().map(Task::exec).toList());
        assertEquals(List.of(0), workflow.tasks().get(1).predecessors());
        assertEquals("w.xml", workflow.name());
    }

    @Test
    void missingFile() {
        assertEquals(List.of("absent.xml: (file): file not found"),
                files.problems(WorkflowFormat.DAX, folder.resolve("absent.xml")));
    }

    @Test
    void notXml() {
        assertEquals(List.of("w.xml:1:1: (document): not well-formed XML: Content is not allowed in prolog."),
                problems("{\"workflow\": {}}"));
    }

    @Test
    void unclosedElement() {
        assertEquals(List.of("w.xml:3:3: (document): not well-formed XML: The element type \"job\" must be terminated "
                + "by the matching end-tag \"</job>\"."), problems(dax("  <job id=\"a\" runtime=\"1\">\n")));
    }

    @Test
    void rootMustBeAdag() {
        assertEquals(List.of("w.xml:2:1: (document): expected a Pegasus DAX document, whose root element is <adag>, "
                + "found <workflow>"), problems("<?xml version=\"1.0\"?>\n<workflow/>\n"));
    }

    @Test
    void missingRuntime() {
        assertEquals(List.of("w.xml:2:3: adag.job[0].runtime: missing required attribute"),
                problems(dax("  <job id=\"a\" name=\"split\"/>\n")));
    }

    @Test
    void blankId() {
        assertEquals(List.of("w.xml:2:3: adag.job[0].id: must not be empty"),
                problems(dax("  <job id=\" \" runtime=\"1\"/>\n")));
    }

    @Test
    void childWithoutRef() {
        assertEquals(List.of("w.xml:4:3: adag.child[0].ref: missing required attribute"),
                problems(dax(TWO_JOBS + "  <child><parent ref=\"a\"/></child>\n")));
    }

    @Test
    void parentWithoutRef() {
        assertEquals(List.of("w.xml:5:5: adag.child[0].parent[0].ref: missing required attribute"),
                problems(dax(TWO_JOBS + "  <child ref=\"b\">\n    <parent/></child>\n")));
    }

    @Test
    void negativeRuntime() {
        assertEquals(List.of("w.xml:3:3: adag.job[1].runtime: must be at least 0, found -5"),
                problems(dax(TWO_JOBS.replace("120.5", "-5"))));
    }

    @Test
    void runtimeThatIsNotANumber() {
        assertEquals(List.of("w.xml:3:3: adag.job[1].runtime: expected a number of seconds, found \"long\""),
                problems(dax(TWO_JOBS.replace("120.5", "long"))));
    }

    @Test
    void unknownParent() {
        assertEquals(List.of("w.xml:5:5: adag.child[0].parent[0].ref: no task with id \"z\""),
                problems(dax(TWO_JOBS + "  <child ref=\"b\">\n    <parent ref=\"z\"/></child>\n")));
    }

    @Test
    void unknownChild() {
        assertEquals(List.of("w.xml:4:3: adag.child[0].ref: no task with id \"z\""),
                problems(dax(TWO_JOBS + "  <child ref=\"z\"><parent ref=\"a\"/></child>\n")));
    }

    @Test
    void cycle() {
        assertEquals(List.of("w.xml:4:3: adag.child[0]: dependencies form a cycle: a -> b -> a"),
                problems(dax(TWO_JOBS + "  <child ref=\"a\"><parent ref=\"b\"/></child>\n"
                        + "  <child ref=\"b\"><parent ref=\"a\"/></child>\n")));
    }

    @Test
    void duplicateJobId() {
        assertEquals(List.of("w.xml:3:3: adag.job[1]: duplicate id \"a\"; first used by adag.job[0]"),
                problems(dax(TWO_JOBS.replace("\"b\"", "\"a\""))));
    }

    @Test
    void noJob() {
        assertEquals(List.of("w.xml:1:1: adag: no <job> element; a workflow needs at least one job"), problems(dax("")));
    }

    @Test
    void externalEntitiesAreNotRead() {
        assertEquals(List.of("w.xml:3:20: (document): not well-formed XML: The entity \"secret\" was referenced, but not "
                + "declared."), problems("<!DOCTYPE adag [<!ENTITY secret SYSTEM \"file:///etc/hostname\">]>\n"
                        + "<adag>\n  <job id=\"&secret;\" runtime=\"1\"/></adag>\n"));
    }
}
