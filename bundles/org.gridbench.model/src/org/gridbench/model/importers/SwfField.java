package org.gridbench.model.importers;

/** The 18 fields of an SWF job line, in file order, named as in the SWF definition. */
enum SwfField {
    JOB_NUMBER("job number"),
    SUBMIT_TIME("submit time"),
    WAIT_TIME("wait time"),
    RUN_TIME("run time"),
    ALLOCATED_PROCESSORS("number of allocated processors"),
    AVERAGE_CPU_TIME_USED("average CPU time used"),
    USED_MEMORY("used memory"),
    REQUESTED_PROCESSORS("requested number of processors"),
    REQUESTED_TIME("requested time"),
    REQUESTED_MEMORY("requested memory"),
    STATUS("status"),
    USER_ID("user ID"),
    GROUP_ID("group ID"),
    EXECUTABLE_NUMBER("executable (application) number"),
    QUEUE_NUMBER("queue number"),
    PARTITION_NUMBER("partition number"),
    PRECEDING_JOB_NUMBER("preceding job number"),
    THINK_TIME("think time from preceding job");

    private final String label;

    SwfField(String label) {
        this.label = label;
    }

    /** How a problem names the field: its 1-based number in the job line and its SWF name, "field 4 (run time)". */
    String label() {
        return "field " + (ordinal() + 1) + " (" + label + ")";
    }

    /** A processor count, which a task keeps in a Java int. */
    boolean processors() {
        return this == ALLOCATED_PROCESSORS || this == REQUESTED_PROCESSORS;
    }

    /** Only the average CPU time may have a fraction (SWF 2.2: "average CPU time used", seconds). */
    boolean fractional() {
        return this == AVERAGE_CPU_TIME_USED;
    }
}
