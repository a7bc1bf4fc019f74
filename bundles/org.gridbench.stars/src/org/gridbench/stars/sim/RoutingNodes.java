package org.gridbench.stars.sim;

import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.stars.availability.SampledFunction;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.Forwarded;
import org.gridbench.stars.routing.ForwardingRequest;
import org.gridbench.stars.routing.Split;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.ProtocolMessages.Fragment;
import org.gridbench.stars.workload.Request;

/**
 * The routing nodes of a STaRS simulation (Celaya, section 3.3): a request climbs from the submitter's branch and
 * splits at each routing node by the policy's forwarding algorithm; an execution node that cannot take all it is sent
 * returns the rest (or, in the thesis's reading, drops it). In centralized and random modes a scheduler at node 0
 * allocates instead, with full knowledge of every node (Appendix C).
 *
 * @param <F> the policy's sampled-function type
 */
final class RoutingNodes<F extends SampledFunction<F>> {
    private static final int CENTRAL_NODE = 0;
    private static final int HOPS_KEPT = 64;

    private final RunContext run;
    private final Overlay overlay;
    private final RunCounters counters;
    private final StarsConfig config;
    private final MessageLayer messages;
    private final StarsPolicy<F> policy;
    private final AvailabilityPropagation<F> summaries;
    private final ExecutionNodes execution;
    private final NodeIndex index;
    private final CentralPolicy central;
    /** The latest request hops, for live views, kept only while an observer is attached; at most HOPS_KEPT. */
    private final ArrayDeque<StarsSnapshot.Hop> hops = new ArrayDeque<>();
    private StarsObserver observer = StarsObserver.NONE;

    RoutingNodes(RunContext run, StarsPolicy<F> policy, AvailabilityPropagation<F> summaries,
            ExecutionNodes execution, NodeIndex index, CentralPolicy central) {
        this.run = run;
        this.config = run.config();
        this.messages = run.messages();
        this.overlay = run.overlay();
        this.counters = run.counters();
        this.policy = policy;
        this.summaries = summaries;
        this.execution = execution;
        this.index = index;
        this.central = central;
    }

    void observer(StarsObserver observer) {
        this.observer = observer;
    }

    List<StarsSnapshot.Hop> hops() {
        return List.copyOf(hops);
    }

    void requestReceived(Fragment fragment) {
        int position = fragment.position();
        Application application = fragment.application();
        Request request = application.request;
        hop(fragment);
        if (fragment.from() == Direction.FATHER) {
            summaries.fatherEstimates(position);
        }
        if (overlay.isLeaf(position)) {
            int u = overlay.player(position);
            int taken = execution.accept(u, application, (int) fragment.tasks().size());
            long rest = fragment.tasks().size() - taken;
            if (rest > 0) {
                counters.rejectedTasks += rest;
                if (config.readings().noReturn()) {
                    return; // the thesis's execution nodes send nothing up: the submitter's timeout recovers the rest
                }
                int father = overlay.father(position);
                route(application, new TaskInterval(fragment.tasks().first() + taken, fragment.tasks().last()),
                        father, (position & 1) == 0 ? Direction.LEFT : Direction.RIGHT, u);
            }
            return;
        }
        counters.routedByDepth[overlay.depth(position)]++;
        Forwarded<F> decision = policy.forward(summaries.view(position), new ForwardingRequest(fragment.tasks(),
                request.memory(), request.disk(), request.taskLength(), request.deadline(), fragment.from()),
                run.sim().now());
        summaries.forwarded(position, decision);
        Split split = decision.split();
        int from = overlay.player(position);
        route(application, split.left(), 2 * position, Direction.FATHER, from);
        route(application, split.right(), 2 * position + 1, Direction.FATHER, from);
        boolean returning = fragment.from() == Direction.FATHER && config.readings().noReturn();
        if (position != Overlay.ROOT && !returning) {
            route(application, split.father(), overlay.father(position),
                    (position & 1) == 0 ? Direction.LEFT : Direction.RIGHT, from);
        }
        // the no-return rule: what came from the father and does not fit below is dropped, never sent back up
        counters.discardedTasks += split.discarded().size() + (returning ? split.father().size() : 0);
    }

    // The position a fragment came from: its father, one of its children, or none (from the submission node); a run
    // nothing observes (the command line, sweeps) keeps no hops
    private void hop(Fragment fragment) {
        if (observer == StarsObserver.NONE) {
            return;
        }
        int position = fragment.position();
        int from = switch (fragment.from()) {
        case FATHER -> overlay.father(position);
        case LEFT -> 2 * position;
        case RIGHT -> 2 * position + 1;
        default -> Overlay.NONE;
        };
        if (hops.size() == HOPS_KEPT) {
            hops.removeFirst();
        }
        hops.addLast(new StarsSnapshot.Hop(run.sim().now(), from, position, fragment.tasks().size(),
                fragment.from().name(), fragment.application().id));
        observer.routed(position, fragment.tasks().size());
    }

    private void route(Application application, TaskInterval tasks, int position, Direction from, int sender) {
        if (!tasks.isEmpty()) {
            messages.send(sender, overlay.player(position), ProtocolMessages.REQUEST_BYTES,
                    ProtocolMessages.REQUEST, new Fragment(application, tasks, position, from));
        }
    }

    // Appendix C: the scheduler allocates with full knowledge, one message per chosen node
    void centralRequestReceived(Fragment fragment) {
        Application application = fragment.application();
        int tasks = (int) fragment.tasks().size();
        int[] chosen = new int[tasks];
        int allocated = central.allocate(index, execution.queues(), application.request, tasks, run.sim().now(),
                chosen);
        counters.discardedTasks += tasks - allocated;
        Map<Integer, Integer> perNode = new LinkedHashMap<>();
        for (int i = 0; i < allocated; i++) {
            perNode.merge(chosen[i], 1, Integer::sum);
        }
        for (Map.Entry<Integer, Integer> e : perNode.entrySet()) {
            messages.send(CENTRAL_NODE, e.getKey(), ProtocolMessages.REQUEST_BYTES, ProtocolMessages.TASKS,
                    new Fragment(application, TaskInterval.of(e.getValue()), -1, null));
        }
    }

    void tasksReceived(int u, Fragment fragment) {
        int tasks = (int) fragment.tasks().size();
        counters.rejectedTasks += tasks - execution.accept(u, fragment.application(), tasks);
    }
}
