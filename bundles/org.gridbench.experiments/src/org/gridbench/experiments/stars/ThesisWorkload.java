package org.gridbench.experiments.stars;

import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.ModelReadings;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.sim.StarsPolicy;
import org.gridbench.stars.sim.StarsSimulation;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.WorkloadTrace;
import org.gridbench.stars.workload.thesis.ThesisDistributions;
import org.gridbench.stars.workload.thesis.ThesisNodeModel;
import org.gridbench.stars.workload.thesis.ThesisUsers;
import org.gridbench.stars.workload.thesis.WorkShift;

/**
 * The thesis's site-level workload (Celaya, section 8.2, as its simulator builds it; {@code docs/stars.md},
 * "Thesis workload"): the closed-loop users of {@link ThesisUsers} on a fraction of the nodes run once against
 * decentralized IBP, and the applications they submitted are replayed, open-loop and identical, for every policy and
 * allocation mode compared.
 */
public final class ThesisWorkload {

    /**
     * Simulated time 0 is a Monday at 6:30 by default (our choice, so that a run of a few hours sees the day workers
     * arrive between 6:30 and 8:30), in seconds after a Saturday's midnight.
     */
    public static final double CALENDAR_START = 2 * WorkShift.DAY + 6.5 * 3600;
    /** The thesis's simulator starts on Saturday, 1 January 2000, at midnight (its runs last 60 h). */
    public static final double THESIS_CALENDAR_START = 0;
    /** The thesis's value of the user fraction: a user at every node (section 8.2). */
    public static final double DEFAULT_USER_FRACTION = 1;
    /** The policy the trace is generated with (the thesis generated each policy's trace with that policy). */
    public static final String GENERATOR_POLICY = "IBP";
    /**
     * SF_max of the trace generation: our default (the simulator's IBP trace used 15^2 = 225), the same whatever the
     * runs that replay the trace use, so that runs of different SF_max see the same applications.
     */
    public static final int GENERATOR_SF_MAX = 50;
    /** Update bandwidth of the trace generation, B/s: the simulator's {@code create_traces.conf} ({@code update_bw}). */
    public static final double GENERATOR_UPDATE_BANDWIDTH = 1000;

    private ThesisWorkload() {
    }

    /**
     * The simulator's node properties with memory steps up to {@code maxMemory} MB (its max_mem), node i from
     * substream i of the workload seed.
     */
    public static NodeProperties nodes(int nodes, double maxMemory, RandomStreams workload) {
        return new ThesisNodeModel(maxMemory).generate(nodes, workload);
    }

    /**
     * The submissions of the closed-loop users when decentralized {@code generator} (IBP) schedules them on the
     * platform of {@code config} with the thesis's readings (whatever the mode and readings of the runs that will
     * replay them), each with its DP deadline. A trace generated earlier in this process for the same settings is
     * taken again ({@link TraceCache}).
     */
    public static WorkloadTrace generate(StarsConfig config, StarsPolicy<?> generator, NodeProperties nodes,
            double userFraction, double calendarStart, RandomStreams workload, int threads) {
        TraceCache.Key key = new TraceCache.Key(config.nodes(), config.duration(), config.seed(), config.timeout(),
                config.sampleInterval(), config.cost(), generator.getClass().getName(), workload.seed(), userFraction,
                calendarStart);
        return TraceCache.shared().trace(key, nodes, () -> {
            ThesisUsers users = new ThesisUsers(ThesisDistributions.shipped(), nodes, userFraction, calendarStart,
                    ThesisUsers.DEADLINE_MULTIPLIER, workload);
            new StarsSimulation<>(generatorConfig(config), generator, nodes).threads(threads).closedLoop(users)
                    .run(List.of());
            return users.trace();
        });
    }

    /**
     * The settings of the trace generation for runs of {@code config}: its N, duration, seeds, timeout, sampling and
     * cost; decentralized, with the thesis's readings and the simulator's {@code create_traces.conf} link (fast, per
     * message delays) and update bandwidth, and SF_max {@link #GENERATOR_SF_MAX}. Runs that differ only in mode,
     * readings, link, update bandwidth or SF_max thus replay the same applications (section 8.2).
     */
    public static StarsConfig generatorConfig(StarsConfig config) {
        return new StarsConfig(config.nodes(), GENERATOR_SF_MAX, Mode.DECENTRALIZED, NetworkModel.fast(),
                GENERATOR_UPDATE_BANDWIDTH, config.duration(), config.seed(), config.timeout(),
                config.sampleInterval(), config.cost(), ModelReadings.THESIS);
    }

    /** The trace as one stream; without deadlines unless the policy uses them (DP). */
    public static List<RequestStream> replay(WorkloadTrace trace, boolean deadlines) {
        WorkloadTrace replayed = deadlines ? trace : new WorkloadTrace(trace.requests().stream()
                .map(r -> new Request(r.time(), r.node(), r.tasks(), r.taskLength(), r.memory(), r.disk(),
                        r.session()))
                .toList());
        return List.of(RequestStream.of(replayed));
    }

    /** The computation submitted before {@code duration} over what the nodes could run in it: sum n a / (sum s T). */
    public static double offeredLoad(WorkloadTrace trace, NodeProperties nodes, double duration) {
        double submitted = 0;
        for (Request request : trace.before(duration)) {
            submitted += request.tasks() * request.taskLength();
        }
        double capacity = 0;
        for (double speed : nodes.speed()) {
            capacity += speed;
        }
        return submitted / (capacity * duration);
    }
}
