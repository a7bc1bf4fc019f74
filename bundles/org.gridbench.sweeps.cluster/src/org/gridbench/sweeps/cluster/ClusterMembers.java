package org.gridbench.sweeps.cluster;

import java.util.logging.Level;
import java.util.logging.Logger;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;

/**
 * Starts an embedded Hazelcast member with Gridbench's settings: phone-home, multicast and auto-detection off,
 * members listed explicitly, bound to one address, a member that stops answering for 6 s is removed, and clusters
 * that formed apart (workers started before their driver) merge within seconds instead of Hazelcast's 5 minutes.
 */
public final class ClusterMembers {

    public static final String VERSION = "gridbench.version";
    public static final String ROLE = "gridbench.role";
    public static final String DRIVER = "driver";
    public static final String WORKER = "worker";

    /** Hazelcast logs through java.util.logging; only its warnings reach the terminal (held, or GC resets it). */
    private static final Logger HAZELCAST_LOG = Logger.getLogger("com.hazelcast");

    private ClusterMembers() {
    }

    /** The Gridbench build this process runs: drivers and workers of different builds refuse each other. */
    public static String version() {
        Bundle bundle = FrameworkUtil.getBundle(ClusterMembers.class);
        return bundle == null ? "unknown" : bundle.getVersion().toString();
    }

    /** HOST:PORT of this member, as others name it in --join. */
    public static String address(HazelcastInstance member) {
        var address = member.getCluster().getLocalMember().getAddress();
        return address.getHost() + ":" + address.getPort();
    }

    /** @param slots the runs a worker runs at a time (0 for a driver) */
    public static HazelcastInstance start(ClusterSettings settings, String role, int slots) {
        HAZELCAST_LOG.setLevel(Level.WARNING);
        Config config = new Config();
        config.setClassLoader(ClusterMembers.class.getClassLoader());
        config.setClusterName(settings.clusterName());
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.logging.type", "jdk");
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "6");
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
        config.setProperty("hazelcast.local.localAddress", settings.bind());
        config.setProperty("hazelcast.socket.bind.any", "false");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(settings.port()).setPortAutoIncrement(true);
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(settings.members());
        config.getMemberAttributeConfig().setAttribute(VERSION, settings.version()).setAttribute(ROLE, role)
                .setAttribute(WorkerRoster.SLOTS, Integer.toString(slots));
        return Hazelcast.newHazelcastInstance(config);
    }
}
