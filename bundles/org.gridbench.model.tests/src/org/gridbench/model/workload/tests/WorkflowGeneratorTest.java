package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.KindWeight;
import org.gridbench.model.workload.WorkflowGenerator;
import org.gridbench.model.workload.WorkflowSettings;
import org.junit.jupiter.api.Test;

/**
 * The per-task model of the synthetic DAGs: counts, ranges, log-uniform shapes, kind shares and acyclic exponential
 * degrees.
 */
class WorkflowGeneratorTest {

    private static final List<Integer> EXEC = Samples.TASKS.stream().map(Task::exec).toList();
    private static final List<Integer> CORES = Samples.TASKS.stream().map(Task::cores).toList();

    @Test
    void jobsHaveFiveToTwentyTasksAndReachBothEnds() {
        List<Integer> counts = Samples.JOBS.stream().map(job -> job.tasks().size()).toList();
        assertTrue(counts.stream().allMatch(n -> n >= 5 && n <= 20), counts.toString());
        assertTrue(counts.contains(5) && counts.contains(20));
    }

    @Test
    void execAndCoresStayInTheirRanges() {
        assertTrue(EXEC.stream().allMatch(e -> e >= 1 && e <= 2880));
        assertTrue(CORES.stream().allMatch(c -> c >= 1 && c <= 64));
        assertTrue(CORES.contains(64) && CORES.contains(1));
    }

    // Log-uniform on [1, 2881): the median is the geometric mean sqrt(2881) = 53.7.
    @Test
    void execMedianIsNearTheGeometricMean() {
        double median = Samples.median(EXEC);
        assertTrue(median >= 48 && median <= 60, "median " + median);
    }

    // Each decade holds ln(10) / ln(2881) = 28.9 % of a log-uniform sample; the rest, 1000 to 2880, 13.3 %.
    @Test
    void execIsSpreadEvenlyOverDecades() {
        double decade = Math.log(10) / Math.log(2881);
        assertEquals(decade, Samples.fraction(EXEC, 1, 10), 0.02);
        assertEquals(decade, Samples.fraction(EXEC, 10, 100), 0.02);
        assertEquals(decade, Samples.fraction(EXEC, 100, 1000), 0.02);
        assertEquals(1 - 3 * decade, Samples.fraction(EXEC, 1000, 2881), 0.02);
    }

    // Log-uniform on [1, 65): median sqrt(65) = 8.06; P(cores < 8) = ln 8 / ln 65 = 49.8 %.
    @Test
    void coresAreLogUniform() {
        assertEquals(8, Samples.median(CORES), 1);
        assertEquals(Math.log(8) / Math.log(65), Samples.fraction(CORES, 1, 8), 0.02);
    }

    @Test
    void eightyPercentOfTasksAreKind1() {
        long kind1 = Samples.TASKS.stream().filter(task -> task.kind().equals("Kind1")).count();
        long kind2 = Samples.TASKS.stream().filter(task -> task.kind().equals("Kind2")).count();
        assertEquals(Samples.TASKS.size(), kind1 + kind2);
        assertEquals(0.8, kind1 / (double) Samples.TASKS.size(), 0.01);
    }

    @Test
    void edgesGoFromEarlierToLaterTasksSoEveryJobIsAcyclic() {
        for (Job job : Samples.JOBS) {
            for (int i = 0; i < job.tasks().size(); i++) {
                List<Integer> predecessors = job.tasks().get(i).predecessors();
                int task = i;
                assertTrue(predecessors.stream().allMatch(p -> p >= 0 && p < task), job.id() + " " + predecessors);
                assertEquals(predecessors.size(), new HashSet<>(predecessors).size(), job.id());
            }
        }
    }

    // With 400 tasks the first 300 are rarely truncated: their out-degree has the mean 1.5 and P(0) = 1 / 2.5.
    @Test
    void outDegreeFollowsTheDiscreteExponentialLaw() {
        WorkflowSettings wide = new WorkflowSettings(400, 400, 1, 10, 1, 1, List.of(new KindWeight("Kind1", 1)), 1.5);
        int[] outDegree = new int[400];
        List<Task> tasks = new WorkflowGenerator(wide).tasks(new SplittableRandom(3));
        tasks.forEach(task -> task.predecessors().forEach(p -> outDegree[p]++));
        double mean = 0;
        int zeros = 0;
        for (int i = 0; i < 300; i++) {
            mean += outDegree[i] / 300.0;
            zeros += outDegree[i] == 0 ? 1 : 0;
        }
        assertEquals(1.5, mean, 0.2);
        assertEquals(0.4, zeros / 300.0, 0.07);
    }

    @Test
    void meanOutDegreeZeroGivesIndependentTasks() {
        WorkflowSettings none = new WorkflowSettings(5, 20, 1, 10, 1, 4, List.of(new KindWeight("Kind1", 1)), 0);
        assertTrue(new WorkflowGenerator(none).tasks(new SplittableRandom(1)).stream()
                .allMatch(task -> task.predecessors().isEmpty()));
    }

    @Test
    void kindWeightsNeedNotAddUpToOne() {
        WorkflowSettings weights = new WorkflowSettings(20, 20, 1, 1, 1, 1,
                List.of(new KindWeight("A", 3), new KindWeight("B", 1)), 1);
        long a = 0;
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 500; i++) {
            a += new WorkflowGenerator(weights).tasks(random).stream().filter(task -> task.kind().equals("A")).count();
        }
        assertEquals(0.75, a / 10000.0, 0.02);
    }

    @Test
    void settingsRefuseEmptyRanges() {
        List<KindWeight> kinds = WorkflowSettings.paper().kinds();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WorkflowSettings(5, 4, 1, 2880, 1, 64, kinds, 1.5));
        assertEquals("maxTasks must be at least 5, found 4", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new KindWeight("Kind1", 0));
    }
}
