package org.gridbench.stars.sim;

import org.gridbench.kernel.PolicyException;

/**
 * A STaRS policy failed during a run: it threw, forwarded tasks it was not given, or overran its decision budget.
 * The run ends; the message names the policy and its plug-in.
 *
 * @since 1.0
 */
public final class StarsPolicyException extends PolicyException {
    private static final long serialVersionUID = 1L;

    public StarsPolicyException(String policyId, String plugin, String message, Throwable cause) {
        super("STaRS policy", policyId, plugin, message, cause);
    }
}
