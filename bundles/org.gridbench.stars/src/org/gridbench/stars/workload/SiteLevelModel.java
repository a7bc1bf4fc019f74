package org.gridbench.stars.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;

/**
 * The site-level model of Shmueli and Feitelson as Celaya uses it (section 8.2): a user at each node works in
 * sessions, submitting an application, waiting for its response, thinking and submitting the next one, or taking a
 * break that ends the session. Generated once into a {@link WorkloadTrace}: since no scheduler runs during generation,
 * the response time of an application is its run time on dedicated reference processors (every task on its own), so
 * the trace does not depend on the policy that will replay it.
 */
public final class SiteLevelModel {

    /** The named stream whose substream {@code i} drives user {@code i}, whatever the number of users. */
    public static final String STREAM = "stars.workload.site-level";

    private static final double SECONDS_PER_MINUTE = 60;

    private final SwfDistributions applications;
    private final SiteLevelParameters parameters;

    public SiteLevelModel(SwfDistributions applications, SiteLevelParameters parameters) {
        this.applications = applications;
        this.parameters = parameters;
    }

    /** Shmueli and Feitelson, as quoted in Celaya section 8.4.3: P(continue) = 0.8 / (0.05 t_r + 1), t_r in minutes. */
    public static double continueProbability(double responseMinutes) {
        return 0.8 / (0.05 * responseMinutes + 1);
    }

    /** The complement of {@link #continueProbability}: the user takes a break after this response time. */
    public static double breakProbability(double responseMinutes) {
        return 1 - continueProbability(responseMinutes);
    }

    /** Every user's submissions up to the horizon, each user from its own substream of {@link #STREAM}. */
    public WorkloadTrace generate(RandomStreams streams) {
        List<Request> requests = new ArrayList<>();
        for (int user = 0; user < parameters.users(); user++) {
            requests.addAll(user(user, streams.substream(STREAM, user)));
        }
        return new WorkloadTrace(requests);
    }

    /** The submissions of the user at {@code node}: sessions of submit, wait for the response, think or break. */
    List<Request> user(int node, SplittableRandom random) {
        List<Request> requests = new ArrayList<>();
        int session = 0;
        double time = awake(parameters.nextWake(0) + Distributions.exponential(random, parameters.meanBreak()));
        while (time < parameters.horizon()) {
            SwfDistributions.Application application = applications.sample(random);
            requests.add(new Request(time, node, application.tasks(), application.taskLength(), application.memory(),
                    parameters.disk(), session));
            double response = application.taskLength() / applications.referenceSpeed();
            boolean breaks = random.nextDouble() >= continueProbability(response / SECONDS_PER_MINUTE);
            double next = time + response
                    + Distributions.exponential(random, breaks ? parameters.meanBreak() : parameters.meanThinkTime());
            if (breaks || !parameters.working(next)) {
                session++;
            }
            time = awake(next);
        }
        return requests;
    }

    /** A submission that would fall while the user sleeps waits for the user to wake up. */
    private double awake(double time) {
        return parameters.working(time) ? time : parameters.nextWake(time);
    }
}
