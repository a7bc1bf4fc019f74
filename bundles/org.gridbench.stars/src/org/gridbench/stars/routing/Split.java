package org.gridbench.stars.routing;

/**
 * The outcome of a forwarding decision (section 3.3.1): the tasks sent to each neighbour, and those meant for the
 * father at the root, which are discarded as a scheduling failure. Empty intervals are not sent.
 */
public record Split(TaskInterval left, TaskInterval right, TaskInterval father, TaskInterval discarded) {
}
