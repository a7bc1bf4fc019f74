package org.gridbench.stars.sim;

import org.gridbench.stars.availability.AvailabilitySummary;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.routing.TaskInterval;

/**
 * The messages of the STaRS protocol between nodes, their kinds and their sizes. Serialization model: a 32-byte
 * header (kind, addresses, lengths); a request carries its id (8), requester address (4), task interval (16) and
 * m, d, a (24); an acceptance its request id and task count; a summary its tree position and the summary's own size
 * ({@link AvailabilitySummary#sizeInBytes()}); a maximum queue end its tree position and one double.
 */
final class ProtocolMessages {
    static final int SUMMARY = 0;
    static final int REQUEST = 1;
    static final int ACCEPT = 2;
    static final int CENTRAL_REQUEST = 3;
    static final int TASKS = 4;
    static final int MAX_QUEUE_END = 5;

    static final int HEADER_BYTES = 32;
    static final int REQUEST_BYTES = HEADER_BYTES + 52;
    static final int ACCEPT_BYTES = HEADER_BYTES + 12;
    static final int MAX_QUEUE_END_BYTES = HEADER_BYTES + 4 + 8;

    private ProtocolMessages() {
    }

    /** Part of a request travelling to tree {@code position} (-1 when it goes to a scheduler or execution node). */
    record Fragment(Application application, TaskInterval tasks, int position, Direction from) {
    }

    record Accepted(Application application, int tasks) {
    }

    record SummaryUpdate(int position, AvailabilitySummary<?> summary) {
    }

    record QueueEndUpdate(int position, double maxQueueEnd) {
    }

    static int summaryBytes(AvailabilitySummary<?> summary) {
        return HEADER_BYTES + 4 + summary.sizeInBytes();
    }
}
