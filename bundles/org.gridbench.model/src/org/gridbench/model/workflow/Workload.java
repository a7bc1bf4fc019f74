package org.gridbench.model.workflow;

import java.util.Comparator;
import java.util.List;

/** The jobs a market run submits, ordered by arrival (ties keep their given order). */
public record Workload(List<Job> jobs) {

    public Workload {
        jobs = jobs.stream().sorted(Comparator.comparingLong(Job::arrival)).toList();
    }

    public long taskCount() {
        return jobs.stream().mapToLong(j -> j.tasks().size()).sum();
    }
}
