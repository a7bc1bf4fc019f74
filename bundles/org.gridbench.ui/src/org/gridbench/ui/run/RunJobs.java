package org.gridbench.ui.run;

import java.util.concurrent.Executor;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

/**
 * Runs a live run's commands as Eclipse Jobs, one at a time in the order given (they share one scheduling rule, and
 * a Job never overtakes one it conflicts with); cancelling the Job that runs the simulation pauses it.
 */
final class RunJobs implements Executor {

    /** The rule no two of these Jobs hold at once. */
    private static final class OneAtATime implements ISchedulingRule {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    }

    private final String name;
    private final ISchedulingRule rule = new OneAtATime();
    private volatile Runnable onCancel = () -> { };

    RunJobs(String name) {
        this.name = name;
    }

    /** What a cancel of the running Job does: pause the run. */
    void onCancel(Runnable action) {
        onCancel = action;
    }

    @Override
    public void execute(Runnable command) {
        Job job = new Job(name) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                monitor.beginTask(name, IProgressMonitor.UNKNOWN);
                command.run();
                monitor.done();
                return Status.OK_STATUS;
            }

            @Override
            protected void canceling() {
                onCancel.run();
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == RunSession.JOB_FAMILY;
            }
        };
        job.setRule(rule);
        job.setSystem(true);
        job.schedule();
    }
}
