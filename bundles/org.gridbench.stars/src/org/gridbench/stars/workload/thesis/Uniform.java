package org.gridbench.stars.workload.thesis;

import java.util.SplittableRandom;

/** The uniform draws of the thesis's simulator: in (0, 1], never 0 (its {@code uniform01}). */
final class Uniform {

    private Uniform() {
    }

    /** A uniform draw in (0, 1]. */
    static double openBelow(SplittableRandom random) {
        return 1 - random.nextDouble();
    }
}
