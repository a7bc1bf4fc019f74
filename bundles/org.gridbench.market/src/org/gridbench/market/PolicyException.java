package org.gridbench.market;

/**
 * A bidding policy failed: it could not be loaded, it threw, or it bid NaN or an infinity. The run ends; the
 * message names the policy.
 *
 * @since 1.0
 */
public final class PolicyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String policyId;

    public PolicyException(String policyId, String message, Throwable cause) {
        super("bidding policy " + policyId + ": " + message, cause);
        this.policyId = policyId;
    }

    public PolicyException(String policyId, String message) {
        this(policyId, message, null);
    }

    public String policyId() {
        return policyId;
    }
}
