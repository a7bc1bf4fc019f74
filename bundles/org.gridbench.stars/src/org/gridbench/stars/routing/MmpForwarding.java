package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarSample;
import org.gridbench.stars.availability.ScalarSampledFunction;

/**
 * The MMP forwarding algorithm (Algorithm 4.1): the request climbs while the minimum makespan its branch can give all
 * n tasks exceeds beta times the longest makespan in the tree; otherwise the left child gets AF(left, minMakespan) tasks
 * and the right child the rest. A request no node of the branch can take (no M >= m and D >= d) climbs, wherever it
 * came from; at the root it is discarded.
 */
public final class MmpForwarding {

    /** Section 4.3.2 and 8.2: beta = 0.5 is the best tradeoff between makespan and load on the upper levels. */
    public static final double DEFAULT_BETA = 0.5;

    private final MmpPolicy policy = new MmpPolicy();
    private final double beta;

    public MmpForwarding() {
        this(DEFAULT_BETA);
    }

    public MmpForwarding(double beta) {
        if (!(beta > 0)) {
            throw new IllegalArgumentException("beta must be positive: " + beta);
        }
        this.beta = beta;
    }

    /**
     * @param maxQueueEnd the maximum queue end time of the rest of the tree, received from the father (ignored at the root)
     * @param now the current time; stale queue ends in the children summaries are aged to it (section 4.3.1)
     */
    public Split forward(ForwardingRequest request, AvailabilitySummary<ScalarSampledFunction> left,
            AvailabilitySummary<ScalarSampledFunction> right, double maxQueueEnd, double now, boolean root) {
        return forwardAndEstimate(request, left, right, maxQueueEnd, now, root).split();
    }

    /** Algorithm 4.1, and the children summaries with the queues that receive tasks grown to the chosen makespan. */
    public Forwarded<ScalarSampledFunction> forwardAndEstimate(ForwardingRequest request,
            AvailabilitySummary<ScalarSampledFunction> left, AvailabilitySummary<ScalarSampledFunction> right,
            double maxQueueEnd, double now, boolean root) {
        AvailabilitySummary<ScalarSampledFunction> agedLeft = policy.age(left, now);
        AvailabilitySummary<ScalarSampledFunction> agedRight = policy.age(right, now);
        List<ScalarSampledFunction> all = new ArrayList<>(agedLeft.functions());
        all.addAll(agedRight.functions());
        AvailabilitySummary<ScalarSampledFunction> branch = AvailabilitySummary.of(policy, all,
                agedLeft.ranges().merge(agedRight.ranges()));
        // Algorithm 4.1 lines 2-12: binary search of the earliest queue end by which the branch takes all n tasks
        double queueEnd = policy.queueEnd(branch, request.memory(), request.disk(), request.length(), request.n());
        double longest = Math.max(root ? now : maxQueueEnd, branch.ranges().max(MmpPolicy.QUEUE_END));
        // Algorithm 4.1 line 13: isTooMuch <- minMakespan > beta maxMakespan, makespans measured from now
        boolean tooMuch = queueEnd - now > beta * (longest - now);
        boolean noneFits = Double.isInfinite(queueEnd);
        // A branch in which no node fits sends everything up, even what came from the father (whose view of the
        // branch is stale, e.g. after a failure emptied it): sending it down could only bounce back, and the
        // infinite makespan would poison the estimates; the root discards it
        if (noneFits || !root && request.from() != Direction.FATHER && tooMuch) {
            return new Forwarded<>(request.tasks().split(0, 0, root), left, right);
        }
        // Algorithm 4.1 lines 17-19: numLeft = AF(leftInfo, minMakespan), the rest to the right child
        long toLeft = Math.min(request.n(),
                policy.availability(agedLeft, request.memory(), request.disk(), request.length(), queueEnd));
        long toRight = request.n() - toLeft;
        return new Forwarded<>(request.tasks().split(toLeft, toRight, root),
                toLeft == 0 ? left : filled(agedLeft, request, queueEnd),
                toRight == 0 ? right : filled(agedRight, request, queueEnd));
    }

    // Section 3.3.1: the fitting queues that end before q are filled up to q (Algorithm 4.1 sends tasks up to minMakespan)
    private AvailabilitySummary<ScalarSampledFunction> filled(AvailabilitySummary<ScalarSampledFunction> child,
            ForwardingRequest request, double queueEnd) {
        List<ScalarSampledFunction> functions = new ArrayList<>(child.functions().size());
        for (ScalarSampledFunction f : child.functions()) {
            boolean fits = request.memory() <= f.sample(MmpPolicy.MEMORY) && request.disk() <= f.sample(MmpPolicy.DISK);
            functions.add(fits && f.sample(MmpPolicy.QUEUE_END) < queueEnd
                    ? f.with(MmpPolicy.QUEUE_END, ScalarSample.exact(queueEnd)) : f);
        }
        return AvailabilitySummary.of(policy, functions, child.ranges().widen(MmpPolicy.QUEUE_END, queueEnd));
    }
}
