package org.gridbench.ui.views;

import java.util.function.Consumer;

import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.cluster.ClusterExecutor;
import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;
import org.gridbench.sweeps.cluster.ShippedPlugins;
import org.gridbench.sweeps.engine.LocalExecutor;
import org.gridbench.sweeps.engine.SweepExecutor;

import com.hazelcast.core.HazelcastInstance;

/**
 * Where the workbench runs a sweep: on local threads, or as the driver of a Hazelcast cluster of
 * {@code ./gridbench worker} processes named by its members, exactly as {@code ./gridbench sweep run --cluster} does.
 *
 * @param members HOST[:PORT],... of the workers; blank for local threads
 * @param bind the address this driver binds to in a cluster
 */
public record SweepTarget(int threads, String members, String bind) {

    public static SweepTarget local(int threads) {
        return new SweepTarget(threads, "", "127.0.0.1");
    }

    public boolean cluster() {
        return !members.isBlank();
    }

    public String describe() {
        return cluster() ? "the cluster " + members : threads + " local threads";
    }

    /** An executor ready to run, and what ends it. */
    record Opened(SweepExecutor executor, Runnable close) {
    }

    /**
     * Joins the cluster (the token from {@value ClusterSettings#TOKEN_VARIABLE}, the product's version) or makes
     * the thread pool.
     *
     * @throws IllegalArgumentException with the reason when the cluster cannot be joined (no token, a bad member)
     */
    Opened open(PluginInstaller plugins, Consumer<String> log) {
        if (!cluster()) {
            return new Opened(new LocalExecutor(threads), () -> { });
        }
        ClusterSettings settings = new ClusterSettings(ClusterSettings.members(members), bind,
                ClusterSettings.DEFAULT_PORT, "gridbench", System.getenv(ClusterSettings.TOKEN_VARIABLE),
                ClusterMembers.version());
        HazelcastInstance member = ClusterMembers.start(settings, ClusterMembers.DRIVER, 0);
        return new Opened(new ClusterExecutor(member, settings.version(), new ShippedPlugins(plugins), log),
                member::shutdown);
    }
}
