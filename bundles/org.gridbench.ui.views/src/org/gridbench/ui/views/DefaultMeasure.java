package org.gridbench.ui.views;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gridbench.sweeps.RunRecord;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The measure a sweep's chart shows until the user chooses one: the first that the finished runs do not all give the
 * same value, else the first. A trees scenario's first measure, its tasks computed, is the same in every run (all the
 * scenario's tasks are computed): a sweep of its heuristics was charted as a flat line at 600, while the fair
 * throughput the heuristics differ by was the next measure.
 */
final class DefaultMeasure {

    private DefaultMeasure() {
    }

    /** The index into {@code keys} of the first measure with two values among the runs' results, else 0. */
    static int of(List<String> keys, List<RunRecord> runs) {
        for (int i = 0; i < keys.size(); i++) {
            String key = keys.get(i);
            Set<JsonNode> values = new HashSet<>();
            for (RunRecord run : runs) {
                run.result().map(r -> r.path("measures").path(key)).filter(v -> !v.isMissingNode())
                        .ifPresent(values::add);
            }
            if (values.size() > 1) {
                return i;
            }
        }
        return 0;
    }
}
