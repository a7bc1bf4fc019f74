package org.gridbench.ui.editors.tests;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;

/** Small scenarios whose diagrams the controller tests check by hand, in their canonical text. */
public final class Scenarios {

    /**
     * Job J1 is a diamond: prepare (4 ticks, 2 cores, Kind1), analyseA (10 x 4, Kind1) and analyseB (6 x 2, Kind2)
     * after it, merge (2 x 1, Kind1) after both; cluster C1 has 16 Kind1 cores, C2 has 2 Kind2 cores.
     */
    public static final String DIAMOND = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 2024,
             "platform": {"ccr": 0.5, "clusters": [{"id": "C1", "cores": 16, "kind": "Kind1"},
                                                    {"id": "C2", "cores": 2, "kind": "Kind2"}]},
             "workload": {"jobs": [{"id": "J1", "arrival": 0, "tasks": [
                 {"id": "prepare", "exec": 4, "cores": 2, "kind": "Kind1"},
                 {"id": "analyseA", "exec": 10, "cores": 4, "kind": "Kind1", "after": ["prepare"]},
                 {"id": "analyseB", "exec": 6, "cores": 2, "kind": "Kind2", "after": ["prepare"]},
                 {"id": "merge", "exec": 2, "cores": 1, "kind": "Kind1", "after": ["analyseA", "analyseB"]}],
                 "valueCurve": {"vMax": 64, "dInitial": 2, "dFinal": 6}}]},
             "policy": "PVR"}
            """;

    /** P0 is the root; P1 and P2 its children; P3, P4 under P1; P5, P6 under P2. */
    public static final String TWO_LEVEL = """
            {"format": "gridbench-scenario", "version": 1, "family": "trees", "seed": 7,
             "platform": {"nodes": [{"id": "P0", "speed": 5},
                 {"id": "P1", "parent": "P0", "speed": 12, "bandwidth": 4},
                 {"id": "P2", "parent": "P0", "speed": 3, "bandwidth": 30},
                 {"id": "P3", "parent": "P1", "speed": 6, "bandwidth": 8},
                 {"id": "P4", "parent": "P1", "speed": 6, "bandwidth": 2},
                 {"id": "P5", "parent": "P2", "speed": 9, "bandwidth": 15},
                 {"id": "P6", "parent": "P2", "speed": 1, "bandwidth": 50}]},
             "applications": [{"id": "A1", "weight": 1, "flops": 30, "bytes": 2}],
             "heuristic": "LP"}
            """;

    private Scenarios() {
    }

    public static ScenarioDocument read(String text) {
        try {
            return ScenarioReader.parse(text, "test.gridbench.json");
        } catch (ScenarioException e) {
            throw new IllegalArgumentException(e.problems().toString(), e);
        }
    }

    /** The text Save would write. */
    public static String text(ScenarioDocument document) {
        return ScenarioWriter.toJson(document);
    }
}
