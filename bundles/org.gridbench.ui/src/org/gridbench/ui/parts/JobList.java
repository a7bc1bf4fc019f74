package org.gridbench.ui.parts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.IJobChangeListener;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;

/**
 * The workbench's background work as the Progress view lists it: every Job from its scheduling until it ends (live
 * runs, their set-up, import previews, validation), then the last {@value #KEPT_ENDED} ended ones with how they ended.
 * Job events arrive on any thread; the list is read on the UI thread, so both sides synchronize on it. The workbench
 * starts one list when it starts, so that the view lists what ran before it was first opened.
 */
public final class JobList {

    static final int KEPT_ENDED = 10;

    /**
     * One row: the Job, its state in words, when that state began (ms, wall clock) and, once it ended, how long it ran
     * (ms; -1 while it has not ended).
     */
    record Row(Job job, String state, long since, long ran) {
    }

    private final Map<Job, Row> active = new LinkedHashMap<>();
    private final List<Row> ended = new ArrayList<>();
    private final IJobChangeListener listener = new JobChangeAdapter() {
        @Override
        public void scheduled(IJobChangeEvent event) {
            put(event.getJob(), "waiting");
        }

        @Override
        public void running(IJobChangeEvent event) {
            put(event.getJob(), "running");
        }

        @Override
        public void done(IJobChangeEvent event) {
            end(event.getJob(), event.getResult());
        }
    };

    /** A list that follows every Job from now on. */
    public static JobList started() {
        JobList jobs = new JobList();
        Job.getJobManager().addJobChangeListener(jobs.listener);
        return jobs;
    }

    private synchronized void put(Job job, String state) {
        active.put(job, new Row(job, state, System.currentTimeMillis(), -1));
    }

    private synchronized void end(Job job, IStatus result) {
        Row last = active.remove(job);
        long now = System.currentTimeMillis();
        long ran = last != null && last.state().equals("running") ? now - last.since() : 0;
        String how = result == null ? "ended" : result.getSeverity() == IStatus.CANCEL ? "cancelled"
                : result.getSeverity() == IStatus.ERROR ? "failed: " + result.getMessage() : "done";
        ended.add(0, new Row(job, how, now, ran));
        if (ended.size() > KEPT_ENDED) {
            ended.remove(ended.size() - 1);
        }
    }

    /** The Jobs going now, oldest first, then the ended ones, newest first. */
    synchronized List<Row> rows() {
        List<Row> rows = new ArrayList<>(active.values());
        rows.addAll(ended);
        return rows;
    }

    synchronized boolean isActive(Job job) {
        return active.containsKey(job);
    }
}
