package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.workload.JobLevelSettings;

/**
 * The fields of the job-level workload model (Burkimsher and Indrusiak, section V, after [4]): the volume range, the
 * core counts a task may ask for and the edge factor. Given core counts must fit the largest cluster of every kind
 * tasks are drawn from; the default list keeps only the counts that fit
 * ({@link JobLevelSettings#fitting}).
 */
final class JobLevelRules {

    private JobLevelRules() {
    }

    static void check(Fields generator, List<String> kinds, Optional<Map<String, Long>> largest) {
        JobLevelSettings paper = JobLevelSettings.paper();
        double minVolume = GeneratorRules.integer(generator, "minVolume", paper.minVolume(), Bound.atLeast(1),
                GeneratorRules.INT);
        GeneratorRules.integer(generator, "maxVolume", paper.maxVolume(), Bound.atLeast("minVolume", minVolume),
                GeneratorRules.INT);
        generator.optional("coreCounts").ifPresent(counts -> {
            for (Value count : counts.array(1)) {
                count.integer(Bound.atLeast(1)).ifPresent(cores -> fits(count, cores, kinds, largest));
            }
        });
        GeneratorRules.number(generator, "edgeFactor", paper.edgeFactor(), Bound.atLeast(0));
    }

    private static void fits(Value count, long cores, List<String> kinds, Optional<Map<String, Long>> largest) {
        if (cores > Integer.MAX_VALUE) {
            count.problem(GeneratorRules.INT.rule() + ", found " + cores);
            return;
        }
        largest.ifPresent(sizes -> kinds.stream().filter(sizes::containsKey)
                .filter(kind -> cores > sizes.get(kind)).findFirst()
                .ifPresent(kind -> count.problem("must be at most the cores of the largest cluster of kind "
                        + Value.quoted(kind) + " (" + sizes.get(kind) + "), found " + cores)));
    }
}
