package org.gridbench.stars.sim;

/**
 * Incoming bandwidth per node over the nodes (Celaya, Table 8.1), in bit/s: each node's average over the run, and its
 * peak over windows of 1 s and of 10 s; each a distribution over the nodes. {@code linkBandwidth} turns them into
 * fractions of the link.
 */
public record TrafficSummary(double linkBandwidth, Distribution average, Distribution peak1s, Distribution peak10s) {
}
