package org.gridbench.stars.sim;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntConsumer;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.local.LocalQueues;
import org.gridbench.stars.local.LocalTask;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.sim.ProtocolMessages.Accepted;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;

/**
 * The execution nodes of a STaRS simulation (Celaya, section 3.1.2): each admits what its local queue allows,
 * acknowledges it to the submitter, runs its tasks without pre-emption, and reports its state whenever its queue
 * changes. The local policy is the policy's {@link LocalQueues}; this class schedules the ends they announce.
 */
final class ExecutionNodes {

    private final Simulation sim;
    private final RunCounters counters;
    private final StarsConfig config;
    private final MessageLayer messages;
    private final boolean decentralized;
    private final NodeProperties nodes;
    private final LocalQueues<?> queues;
    private final NodeIndex index;
    /** The centralized or random scheduler, null in decentralized mode. */
    private final CentralPolicy central;
    private final SubmissionNodes submitters;
    /** Tasks per node, the running one included. */
    private final int[] queued;
    /** Tells the summary propagation that a node's state changed (decentralized mode only). */
    private IntConsumer reports = u -> {
    };
    /** Per node, its incarnation: a task end scheduled before the node failed is ignored; null while none can fail. */
    private int[] epoch;

    ExecutionNodes(RunContext run, NodeProperties nodes, LocalQueues<?> queues, NodeIndex index, CentralPolicy central,
            SubmissionNodes submitters) {
        this.config = run.config();
        this.messages = run.messages();
        this.decentralized = run.decentralized();
        this.sim = run.sim();
        this.counters = run.counters();
        this.nodes = nodes;
        this.queues = queues;
        this.index = index;
        this.central = central;
        this.submitters = submitters;
        queued = new int[nodes.size()];
    }

    void reportTo(IntConsumer summaries) {
        reports = summaries;
    }

    /** From now on nodes can fail: task ends remember the incarnation that scheduled them. */
    void canFail() {
        epoch = new int[nodes.size()];
    }

    int[] queued() {
        return queued;
    }

    /** How many classes of equal memory, disk and speed the nodes form ({@link NodeIndex}). */
    int nodeClasses() {
        return index.classes().size();
    }

    /** The class of node {@code u}, in 0 to {@link #nodeClasses()} - 1. */
    int nodeClass(int u) {
        return index.classIndex(u);
    }

    /** Node {@code u} as its policy's sample reads it. */
    NodeState state(int u) {
        return new NodeState(nodes.memory()[u], nodes.disk()[u], nodes.speed()[u], queues.queueEnd(u), queued[u],
                queues.queue(u, sim.now()));
    }

    /** The local queues, as the centralized scheduler reads them. */
    NodeQueues<?> queues() {
        return queues::queue;
    }

    /**
     * The longest remaining queue, the MMP objective (chapter 4) and the "maximum makespan obtained at each moment"
     * of Figure 8.9: max over nodes of Q_u - now, at least 0.
     */
    double longestQueue(double now) {
        double latest = now;
        for (int u = 0; u < queued.length; u++) {
            latest = Math.max(latest, queues.queueEnd(u));
        }
        return latest - now;
    }

    /** Accepts up to {@code tasks} tasks at node {@code u}; returns how many. */
    int accept(int u, Application application, int tasks) {
        Request request = application.request;
        boolean fits = request.memory() <= nodes.memory()[u] && request.disk() <= nodes.disk()[u];
        int before = queued[u];
        int taken = fits ? admit(u, application, tasks) : 0;
        if (taken > 0) {
            if (before == 0) {
                counters.busyNodes++;
            }
            queued[u] += taken;
            counters.queuedTasks += taken;
            counters.acceptedTasks += taken;
        }
        if (decentralized) {
            // section 3.3.1: the father took this node out of its estimate of the branch, expecting it to fill, so
            // the node reports again, sampled now, whatever it took; one that took nothing would otherwise stay out
            // of the father's view until its queue changes (never, for an idle node, whose l(delta) = (delta - now)
            // s_u shrinks as time passes, so that what it reported earlier can promise more than it has)
            reports.accept(u);
        }
        if (taken > 0) {
            messages.send(u, request.node(), ProtocolMessages.ACCEPT_BYTES, ProtocolMessages.ACCEPT,
                    new Accepted(application, taken));
        }
        return taken;
    }

    private int admit(int u, Application application, int tasks) {
        Request request = application.request;
        double now = sim.now();
        LocalTask task = new LocalTask(application, request.time(), request.taskLength(), request.runLength(),
                request.deadline());
        int taken = queues.admit(u, task, tasks, now);
        if (taken > 0) {
            startTasks(u, now);
            if (central != null) {
                central.tasksAdmitted(index, u);
            }
        }
        return taken;
    }

    // every task whose run the local queue decides now ends at the time it announces, unless the node fails first
    private void startTasks(int u, double now) {
        int incarnation = incarnation(u);
        for (double end = queues.startNext(u, now); !Double.isNaN(end); end = queues.startNext(u, now)) {
            if (Double.isNaN(counters.firstTaskStart)) {
                counters.firstTaskStart = now;
            }
            sim.schedule(end, s -> {
                if (incarnation(u) == incarnation) {
                    taskEnded(u);
                }
            });
        }
    }

    private void taskEnded(int u) {
        double now = sim.now();
        LocalTask task = queues.finish(u);
        submitters.taskLeft((Application) task.owner());
        switch (queues.outcome(task, now)) {
        case DROPPED -> counters.droppedTasks++;
        case LATE -> {
            counters.missedDeadlines++;
            finished(task);
        }
        case FINISHED -> finished(task);
        }
        startTasks(u, now);
        leftQueue(u);
    }

    private void finished(LocalTask task) {
        counters.finishedTasks++;
        counters.finishedComputation += task.length();
        counters.lastTaskEnd = sim.now();
    }

    /** A task left node {@code u}'s queue: the node reports its new state. */
    private void leftQueue(int u) {
        counters.handled++;
        queued[u]--;
        counters.queuedTasks--;
        if (queued[u] == 0) {
            counters.busyNodes--;
        }
        if (decentralized) {
            reports.accept(u);
        } else if (config.mode() == Mode.CENTRALIZED) {
            central.taskEnded(index, u, queued[u]);
        }
    }

    private int incarnation(int u) {
        return epoch == null ? 0 : epoch[u];
    }

    /**
     * Section 3.1.4: node {@code u} fails: its queue is lost and the task ends it had scheduled are ignored. Returns
     * the lost tasks per application, in queue order; {@link #restart} then puts a fresh node in its place.
     */
    Map<Application, Integer> lose(int u) {
        Map<Application, Integer> lost = new LinkedHashMap<>();
        for (LocalTask task : queues.clear(u, sim.now())) {
            lost.merge((Application) task.owner(), 1, Integer::sum);
        }
        epoch[u]++;
        return lost;
    }

    /** A fresh, empty node takes the place of the failed node {@code u} and reports. */
    void restart(int u) {
        int tasks = queued[u];
        counters.queuedTasks -= tasks;
        if (tasks > 0) {
            counters.busyNodes--;
        }
        queued[u] = 0;
        if (config.mode() == Mode.CENTRALIZED) {
            central.taskEnded(index, u, 0);
        } else if (decentralized) {
            reports.accept(u);
        }
    }
}
