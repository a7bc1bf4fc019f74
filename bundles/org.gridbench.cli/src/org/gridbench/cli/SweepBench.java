package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.runs.MarketHeap;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.cluster.ClusterExecutor;
import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;
import org.gridbench.sweeps.cluster.ClusterWorker;
import org.gridbench.sweeps.cluster.ShippedPlugins;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.Shard;
import org.gridbench.sweeps.engine.SweepDriver;
import org.gridbench.sweeps.engine.SweepExecutor;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import com.hazelcast.core.HazelcastInstance;

/**
 * {@code bench sweep}: the per-run overhead of the sweep executors, the wall time of a sweep less the time its runs
 * spent in the experiment, per run. R small market runs (one synthetic workload each, FIFO at load 1) go through the
 * driver on one local thread, then through a driver and a one-slot worker of a Hazelcast cluster on 127.0.0.1 in this
 * process; both after an untimed warm-up sweep. The overhead holds the queueing, the result's trip back, writing the
 * run file atomically and the progress line.
 */
final class SweepBench {

    private final IExtensionRegistry registry;
    private final PluginInstaller plugins;

    SweepBench(IExtensionRegistry registry, PluginInstaller plugins) {
        this.registry = registry;
        this.plugins = plugins;
    }

    int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse("bench sweep", args, Set.of("--runs", "--jobs", "--log"), Set.of())
                .withoutArguments();
        Optional<Path> log = options.appendable("--log");
        int runs = options.count("--runs", 200, 1);
        int jobs = options.count("--jobs", 50, 1);
        Optional<String> tooLarge = SweepDocument.sizeRefusal(runs);
        if (tooLarge.isPresent()) {
            throw new InputException("bench sweep: --runs: " + tooLarge.get());
        }
        Optional<String> tooMany = MarketHeap.refusal(jobs, 1);
        if (tooMany.isPresent()) {
            throw new InputException("bench sweep: --jobs: " + tooMany.get());
        }
        console.out().printf("sweep overhead: %d market runs of %d jobs (FIFO, load 1), one slot%n", runs, jobs);
        StringBuilder table = new StringBuilder("| executor | runs | wall (s) | in the experiment (s) | overhead per run"
                + " (ms) |\n|---|---:|---:|---:|---:|\n");
        try {
            table.append(row("local threads (1)", runs, jobs, timed -> new Opened(() -> new LocalExecutor(1), () -> {
            })));
            table.append(row("Hazelcast, 1 worker of 1 slot, loopback", runs, jobs, this::cluster));
        } catch (IOException e) {
            throw new InputException("bench sweep: cannot write its temporary folder: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InputException("bench sweep: interrupted");
        }
        console.out().print(table);
        BenchCommand.appendToLog(log, "Sweep executors: per-run overhead", String.format(
                "./gridbench bench sweep --runs %d --jobs %d", runs, jobs), table.toString(), console);
        return Cli.OK;
    }

    /** A fresh executor per sweep, on members that stay up between sweeps, and what ends them. */
    private record Opened(Supplier<SweepExecutor> executors, Runnable close) {
    }

    private interface Opener {
        Opened open(Timed timed);
    }

    // overhead = (wall of the sweep - time inside the experiment's run) / runs, after a warm-up sweep of seed 2
    private String row(String name, int runs, int jobs, Opener opener) throws IOException, InterruptedException,
            InputException {
        Timed timed = new Timed(open(runs, jobs, 1).experiment());
        Opened opened = opener.open(timed);
        try {
            sweep(open(Math.max(10, runs / 4), jobs, 2), timed, opened.executors().get());
            timed.nanos.reset();
            long start = System.nanoTime();
            sweep(open(runs, jobs, 1), timed, opened.executors().get());
            double wall = (System.nanoTime() - start) / 1e9;
            double inside = timed.nanos.sum() / 1e9;
            return String.format(Locale.ROOT, "| %s | %d | %.3f | %.3f | %.2f |%n", name, runs, wall, inside,
                    (wall - inside) * 1000 / runs);
        } finally {
            opened.close().run();
        }
    }

    private static void sweep(OpenSweep sweep, SweepExperiment experiment, SweepExecutor executor)
            throws IOException, InterruptedException {
        Path folder = Files.createTempDirectory("gridbench-bench-sweep-");
        try {
            new SweepDriver(sweep.plan(), experiment, new RunFiles(folder), line -> { }).run(executor, Shard.WHOLE,
                    false);
        } finally {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
    }

    private OpenSweep open(int runs, int jobs, long seed) throws InputException {
        String workloads = IntStream.range(0, runs).mapToObj(Integer::toString).collect(Collectors.joining(","));
        String text = "{\"format\":\"gridbench-sweep\",\"version\":1,\"experiment\":\"market\",\"parameters\":"
                + "{\"jobs\":" + jobs + ",\"policy\":\"FIFO\",\"load\":1.0},\"axes\":[{\"parameter\":\"workload\","
                + "\"values\":[" + workloads + "]}],\"seeds\":[" + seed + "]}";
        try {
            return OpenSweep.of(SweepReader.parse(text, "bench sweep", null), registry);
        } catch (ScenarioException e) {
            throw SweepExecution.problems(e);
        }
    }

    // A worker and a driver on 127.0.0.1 in this process, joined with a token made for this benchmark only
    private Opened cluster(Timed timed) {
        String token = UUID.randomUUID().toString();
        ClusterSettings workerSettings = new ClusterSettings(List.of("127.0.0.1:5901"), "127.0.0.1", 5901,
                "gridbench-bench", token, ClusterMembers.version());
        HazelcastInstance worker = ClusterMembers.start(workerSettings, ClusterMembers.WORKER, 1);
        ClusterSettings driverSettings = new ClusterSettings(List.of(ClusterMembers.address(worker)), "127.0.0.1",
                5901, "gridbench-bench", token, ClusterMembers.version());
        HazelcastInstance driver = ClusterMembers.start(driverSettings, ClusterMembers.DRIVER, 0);
        Thread slots = new Thread(() -> {
            try {
                new ClusterWorker(worker, 1, workerSettings.version(), id -> Optional.of(timed),
                        new ShippedPlugins(plugins), line -> { }).run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "gridbench-bench-worker");
        slots.setDaemon(true);
        slots.start();
        return new Opened(() -> new ClusterExecutor(driver, driverSettings.version(), new ShippedPlugins(plugins),
                line -> { }), () -> {
                    slots.interrupt();
                    driver.shutdown();
                    worker.shutdown();
                });
    }

    /** An experiment that adds up the time its runs take inside the experiment. */
    private static final class Timed implements SweepExperiment {

        private final SweepExperiment inner;
        private final LongAdder nanos = new LongAdder();

        Timed(SweepExperiment inner) {
            this.inner = inner;
        }

        @Override
        public String id() {
            return inner.id();
        }

        @Override
        public Map<String, JsonNode> defaults() {
            return inner.defaults();
        }

        @Override
        public Set<String> optionalParameters() {
            return inner.optionalParameters();
        }

        @Override
        public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
            return inner.refusal(parameter, value, fixed);
        }

        @Override
        public Optional<String> runRefusal(Map<String, JsonNode> parameters) {
            return inner.runRefusal(parameters);
        }

        @Override
        public List<String> measures() {
            return inner.measures();
        }

        @Override
        public ObjectNode run(Map<String, JsonNode> parameters) throws RunFailure {
            long start = System.nanoTime();
            try {
                return inner.run(parameters);
            } finally {
                nanos.add(System.nanoTime() - start);
            }
        }
    }
}
