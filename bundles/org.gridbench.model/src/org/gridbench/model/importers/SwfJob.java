package org.gridbench.model.importers;

/**
 * One job line of a Standard Workload Format trace (Parallel Workloads Archive, SWF 2.2), its 18 fields in order.
 * Times are in seconds, memory in kilobytes per processor; {@link #UNKNOWN} (-1) marks a field the log does not hold.
 */
public record SwfJob(long jobNumber, long submitTime, long waitTime, long runTime, long allocatedProcessors,
        double averageCpuTimeUsed, long usedMemory, long requestedProcessors, long requestedTime,
        long requestedMemory, long status, long userId, long groupId, long executableNumber, long queueNumber,
        long partitionNumber, long precedingJobNumber, long thinkTimeFromPrecedingJob) {

    /** The SWF value of a field whose value is not known. */
    public static final long UNKNOWN = -1;

    public static boolean known(long value) {
        return value != UNKNOWN;
    }

    public static boolean known(double value) {
        return value != UNKNOWN;
    }
}
