package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Path;

import org.gridbench.model.scenario.Plural;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.engine.Assembler;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepDriver;
import org.gridbench.sweeps.engine.SweepExecutor;

/** What {@code sweep run}, {@code sweep collect} and the papers' sweep commands share: run, then assemble. */
final class SweepExecution {

    private SweepExecution() {
    }

    /** Runs the sweep's pending runs of {@code shard} into {@code out}; assembles its files when it ran whole. */
    static int run(String command, OpenSweep sweep, Path out, SweepExecutor executor, Shard shard,
            boolean reproducible, Console console) throws InputException {
        return run(command, sweep, out, executor, shard, reproducible, console, true);
    }

    /** @param listFiles whether each file written is printed ("wrote ..."), as sweep run does */
    static int run(String command, OpenSweep sweep, Path out, SweepExecutor executor, Shard shard,
            boolean reproducible, Console console, boolean listFiles) throws InputException {
        RunFiles files = new RunFiles(out);
        try {
            new SweepDriver(sweep.plan(), sweep.experiment(), files, console.err()::println).run(executor, shard,
                    reproducible);
        } catch (IOException e) {
            throw new InputException(command + ": cannot write to " + out + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            console.err().println(command + ": interrupted; the same command resumes the sweep");
            return Cli.INTERNAL_ERROR;
        }
        if (!shard.whole()) {
            console.out().printf("shard %d/%d finished; when every shard has: ./gridbench sweep collect %s%n",
                    shard.index(), shard.count(), out);
            return failed(command, files, sweep, console);
        }
        return assemble(command, files, sweep, new ReportOptions(reproducible, executor.slots()), console,
                listFiles);
    }

    static int assemble(String command, RunFiles files, OpenSweep sweep, ReportOptions options, Console console,
            boolean listFiles) throws InputException {
        try {
            for (Path file : Assembler.assemble(files, sweep.plan(), sweep.experiment(), options)) {
                if (listFiles) {
                    console.out().println("wrote " + file);
                }
            }
        } catch (IOException e) {
            throw new InputException(command + ": cannot write to " + files.folder() + ": " + e.getMessage());
        } catch (Assembler.Incomplete e) {
            throw new InputException(command + ": " + files.folder() + ": " + e.getMessage());
        }
        return failed(command, files, sweep, console);
    }

    /** Exit code 1 when a run of the sweep failed: its message is in its run file and in results.csv. */
    private static int failed(String command, RunFiles files, OpenSweep sweep, Console console) {
        long failed = files.finished(sweep.plan()).values().stream().filter(r -> !r.done()).count();
        if (failed == 0) {
            return Cli.OK;
        }
        files.finished(sweep.plan()).values().stream().filter(r -> !r.done()).map(RunRecord::point).limit(1)
                .forEach(p -> console.err().println(command + ": " + Plural.of(failed, "run") + " failed, the first runs/"
                        + p.id() + ".json"));
        return Cli.INTERNAL_ERROR;
    }

    static InputException problems(ScenarioException e) {
        return new InputException(e.problems().stream().map(Problem::format).toList());
    }
}
