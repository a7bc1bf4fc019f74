package org.gridbench.cli;

import java.util.List;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.Problem;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;
import org.gridbench.sweeps.cluster.ClusterWorker;
import org.gridbench.sweeps.cluster.ShippedPlugins;
import org.gridbench.sweeps.cluster.SlotsStopped;
import org.gridbench.sweeps.engine.SweepExperiments;

import com.hazelcast.core.HazelcastInstance;

/** {@code worker --join HOST[:PORT] --slots N}: this product as a worker of a Hazelcast cluster that runs sweeps. */
final class WorkerCommand implements Command {

    private final IExtensionRegistry registry;
    private final PluginInstaller plugins;

    WorkerCommand(IExtensionRegistry registry, PluginInstaller plugins) {
        this.registry = registry;
        this.plugins = plugins;
    }

    @Override
    public String name() {
        return "worker";
    }

    @Override
    public String summary() {
        return "run sweeps for a driver as a worker of a Hazelcast cluster";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench worker --join HOST[:PORT],... [--slots N] [--bind ADDRESS] [--port P]
                                          [--cluster-name NAME]

                Joins the cluster of the members listed (a driver started by sweep run --cluster, or
                another worker) and runs its sweeps' runs, N at a time (default: the number of cores),
                with this product's experiments and plug-ins; plug-ins the driver has and this worker
                lacks are sent with their SHA-256 and installed. Runs until stopped (Ctrl-C), or until
                every slot has stopped on a failure: then it says why and exits 1.
                Every member needs the same GRIDBENCH_CLUSTER_TOKEN (a shared secret; members without it
                cannot join) and the same Gridbench build (others are refused). Multicast, auto-detection
                and phone-home are off; the network must be trusted: traffic is not encrypted.
                --bind          the address to bind to and announce (default 127.0.0.1)
                --port          the first port to try (default 5701; the next ones when taken)
                --cluster-name  the cluster's name (default gridbench)
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of("--join", "--slots", "--bind", "--port",
                "--cluster-name"), Set.of());
        if (!options.positional().isEmpty() || options.optional("--join").isEmpty()) {
            throw new InputException("worker: give --join HOST[:PORT]; see ./gridbench worker --help");
        }
        int slots = options.count("--slots", Runtime.getRuntime().availableProcessors(), 1);
        ClusterSettings settings = ClusterOptions.settings(name(), options, options.text("--join", ""));
        HazelcastInstance member = ClusterMembers.start(settings, ClusterMembers.WORKER, slots);
        console.err().printf("worker: joined %s as %s with %d slots%n", settings.name(),
                ClusterMembers.address(member), slots);
        try {
            new ClusterWorker(member, slots, settings.version(), id -> SweepExperiments.create(registry, id),
                    new ShippedPlugins(plugins), console.err()::println).run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (SlotsStopped e) {
            console.err().println(Problem.oneLine("worker: " + e.getMessage() + FailureLog.whereTheTraceIs(e)));
            return Cli.INTERNAL_ERROR;
        } finally {
            member.shutdown();
        }
        return Cli.OK;
    }
}
