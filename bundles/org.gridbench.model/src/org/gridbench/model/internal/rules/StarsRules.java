package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.stars.StarsScenario;

/** The stars family (Celaya's STaRS): requests for bags of tasks routed on a binary tree overlay of execution nodes. */
final class StarsRules implements FamilyRules {

    /** A deadline under a millisecond is below the network's least delay; smaller ones vanish in the clock. */
    private static final Bound MIN_DEADLINE = new Bound("must be at least 0.001 s (a millisecond): a shorter deadline"
            + " is below the network's least delay, and the clock's rounding loses smaller ones",
            x -> x >= StarsScenario.MIN_DEADLINE);

    /** The overlay numbers its 2N - 1 tree positions in a Java int, so N is at most half the largest int. */
    private static final Bound OVERLAY = Bound.atMost("half the largest 32-bit integer, as the overlay numbers 2N - 1"
            + " positions", Integer.MAX_VALUE / 2);
    /** Sessions shorter than a second fail nodes faster than events can be handled: the run's events grow unbounded. */
    private static final Bound CHURN = new Bound("must be 0 (no churn) or at least 1 second",
            x -> x == 0 || x >= StarsScenario.MIN_CHURN_MEDIAN);
    /** A run shorter than a second samples its series at less than 5 ms; 4.9e-324 s sampled it at 0 s. */
    private static final Bound DURATION = new Bound("must be at least 1 second", x -> x >= StarsScenario.MIN_DURATION);
    /** A file's run gives every node the same memory and disk, so a request needing more could never be placed. */
    private static final Bound NODE_MEMORY = Bound.atMost("the memory of every node of a file's run, in MB",
            StarsScenario.NODE_MEMORY);
    private static final Bound NODE_DISK = Bound.atMost("the disk of every node of a file's run, in MB",
            StarsScenario.NODE_DISK);

    @Override
    public List<String> sections() {
        return List.of("overlay", "network", "policy", "policyPlugin", "workload", "duration", "failures");
    }

    @Override
    public void check(Fields scenario) {
        Optional<Long> nodes = scenario.requiredObject("overlay", "nodes", "sfMax", "updateBandwidth").flatMap(overlay -> {
            Optional<Long> count = overlay.requiredInteger("nodes", Bound.atLeast(2), OVERLAY);
            overlay.requiredInteger("sfMax", Bound.atLeast(1), Bound.INT32);
            overlay.requiredNumber("updateBandwidth", Bound.greaterThan(0));
            return count;
        });
        scenario.requiredObject("network", "model")
                .flatMap(network -> network.required("model"))
                .ifPresent(model -> model.oneOf("network model", List.of("slow", "fast")));
        boolean deadlines = scenario.requiredText("policy").filter(StarsScenario.DEADLINE_POLICY::equals)
                .isPresent();
        scenario.optionalText("policyPlugin");
        double duration = scenario.optionalNumber("duration", DURATION).orElse(StarsScenario.DEFAULT_DURATION);
        scenario.optionalObject("failures", "churnMedian", "failFraction", "failAt").ifPresent(failures -> {
            failures.optionalNumber("churnMedian", CHURN).ifPresent(median -> nodes.flatMap(count -> StarsScenario
                    .churnRefusal(count, duration, median)).ifPresent(why -> failures.problem("churnMedian", why)));
            failures.optionalNumber("failFraction",
                    new Bound("must be at least 0 and less than 1", x -> x >= 0 && x < 1));
            failures.optionalNumber("failAt", Bound.atLeast(0));
        });
        scenario.requiredObject("workload", "requests").ifPresent(workload -> {
            Bound node = nodes.map(StarsRules::nodeIndex).orElse(Bound.atLeast(0));
            for (Fields request : workload.requiredObjects("requests", 0, "at", "node", "tasks", "length", "memory",
                    "disk", "deadline")) {
                Optional<Double> at = request.requiredNumber("at", Bound.atLeast(0));
                request.requiredInteger("node", node);
                request.requiredInteger("tasks", Bound.atLeast(1), Bound.INT32);
                request.requiredNumber("length", Bound.greaterThan(0));
                request.requiredNumber("memory", Bound.atLeast(0), NODE_MEMORY);
                request.requiredNumber("disk", Bound.atLeast(0), NODE_DISK);
                if (deadlines && request.optional("deadline").isEmpty()) {
                    request.missing("deadline", "missing; " + StarsScenario.DEADLINE_POLICY
                            + " needs a deadline per request, in seconds after its 'at'");
                }
                Optional<Double> deadline = request.optionalNumber("deadline", MIN_DEADLINE);
                if (at.isPresent() && deadline.isPresent() && !(at.get() + deadline.get() > at.get())) {
                    request.problem("deadline", "is lost in the rounding of 'at' (" + Bound.text(at.get())
                            + " s): the request would be due when it is submitted");
                } else if (at.isPresent() && deadline.isPresent()
                        && !(at.get() + deadline.get() <= StarsScenario.MAX_DUE)) {
                    request.problem("deadline", "must make the request due at most 10^300 s after the start (at +"
                            + " deadline): DP samples the computation a node offers up to the deadline, seconds x"
                            + " MFLOPS, which must be a finite number, found " + Bound.text(deadline.get()));
                }
            }
        });
    }

    private static Bound nodeIndex(long nodes) {
        return new Bound("must be at least 0 and less than overlay.nodes (" + nodes + ")", x -> x >= 0 && x < nodes);
    }
}
