package org.gridbench.trees.sim;

import java.util.Arrays;
import java.util.List;

import org.gridbench.kernel.DecisionGuard;
import org.gridbench.kernel.Simulation;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.Assignment;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.HeuristicPlan;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * The events of one demand-driven run: Figure 1's scheduler thread at every node and lane, under the full-overlap
 * single-port model of section 2.1 (one send at a time per node, receptions only from the parent, computation
 * overlapped with both).
 */
final class Run {

    final Simulation sim;
    final TreePlatform platform;
    final List<BagApplication> applications;
    final List<UnitKind> kinds;
    private final TreeHeuristicInstance heuristic;
    private final DecisionGuard guard;
    private final TreesObserver observer;
    private final Lane[][] lanes;
    private final SharedResource[] ports;
    private final SharedResource[] processors;
    private final int capacity;
    private final int largestUnit;
    /** Per node, the time its processor spent computing finished tasks. */
    private final double[] computeBusy;
    /** Per node, the time the link from its parent spent carrying finished transfers (section 2.1). */
    private final double[] linkBusy;
    /** Per node, the child its port is sending a task to, -1 when idle. */
    private final int[] sendingTo;
    final CompletionLog log;

    Run(Simulation sim, TreePlatform platform, List<BagApplication> applications, TreeHeuristicInstance heuristic,
            HeuristicPlan plan, int buffer, TreesObserver observer, DecisionGuard guard) {
        this.sim = sim;
        this.platform = platform;
        this.applications = applications;
        this.kinds = List.copyOf(plan.units());
        this.heuristic = heuristic;
        this.guard = guard;
        this.observer = observer;
        this.largestUnit = kinds.stream().mapToInt(UnitKind::size).max().orElse(1);
        this.capacity = Math.max(buffer, largestUnit);
        this.log = new CompletionLog(applications.size(), kinds);
        int n = platform.size();
        computeBusy = new double[n];
        linkBusy = new double[n];
        sendingTo = new int[n];
        Arrays.fill(sendingTo, -1);
        lanes = new Lane[n][plan.lanes()];
        ports = new SharedResource[n];
        processors = new SharedResource[n];
        for (int u = 0; u < n; u++) {
            ports[u] = new SharedResource(1);
            processors[u] = new SharedResource(1);
            for (int l = 0; l < plan.lanes(); l++) {
                lanes[u][l] = new Lane(this, u, l, plan.scheduler(u, l));
            }
        }
        for (int j = 0; j < kinds.size(); j++) {
            UnitKind kind = kinds.get(j);
            if (kind.lane() >= plan.lanes()) {
                throw failure("unit " + kind.label() + " names lane " + kind.lane() + " of " + plan.lanes(), null);
            }
            for (int i = 0; i < kind.count(); i++) {
                lanes[0][kind.lane()].add(j);
            }
        }
    }

    /** The state of every node for live views: buffered tasks, computing, sending, over all lanes. */
    TreeSnapshot snapshot() {
        int n = platform.size();
        int[] buffered = new int[n];
        boolean[] computing = new boolean[n];
        boolean[] sending = new boolean[n];
        for (int u = 0; u < n; u++) {
            for (Lane lane : lanes[u]) {
                buffered[u] += lane.bufferedTasks;
                sending[u] |= lane.sending;
            }
            computing[u] = processors[u].activeJobs() > 0;
        }
        return new TreeSnapshot(sim.now(), sim.eventsProcessed(), log.done(), log.totals(), buffered, computing,
                sending, sendingTo.clone(), computeBusy.clone(), linkBusy.clone());
    }

    /** Time 0: every worker asks its scheduler, every scheduler with room asks its parent (Figure 1 line 2). */
    void start() {
        for (Lane[] node : lanes) {
            for (Lane lane : node) {
                lane.requests.add(lane.node);
                if (!lane.isRoot()) {
                    requestWork(lane);
                }
            }
        }
        for (Lane[] node : lanes) {
            for (Lane lane : node) {
                dispatch(lane);
            }
        }
    }

    // Figure 1 line 2: room for one more unit of the largest kind even after all outstanding requests are served
    private void requestWork(Lane lane) {
        int v = lane.node;
        while (lane.bufferedTasks + (lane.outstanding + 1) * largestUnit <= capacity) {
            lane.outstanding++;
            observer.requestSent(sim.now(), v, lane.lane);
            double delay = platform.latency(v) + DemandDrivenSimulation.REQUEST_BYTES / platform.bandwidth(v);
            sim.scheduleAfter(delay, s -> requestArrives(v, lane.lane));
        }
    }

    private void requestArrives(int v, int l) {
        observer.requestReceived(sim.now(), v, l);
        Lane parent = lanes[platform.parent(v)][l];
        parent.requests.add(v);
        dispatch(parent);
    }

    // Figure 1 lines 5-7: serve what the heuristic selects, while it selects something servable
    private void dispatch(Lane lane) {
        while (lane.requestCount() > 0 && lane.bufferedTasks > 0) {
            Assignment choice = select(lane);
            if (choice == null) {
                return;
            }
            lane.requests.remove(Integer.valueOf(choice.requester()));
            lane.remove(choice.kind());
            if (choice.requester() == lane.node) {
                compute(lane, choice.kind());
            } else {
                send(lane, choice.requester(), choice.kind());
            }
            if (!lane.isRoot()) {
                requestWork(lane);
            }
        }
    }

    private Assignment select(Lane lane) {
        Assignment choice;
        guard.begin();
        try {
            choice = lane.scheduler.select(lane);
        } catch (RuntimeException e) {
            String overrun = guard.end();
            throw failure("select failed at node " + lane.node + ": " + (overrun != null ? overrun + ", then " : "")
                    + e, e);
        }
        String overrun = guard.end();
        if (overrun != null) {
            throw failure("select at node " + lane.node + ": " + overrun, null);
        }
        if (choice != null && (choice.kind() < 0 || choice.kind() >= kinds.size() || lane.buffered(choice.kind()) == 0
                || !lane.requests.contains(choice.requester()) || !lane.servable(choice.requester()))) {
            throw failure("node " + lane.node + " chose " + choice + ", which it cannot serve now", null);
        }
        return choice;
    }

    private HeuristicException failure(String message, Throwable cause) {
        return new HeuristicException(heuristic.id(), heuristic.plugin(), message, cause);
    }

    private void compute(Lane lane, int kind) {
        int u = lane.node;
        observer.computeStarted(sim.now(), u, lane.lane, kind);
        processors[u].start(sim, kinds.get(kind).flops() / platform.speed(u), () -> computed(lane, kind));
    }

    private void computed(Lane lane, int kind) {
        log.completed(sim.now(), kind);
        computeBusy[lane.node] += kinds.get(kind).flops() / platform.speed(lane.node);
        observer.computeDone(sim.now(), lane.node, lane.lane, kind);
        lane.requests.add(lane.node);
        dispatch(lane);
    }

    // section 2.1: X / b_v after the link latency, the sender's port busy throughout
    private void send(Lane lane, int v, int kind) {
        lane.sending = true;
        sendingTo[lane.node] = v;
        observer.transferStarted(sim.now(), v, lane.lane, kind);
        double time = kinds.get(kind).bytes() / platform.bandwidth(v);
        SharedResource port = ports[lane.node];
        sim.scheduleAfter(platform.latency(v), s -> port.start(s, time, () -> received(lane, v, kind)));
    }

    private void received(Lane sender, int v, int kind) {
        sender.sending = false;
        sendingTo[sender.node] = -1;
        linkBusy[v] += kinds.get(kind).bytes() / platform.bandwidth(v);
        Lane child = lanes[v][sender.lane];
        child.outstanding--;
        child.add(kind);
        observer.transferDone(sim.now(), v, child.lane, kind, child.bufferedTasks);
        dispatch(child);
        dispatch(sender);
    }
}
