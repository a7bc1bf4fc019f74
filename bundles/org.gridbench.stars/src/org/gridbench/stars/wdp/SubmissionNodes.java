package org.gridbench.stars.wdp;

import java.util.Arrays;

import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.wdp.WdpMessages.Accepted;
import org.gridbench.stars.wdp.WdpMessages.Cancel;
import org.gridbench.stars.wdp.WdpMessages.Finished;
import org.gridbench.stars.wdp.WdpMessages.Input;
import org.gridbench.stars.wdp.WdpMessages.Part;
import org.gridbench.stars.workflow.RelativePriority;
import org.gridbench.stars.workflow.Window;

/**
 * The submission role of the WDP nodes (sections 3.1.2, 3.3 and 6.1.1): a workflow is submitted in stages, each
 * prepared sequence as one request from the submitter's leaf up, as soon as the sequences it takes its window from
 * are allocated. The submission node collects the acceptances, relays each finished task to the nodes of the tasks
 * that depend on it, and resends after its timeout the tasks of a sequence that nobody accepted.
 *
 * <p>Our readings where the thesis is silent. On a timeout, every run of consecutive unaccepted tasks of the sequence
 * is sent again, between the expected finish of the accepted task before it (or the sequence startline) and the
 * latest start of the accepted task after it (or the sequence deadline). An acceptance for an older attempt, or for
 * tasks accepted meanwhile, is answered by cancelling those tasks. A sequence whose window cannot hold its tasks even
 * on the fastest node (deadline - max(now, startline) below length / fastest speed) cannot be allocated any more: the
 * workflow is given up and its accepted tasks are cancelled.
 */
final class SubmissionNodes {
    private final WdpContext ctx;
    private final WorkflowPlan plan;
    private final double[] speeds;
    private final double fastest;
    private final double warmUp;
    private long nextId;
    private long live;

    SubmissionNodes(WdpContext ctx, WorkflowPlan plan, double[] speeds, double warmUp) {
        this.ctx = ctx;
        this.plan = plan;
        this.speeds = speeds;
        this.warmUp = warmUp;
        fastest = Arrays.stream(speeds).max().orElseThrow();
    }

    /** Workflows submitted and neither finished nor given up. */
    long live() {
        return live;
    }

    // STaRS section 8.6.1: a new workflow at node u, its deadline from its relative priority W_j
    void submit(int u, double priority) {
        double now = ctx.now();
        double deadline = RelativePriority.deadline(plan.dag, now, speeds[u], priority);
        SubmittedWorkflow workflow = new SubmittedWorkflow(nextId++, u, now, deadline, now >= warmUp,
                plan);
        ctx.counters.workflows++;
        if (workflow.measured) {
            ctx.counters.measured++;
        }
        live++;
        sendPrepared(workflow);
    }

    // STaRS section 6.1.1: every prepared sequence is sent, concurrently, with its startline and deadline
    private void sendPrepared(SubmittedWorkflow w) {
        for (int s : w.submission.ready()) {
            if (w.attempt[s] == 0) {
                Window window = w.submission.window(s);
                w.window[s] = window;
                if (!feasible(s, 0, plan.sequences[s].length, window)) {
                    abandon(w);
                    return;
                }
                send(w, s, new int[] {0}, new int[] {plan.sequences[s].length}, new Window[] {window});
            }
        }
    }

    private boolean feasible(int s, int first, int count, Window window) {
        double length = 0;
        for (double a : plan.lengths(s, first, count)) {
            length += a;
        }
        return window.deadline() - Math.max(ctx.now(), window.startline()) >= length / fastest;
    }

    // Section 3.3: each run goes to the submitter's father routing node; the timeout covers the attempt
    private void send(SubmittedWorkflow w, int s, int[] firsts, int[] counts, Window[] windows) {
        int attempt = ++w.attempt[s];
        int father = ctx.overlay.father(ctx.overlay.leaf(w.submitter));
        for (int r = 0; r < firsts.length; r++) {
            ctx.counters.requests++;
            ctx.send(w.submitter, ctx.overlay.player(father), WdpMessages.requestBytes(counts[r]), WdpMessages.REQUEST,
                    new Part(w, s, attempt, firsts[r], counts[r], windows[r], father, Direction.SUBMISSION, 0));
        }
        ctx.sim.scheduleAfter(ctx.config.timeout(), sim -> timeout(w, s, attempt));
    }

    // Section 3.3.1: unallocated tasks are not notified; the submission node resends them after its timeout
    private void timeout(SubmittedWorkflow w, int s, int attempt) {
        ctx.counters.handled++;
        int[] tasks = plan.sequences[s];
        if (w.abandoned || w.attempt[s] != attempt || allAccepted(w, tasks, 0, tasks.length)) {
            return;
        }
        if (attempt > ctx.config.resends()) {
            abandon(w);
            return;
        }
        int runs = 0;
        int[] firsts = new int[tasks.length];
        int[] counts = new int[tasks.length];
        Window[] windows = new Window[tasks.length];
        for (int i = 0; i < tasks.length; i++) {
            if (!w.accepted(tasks[i]) && (i == 0 || w.accepted(tasks[i - 1]))) {
                int end = i;
                while (end + 1 < tasks.length && !w.accepted(tasks[end + 1])) {
                    end++;
                }
                double startline = i == 0 ? w.window[s].startline() : w.finish[tasks[i - 1]];
                double deadline = end + 1 == tasks.length ? w.window[s].deadline() : w.latestStart[tasks[end + 1]];
                windows[runs] = new Window(startline, deadline);
                firsts[runs] = i;
                counts[runs] = end - i + 1;
                if (!feasible(s, i, counts[runs], windows[runs])) {
                    abandon(w);
                    return;
                }
                runs++;
            }
        }
        ctx.counters.resends++;
        send(w, s, Arrays.copyOf(firsts, runs), Arrays.copyOf(counts, runs), Arrays.copyOf(windows, runs));
    }

    private static boolean allAccepted(SubmittedWorkflow w, int[] tasks, int first, int count) {
        for (int i = first; i < first + count; i++) {
            if (!w.accepted(tasks[i])) {
                return false;
            }
        }
        return true;
    }

    void accepted(Accepted a) {
        SubmittedWorkflow w = a.workflow();
        int s = a.sequence();
        int[] tasks = Arrays.copyOfRange(plan.sequences[s], a.first(), a.first() + a.admission().finishes().length);
        if (w.abandoned || w.attempt[s] != a.attempt() || Arrays.stream(tasks).anyMatch(w::accepted)) {
            ctx.counters.staleAcceptances++;
            ctx.send(w.submitter, a.node(), WdpMessages.cancelBytes(tasks), WdpMessages.CANCEL, new Cancel(w, tasks));
            return;
        }
        for (int i = 0; i < tasks.length; i++) {
            int task = tasks[i];
            w.node[task] = a.node();
            w.finish[task] = a.admission().finishes()[i];
            w.latestStart[task] = a.admission().latestStarts()[i];
            w.localPredecessor[task] = i > 0 ? tasks[i - 1] : -1;
            int inputs = 0;
            for (int p : plan.predecessors[task]) {
                if (w.finished[p] && p != w.localPredecessor[task]) {
                    inputs++;
                }
            }
            if (inputs > 0) {
                ctx.send(w.submitter, a.node(), WdpMessages.INPUT_BYTES, WdpMessages.INPUT, new Input(w, task, inputs));
            }
        }
        int[] sequence = plan.sequences[s];
        if (allAccepted(w, sequence, 0, sequence.length)) {
            allocate(w, s, sequence);
        }
    }

    // Section 6.1.1: an allocated sequence prepares the ones taking their window from it
    private void allocate(SubmittedWorkflow w, int s, int[] sequence) {
        double[] finishes = new double[sequence.length];
        double[] latestStarts = new double[sequence.length];
        for (int i = 0; i < sequence.length; i++) {
            finishes[i] = w.finish[sequence[i]];
            latestStarts[i] = w.latestStart[sequence[i]];
        }
        w.submission.allocate(s, finishes, latestStarts);
        if (w.submission.complete()) {
            w.allocated = true;
            w.allocatedAt = ctx.now();
            if (w.measured) {
                ctx.counters.allocated++;
            }
        } else {
            sendPrepared(w);
        }
    }

    // Section 3.1.2: the submission node monitors its tasks and passes each end on to the tasks depending on it
    void finished(Finished f) {
        SubmittedWorkflow w = f.workflow();
        if (w.abandoned || w.finished[f.task()]) {
            return;
        }
        w.finished[f.task()] = true;
        w.finishedTasks++;
        for (int c : plan.successors[f.task()]) {
            if (w.accepted(c) && w.localPredecessor[c] != f.task()) {
                ctx.send(w.submitter, w.node[c], WdpMessages.INPUT_BYTES, WdpMessages.INPUT, new Input(w, c, 1));
            }
        }
        if (w.finishedTasks == plan.tasks()) {
            live--;
            if (w.measured) {
                ctx.counters.finished++;
                // STaRS section 8.6.2: speed-up, the submitter's time alone over the execution time
                double speedUp = plan.totalLength / speeds[w.submitter] / (f.time() - w.submitted);
                ctx.counters.outcomes.add(new WorkflowOutcome(w.id, w.submitter, w.submitted, w.deadline,
                        w.allocatedAt, f.time(), speedUp));
                if (f.time() > w.deadline) {
                    ctx.counters.lateWorkflows++;
                }
            }
        }
    }

    private void abandon(SubmittedWorkflow w) {
        w.abandoned = true;
        live--;
        if (w.measured) {
            ctx.counters.abandoned++;
            ctx.counters.outcomes.add(new WorkflowOutcome(w.id, w.submitter, w.submitted, w.deadline, Double.NaN,
                    Double.NaN, Double.NaN));
        }
        int[] nodes = Arrays.stream(w.node).filter(u -> u >= 0).distinct().sorted().toArray();
        for (int u : nodes) {
            ctx.send(w.submitter, u, WdpMessages.cancelBytes(null), WdpMessages.CANCEL, new Cancel(w, null));
        }
    }
}
