package org.gridbench.experiments.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

import org.gridbench.kernel.events.EventQueue;
import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;

/**
 * The classic hold model (Jones, CACM 1986): keep N events pending; each hold removes the earliest
 * and schedules one at its time plus an Exp(1) increment. Measures holds per second of the kernel's
 * {@link EventQueue} against a {@link PriorityQueue} of small objects, the way a PriorityQueue-based
 * simulator allocates one per scheduled event. Both sides consume the same draws and must pop the
 * same times, checked through a checksum that also keeps the work alive.
 */
public final class HoldModelBenchmark {
    private static final int TRIALS = 5;
    private static final double TARGET_TRIAL_SECONDS = 0.4;
    private static final long MIN_HOLDS = 1 << 20;
    private static final Object PAYLOAD = new Object();

    public record Row(int n, double kernelEventsPerSecond, double baselineEventsPerSecond) {
        public double ratio() {
            return kernelEventsPerSecond / baselineEventsPerSecond;
        }
    }

    private record Pending(double time, long sequence) implements Comparable<Pending> {
        @Override
        public int compareTo(Pending other) {
            int byTime = Double.compare(time, other.time);
            return byTime != 0 ? byTime : Long.compare(sequence, other.sequence);
        }
    }

    private record Trial(long nanos, double checksum) {
    }

    private HoldModelBenchmark() {
    }

    public static List<Row> run(int[] sizes, long seed) {
        List<Row> rows = new ArrayList<>();
        for (int n : sizes) {
            rows.add(measure(n, seed));
        }
        return rows;
    }

    public static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| N | kernel events/s | PriorityQueue events/s | ratio |\n");
        out.append("|---:|---:|---:|---:|\n");
        for (Row row : rows) {
            out.append(String.format(Locale.ROOT, "| %,d | %,.0f | %,.0f | %.2f |\n",
                    row.n(), row.kernelEventsPerSecond(), row.baselineEventsPerSecond(), row.ratio()));
        }
        return out.toString();
    }

    // Warm up both sides, size the trials from the kernel's warm-up speed, then alternate timed trials.
    private static Row measure(int n, long seed) {
        kernel(n, MIN_HOLDS, seed);
        baseline(n, MIN_HOLDS, seed);
        Trial calibration = kernel(n, MIN_HOLDS, seed);
        baseline(n, MIN_HOLDS, seed);
        long holds = Math.max(MIN_HOLDS, (long) (MIN_HOLDS * TARGET_TRIAL_SECONDS * 1e9 / calibration.nanos()));
        double[] kernelRates = new double[TRIALS];
        double[] baselineRates = new double[TRIALS];
        for (int trial = 0; trial < TRIALS; trial++) {
            Trial kernel = kernel(n, holds, seed);
            Trial baseline = baseline(n, holds, seed);
            if (kernel.checksum() != baseline.checksum()) {
                throw new IllegalStateException("kernel and baseline popped different times at N = " + n);
            }
            kernelRates[trial] = holds * 1e9 / kernel.nanos();
            baselineRates[trial] = holds * 1e9 / baseline.nanos();
        }
        return new Row(n, median(kernelRates), median(baselineRates));
    }

    private static Trial kernel(int n, long holds, long seed) {
        SplittableRandom random = increments(seed);
        EventQueue<Object> queue = new EventQueue<>(n);
        for (int i = 0; i < n; i++) {
            queue.add(Distributions.exponential(random, 1.0), PAYLOAD);
        }
        double checksum = 0;
        long start = System.nanoTime();
        for (long hold = 0; hold < holds; hold++) {
            double time = queue.peekTime();
            queue.poll();
            checksum += time;
            queue.add(time + Distributions.exponential(random, 1.0), PAYLOAD);
        }
        return new Trial(System.nanoTime() - start, checksum);
    }

    private static Trial baseline(int n, long holds, long seed) {
        SplittableRandom random = increments(seed);
        PriorityQueue<Pending> queue = new PriorityQueue<>(n);
        long sequence = 0;
        for (int i = 0; i < n; i++) {
            queue.add(new Pending(Distributions.exponential(random, 1.0), sequence++));
        }
        double checksum = 0;
        long start = System.nanoTime();
        for (long hold = 0; hold < holds; hold++) {
            double time = queue.poll().time();
            checksum += time;
            queue.add(new Pending(time + Distributions.exponential(random, 1.0), sequence++));
        }
        return new Trial(System.nanoTime() - start, checksum);
    }

    private static SplittableRandom increments(long seed) {
        return new RandomStreams(seed).fresh("hold-increments");
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
