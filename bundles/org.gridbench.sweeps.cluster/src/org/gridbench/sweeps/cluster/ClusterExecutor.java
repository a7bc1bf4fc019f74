package org.gridbench.sweeps.cluster;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.RunIds;
import org.gridbench.sweeps.engine.RunJson;
import org.gridbench.sweeps.engine.SweepExecutor;

import com.fasterxml.jackson.databind.JsonNode;
import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.collection.IQueue;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;

/**
 * The driver's side of a cluster sweep: queues every pending run for the workers' slots to pull, hands each record that
 * comes back to the driver, and re-queues the runs of a worker that leaves or whose slot stopped on a failure, up to
 * {@value #ATTEMPTS} attempts in all.
 */
public final class ClusterExecutor implements SweepExecutor {

    static final int ATTEMPTS = 3;
    /** A run in no queue and no slot for this long was lost between a pull and its slot's note (a kill -9). */
    private static final long AUDIT_MILLIS = 10_000;

    private final HazelcastInstance cluster;
    private final PluginShipping plugins;
    private final Consumer<String> log;
    private final BlockingQueue<Member> left = new LinkedBlockingQueue<>();
    private final WorkerRoster roster;
    private int retried;

    public ClusterExecutor(HazelcastInstance cluster, String version, PluginShipping plugins, Consumer<String> log) {
        this.cluster = cluster;
        this.plugins = plugins;
        this.log = log;
        this.roster = new WorkerRoster(version, log);
    }

    @Override
    public int slots() {
        return roster.slots(cluster.getCluster().getMembers());
    }

    @Override
    public int running() {
        return cluster.getMap(ClusterNames.IN_FLIGHT).size();
    }

    /** Runs sent again because their worker left. */
    public int retried() {
        return retried;
    }

    @Override
    public void execute(List<RunPoint> pending, SweepExperiment experiment, boolean reproducible, Listener listener)
            throws InterruptedException {
        IQueue<String> queue = cluster.getQueue(ClusterNames.PENDING);
        IQueue<String> results = cluster.getQueue(ClusterNames.RESULTS);
        IMap<String, String> inFlight = cluster.getMap(ClusterNames.IN_FLIGHT);
        queue.clear();
        results.clear();
        inFlight.clear();
        shipPlugins();
        roster.check(cluster.getCluster().getMembers());
        if (slots() == 0) {
            log.accept("sweep: waiting for workers (./gridbench worker --join " + ClusterMembers.address(cluster) + ")");
        }
        var registration = cluster.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent event) {
                roster.check(List.of(event.getMember()));
            }

            @Override
            public void memberRemoved(MembershipEvent event) {
                left.add(event.getMember());
            }
        });
        try {
            Map<String, ClusterTask> outstanding = new LinkedHashMap<>();
            for (RunPoint point : pending) {
                ClusterTask task = new ClusterTask(experiment.id(), point, reproducible, 1);
                outstanding.put(point.id(), task);
                queue.offer(task.json());
            }
            Audit audit = new Audit(cluster, AUDIT_MILLIS);
            while (!outstanding.isEmpty()) {
                String message = results.poll(200, TimeUnit.MILLISECONDS);
                if (message != null) {
                    JsonNode node = ClusterTask.tree(message);
                    String id = node.path("id").asText();
                    if (node.has(ClusterTask.STOPPED)) {
                        requeue(outstanding, id, node.path(ClusterTask.STOPPED).asText(), queue, listener);
                    } else if (outstanding.containsKey(id)) {
                        listener.finished(RunJson.read(outstanding.remove(id).point(), node));
                    }
                }
                for (Member member = left.poll(); member != null; member = left.poll()) {
                    requeueRunsOf(member.getUuid().toString(), outstanding, inFlight, queue, listener);
                }
                for (String lost : audit.lost(outstanding.keySet())) {
                    requeue(outstanding, lost, "was lost between the queue and a slot", queue, listener);
                }
            }
        } finally {
            cluster.getCluster().removeMembershipListener(registration);
        }
    }

    private void requeueRunsOf(String uuid, Map<String, ClusterTask> outstanding, IMap<String, String> inFlight,
            IQueue<String> queue, Listener listener) {
        for (Map.Entry<String, String> entry : inFlight.entrySet()) {
            if (entry.getValue().startsWith(uuid + " ")) {
                inFlight.remove(entry.getKey());
                requeue(outstanding, entry.getKey(), "its worker left", queue, listener);
            }
        }
    }

    private void requeue(Map<String, ClusterTask> outstanding, String id, String why, IQueue<String> queue,
            Listener listener) {
        ClusterTask task = outstanding.get(id);
        if (task == null) {
            return;
        }
        if (task.attempt() >= ATTEMPTS) {
            outstanding.remove(id);
            listener.finished(RunRecord.failed(task.point(), "not run: " + why + " on each of " + ATTEMPTS
                    + " attempts"));
            return;
        }
        ClusterTask next = task.nextAttempt();
        outstanding.put(id, next);
        retried++;
        log.accept("sweep: run " + id + " re-queued (attempt " + next.attempt() + " of " + ATTEMPTS + "): " + why);
        cluster.<String>getQueue(ClusterNames.PENDING).offer(next.json());
    }

    private void shipPlugins() {
        try {
            for (PluginShipping.Jar jar : plugins.installed()) {
                String sha = RunIds.sha256(jar.content());
                cluster.<String, byte[]>getMap(ClusterNames.PLUGIN_JARS).put(sha, jar.content());
                cluster.<String, String>getMap(ClusterNames.PLUGINS).put(sha, jar.fileName());
            }
        } catch (IOException e) {
            log.accept("sweep: cannot read the installed plug-ins to send them to the workers: " + e.getMessage());
        }
    }
}
