package org.gridbench.model.tree;

/**
 * A bag-of-tasks application (Beaumont et al., section 2): every task needs {@code flops} of computation and
 * {@code bytes} of input sent from the root; {@code weight} is w(k), its priority in the fair throughput.
 */
public record BagApplication(String id, double weight, double flops, double bytes) {

    public BagApplication {
        if (!(weight > 0) || !(flops > 0) || !(bytes >= 0) || Double.isInfinite(weight) || Double.isInfinite(flops)
                || Double.isInfinite(bytes)) {
            throw new IllegalArgumentException("application " + id + ": needs weight > 0, flops > 0, bytes >= 0,"
                    + " found " + weight + ", " + flops + ", " + bytes);
        }
    }

    /** The communication-to-computation ratio b(k) / c(k). */
    public double ccr() {
        return bytes / flops;
    }
}
