package org.gridbench.stars.wdp;

import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.workflow.WdpSummary;
import org.gridbench.stars.workflow.Window;

/**
 * The messages of a WDP simulation and their sizes. Serialization model: a 32-byte header (kind, addresses, lengths);
 * a request carries the workflow id (8), requester address (4), sequence, attempt and first task (4 each), its window
 * (16) and 8 bytes per task length; an acceptance the workflow id, sequence, attempt and first task and, per task, its
 * expected finish and latest start (16); an input or a finish the workflow id, task (4) and a count or time (8 at
 * most); a cancellation the workflow id and 4 bytes per task; a summary its tree position and the summary's own size
 * ({@link WdpSummary#sizeInBytes()}).
 */
final class WdpMessages {
    static final int SUMMARY = 0;
    static final int REQUEST = 1;
    static final int ACCEPT = 2;
    static final int INPUT = 3;
    static final int FINISHED = 4;
    static final int CANCEL = 5;

    static final int HEADER_BYTES = 32;
    static final int INPUT_BYTES = HEADER_BYTES + 8 + 4 + 4;
    static final int FINISHED_BYTES = HEADER_BYTES + 8 + 4 + 8;

    private WdpMessages() {
    }

    /**
     * Tasks {@code first..first + count - 1} of a sequence travelling to tree {@code position}, from the neighbour
     * {@code from}, after {@code hops} routing steps.
     */
    record Part(SubmittedWorkflow workflow, int sequence, int attempt, int first, int count, Window window,
            int position, Direction from, int hops) {
    }

    record Accepted(SubmittedWorkflow workflow, int sequence, int attempt, int first, int node,
            Admission admission) {
    }

    /** {@code count} predecessors of {@code task} have finished. */
    record Input(SubmittedWorkflow workflow, int task, int count) {
    }

    record Finished(SubmittedWorkflow workflow, int task, double time) {
    }

    /** Drop these tasks of the workflow, or all of them when {@code tasks} is null. */
    record Cancel(SubmittedWorkflow workflow, int[] tasks) {
    }

    record SummaryUpdate(int position, WdpSummary summary) {
    }

    static int requestBytes(int tasks) {
        return HEADER_BYTES + 8 + 4 + 12 + 16 + 8 * tasks;
    }

    static int acceptBytes(int tasks) {
        return HEADER_BYTES + 8 + 12 + 16 * tasks;
    }

    static int cancelBytes(int[] tasks) {
        return HEADER_BYTES + 8 + 4 * (tasks == null ? 1 : tasks.length);
    }

    static int summaryBytes(WdpSummary summary) {
        return HEADER_BYTES + 4 + summary.sizeInBytes();
    }
}
