package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import org.gridbench.model.workflow.Task;
import org.gridbench.stars.workflow.RelativePriority;
import org.gridbench.stars.workflow.SequenceDecomposition;
import org.gridbench.stars.workflow.Submission;
import org.gridbench.stars.workflow.TaskDeadlines;
import org.gridbench.stars.workflow.Window;
import org.gridbench.stars.workflow.WorkflowDag;
import org.gridbench.stars.workflow.WorkflowModels;
import org.junit.jupiter.api.Test;

/**
 * Algorithm 6.1 and the submission stages of section 6.1.1 on hand-worked DAGs. The small DAG: a(2) -> b(3) -> d(4)
 * -> f(1), a -> c(1) -> d, c -> e(2) -> f. Its longest path is a b d f (10); c cannot lead into e because c has an
 * extracted successor, d, so e (2) is extracted alone, then c.
 */
class SequenceDecompositionTest {

    private static final double EPS = 1e-12;

    private static WorkflowDag small() {
        return WorkflowDag.builder().task("a", 2).task("b", 3).task("c", 1).task("d", 4).task("e", 2).task("f", 1)
                .edge("a", "b").edge("a", "c").edge("b", "d").edge("c", "d").edge("c", "e").edge("d", "f")
                .edge("e", "f").build();
    }

    @Test
    void theSmallDagDecomposesIntoThreeSequencesInThreeStages() {
        SequenceDecomposition d = SequenceDecomposition.of(small());
        assertEquals(List.of("a b d f", "e", "c"), names(d));
        // e gets its deadline from f (sequence 0); c its startline from a and its deadline from d and e
        assertArrayEquals(new int[] {0}, d.sources(1));
        assertArrayEquals(new int[] {0, 1}, d.sources(2));
        assertArrayEquals(new int[] {1, 2, 3}, new int[] {d.stage(0), d.stage(1), d.stage(2)});
        assertEquals(3, d.width());
        assertEquals(10, d.dag().minimumLength(), EPS);
        assertEquals(13, d.dag().totalLength(), EPS);
        assertEquals(10, d.length(0), EPS);
    }

    @Test
    void fig813ForkJoinIsOneLongSequenceAndEightSingleTasksInTwoStages() {
        SequenceDecomposition d = SequenceDecomposition.of(WorkflowModels.forkJoin(WorkflowModels.FIGURE_8_13_BRANCHES,
                5));
        assertEquals(10, d.dag().size());
        assertEquals(List.of("fork t1 join", "t2", "t3", "t4", "t5", "t6", "t7", "t8"), names(d));
        assertEquals(2, d.width());
        assertEquals(15, d.dag().minimumLength(), EPS);
        assertEquals(50, d.dag().totalLength(), EPS);
        // section 8.6.2: maximum speed-up 3.3, total over minimum length
        assertEquals(3.3, d.dag().totalLength() / d.dag().minimumLength(), 0.05);
    }

    @Test
    void aLargerForkJoinStillTakesTwoStages() {
        SequenceDecomposition d = SequenceDecomposition.of(WorkflowModels.forkJoin(30, 1));
        assertEquals(30, d.count());
        assertEquals(2, d.width());
        assertEquals(3, d.dag().minimumLength(), EPS);
        assertEquals(32, d.dag().totalLength(), EPS);
    }

    @Test
    void fig814LaplaceDecomposesIntoThreeSequencesInThreeStages() {
        SequenceDecomposition d = SequenceDecomposition.of(WorkflowModels.laplace(WorkflowModels.FIGURE_8_14_SIDE, 1));
        assertEquals(9, d.dag().size());
        // the top row and right column, then the left column and bottom row, then the centre
        assertEquals(List.of("r0c0 r0c1 r0c2 r1c2 r2c2", "r1c0 r2c0 r2c1", "r1c1"), names(d));
        assertEquals(3, d.width());
        assertEquals(5, d.dag().minimumLength(), EPS);
        assertEquals(9, d.dag().totalLength(), EPS);
        assertEquals(1.8, d.dag().totalLength() / d.dag().minimumLength(), EPS);
    }

    @Test
    void aLargerLaplaceNeedsMoreStages() {
        // 4 x 4: after the top row and right column, the longest eligible path starts at r1c0 (r1c1 and r1c2 depend
        // on extracted tasks, so only the first task may be in row 1; column 2 may only end a path); the four tasks
        // left each touch extracted tasks both ways and go alone, r1c2 waiting for r1c1 and r2c2 for r1c2
        SequenceDecomposition d = SequenceDecomposition.of(WorkflowModels.laplace(4, 1));
        assertEquals(List.of("r0c0 r0c1 r0c2 r0c3 r1c3 r2c3 r3c3", "r1c0 r2c0 r2c1 r3c1 r3c2", "r1c1", "r1c2", "r2c2",
                "r3c0"), names(d));
        int[] stages = new int[d.count()];
        for (int s = 0; s < stages.length; s++) {
            stages[s] = d.stage(s);
        }
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 3}, stages);
        assertEquals(5, d.width());
        assertEquals(7, d.dag().minimumLength(), EPS);
        assertEquals(16, d.dag().totalLength(), EPS);
    }

    @Test
    void aCycleIsRejectedNamingItsTasks() {
        WorkflowDag.Builder cyclic = WorkflowDag.builder().task("a", 1).task("b", 1).task("c", 1).task("d", 1)
                .edge("a", "b").edge("b", "c").edge("c", "a").edge("d", "a");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, cyclic::build);
        assertEquals("dependencies form a cycle: b -> c -> a -> b", e.getMessage());
        IllegalArgumentException self = assertThrows(IllegalArgumentException.class,
                () -> WorkflowDag.builder().task("x", 1).task("y", 1).edge("x", "y").edge("y", "y").build());
        assertEquals("dependencies form a cycle: y -> y", self.getMessage());
    }

    @Test
    void aModelJobBecomesAWorkflowOfItsWork() {
        // x: 2 ticks on 1 core, y: 3 ticks on 2 cores after x; 10 MFLOP per core-tick
        List<Task> tasks = List.of(new Task("x", 2, 1, "cpu", List.of()), new Task("y", 3, 2, "cpu", List.of(0)));
        WorkflowDag dag = WorkflowDag.fromModel(tasks, 10);
        assertEquals(20, dag.length(0), EPS);
        assertEquals(60, dag.length(1), EPS);
        assertArrayEquals(new int[] {0}, dag.predecessors(1));
        assertEquals(80, dag.minimumLength(), EPS);
        assertEquals(List.of("x y"), names(SequenceDecomposition.of(dag)));
    }

    @Test
    void sequencesGetTheirWindowsAsTheSequencesTheyDependOnAreAllocated() {
        Submission submission = new Submission(SequenceDecomposition.of(small()), 0, 100);
        assertEquals(List.of(0), submission.ready());
        assertEquals(new Window(0, 100), submission.window(0));
        assertThrows(IllegalStateException.class, () -> submission.window(2));
        // a b d f on an idle node of speed 1: expected to finish at 2, 5, 9, 10; deadlines back from 100 are 92, 95,
        // 99, 100, so the latest starts are 90, 92, 95, 99
        double[] deadlines = TaskDeadlines.backwards(new double[] {2, 3, 4, 1}, 1, 100);
        assertArrayEquals(new double[] {92, 95, 99, 100}, deadlines, EPS);
        submission.allocate(0, new double[] {2, 5, 9, 10}, new double[] {90, 92, 95, 99});
        assertEquals(List.of(1), submission.ready());
        // e: no allocated predecessor, must end before f's latest start, 99
        assertEquals(new Window(0, 99), submission.window(1));
        // e on an idle node of speed 2: 1 s, expected to finish at 1, deadline 99, so it must start by 98
        submission.allocate(1, new double[] {1}, new double[] {98});
        assertEquals(List.of(2), submission.ready());
        // c: after a's expected finish 2, before d's latest start 95 and e's 98
        assertEquals(new Window(2, 95), submission.window(2));
        submission.allocate(2, new double[] {3}, new double[] {94});
        assertTrue(submission.ready().isEmpty());
        assertTrue(submission.complete());
    }

    @Test
    void theRelativePriorityGivesTheDeadline() {
        // 900 MFLOP on a 10 MFLOPS submission node: 90 s alone; W = 1.2 leaves 75 s
        WorkflowDag laplace = WorkflowModels.laplace(3, 100);
        assertEquals(1075, RelativePriority.deadline(laplace, 1000, 10, 1.2), EPS);
        assertEquals(List.of(1.1, 1.2, 1.3, 1.4), RelativePriority.TESTED);
    }

    private static List<String> names(SequenceDecomposition d) {
        return IntStream.range(0, d.count())
                .mapToObj(s -> String.join(" ", Arrays.stream(d.sequence(s)).mapToObj(d.dag()::id).toList())).toList();
    }
}
