package org.gridbench.stars.availability;

/**
 * The minimum and maximum functions of a functional parameter over the nodes of a branch, which a summary carries
 * for the normalization of that parameter's MSE (DP's l, eq. 5.9; FSP's z, eq. 7.12).
 *
 * @param <E> the envelope's own type
 */
public interface FunctionEnvelope<E extends FunctionEnvelope<E>> {

    /** The envelope of both branches, each bound kept to at most {@code maxPieces} samples or pieces. */
    E merge(E other, int maxPieces);

    /** The denominator of the normalization: the integral of (max - min)^2 over [from, to]. */
    double spread(double from, double to);

    int sizeInBytes();
}
