package org.gridbench.model.workload;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;

/**
 * Draws synthetic value curves (Burkimsher and Indrusiak, section V and Algorithm 1). Generated and imported
 * workflows get their curves here, so both follow the same rules.
 */
public final class ValueCurveGenerator {

    private final ValueCurveSettings settings;

    public ValueCurveGenerator(ValueCurveSettings settings) {
        this.settings = settings;
    }

    // Section V: vMax proportional to core-minutes (1 tick = 1 minute), the same value density for every job.
    public double vMax(List<Task> tasks) {
        return settings.valueDensity() * coreMinutes(tasks);
    }

    /** Sum of exec x cores over the tasks: the core-minutes the job consumes. */
    public static long coreMinutes(List<Task> tasks) {
        return tasks.stream().mapToLong(Task::work).sum();
    }

    // Section V: D_initial and D_final uniform in their ranges, then k random non-increasing points between them.
    public ValueCurve curve(List<Task> tasks, SplittableRandom random) {
        double vMax = vMax(tasks);
        double dInitial = Draws.uniform(random, settings.minDInitial(), settings.maxDInitial());
        double dFinal = Draws.uniform(random, settings.minDFinal(), settings.maxDFinal());
        int count = Draws.uniformInt(random, settings.minPoints(), settings.maxPoints());
        TreeSet<Double> slrs = new TreeSet<>();
        while (slrs.size() < count) {
            slrs.add(dInitial + (dFinal - dInitial) * Draws.openUnit(random));
        }
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            values[i] = vMax * Draws.openUnit(random);
        }
        Arrays.sort(values);
        List<ValueCurve.Point> points = new ArrayList<>(count);
        int i = count;
        for (double slr : slrs) {
            points.add(new ValueCurve.Point(slr, values[--i]));
        }
        return new ValueCurve(vMax, dInitial, dFinal, points);
    }
}
