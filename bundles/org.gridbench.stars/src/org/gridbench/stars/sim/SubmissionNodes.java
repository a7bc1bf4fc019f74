package org.gridbench.stars.sim;

import org.gridbench.kernel.Simulation;
import org.gridbench.stars.overlay.MessageLayer;
import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.TaskInterval;
import org.gridbench.stars.sim.ProtocolMessages.Accepted;
import org.gridbench.stars.sim.ProtocolMessages.Fragment;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;

/**
 * The submission nodes of a STaRS simulation (Celaya, section 3.3): each sends its requests from its leaf up (or to
 * the central scheduler), counts the tasks accepted, resends the rest after its timeout, gives them up after the
 * thesis simulator's empty attempts, and resubmits the tasks of a failed node (section 3.1.4).
 */
final class SubmissionNodes {
    private static final int CENTRAL_NODE = 0;

    private final RunContext run;
    private final Simulation sim;
    private final RunCounters counters;
    private final StarsConfig config;
    private final MessageLayer messages;
    private final NodeIndex index;
    private final double fastest;
    private final CoexistingSlowness coexisting;
    /** The workload told of every application's end, for closed-loop users; none by default. */
    private ClosedLoopWorkload closedLoop = ClosedLoopWorkload.NONE;

    SubmissionNodes(RunContext run, NodeIndex index, double fastest) {
        this.run = run;
        this.config = run.config();
        this.messages = run.messages();
        this.sim = run.sim();
        this.counters = run.counters();
        this.index = index;
        this.fastest = fastest;
        coexisting = new CoexistingSlowness(fastest);
    }

    CoexistingSlowness coexisting() {
        return coexisting;
    }

    void closedLoop(ClosedLoopWorkload workload) {
        closedLoop = workload;
    }

    /** Whether some node has the memory and disk a request needs; a request no node could ever take is refused. */
    boolean feasible(Request request) {
        return index.anyFulfills(request.memory(), request.disk());
    }

    /** Replays {@code streams} and lets the closed-loop workload submit during the run. */
    void start(Iterable<? extends RequestStream> streams) {
        for (RequestStream stream : streams) {
            scheduleNext(stream);
        }
        closedLoop.start(new ClosedLoopWorkload.Submissions() {
            @Override
            public void at(double time, Runnable action) {
                run.at(time, action);
            }

            @Override
            public void submit(Request request) {
                SubmissionNodes.this.submit(request);
            }

            @Override
            public double now() {
                return sim.now();
            }
        });
    }

    private void scheduleNext(RequestStream stream) {
        Request request = stream.next();
        if (request != null && request.time() < config.duration()) {
            sim.schedule(request.time(), s -> {
                counters.handled++;
                submit(request);
                scheduleNext(stream);
            });
        }
    }

    private void submit(Request request) {
        Application application = new Application(counters.requests, request);
        counters.requests++;
        counters.submittedTasks += request.tasks();
        if (feasible(request)) {
            coexisting.submitted(application);
            send(application, request.tasks());
        } else {
            closedLoop.ended(request, sim.now());
        }
    }

    /** A new attempt for the unaccepted tasks, from the submitter's leaf up, or to the central scheduler. */
    private void send(Application application, int tasks) {
        int attempt = ++application.attempt;
        application.acceptedAtSend = application.accepted;
        int submitter = application.request.node();
        if (config.mode() == Mode.DECENTRALIZED) {
            Overlay overlay = run.overlay();
            int father = overlay.father(overlay.leaf(submitter));
            messages.send(submitter, overlay.player(father), ProtocolMessages.REQUEST_BYTES,
                    ProtocolMessages.REQUEST, new Fragment(application, TaskInterval.of(tasks), father,
                            Direction.SUBMISSION));
        } else {
            messages.send(submitter, CENTRAL_NODE, ProtocolMessages.REQUEST_BYTES,
                    ProtocolMessages.CENTRAL_REQUEST, new Fragment(application, TaskInterval.of(tasks), -1, null));
        }
        sim.scheduleAfter(config.timeout(), s -> timeout(application, attempt));
    }

    // Section 3.3.1: discarded tasks are not notified; the submission node resends them after its timeout, and gives
    // them up after the thesis simulator's consecutive attempts with nothing accepted
    private void timeout(Application application, int attempt) {
        counters.handled++;
        if (!application.allocated && application.attempt == attempt && !abandonedIfExpired(application)) {
            application.emptyAttempts = application.accepted == application.acceptedAtSend
                    ? application.emptyAttempts + 1
                    : 0;
            int attempts = config.readings().submitAttempts();
            if (attempts > 0 && application.emptyAttempts >= attempts) {
                giveUp(application);
            } else {
                counters.resends++;
                send(application, application.unaccepted());
            }
        }
    }

    private void giveUp(Application application) {
        application.givenUp = true;
        counters.givenUpTasks += application.unaccepted();
        if (application.ended()) {
            coexisting.abandoned(application);
        }
        endIfDone(application);
    }

    /** One of the application's tasks left the system, run or dropped; the last one ends the application. */
    void taskLeft(Application application) {
        coexisting.taskEnded(application, sim.now());
        endIfDone(application);
    }

    // once per application, even if a task accepted after the give-up ends later
    private void endIfDone(Application application) {
        if (!application.left && application.ended()) {
            application.left = true;
            closedLoop.ended(application.request, sim.now());
        }
    }

    private boolean abandonedIfExpired(Application application) {
        if (expired(application.request)) {
            coexisting.abandoned(application);
            application.givenUp = true;
            endIfDone(application);
            return true;
        }
        return false;
    }

    // Section 5.3.2: an application whose deadline no node could meet any more is not sent again
    private boolean expired(Request request) {
        return request.deadline() - sim.now() < request.taskLength() / fastest;
    }

    void accepted(Accepted accepted) {
        Application application = accepted.application();
        application.accepted += accepted.tasks();
        if (!application.allocated && application.accepted >= application.request.tasks()) {
            application.allocated = true;
            if (!application.everAllocated) {
                application.everAllocated = true;
                counters.allocatedRequests++;
                counters.allocationTimes.add(sim.now() - application.request.time());
            }
        }
    }

    // Section 3.1.4: the submission node resubmits the lost tasks in a new request
    void resubmit(Application application, int tasks) {
        counters.handled++;
        counters.resubmittedTasks += tasks;
        application.accepted -= tasks;
        application.allocated = false;
        application.givenUp = false;
        application.emptyAttempts = 0;
        if (!abandonedIfExpired(application)) {
            send(application, tasks);
        }
    }
}
