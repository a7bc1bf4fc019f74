package org.gridbench.trees.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

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
    /** c(k) of every generated task: 1 Gflop (the paper fixes only the ratio). */
    public static final double TASK_FLOPS = 1e9;

    private RandomApplications() {
    }

    /** CCR_max of one platform: log-uniform in [0.002, 4.6], so that every decade of the range is equally likely. */
    public static double drawCcrMax(SplittableRandom random) {
        return CCR_MAX_LOW * Math.pow(CCR_MAX_HIGH / CCR_MAX_LOW, random.nextDouble());
    }

    /** count applications A1..Acount, CCR(k) = CCR_min + (k - 1)(CCR_max - CCR_min)/(count - 1); one is at CCR_max. */
    public static List<BagApplication> evenlySpaced(int count, double ccrMax) {
        if (count < 1 || !(ccrMax >= CCR_MIN)) {
            throw new IllegalArgumentException("needs count >= 1 and ccrMax >= " + CCR_MIN + ", found " + count + ", "
                    + ccrMax);
        }
        List<BagApplication> applications = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            double ccr = count == 1 ? ccrMax : CCR_MIN + k * (ccrMax - CCR_MIN) / (count - 1);
            applications.add(new BagApplication("A" + (k + 1), 1.0, TASK_FLOPS, ccr * TASK_FLOPS));
        }
        return applications;
    }
}
