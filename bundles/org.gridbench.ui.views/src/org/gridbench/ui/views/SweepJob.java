package org.gridbench.ui.views;

import java.io.IOException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.engine.Assembler;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepDriver;

/**
 * A sweep run from the workbench: the command line's driver on the chosen executor, writing each run file as it
 * finishes, then the same files {@code ./gridbench sweep run} assembles. Cancel interrupts the driver, which stops
 * at once; runs in flight are lost and the rest are resumed by running the sweep again.
 */
final class SweepJob extends Job {

    private static final String PLUGIN = "org.gridbench.ui.views";

    private final SweepResults results;
    private final SweepTarget target;
    private final PluginInstaller plugins;
    private final Consumer<String> log;
    private volatile Thread worker;
    private volatile boolean cancelled;

    SweepJob(SweepResults results, SweepTarget target, PluginInstaller plugins, Consumer<String> log) {
        super("Sweep " + results.file().getFileName() + " on " + target.describe());
        this.results = results;
        this.target = target;
        this.plugins = plugins;
        this.log = log;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        worker = Thread.currentThread();
        SweepTarget.Opened opened;
        try {
            opened = target.open(plugins, log);
        } catch (RuntimeException e) {
            results.say("sweep: cannot run on " + target.describe() + ": " + e.getMessage());
            return Status.error(results.progress());
        }
        try {
            new SweepDriver(results.sweep().plan(), results.sweep().experiment(), results.files(), log)
                    .observedBy(results).run(opened.executor(), Shard.WHOLE, false);
            Assembler.assemble(results.files(), results.sweep().plan(), results.sweep().experiment(),
                    new ReportOptions(false, opened.executor().slots()));
            results.say(results.progress() + "; results written to " + results.files().folder().getFileName());
            log.accept("sweep: wrote the results of " + results.file().getFileName() + " to "
                    + results.files().folder());
            return Status.OK_STATUS;
        } catch (InterruptedException | IOException | Assembler.Incomplete | RuntimeException e) {
            // Cancel may interrupt a run file's write, which then leaves the file as it was (AtomicFiles)
            if (cancelled) {
                results.say(results.progress() + "; cancelled: Resume runs the rest");
                return Status.CANCEL_STATUS;
            }
            results.say("sweep: " + e.getMessage() + (e.getCause() == null ? "" : ": " + e.getCause()));
            return new Status(IStatus.ERROR, PLUGIN, results.progress(), e);
        } finally {
            opened.close().run();
            worker = null;
            Thread.interrupted();
        }
    }

    @Override
    protected void canceling() {
        cancelled = true;
        Thread running = worker;
        if (running != null) {
            running.interrupt();
        }
    }
}
