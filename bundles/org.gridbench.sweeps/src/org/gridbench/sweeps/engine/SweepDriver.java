package org.gridbench.sweeps.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.gridbench.model.scenario.Plural;
import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;

/**
 * Runs a sweep's pending runs on an executor and writes each finished run as it arrives: the only writer of the result
 * folder. Runs with a file are skipped, so the same command resumes a sweep whose driver died; failed runs are
 * finished too and are not run again.
 */
public final class SweepDriver {

    /** What a session of the driver did. */
    public record Outcome(int total, int skipped, int ran, int failed) {
    }

    private final SweepPlan plan;
    private final SweepExperiment experiment;
    private final RunFiles files;
    private final Consumer<String> log;
    private Observer observer = new Observer() {
    };

    /** What a watcher such as the workbench's Sweep view is told, on the driver's thread, with the progress line. */
    public interface Observer {

        /** Before any run: the runs of this shard finished in an earlier session, in canonical order. */
        default void started(List<RunRecord> finishedBefore, String progress) {
        }

        default void finished(RunRecord record, String progress) {
        }
    }

    public SweepDriver(SweepPlan plan, SweepExperiment experiment, RunFiles files, Consumer<String> log) {
        this.plan = plan;
        this.experiment = experiment;
        this.files = files;
        this.log = log;
    }

    /** Tells {@code watcher} what this driver does from now on. */
    public SweepDriver observedBy(Observer watcher) {
        this.observer = watcher;
        return this;
    }

    public Outcome run(SweepExecutor executor, Shard shard, boolean reproducible) throws IOException,
            InterruptedException {
        files.writePlan(plan);
        Map<String, RunRecord> finished = files.finished(plan);
        List<RunPoint> mine = plan.runs().stream().filter(p -> shard.contains(p.index())).toList();
        List<RunPoint> pending = mine.stream().filter(p -> !finished.containsKey(p.id())).toList();
        files.checkWritable(pending);
        int skipped = mine.size() - pending.size();
        log.accept(String.format("sweep: %s%s, %d finished before, %d to run on %s", Plural.of(mine.size(), "run"),
                shard.whole() ? "" : " in shard " + shard.index() + "/" + shard.count(), skipped, pending.size(),
                Plural.of(executor.slots(), "slot")));
        Progress progress = new Progress(mine.size(), skipped, System::nanoTime);
        observer.started(mine.stream().filter(p -> finished.containsKey(p.id())).map(p -> finished.get(p.id()))
                .toList(), progress.line(0));
        int[] failed = new int[1];
        executor.execute(pending, experiment, reproducible, record -> {
            try {
                files.write(record);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write " + files.runFile(record.point().id()), e);
            }
            progress.finished(record);
            if (!record.done()) {
                failed[0]++;
                log.accept("sweep: run " + record.point().id() + " failed: " + record.message());
            }
            String line = progress.line(executor.running());
            log.accept(line);
            observer.finished(record, line);
        });
        return new Outcome(mine.size(), skipped, pending.size(), failed[0]);
    }
}
