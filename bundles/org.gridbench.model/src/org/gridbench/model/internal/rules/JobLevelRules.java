package org.gridbench.model.internal.rules;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.workload.JobLevelGenerator;
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

    /** Checks the job-level fields and returns the most core-minutes a job of theirs can hold. */
    static double check(Fields generator, List<String> kinds, Optional<Map<String, Long>> largest, double maxTasks) {
        JobLevelSettings paper = JobLevelSettings.paper();
        double minVolume = GeneratorRules.integer(generator, "minVolume", paper.minVolume(), Bound.atLeast(1),
                GeneratorRules.INT);
        double maxVolume = GeneratorRules.integer(generator, "maxVolume", paper.maxVolume(),
                Bound.atLeast("minVolume", minVolume), GeneratorRules.INT);
        long largestCount = Collections.max(paper.coreCounts());
        Optional<Value> given = generator.optional("coreCounts");
        if (given.isPresent()) {
            largestCount = 1;
            for (Value count : given.get().array(1)) {
                Optional<Long> cores = count.integer(Bound.atLeast(1));
                cores.ifPresent(c -> fits(count, c, kinds, largest));
                largestCount = Math.max(largestCount, cores.orElse(1L));
            }
        }
        GeneratorRules.number(generator, "edgeFactor", paper.edgeFactor(), Bound.atLeast(0));
        return JobLevelGenerator.largestCoreMinutes(maxTasks, maxVolume, largestCount);
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
