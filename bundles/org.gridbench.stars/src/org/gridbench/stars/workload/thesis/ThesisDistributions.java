package org.gridbench.stars.workload.thesis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The distributions of the thesis's site-level workload (Celaya, section 8.2), shipped with this bundle as our own
 * files derived from the thesis's public simulator (each file's header names its source): think and break times,
 * batch widths, times between the submissions of a batch, repeats of an application, the applications and the
 * memory of the tasks whose memory the applications do not give.
 */
public record ThesisDistributions(EmpiricalCdf thinkTime, EmpiricalCdf breakTime, EmpiricalCdf batchWidth,
        EmpiricalCdf interBatchTime, EmpiricalCdf jobRepeat, EmpiricalCdf taskMemory, ApplicationTable applications) {

    private static final class Shipped {
        static final ThesisDistributions INSTANCE = new ThesisDistributions(cdf("think-time.csv"),
                cdf("break-time.csv"), cdf("batch-width.csv"), cdf("inter-batch-time.csv"), cdf("job-repeat.csv"),
                cdf("task-memory.csv"), applicationTable());
    }

    /** The files shipped in this package, read once. */
    public static ThesisDistributions shipped() {
        return Shipped.INSTANCE;
    }

    private static EmpiricalCdf cdf(String file) {
        List<double[]> rows = rows(file, 2);
        double[] values = new double[rows.size()];
        double[] probabilities = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            values[i] = rows.get(i)[0];
            probabilities[i] = rows.get(i)[1];
        }
        return new EmpiricalCdf(values, probabilities);
    }

    private static ApplicationTable applicationTable() {
        List<double[]> rows = rows("applications.csv", 4);
        int n = rows.size();
        double[] length = new double[n];
        int[] tasks = new int[n];
        int[] memory = new int[n];
        long[] counts = new long[n];
        for (int i = 0; i < n; i++) {
            double[] row = rows.get(i);
            length[i] = row[0];
            tasks[i] = (int) row[1];
            memory[i] = (int) row[2];
            counts[i] = (long) row[3];
        }
        return new ApplicationTable(length, tasks, memory, counts);
    }

    /** The numeric rows of a shipped CSV file: '#' lines are comments, the first other line is the header. */
    private static List<double[]> rows(String file, int columns) {
        InputStream in = ThesisDistributions.class.getResourceAsStream(file);
        if (in == null) {
            throw new IllegalStateException("the bundle lacks its data file " + file);
        }
        List<double[]> rows = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            boolean header = true;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] fields = line.split(",");
                if (fields.length != columns) {
                    throw new IllegalStateException(file + ": expected " + columns + " fields in '" + line + "'");
                }
                double[] row = new double[columns];
                for (int c = 0; c < columns; c++) {
                    row[c] = Double.parseDouble(fields[c]);
                }
                rows.add(row);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(file, e);
        }
        return rows;
    }
}
