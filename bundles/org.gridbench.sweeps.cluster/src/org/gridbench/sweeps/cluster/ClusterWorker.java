package org.gridbench.sweeps.cluster;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.RunIds;
import org.gridbench.sweeps.engine.RunJson;
import org.gridbench.sweeps.engine.RunTask;

import com.hazelcast.cluster.Member;
import com.hazelcast.collection.IQueue;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;

/**
 * A worker: N slots, each pulling the next run when it is free (so a long run holds one slot, not a queue), running it
 * with the experiments and plug-ins of this product, and sending its record back to the driver, which writes it.
 */
public final class ClusterWorker {

    private final HazelcastInstance cluster;
    private final int slots;
    private final String version;
    private final Function<String, Optional<SweepExperiment>> experiments;
    private final PluginShipping plugins;
    private final Consumer<String> log;
    private final Map<String, Optional<SweepExperiment>> made = new ConcurrentHashMap<>();
    private final Set<String> shipped = new HashSet<>();
    private final Set<String> refused = ConcurrentHashMap.newKeySet();
    private final List<RuntimeException> stops = Collections.synchronizedList(new ArrayList<>());

    public ClusterWorker(HazelcastInstance cluster, int slots, String version,
            Function<String, Optional<SweepExperiment>> experiments, PluginShipping plugins, Consumer<String> log) {
        this.cluster = cluster;
        this.slots = slots;
        this.version = version;
        this.experiments = experiments;
        this.plugins = plugins;
        this.log = log;
    }

    /**
     * Runs until interrupted.
     *
     * @throws SlotsStopped when every slot stopped on a failure, so that this worker can run nothing more
     */
    public void run() throws InterruptedException {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            Thread slot = new Thread(this::slot, "gridbench-worker-slot-" + i);
            slot.setDaemon(true);
            slot.start();
            threads.add(slot);
        }
        try {
            for (Thread t : threads) {
                t.join();
            }
        } finally {
            threads.forEach(Thread::interrupt);
        }
        if (stops.size() == slots) {
            throw new SlotsStopped(stops);
        }
    }

    private void slot() {
        IQueue<String> pending = cluster.getQueue(ClusterNames.PENDING);
        String message = null;
        try {
            while (!Thread.currentThread().isInterrupted()) {
                if (!driverAccepted()) {
                    Thread.sleep(500);
                    continue;
                }
                message = pending.poll(1, TimeUnit.SECONDS);
                if (message != null) {
                    runOne(ClusterTask.parse(message));
                    message = null;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            if (cluster.getLifecycleService().isRunning()) { // else the member was shut down: the worker's end
                stops.add(e);
                log.accept("worker: a slot stopped: " + e);
                giveBack(message, e);
            }
        }
    }

    /** Sends the run this slot held back to the driver, which queues it again, saying why (a run lost else). */
    private void giveBack(String message, RuntimeException why) {
        if (message == null) {
            return;
        }
        try {
            String id = ClusterTask.tree(message).path("id").asText();
            cluster.getMap(ClusterNames.IN_FLIGHT).remove(id);
            cluster.<String>getQueue(ClusterNames.RESULTS).offer(ClusterTask.stopped(id, "a slot of the worker at "
                    + cluster.getCluster().getLocalMember().getAddress() + " stopped on " + why));
        } catch (RuntimeException e) {
            why.addSuppressed(e); // the cluster itself failed: the driver re-queues the run when this worker leaves
        }
    }

    private void runOne(ClusterTask task) {
        IMap<String, String> inFlight = cluster.getMap(ClusterNames.IN_FLIGHT);
        String id = task.point().id();
        inFlight.put(id, cluster.getCluster().getLocalMember().getUuid() + " " + task.attempt());
        log.accept("worker: run " + id + " started" + (task.attempt() > 1 ? " (attempt " + task.attempt() + ")" : ""));
        receivePlugins();
        RunRecord record = made.computeIfAbsent(task.experiment(), experiments)
                .map(e -> RunTask.run(e, task.point(), task.reproducible()))
                .orElseGet(() -> RunRecord.failed(task.point(), "the experiment '" + task.experiment()
                        + "' is not installed on the worker at " + cluster.getCluster().getLocalMember().getAddress()));
        String result = RunJson.write(record).put("attempt", task.attempt()).toString();
        // said before the record leaves: a run whose "started" has no such line has not reached the driver
        log.accept("worker: run " + id + (record.done() ? " done" : " failed: " + record.message()));
        cluster.<String>getQueue(ClusterNames.RESULTS).offer(result);
        inFlight.remove(id);
    }

    /** The driver's plug-in jars this worker lacks, checked against their SHA-256 and installed before a run. */
    private synchronized void receivePlugins() {
        IMap<String, String> names = cluster.getMap(ClusterNames.PLUGINS);
        for (Map.Entry<String, String> entry : names.entrySet()) {
            String sha = entry.getKey();
            if (!shipped.add(sha)) {
                continue;
            }
            try {
                if (plugins.has(sha)) {
                    continue;
                }
                byte[] jar = cluster.<String, byte[]>getMap(ClusterNames.PLUGIN_JARS).get(sha);
                if (jar == null || !RunIds.sha256(jar).equals(sha)) {
                    log.accept("worker: refused plug-in " + entry.getValue() + ": its bytes do not have SHA-256 " + sha);
                    continue;
                }
                plugins.install(new PluginShipping.Jar(entry.getValue(), jar));
                log.accept("worker: installed plug-in " + entry.getValue() + " (SHA-256 " + sha + ") from the driver");
            } catch (IOException e) {
                log.accept("worker: cannot install plug-in " + entry.getValue() + ": " + e.getMessage());
            }
        }
    }

    /** A driver of the same Gridbench version is in the cluster; one of another version is refused, once said. */
    private boolean driverAccepted() {
        for (Member member : cluster.getCluster().getMembers()) {
            if (ClusterMembers.DRIVER.equals(member.getAttribute(ClusterMembers.ROLE))) {
                String theirs = member.getAttribute(ClusterMembers.VERSION);
                if (version.equals(theirs)) {
                    return true;
                }
                if (refused.add(member.getUuid().toString())) {
                    log.accept("worker: refusing the driver at " + member.getAddress() + ": it runs Gridbench "
                            + theirs + ", this worker " + version);
                }
            }
        }
        return false;
    }
}
