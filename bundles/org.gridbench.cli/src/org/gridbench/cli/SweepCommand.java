package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.ReportOptions;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.cluster.ClusterExecutor;
import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;
import org.gridbench.sweeps.cluster.ShippedPlugins;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepExperiments;

import com.hazelcast.core.HazelcastInstance;

/** {@code sweep run FILE.sweep.json} and {@code sweep collect DIR}: one sweep document, on threads or in shards. */
final class SweepCommand implements Command {

    private final IExtensionRegistry registry;
    private final PluginInstaller plugins;

    SweepCommand(IExtensionRegistry registry, PluginInstaller plugins) {
        this.registry = registry;
        this.plugins = plugins;
    }

    @Override
    public String name() {
        return "sweep";
    }

    @Override
    public String summary() {
        return "run a sweep document (*.sweep.json) on local threads or as shards, and collect its results";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench sweep run FILE.sweep.json [--out DIR] [--threads T] [--shard i/n|slurm]
                                                             [--reproducible]
                       ./gridbench sweep run FILE.sweep.json --cluster HOST[:PORT],... [--bind ADDRESS]
                                                             [--port P] [--cluster-name NAME] [--out DIR]
                       ./gridbench sweep collect DIR [--reproducible]

                run      runs every run of the sweep that DIR does not hold yet, T at a time (default: the
                         number of cores), writing DIR/sweep.json (the plan) and one DIR/runs/ID.json per
                         finished run as it finishes; the same command resumes a sweep that was stopped. A run
                         whose simulation fails is recorded as failed with its message and not run again.
                         Then DIR/results.csv and results.json (one row per run in canonical order) and the
                         experiment's own files (market: market.csv, summary.json, plots).
                --out    the result folder (default: FILE's name without .sweep.json, then -results)
                --shard  i/n: only the runs whose index is i modulo n (0 <= i < n), for a job array; slurm:
                         i and n from SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_MIN and SLURM_ARRAY_TASK_COUNT.
                         A shard writes run files only; collect assembles them once every shard has finished.
                --reproducible  wall times written as 0, so that every executor gives the same bytes
                --cluster  runs on the workers of a Hazelcast cluster (./gridbench worker --join) instead of
                         threads: this driver joins the members listed, bound to --bind (default 127.0.0.1)
                         from --port (default 5701), queues the runs for the workers' slots to pull, sends
                         its installed plug-ins to workers that lack them, and writes each run file as it
                         comes back; the runs of a worker that leaves are queued again, 3 attempts in all.
                         Needs GRIDBENCH_CLUSTER_TOKEN, the same on every member; see docs/sweeps.md.
                collect  assembles DIR's files from its run files, byte for byte as run would have

                The format is in docs/sweeps.md and docs/formats/sweep.schema.json. Exit codes: 0 all runs
                done, 1 some run failed (its message is in its run file and results.csv), 2 bad input.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of("--out", "--threads", "--shard", "--cluster", "--bind",
                "--port", "--cluster-name"), Set.of("--reproducible"));
        List<String> positional = options.positional();
        if (positional.size() != 2 || !List.of("run", "collect").contains(positional.get(0))) {
            throw new InputException("sweep: expected 'run FILE.sweep.json' or 'collect DIR'; see ./gridbench sweep"
                    + " --help");
        }
        return "run".equals(positional.get(0)) ? runSweep(Path.of(positional.get(1)), options, console)
                : collect(Path.of(positional.get(1)), options, console);
    }

    // The options are checked before the document is read and planned: a bad --threads is refused at once.
    private int runSweep(Path file, Options options, Console console) throws InputException {
        Shard shard;
        try {
            shard = options.optional("--shard").map(s -> Shard.parse(s, System.getenv())).orElse(Shard.WHOLE);
        } catch (IllegalArgumentException e) {
            throw new InputException("sweep: --shard: " + e.getMessage());
        }
        boolean cluster = options.optional("--cluster").isPresent();
        if (cluster && (options.optional("--shard").isPresent() || options.optional("--threads").isPresent())) {
            throw new InputException("sweep: --cluster runs on the workers' slots; it takes no --shard or --threads");
        }
        int threads = options.count("--threads", Runtime.getRuntime().availableProcessors(), 1);
        String name = file.getFileName().toString().replaceFirst("(\\.sweep)?\\.json$", "");
        Path out = options.folder("--out", name + "-results");
        OpenSweep sweep;
        try {
            sweep = OpenSweep.of(SweepReader.read(file), registry);
        } catch (ScenarioException e) {
            throw SweepExecution.problems(e);
        }
        console.err().printf("sweep: %s, %d runs%n", file, sweep.plan().runs().size());
        if (cluster) {
            return onCluster(sweep, out, options, console);
        }
        return SweepExecution.run("sweep", sweep, out, new LocalExecutor(threads), shard,
                options.flag("--reproducible"), console);
    }

    private int onCluster(OpenSweep sweep, Path out, Options options, Console console) throws InputException {
        ClusterSettings settings = ClusterOptions.settings(name(), options, options.text("--cluster", ""));
        HazelcastInstance member = ClusterMembers.start(settings, ClusterMembers.DRIVER, 0);
        try {
            console.err().printf("sweep: driver of %s at %s%n", settings.name(),
                    ClusterMembers.address(member));
            ClusterExecutor executor = new ClusterExecutor(member, settings.version(), new ShippedPlugins(plugins),
                    console.err()::println);
            int code = SweepExecution.run("sweep", sweep, out, executor, Shard.WHOLE, options.flag("--reproducible"),
                    console);
            console.err().printf("sweep: %d runs re-queued after their worker left%n", executor.retried());
            return code;
        } finally {
            member.shutdown();
        }
    }

    private int collect(Path folder, Options options, Console console) throws InputException {
        RunFiles files = new RunFiles(folder);
        SweepPlan plan;
        try {
            plan = files.readPlan();
        } catch (NoSuchFileException e) {
            throw new InputException("sweep collect: " + folder + ": no " + RunFiles.PLAN + "; give the --out folder"
                    + " of sweep run");
        } catch (IOException | IllegalArgumentException e) {
            throw new InputException("sweep collect: " + folder.resolve(RunFiles.PLAN) + ": " + e.getMessage());
        }
        SweepExperiment experiment = SweepExperiments.create(registry, plan.experiment())
                .orElseThrow(() -> new InputException("sweep collect: " + folder.resolve(RunFiles.PLAN)
                        + ": experiment: '" + plan.experiment() + "' is not installed here"));
        return SweepExecution.assemble("sweep collect", files, new OpenSweep(experiment, plan),
                new ReportOptions(options.flag("--reproducible"), Runtime.getRuntime().availableProcessors()),
                console, true);
    }
}
