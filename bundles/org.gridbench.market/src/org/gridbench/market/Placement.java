package org.gridbench.market;

/**
 * The auctioneer gave a task a cluster: it holds its cores from {@code tick}, starts at {@code start} (later when
 * input from other clusters is still on its way) and finishes at {@code finish}.
 *
 * @since 1.0
 */
public record Placement(long tick, String jobId, String taskId, String clusterId, long start, long finish) {
}
