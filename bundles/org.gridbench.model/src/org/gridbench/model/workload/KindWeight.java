package org.gridbench.model.workload;

/** A task kind and its relative weight in the synthetic workload (the paper: 80 % Kind1, 20 % Kind2). */
public record KindWeight(String kind, double weight) {

    public KindWeight {
        if (kind.isEmpty()) {
            throw new IllegalArgumentException("a kind must not be empty");
        }
        if (!(weight > 0) || Double.isInfinite(weight)) {
            throw new IllegalArgumentException("kind " + kind + ": weight must be greater than 0, found " + weight);
        }
    }
}
