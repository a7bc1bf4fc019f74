package org.gridbench.model.workload;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * How the job-level model turns a job's volume into tasks (Burkimsher et al. [4]): the volume is cut at distinct
 * uniform points into one positive share per task, and each share gets a core count from a fixed list and the
 * execution time that covers it.
 */
public final class VolumeSplit {

    private VolumeSplit() {
    }

    /**
     * {@code count} positive integer shares summing to {@code volume}: the gaps between 0, {@code count - 1} distinct
     * cut points drawn uniformly from 1 .. volume - 1 (Floyd's subset sampling), and volume, so every composition of
     * the volume into {@code count} parts is equally likely.
     */
    public static int[] shares(SplittableRandom random, int volume, int count) {
        if (count < 1 || volume < count) {
            throw new IllegalArgumentException("cannot split " + volume + " into " + count + " positive shares");
        }
        Set<Integer> cuts = new HashSet<>();
        for (int top = volume - count + 1; top <= volume - 1; top++) {
            int pick = Draws.uniformInt(random, 1, top);
            cuts.add(cuts.contains(pick) ? top : pick);
        }
        int[] points = new int[count + 1];
        int i = 1;
        for (int cut : cuts) {
            points[i++] = cut;
        }
        points[count] = volume;
        Arrays.sort(points, 1, count);
        int[] shares = new int[count];
        for (int k = 0; k < count; k++) {
            shares[k] = points[k + 1] - points[k];
        }
        return shares;
    }

    /**
     * [4]'s core rule: uniform among the counts c with floor(ln share) <= c <= share, else the smallest count; so a
     * large share is spread over many cores and a small one stays on few.
     */
    public static int cores(SplittableRandom random, int share, List<Integer> coreCounts) {
        double least = Math.floor(Math.log(share));
        int[] eligible = coreCounts.stream().mapToInt(Integer::intValue).filter(c -> c <= share && c >= least)
                .toArray();
        if (eligible.length == 0) {
            return coreCounts.stream().mapToInt(Integer::intValue).min().orElseThrow();
        }
        return eligible[Draws.uniformInt(random, 0, eligible.length - 1)];
    }

    /** The execution time in ticks (minutes) that covers a share on its cores: ceil(share / cores). */
    public static int exec(int share, int cores) {
        return (int) ((share + (long) cores - 1) / cores);
    }
}
