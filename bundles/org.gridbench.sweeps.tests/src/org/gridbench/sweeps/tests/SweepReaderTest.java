package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.model.sweep.SweepReader;
import org.junit.jupiter.api.Test;

/** The structure of sweep documents, checked as strictly as scenario files, every problem with its position. */
class SweepReaderTest {

    @Test
    void aWellFormedDocumentKeepsItsOrder() throws ScenarioException {
        SweepDocument d = SweepReader.parse(Sweeps.json(Sweeps.GRID), "t.sweep.json", null);
        assertEquals("arithmetic", d.experiment().orElseThrow());
        assertEquals(List.of("a", "b"), d.axes().stream().map(a -> a.parameter()).toList());
        assertEquals(List.of(0L, 100L), d.seeds());
        assertEquals("axes[1].values[0]", d.pathOf("b", 0));
        assertEquals("parameters.c", d.pathOf("c", 0));
    }

    @Test
    void everyStructuralProblemIsReportedInFileOrder() {
        String text = Sweeps.json("""
                {'format': 'gridbench-sweep', 'version': 2, 'experiment': 'm', 'scenario': 's.gridbench.json',
                 'parameters': {'x': [1], 'y': 1},
                 'axes': [{'parameter': 'y', 'values': [1, 1]}, {'parameter': 'z', 'values': []}],
                 'seeds': [1, 1.5], 'measure': []}
                """);
        ScenarioException e = assertThrows(ScenarioException.class, () -> SweepReader.parse(text, "t.sweep.json",
                null));
        assertEquals(List.of(
                "t.sweep.json:1:1: experiment: give exactly one of experiment (a paper's experiment) and scenario (a"
                        + " base scenario file)",
                "t.sweep.json:1:42: version: must be 1, the only supported version, found 2",
                "t.sweep.json:2:22: parameters.x: expected a string, a number or a boolean, found [1]",
                "t.sweep.json:3:25: axes[0].parameter: is also a fixed parameter; give it either in parameters or as"
                        + " an axis",
                "t.sweep.json:3:44: axes[0].values[1]: appears twice; every value of a list must differ",
                "t.sweep.json:3:78: axes[1].values: must not be empty",
                "t.sweep.json:4:15: seeds[1]: expected integer, found number",
                "t.sweep.json:4:21: measure: unknown field; allowed here: format, version, name, description,"
                        + " experiment, scenario, parameters, axes, seeds, measures"),
                e.problems().stream().map(Problem::format).toList());
    }

    /** A scenario file given as a sweep gave a problem for each of its sections, none saying what it was. */
    @Test
    void aScenarioFileIsOneProblemThatSaysWhatItIs() {
        String text = Sweeps.json("{'format': 'gridbench-scenario', 'version': 1, 'family': 'trees', 'seed': 1}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SweepReader.parse(text, "t.json", null));
        assertEquals(List.of("t.json:1:12: format: \"gridbench-scenario\" is a scenario file, not a sweep document (a"
                + " sweep names its base scenario in \"scenario\")"), e.problems().stream().map(Problem::format).toList());
    }

    @Test
    void aListOfTheWrongTypeIsOneProblem() {
        String text = Sweeps.json("{'format': 'gridbench-sweep', 'version': 1, 'experiment': 'm', 'seeds': 3}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> SweepReader.parse(text, "t.sweep.json",
                null));
        assertEquals(List.of("t.sweep.json:1:73: seeds: expected array, found integer"),
                e.problems().stream().map(Problem::format).toList());
    }

    @Test
    void textThatIsNotJsonIsOneSyntaxProblem() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> SweepReader.parse("{\"axes\": [",
                "t.sweep.json", null));
        assertEquals(1, e.problems().size());
        assertEquals(1, e.problems().get(0).line());
    }
}
