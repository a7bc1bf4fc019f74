package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.gridbench.model.workload.JobLevelSettings;
import org.gridbench.model.workload.VolumeSplit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** [4]'s core rule: a count c from the list with floor(ln share) <= c <= share, else the smallest; exec covers it. */
class VolumeSplitCoresTest {

    private static final List<Integer> COUNTS = JobLevelSettings.PAPER_CORE_COUNTS;

    // share, the only eligible count: 1 (ln 1 = 0), 5 (floor(ln 5) = 1, so 1 only), 10 (floor 2: 1 too few, 12 too
    // many, so the smallest, 1), 12 (floor 2: only 12 fits), 23 (floor 3: only 12)
    @ParameterizedTest
    @CsvSource({ "1, 1", "5, 1", "7, 1", "10, 1", "12, 12", "23, 12" })
    void smallSharesHaveOneChoice(int share, int cores) {
        SplittableRandom random = new SplittableRandom(share);
        for (int i = 0; i < 20; i++) {
            assertEquals(cores, VolumeSplit.cores(random, share, COUNTS));
        }
    }

    // 1000 core-minutes: floor(ln 1000) = 6, so 12, 24, 36, 64, 96 and 128 are eligible, each with probability 1/6.
    @Test
    void largeSharesChooseUniformlyAmongTheCountsThatFit() {
        SplittableRandom random = new SplittableRandom(5);
        Map<Integer, Integer> seen = new TreeMap<>();
        for (int i = 0; i < 60_000; i++) {
            seen.merge(VolumeSplit.cores(random, 1000, COUNTS), 1, Integer::sum);
        }
        assertEquals(List.of(12, 24, 36, 64, 96, 128), List.copyOf(seen.keySet()));
        seen.values().forEach(n -> assertEquals(10_000, n, 400));
    }

    // 30 core-minutes: floor(ln 30) = 3, so 12 or 24.
    @Test
    void midSharesStayOnCountsNoLargerThanTheShare() {
        SplittableRandom random = new SplittableRandom(8);
        for (int i = 0; i < 100; i++) {
            int cores = VolumeSplit.cores(random, 30, COUNTS);
            assertEquals(true, cores == 12 || cores == 24, "cores " + cores);
        }
    }

    @ParameterizedTest
    @CsvSource({ "30, 12, 3", "30, 24, 2", "7, 1, 7", "1000, 128, 8", "1024, 128, 8", "1025, 128, 9" })
    void execIsTheShareOverTheCoresRoundedUp(int share, int cores, int exec) {
        assertEquals(exec, VolumeSplit.exec(share, cores));
    }
}
