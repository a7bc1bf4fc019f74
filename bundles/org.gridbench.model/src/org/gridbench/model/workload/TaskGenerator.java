package org.gridbench.model.workload;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.Task;

/** Draws the tasks of one synthetic workflow, named T1, T2, ..., every edge from a task to a later one. */
public sealed interface TaskGenerator permits WorkflowGenerator, JobLevelGenerator {

    List<Task> tasks(SplittableRandom random);
}
