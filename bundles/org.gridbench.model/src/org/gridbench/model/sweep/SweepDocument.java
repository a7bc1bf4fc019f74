package org.gridbench.model.sweep;

import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.internal.json.Position;
import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.model.scenario.Problem;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A well-formed sweep document ({@code *.sweep.json}): a paper's experiment or a base scenario, fixed parameters,
 * axes, seeds and measures. What the values mean is checked by the experiment that runs them, which places its
 * problems with {@link #problemAt}.
 *
 * @param experiment the id of a contributed experiment, or empty with a base scenario
 * @param scenario the base scenario as written in the document (relative to its folder), or empty
 * @param parameters fixed values, in document order
 * @param axes outermost first
 * @param seeds the seeds every point of the axes runs with; empty: the experiment's own seed
 * @param measures the measures to collect; empty: all the experiment reports
 */
public record SweepDocument(String source, Path file, Optional<String> experiment, Optional<String> scenario,
        Map<String, JsonNode> parameters, List<SweepAxis> axes, List<Long> seeds, List<String> measures,
        LocatedTree tree) {

    /** The most runs a sweep may have: every run's point is planned, kept and written before any runs. */
    public static final long MAX_RUNS = 1_000_000;
    /**
     * The heap a planned run takes (its parameters, id and record), with the quarter the check keeps back: {@code
     * validate} planned 10^6 market runs at -Xmx1440m (1,280 MiB reported, 75 % of it 1,007 bytes a run) and not at
     * -Xmx1312m (docs/performance.md, "Heap per item: a sweep's plan and FSP").
     */
    static final long BYTES_PER_RUN = 1_000;

    public SweepDocument {
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        axes = List.copyOf(axes);
        seeds = List.copyOf(seeds);
        measures = List.copyOf(measures);
    }

    /** What the sweep runs, as the messages name it: its experiment's id, or "scenario " and its base as written. */
    public String subject() {
        return scenario.map(base -> "scenario " + base).orElseGet(() -> experiment.orElse(""));
    }

    /** A problem placed at a field of this document, like {@code axes[1].values[0]} or {@code parameters.jobs}. */
    public Problem problemAt(String fieldPath, String message) {
        Position at = tree.valueAt(fieldPath);
        return new Problem(source, at.line(), at.column(), FieldPath.display(fieldPath), message);
    }

    /** The path of the i-th value of the axis over {@code parameter}; of the fixed parameter when it is not an axis. */
    public String pathOf(String parameter, int valueIndex) {
        for (int a = 0; a < axes.size(); a++) {
            if (axes.get(a).parameter().equals(parameter)) {
                return "axes[" + a + "].values[" + valueIndex + "]";
            }
        }
        return FieldPath.child("parameters", parameter);
    }

    /** Empty when a sweep of {@code runs} runs may be planned; else why not (docs/limits.md). */
    public static Optional<String> sizeRefusal(long runs) {
        return sizeRefusal(runs, HeapLimits.usable());
    }

    /** As {@link #sizeRefusal(long)} with {@code usable} bytes of heap, for tests that compute the limit by hand. */
    public static Optional<String> sizeRefusal(long runs, long usable) {
        if (runs > MAX_RUNS) {
            return Optional.of(String.format(Locale.ROOT, "%,d runs are more than the %,d a sweep may have", runs,
                    MAX_RUNS));
        }
        return HeapLimits.refusal(runs, "sweep runs", BYTES_PER_RUN, usable);
    }
}
