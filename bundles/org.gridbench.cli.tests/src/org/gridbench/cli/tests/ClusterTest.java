package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.cluster.ClusterExecutor;
import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;
import org.gridbench.sweeps.cluster.ClusterWorker;
import org.gridbench.sweeps.cluster.PluginShipping;
import org.gridbench.sweeps.cluster.SlotsStopped;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunJson;
import org.gridbench.sweeps.engine.RunTask;
import org.gridbench.sweeps.engine.SweepExperiments;
import org.junit.jupiter.api.Test;

import com.hazelcast.core.HazelcastInstance;

/** The cluster's settings, and a driver and a worker in this JVM: runs done as locally, other builds refused. */
class ClusterTest {

    private static final PluginShipping NO_PLUGINS = new PluginShipping() {
        @Override
        public List<Jar> installed() {
            return List.of();
        }

        @Override
        public boolean has(String sha256) {
            return true;
        }

        @Override
        public void install(Jar jar) throws IOException {
            throw new IOException("no plug-in is expected here");
        }
    };

    @Test
    void membersGetTheDefaultPortAndBadOnesAreRefused() {
        assertEquals(List.of("10.0.0.1:5701", "node2:6000"), ClusterSettings.members("10.0.0.1, node2:6000"));
        assertEquals("port 70000 of a:70000 is not in 1-65535", assertThrows(IllegalArgumentException.class,
                () -> ClusterSettings.members("a:70000")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> ClusterSettings.members("a,,b"));
        assertThrows(IllegalArgumentException.class, () -> ClusterSettings.members("a,"));
    }

    @Test
    void theClusterNameHidesTheTokenAndDiffersWithIt() {
        ClusterSettings one = settings(List.of(), 1, "s3cret", "1");
        ClusterSettings two = settings(List.of(), 1, "other", "1");
        assertTrue(one.clusterName().startsWith("gridbench-"), one.clusterName());
        assertTrue(!one.clusterName().contains("s3cret"));
        assertNotEquals(one.clusterName(), two.clusterName());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> settings(List.of(), 1, " ", "1"));
        assertTrue(e.getMessage().startsWith("no cluster token: set GRIDBENCH_CLUSTER_TOKEN"), e.getMessage());
    }

    @Test
    void runsOnAWorkerOfTheSameBuildAreTheLocalRunsAndAnotherBuildIsRefused() throws Exception {
        OpenSweep sweep = threePolicies();
        int port = 26_000 + (int) (ProcessHandle.current().pid() % 1000) * 3;
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        HazelcastInstance driver = driver(port);
        HazelcastInstance stranger = ClusterMembers.start(settings(List.of("127.0.0.1:" + port), port + 1, "t",
                "2"), ClusterMembers.WORKER, 1);
        HazelcastInstance worker = ClusterMembers.start(settings(List.of("127.0.0.1:" + port), port + 2, "t", "1"),
                ClusterMembers.WORKER, 2);
        List<Thread> workers = List.of(worker(stranger, "2", "stranger ", log), worker(worker, "1", "", log));
        try {
            List<RunRecord> records = Collections.synchronizedList(new ArrayList<>());
            ClusterExecutor executor = new ClusterExecutor(driver, "1", NO_PLUGINS, log::add);
            executor.execute(sweep.plan().runs(), sweep.experiment(), true, records::add);
            assertEquals(3, records.size());
            assertEquals(2, executor.slots(), "the stranger's slot does not count");
            SweepExperiment local = SweepExperiments.create(RegistryFactory.getRegistry(), "market").orElseThrow();
            for (RunRecord record : records) {
                assertEquals(RunJson.write(RunTask.run(local, record.point(), true)).toString(),
                        RunJson.write(record).toString());
            }
            assertTrue(log.stream().anyMatch(l -> l.startsWith("sweep: refused the worker at [127.0.0.1]:"
                    + (port + 1) + ": it runs Gridbench 2, the driver 1")), log.toString());
            assertTrue(log.contains("stranger worker: refusing the driver at [127.0.0.1]:" + port
                    + ": it runs Gridbench 1, this worker 2"), log.toString());
            assertTrue(log.stream().noneMatch(l -> l.contains(" started") && l.startsWith("stranger")),
                    log.toString());
        } finally {
            workers.forEach(Thread::interrupt);
            for (HazelcastInstance member : List.of(worker, stranger, driver)) {
                member.shutdown();
            }
        }
    }

    @Test
    void workersStartedBeforeTheirDriverAllJoinItsClusterAndTakeRuns() throws Exception {
        OpenSweep sweep = OpenSweep.of(SweepReader.parse("""
                {"format": "gridbench-sweep", "version": 1, "experiment": "market", "parameters": {"jobs": 3000},
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO", "SRTF", "EDF"]}], "seeds": [1, 2]}
                """, "early.sweep.json", null), RegistryFactory.getRegistry());
        int port = 29_000 + (int) (ProcessHandle.current().pid() % 1000) * 3;
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        List<String> driverAddress = List.of("127.0.0.1:" + port);
        HazelcastInstance first = ClusterMembers.start(settings(driverAddress, port + 1, "t", "1"),
                ClusterMembers.WORKER, 2);
        HazelcastInstance second = ClusterMembers.start(settings(driverAddress, port + 2, "t", "1"),
                ClusterMembers.WORKER, 2);
        List<Thread> workers = List.of(worker(first, "1", "first ", log), worker(second, "1", "second ", log));
        HazelcastInstance driver = null;
        try {
            assertEquals(List.of(1, 1), List.of(first.getCluster().getMembers().size(),
                    second.getCluster().getMembers().size()), "each worker began a cluster of its own");
            driver = ClusterMembers.start(settings(List.of("127.0.0.1:" + (port + 1), "127.0.0.1:" + (port + 2)),
                    port, "t", "1"), ClusterMembers.DRIVER, 0);
            long limit = System.nanoTime() + 120_000_000_000L;
            while (driver.getCluster().getMembers().size() < 3 && System.nanoTime() < limit) {
                Thread.sleep(200);
            }
            assertEquals(3, driver.getCluster().getMembers().size(), driver.getCluster().getMembers().toString());
            List<RunRecord> records = Collections.synchronizedList(new ArrayList<>());
            ClusterExecutor executor = new ClusterExecutor(driver, "1", NO_PLUGINS, log::add);
            executor.execute(sweep.plan().runs(), sweep.experiment(), true, records::add);
            assertEquals(8, records.size());
            assertEquals(4, executor.slots(), "both workers' slots count");
            for (String worker : List.of("first ", "second ")) {
                assertTrue(log.stream().anyMatch(l -> l.startsWith(worker + "worker: run ") && l.endsWith(" done")),
                        worker + "worker ran no run: " + log);
            }
        } finally {
            workers.forEach(Thread::interrupt);
            for (HazelcastInstance member : driver == null ? List.of(second, first) : List.of(driver, second, first)) {
                member.shutdown();
            }
        }
    }

    @Test
    void aWorkerWhoseSlotsAllStopSaysWhyAndTheDriverQueuesTheirRunsAgainSayingWhy() throws Exception {
        OpenSweep sweep = threePolicies();
        int port = 32_000 + (int) (ProcessHandle.current().pid() % 1000) * 3;
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        HazelcastInstance driver = driver(port);
        HazelcastInstance broken = ClusterMembers.start(settings(List.of("127.0.0.1:" + port), port + 1, "t", "1"),
                ClusterMembers.WORKER, 2);
        HazelcastInstance good = null;
        List<RunRecord> records = Collections.synchronizedList(new ArrayList<>());
        ClusterExecutor executor = new ClusterExecutor(driver, "1", NO_PLUGINS, log::add);
        Thread sweeping = new Thread(() -> {
            try {
                executor.execute(sweep.plan().runs(), sweep.experiment(), true, records::add);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        sweeping.setDaemon(true);
        List<Thread> workers = new ArrayList<>();
        try {
            sweeping.start();
            ClusterWorker stopping = new ClusterWorker(broken, 2, "1", id -> {
                throw new IllegalStateException("the sweep experiment " + id + " cannot be made");
            }, NO_PLUGINS, line -> log.add("broken " + line));
            SlotsStopped stopped = assertTimeoutPreemptively(Duration.ofMinutes(3),
                    () -> assertThrows(SlotsStopped.class, stopping::run), "the worker went on with no slot");
            assertEquals("all 2 slots stopped, so it can run nothing; the first on java.lang.IllegalStateException: "
                    + "the sweep experiment market cannot be made", stopped.getMessage());
            broken.shutdown();
            good = ClusterMembers.start(settings(List.of("127.0.0.1:" + port), port + 2, "t", "1"),
                    ClusterMembers.WORKER, 2);
            workers.add(worker(good, "1", "good ", log));
            sweeping.join(180_000);
            assertEquals(3, records.size(), log.toString());
            assertTrue(records.stream().allMatch(RunRecord::done), records.toString());
            assertEquals(2, log.stream().filter(l -> l.matches("sweep: run \\S+ re-queued \\(attempt 2 of 3\\): a slot "
                    + "of the worker at \\[127\\.0\\.0\\.1\\]:" + (port + 1) + " stopped on java\\.lang\\."
                    + "IllegalStateException: the sweep experiment market cannot be made")).count(), log.toString());
        } finally {
            sweeping.interrupt();
            workers.forEach(Thread::interrupt);
            for (HazelcastInstance member : good == null ? List.of(broken, driver) : List.of(good, broken, driver)) {
                member.shutdown();
            }
        }
    }

    /** A sweep of 3 market runs of 30 jobs, one per policy. */
    private static OpenSweep threePolicies() throws ScenarioException {
        return OpenSweep.of(SweepReader.parse("""
                {"format": "gridbench-sweep", "version": 1, "experiment": "market", "parameters": {"jobs": 30},
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO", "SRTF"]}]}
                """, "c.sweep.json", null), RegistryFactory.getRegistry());
    }

    /** A driver of build 1 on {@code port}, its workers listed on the next two ports. */
    private static HazelcastInstance driver(int port) {
        return ClusterMembers.start(settings(List.of("127.0.0.1:" + (port + 1), "127.0.0.1:" + (port + 2)), port,
                "t", "1"), ClusterMembers.DRIVER, 0);
    }

    /** @param label put before each line the worker logs */
    private static Thread worker(HazelcastInstance member, String version, String label, List<String> log) {
        Thread thread = new Thread(() -> {
            try {
                new ClusterWorker(member, version.equals("1") ? 2 : 1, version,
                        id -> SweepExperiments.create(RegistryFactory.getRegistry(), id), NO_PLUGINS,
                        line -> log.add(label + line)).run();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static ClusterSettings settings(List<String> members, int port, String token, String version) {
        return new ClusterSettings(members, "127.0.0.1", port, "gridbench", token, version);
    }
}
