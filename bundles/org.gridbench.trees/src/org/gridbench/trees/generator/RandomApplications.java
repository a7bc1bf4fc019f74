package org.gridbench.trees.generator;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;

/**
 * Application sets of Beaumont et al. (section 5.1.3): CCRs b(k)/c(k) evenly spaced in [CCR_min, CCR_max], in bytes
 * per flop, all weights 1.
 */
public final class RandomApplications {

    /** Multiplying two 3500 x 3500 matrices. */
    public static final double CCR_MIN = 0.001;
    /** Lower end of the range CCR_max is drawn from. */
    public static final double CCR_MAX_LOW = 0.002;
    /** Adding two 3500 x 3500 matrices. */
    public static final double CCR_MAX_HIGH = 4.6;
    /** c(k) of every generated task under {@link TaskSizes#FIXED_COMPUTE}: 1 Gflop (the paper fixes only the ratio). */
    public static final double TASK_FLOPS = 1e9;

    private RandomApplications() {
    }

    /** count applications A1..Acount under fixed-compute (see {@link #evenlySpaced(int, double, TaskSizes)}). */
    public static List<BagApplication> evenlySpaced(int count, double ccrMax) {
        return evenlySpaced(count, ccrMax, TaskSizes.FIXED_COMPUTE);
    }

    /** count applications A1..Acount, CCR(k) = CCR_min + (k - 1)(CCR_max - CCR_min)/(count - 1); one is at CCR_max. */
    public static List<BagApplication> evenlySpaced(int count, double ccrMax, TaskSizes sizes) {
        if (count < 1 || !(ccrMax >= CCR_MIN)) {
            throw new IllegalArgumentException("needs count >= 1 and ccrMax >= " + CCR_MIN + ", found " + count + ", "
                    + ccrMax);
        }
        List<BagApplication> applications = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            double ccr = count == 1 ? ccrMax : CCR_MIN + k * (ccrMax - CCR_MIN) / (count - 1);
            applications.add(sizes.application("A" + (k + 1), ccr));
        }
        return applications;
    }
}
