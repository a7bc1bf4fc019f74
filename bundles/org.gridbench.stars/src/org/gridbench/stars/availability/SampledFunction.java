package org.gridbench.stars.availability;

import org.gridbench.stars.functional.Envelope;
import org.gridbench.stars.functional.PiecewiseLinear;

/**
 * A sampled function (Celaya, Definition 2): samples of the availability of a set of {@link #count()} nodes.
 * A policy defines how two of them are summed ({@link AvailabilityPolicy#sum}) and what error each parameter carries.
 *
 * @param <F> the policy's own sampled-function type
 */
public interface SampledFunction<F extends SampledFunction<F>> {

    /** The number of nodes v this function describes (section 3.2.2). */
    int count();

    /** The representative sample of a parameter, aggregated into the summary's min/max range (eq. 3.9). */
    double sample(int parameter);

    /** The error a parameter carries, the term DIST weighs after normalising it (eq. 3.8); the MSE for scalars (eq. 3.2). */
    double error(int parameter);

    /** The function of a functional parameter (DP's l(delta), section 5.3.1), null for a scalar parameter. */
    default PiecewiseLinear function(int parameter) {
        return null;
    }

    /** The envelope a single node starts with for a functional parameter (its own function), null for a scalar one. */
    default FunctionEnvelope<?> envelope(int parameter) {
        PiecewiseLinear f = function(parameter);
        return f == null ? null : Envelope.of(f);
    }

    /** Bytes on the wire under the serialization model of the implementing class. */
    int sizeInBytes();
}
