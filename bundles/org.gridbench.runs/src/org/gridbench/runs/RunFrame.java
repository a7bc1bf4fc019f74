package org.gridbench.runs;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What live views show of a run at one instant: built on the simulation's thread, immutable, handed to the UI.
 *
 * @param time simulated time (seconds; market: ticks)
 * @param events events processed so far
 * @param decisions scheduling decisions so far (market: placements by an auction)
 * @param metrics the family's headline measures at this instant, by name, in display order
 * @param detail the family's own snapshot
 */
public record RunFrame(double time, long events, long decisions, Map<String, Double> metrics,
        FamilySnapshot detail) {

    public RunFrame {
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }

    /** This frame without its family's state (a STaRS one holds a number per node), as a chart's history keeps it. */
    public RunFrame measuresOnly() {
        return new RunFrame(time, events, decisions, metrics, new FamilySnapshot.Dropped());
    }
}
