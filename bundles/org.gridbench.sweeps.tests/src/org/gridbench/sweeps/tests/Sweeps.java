package org.gridbench.sweeps.tests;

import java.util.Map;

import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.SweepPlanner;

/** Sweep documents written in tests with single quotes for readability. */
final class Sweeps {

    private Sweeps() {
    }

    static String json(String singleQuoted) {
        return singleQuoted.replace('\'', '"');
    }

    static SweepPlan plan(String singleQuoted, SweepExperiment experiment) throws ScenarioException {
        return SweepPlanner.plan(SweepReader.parse(json(singleQuoted), "t.sweep.json", null), experiment, Map.of(),
                Map.of());
    }

    /** a over 1, 2, 13 and b over 10, 20, with seeds 0 and 100: 12 runs, the four with a = 13 failing. */
    static final String GRID = """
            {'format': 'gridbench-sweep', 'version': 1, 'experiment': 'arithmetic',
             'axes': [{'parameter': 'a', 'values': [1, 2, 13]}, {'parameter': 'b', 'values': [10, 20]}],
             'seeds': [0, 100]}
            """;
}
