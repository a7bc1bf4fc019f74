package org.gridbench.stars.workload;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;

/**
 * The submissions of one site-level user (Celaya, section 8.2), produced one at a time so that a simulation can keep
 * a million users: a user holds only its generator, the time of its next submission and its session number, besides
 * the shared model and its node.
 */
public final class UserStream implements RequestStream {

    private static final double SECONDS_PER_MINUTE = 60;

    /** The random stream of the DP deadlines, apart from the submissions so that both stay the same with or without. */
    public static final String DEADLINES = "stars.workload.deadlines";

    private final SiteLevelModel model;
    private final int node;
    private final SplittableRandom random;
    private final DeadlineModel deadlines;
    private final SplittableRandom deadlineRandom;
    private double time;
    private int session;

    private UserStream(SiteLevelModel model, int node, SplittableRandom random, DeadlineModel deadlines,
            SplittableRandom deadlineRandom) {
        if (node < 0) {
            throw new IllegalArgumentException("a user is attached to a node, found node " + node);
        }
        this.model = model;
        this.node = node;
        this.random = random;
        this.deadlines = deadlines;
        this.deadlineRandom = deadlineRandom;
        SiteLevelParameters parameters = model.parameters();
        this.time = awake(parameters.nextWake(0) + Distributions.exponential(random, parameters.meanBreak()));
    }

    /** The user at {@code node}, drawing from substream {@code node} of {@link SiteLevelModel#STREAM}. */
    public static UserStream of(SiteLevelModel model, int node, RandomStreams streams) {
        return new UserStream(model, node, streams.substream(SiteLevelModel.STREAM, node), null, null);
    }

    /**
     * The user at {@code node}, whose node runs at {@code userSpeed} MFLOPS, with the DP deadlines of section 8.4.3
     * drawn from substream {@code node} of {@link #DEADLINES}: the same submissions as {@link #of}, plus deadlines.
     */
    public static UserStream withDeadlines(SiteLevelModel model, int node, RandomStreams streams, double userSpeed) {
        return new UserStream(model, node, streams.substream(SiteLevelModel.STREAM, node),
                new DeadlineModel(model.parameters(), userSpeed), streams.substream(DEADLINES, node));
    }

    /** Section 8.4.3: submit, wait for the response, then think or take a break; null once past the horizon. */
    @Override
    public Request next() {
        SiteLevelParameters parameters = model.parameters();
        if (!(time < parameters.horizon())) {
            return null;
        }
        SwfDistributions applications = model.applications();
        SwfDistributions.Application application = applications.sample(random);
        Request request = new Request(time, node, application.tasks(), application.taskLength(), application.memory(),
                parameters.disk(), session);
        double response = application.taskLength() / applications.referenceSpeed();
        if (deadlines != null) {
            request = request.withDeadline(deadlines.deadline(time, uniformOpen(), application.taskLength(),
                    application.tasks(), applications.referenceSpeed()));
            deadlines.responded(application.taskLength(), application.tasks(), response);
        }
        boolean breaks = random.nextDouble() >= SiteLevelModel.continueProbability(response / SECONDS_PER_MINUTE);
        double next = time + response
                + Distributions.exponential(random, breaks ? parameters.meanBreak() : parameters.meanThinkTime());
        if (breaks || !parameters.working(next)) {
            session++;
        }
        time = awake(next);
        return request;
    }

    private double uniformOpen() {
        double u;
        do {
            u = deadlineRandom.nextDouble();
        } while (u == 0);
        return u;
    }

    /** A submission that would fall while the user sleeps waits for the user to wake up. */
    private double awake(double time) {
        SiteLevelParameters parameters = model.parameters();
        return parameters.working(time) ? time : parameters.nextWake(time);
    }
}
