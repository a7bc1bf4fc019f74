package org.gridbench.market;

import org.gridbench.kernel.PolicyException;

/**
 * A bidding policy failed: it could not be loaded, it threw, bid NaN or an infinity, or overran its decision budget.
 * The run ends; the message names the policy and its plug-in.
 *
 * @since 1.0
 */
public final class BiddingPolicyException extends PolicyException {
    private static final long serialVersionUID = 1L;

    public BiddingPolicyException(String policyId, String plugin, String message, Throwable cause) {
        super("bidding policy", policyId, plugin, message, cause);
    }

    public BiddingPolicyException(String policyId, String message, Throwable cause) {
        this(policyId, "", message, cause);
    }

    public BiddingPolicyException(String policyId, String message) {
        this(policyId, "", message, null);
    }
}
