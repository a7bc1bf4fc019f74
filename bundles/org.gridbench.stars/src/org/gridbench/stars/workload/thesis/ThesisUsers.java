package org.gridbench.stars.workload.thesis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.WorkloadTrace;

/**
 * The closed-loop site-level users of the thesis's simulator (Celaya, section 8.2, after Shmueli and Feitelson;
 * {@code docs/stars-thesis-setup.md}): a user at work submits a batch of applications, waits until every one has
 * ended, then thinks or, with a probability that grows with the last response time, takes a break; outside its
 * working hours it sleeps until its next shift. Every submission is recorded with its DP deadline, so that the run
 * that generates the workload leaves a {@link WorkloadTrace} for every policy to replay (section 8.2).
 *
 * <p>User {@code i} sits at node {@code nodeOf(i)} and draws everything from substream {@code i} of {@link #STREAM}.
 */
public final class ThesisUsers implements ClosedLoopWorkload {

    public static final String STREAM = "stars.workload.thesis-users";
    /** The thesis's DP deadline multiplier of its trace generation ({@code deadline_mult}). */
    public static final double DEADLINE_MULTIPLIER = 0.1;

    private final ThesisDistributions distributions;
    private final SiteUser[] users;
    /** Per node, its user's index, -1 for a node without a user. */
    private final int[] userAt;
    private final double deadlineMultiplier;
    private final List<Request> submitted = new ArrayList<>();
    private Submissions submissions;

    /**
     * Users on a fraction of the nodes, evenly spread ({@link #nodeOf}), time 0 {@code calendarStart} seconds after
     * a Saturday's midnight.
     */
    public ThesisUsers(ThesisDistributions distributions, NodeProperties nodes, double userFraction,
            double calendarStart, double deadlineMultiplier, RandomStreams streams) {
        int count = users(nodes.size(), userFraction);
        this.distributions = distributions;
        this.deadlineMultiplier = deadlineMultiplier;
        users = new SiteUser[count];
        userAt = new int[nodes.size()];
        Arrays.fill(userAt, -1);
        for (int i = 0; i < count; i++) {
            int node = nodeOf(i, count, nodes.size());
            SplittableRandom random = streams.substream(STREAM, i);
            users[i] = new SiteUser(node, WorkShift.draw(random, calendarStart), random, nodes.speed()[node]);
            userAt[node] = i;
        }
    }

    /** Users on {@code nodes} nodes at fraction {@code f} in (0, 1]: round(f N), at least 1. */
    public static int users(int nodes, double f) {
        if (!(f > 0 && f <= 1)) {
            throw new IllegalArgumentException("the user fraction must be in (0, 1], found " + f);
        }
        return (int) Math.max(1, Math.round(f * nodes));
    }

    /** The node of user {@code i} of {@code count} on {@code nodes} nodes: floor(i N / count), evenly spread. */
    public static int nodeOf(int i, int count, int nodes) {
        return (int) ((long) i * nodes / count);
    }

    public int size() {
        return users.length;
    }

    @Override
    public void start(Submissions s) {
        submissions = s;
        for (SiteUser user : users) {
            if (user.shift.working(s.now())) {
                think(user, 0);
            } else {
                sleep(user);
            }
        }
    }

    @Override
    public void ended(Request request, double now) {
        int index = userAt[request.node()];
        if (index < 0) {
            return;
        }
        SiteUser user = users[index];
        double response = now - request.time();
        double length = request.tasks() * request.taskLength();
        if (response > 0) {
            user.perceivedSpeed = ThesisDeadline.perceivedSpeed(user.perceivedSpeed, length, response);
        }
        user.batchLeft--;
        if (user.batchLeft == 0 && user.state == SiteUser.State.WAITING_FOR_BATCH) {
            if (user.shift.working(now)) {
                think(user, response);
            } else {
                sleep(user);
            }
        }
    }

    /** The submissions so far, each with its DP deadline, in time order. */
    public WorkloadTrace trace() {
        return new WorkloadTrace(submitted);
    }

    // Shmueli and Feitelson (section 8.4.3): continue with probability 0.8 / (0.05 t_r + 1), t_r in minutes
    private void think(SiteUser user, double response) {
        boolean continues = Uniform.openBelow(user.random) <= 0.8 / (0.05 * response / 60 + 1);
        EmpiricalCdf pause = continues ? distributions.thinkTime() : distributions.breakTime();
        user.state = SiteUser.State.THINKING;
        submissions.at(submissions.now() + pause.inverse(Uniform.openBelow(user.random)), () -> awake(user));
    }

    private void sleep(SiteUser user) {
        user.state = SiteUser.State.SLEEPING;
        submissions.at(user.shift.wakeTime(submissions.now()), () -> awake(user));
    }

    private void awake(SiteUser user) {
        if (user.state == SiteUser.State.SLEEPING || user.shift.working(submissions.now())) {
            batch(user);
        } else {
            sleep(user);
        }
    }

    // a batch of whole-number width, its submissions separated by inter-batch times, all drawn at its start
    private void batch(SiteUser user) {
        int width = Math.max(1, (int) distributions.batchWidth().inverse(Uniform.openBelow(user.random)));
        user.state = SiteUser.State.WAITING_FOR_BATCH;
        user.batchLeft = width;
        user.batches++;
        int session = user.batches;
        double when = submissions.now();
        for (int i = 0; i < width; i++) {
            submissions.at(when, () -> submit(user, session));
            when += distributions.interBatchTime().inverse(Uniform.openBelow(user.random));
        }
    }

    // a new application when the previous one has been repeated enough, else the same one again
    private void submit(SiteUser user, int session) {
        if (user.repeatLeft == 0) {
            user.application = ThesisApplication.draw(distributions, user.random);
            user.repeatLeft = Math.max(1, (int) distributions.jobRepeat().inverse(Uniform.openBelow(user.random)));
        }
        user.repeatLeft--;
        ThesisApplication application = user.application;
        double now = submissions.now();
        Request request = new Request(now, user.node, application.tasks(), application.taskLength(),
                application.memory(), application.disk(), session);
        double deadline = ThesisDeadline.deadline(now, Uniform.openBelow(user.random), application.length(),
                user.nodeSpeed, user.perceivedSpeed, deadlineMultiplier, user.shift);
        submitted.add(request.withDeadline(deadline));
        submissions.submit(request);
    }
}
