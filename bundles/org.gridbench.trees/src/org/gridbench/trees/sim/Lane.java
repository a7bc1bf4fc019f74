package org.gridbench.trees.sim;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.NodeScheduler;
import org.gridbench.trees.heuristic.SchedulerState;
import org.gridbench.trees.heuristic.UnitKind;

/**
 * One scheduler thread and one worker thread of a node (Figure 1): its buffer, its outstanding requests to the
 * parent, the requests it has received, and whether its send is in progress.
 */
final class Lane implements SchedulerState {

    final Run run;
    final int node;
    final int lane;
    final NodeScheduler scheduler;
    final int[] buffered;
    final ArrayDeque<Integer> arrivalOrder = new ArrayDeque<>();
    final List<Integer> requests = new ArrayList<>();
    int bufferedTasks;
    int outstanding;
    boolean sending;

    Lane(Run run, int node, int lane, NodeScheduler scheduler) {
        this.run = run;
        this.node = node;
        this.lane = lane;
        this.scheduler = scheduler;
        this.buffered = new int[run.kinds.size()];
    }

    boolean isRoot() {
        return node == 0;
    }

    boolean servable(int requester) {
        return requester == node || !sending;
    }

    @Override
    public int node() {
        return node;
    }

    @Override
    public int lane() {
        return lane;
    }

    @Override
    public double now() {
        return run.sim.now();
    }

    @Override
    public TreePlatform platform() {
        return run.platform;
    }

    @Override
    public List<BagApplication> applications() {
        return run.applications;
    }

    @Override
    public List<UnitKind> kinds() {
        return run.kinds;
    }

    @Override
    public int requestCount() {
        return sending ? (requests.contains(node) ? 1 : 0) : requests.size();
    }

    @Override
    public int requester(int i) {
        return sending ? node : requests.get(i);
    }

    @Override
    public int buffered(int kind) {
        return buffered[kind];
    }

    @Override
    public int oldestBuffered() {
        if (isRoot()) {
            for (int j = 0; j < buffered.length; j++) {
                if (buffered[j] > 0) {
                    return j;
                }
            }
            return -1;
        }
        return arrivalOrder.isEmpty() ? -1 : arrivalOrder.peekFirst();
    }

    void add(int kind) {
        buffered[kind]++;
        bufferedTasks += run.kinds.get(kind).size();
        if (!isRoot()) {
            arrivalOrder.addLast(kind);
        }
    }

    void remove(int kind) {
        buffered[kind]--;
        bufferedTasks -= run.kinds.get(kind).size();
        if (!isRoot()) {
            arrivalOrder.removeFirstOccurrence(kind);
        }
    }
}
