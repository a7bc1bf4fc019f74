package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;
import org.junit.jupiter.api.Test;

/** The synthetic value curves of section V: deadlines, points and vMax proportional to core-minutes. */
class ValueCurveGeneratorTest {

    private static final List<ValueCurve> CURVES = Samples.JOBS.stream().map(Job::valueCurve).toList();

    @Test
    void deadlinesLieInThePapersRanges() {
        assertTrue(CURVES.stream().allMatch(c -> c.dInitial() >= 2 && c.dInitial() <= 4));
        assertTrue(CURVES.stream().allMatch(c -> c.dFinal() >= 6 && c.dFinal() <= 10));
        assertEquals(3, CURVES.stream().mapToDouble(ValueCurve::dInitial).average().orElseThrow(), 0.05);
        assertEquals(8, CURVES.stream().mapToDouble(ValueCurve::dFinal).average().orElseThrow(), 0.1);
    }

    @Test
    void fiveToTenPointsStrictlyBetweenTheDeadlinesNeverIncreasing() {
        for (ValueCurve curve : CURVES) {
            assertTrue(curve.points().size() >= 5 && curve.points().size() <= 10, curve.toString());
            double slr = curve.dInitial();
            double value = curve.vMax();
            for (ValueCurve.Point point : curve.points()) {
                assertTrue(point.slr() > slr && point.slr() < curve.dFinal(), curve.toString());
                assertTrue(point.value() <= value && point.value() > 0, curve.toString());
                slr = point.slr();
                value = point.value();
            }
        }
        assertTrue(CURVES.stream().anyMatch(c -> c.points().size() == 5));
        assertTrue(CURVES.stream().anyMatch(c -> c.points().size() == 10));
    }

    @Test
    void vMaxIsTheCoreMinutesOfTheJob() {
        for (Job job : Samples.JOBS) {
            long coreMinutes = job.tasks().stream().mapToLong(task -> (long) task.exec() * task.cores()).sum();
            assertEquals(coreMinutes, job.valueCurve().vMax(), 0, job.id());
        }
    }

    @Test
    void valueDensityScalesVMax() {
        List<Task> tasks = List.of(new Task("a", 10, 4, "Kind1", List.of()), new Task("b", 3, 2, "Kind2", List.of(0)));
        ValueCurveSettings paper = ValueCurveSettings.paper();
        ValueCurveSettings dense = new ValueCurveSettings(2, 4, 6, 10, 5, 10, 2.5);
        assertEquals(46, new ValueCurveGenerator(paper).curve(tasks, new SplittableRandom(1)).vMax());
        assertEquals(115, new ValueCurveGenerator(dense).curve(tasks, new SplittableRandom(1)).vMax());
    }

    @Test
    void zeroPointsGiveAStraightFallToTheFinalDeadline() {
        ValueCurveSettings bare = new ValueCurveSettings(2, 2, 6, 6, 0, 0, 1);
        ValueCurve curve = new ValueCurveGenerator(bare).curve(List.of(new Task("a", 1, 1, "Kind1", List.of())),
                new SplittableRandom(1));
        assertEquals(new ValueCurve(1, 2, 6, List.of()), curve);
    }
}
