package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.JobLevelGenerator;
import org.gridbench.model.workload.JobLevelSettings;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveSettings;
import org.junit.jupiter.api.Test;

/** Reproducibility: the same seed gives the same jobs, and job i does not depend on how many jobs are drawn. */
class SyntheticWorkloadTest {

    private static SyntheticWorkload paper(long seed) {
        return new SyntheticWorkload(GeneratorSettings.paper(), new RandomStreams(seed));
    }

    @Test
    void sameSeedGivesTheSameWorkload() {
        assertEquals(paper(42).jobs(50), paper(42).jobs(50));
    }

    @Test
    void anotherSeedGivesAnotherWorkload() {
        assertNotEquals(paper(42).jobs(50), paper(43).jobs(50));
    }

    @Test
    void jobIIsTheSameWhateverTheNumberOfJobs() {
        List<Job> few = paper(42).jobs(10);
        List<Job> many = paper(42).jobs(300);
        assertEquals(few, many.subList(0, 10));
        assertEquals(many.get(250), paper(42).job(250));
    }

    @Test
    void jobsAreNamedInOrderAndArriveAtZeroUntilPlaced() {
        List<Job> jobs = paper(1).jobs(3);
        assertEquals(List.of("J1", "J2", "J3"), jobs.stream().map(Job::id).toList());
        assertEquals(List.of(0L, 0L, 0L), jobs.stream().map(Job::arrival).toList());
        assertEquals("T1", jobs.get(0).tasks().get(0).id());
    }

    @Test
    void otherCurveRulesLeaveTheDagsAlone() {
        ValueCurveSettings urgent = new ValueCurveSettings(1, 1.5, 2, 3, 1, 2, 3);
        SyntheticWorkload other = new SyntheticWorkload(GeneratorSettings.paper().withValueCurves(urgent),
                new RandomStreams(42));
        List<Job> paperJobs = paper(42).jobs(20);
        List<Job> otherJobs = other.jobs(20);
        for (int i = 0; i < 20; i++) {
            assertEquals(paperJobs.get(i).tasks(), otherJobs.get(i).tasks());
            assertNotEquals(paperJobs.get(i).valueCurve(), otherJobs.get(i).valueCurve());
        }
    }

    /** A bound of 2^31 - 1 tasks (the validator's largest) is drawn; its + 1 overflowed an int and failed inside. */
    @Test
    void aTaskCountUpToTheLargestIntIsDrawnUniformly() {
        JobLevelSettings paper = JobLevelSettings.paper();
        JobLevelGenerator widest = new JobLevelGenerator(new JobLevelSettings(Integer.MAX_VALUE - 1,
                Integer.MAX_VALUE, paper.minVolume(), Integer.MAX_VALUE, paper.coreCounts(), paper.kinds(),
                paper.edgeFactor()));
        SplittableRandom random = new SplittableRandom(1);
        TreeSet<Integer> drawn = new TreeSet<>();
        for (int i = 0; i < 100; i++) {
            drawn.add(widest.taskCount(random, Integer.MAX_VALUE));
        }
        assertEquals(List.of(Integer.MAX_VALUE - 1, Integer.MAX_VALUE), List.copyOf(drawn));
    }
}
