package org.gridbench.model.workload;

import java.util.List;
import java.util.SplittableRandom;

/** Draws a task kind by weight (section V: 80 % Kind1, 20 % Kind2), one uniform draw per task. */
final class KindDraw {

    private final List<KindWeight> kinds;
    private final double totalWeight;

    KindDraw(List<KindWeight> kinds) {
        this.kinds = kinds;
        this.totalWeight = kinds.stream().mapToDouble(KindWeight::weight).sum();
    }

    String next(SplittableRandom random) {
        double u = random.nextDouble() * totalWeight;
        for (KindWeight kind : kinds) {
            u -= kind.weight();
            if (u < 0) {
                return kind.kind();
            }
        }
        return kinds.get(kinds.size() - 1).kind();
    }
}
