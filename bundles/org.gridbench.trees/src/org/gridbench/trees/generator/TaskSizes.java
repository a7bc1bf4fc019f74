package org.gridbench.trees.generator;

import org.gridbench.model.tree.BagApplication;

/**
 * How an application's CCR b(k) / c(k) becomes task sizes; the paper fixes only the ratio (section 5.1.3).
 *
 * <ul>
 * <li>{@code fixed-compute}: every task computes {@link RandomApplications#TASK_FLOPS} and ships CCR x that.</li>
 * <li>{@code fixed-data}: every task ships {@link #FIXED_DATA_BYTES} and computes bytes / CCR: the paper's two anchors
 * are operations on the same 3500 x 3500 matrices, so the data stays and the computation varies.</li>
 * </ul>
 *
 * @since 1.0
 */
public enum TaskSizes {
    FIXED_COMPUTE("fixed-compute"), FIXED_DATA("fixed-data");

    /**
     * b(k) under fixed-data: the CCR_min task (multiplying two 3500 x 3500 matrices, 2 x 3500^3 flops, section 5.1.3)
     * ships CCR_min x 2 x 3500^3 = 85.75 MB.
     */
    public static final double FIXED_DATA_BYTES = RandomApplications.CCR_MIN * 2 * Math.pow(3500, 3);

    private final String id;

    TaskSizes(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException naming the known ids */
    public static TaskSizes of(String id) {
        return ReadingIds.find(values(), TaskSizes::id, id, "task-size model");
    }

    /** An application of weight 1 whose tasks have b(k) / c(k) = ccr (ccr > 0 under fixed-data). */
    public BagApplication application(String name, double ccr) {
        return this == FIXED_COMPUTE
                ? new BagApplication(name, 1.0, RandomApplications.TASK_FLOPS, ccr * RandomApplications.TASK_FLOPS)
                : new BagApplication(name, 1.0, FIXED_DATA_BYTES / ccr, FIXED_DATA_BYTES);
    }
}
