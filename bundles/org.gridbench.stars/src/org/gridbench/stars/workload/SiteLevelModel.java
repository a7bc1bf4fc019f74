package org.gridbench.stars.workload;

import java.util.ArrayList;
import java.util.List;

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
            requests.addAll(user(user, streams));
        }
        return new WorkloadTrace(requests);
    }

    /** The submissions of the user at {@code node}, drained from its {@link UserStream}. */
    private List<Request> user(int node, RandomStreams streams) {
        List<Request> requests = new ArrayList<>();
        UserStream stream = UserStream.of(this, node, streams);
        for (Request request = stream.next(); request != null; request = stream.next()) {
            requests.add(request);
        }
        return requests;
    }

    SwfDistributions applications() {
        return applications;
    }

    SiteLevelParameters parameters() {
        return parameters;
    }
}
