package org.gridbench.kernel;

/**
 * A contributed policy failed during a run: it threw, answered what the simulation cannot use, or overran its
 * {@link DecisionGuard} budget. The run ends; the message names the policy and the plug-in contributing it, and the
 * {@link SimulationException} carrying it gives the simulated time.
 *
 * @since 1.0
 */
public abstract class PolicyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String policyId;
    private final String plugin;

    /**
     * @param kind what the policy is to its family ("bidding policy", "tree heuristic", "STaRS policy")
     * @param plugin the symbolic name of the contributing bundle; empty when the policy was not contributed
     */
    protected PolicyException(String kind, String policyId, String plugin, String message, Throwable cause) {
        super(kind + " " + policyId + (plugin.isEmpty() ? "" : " of plug-in " + plugin) + ": " + message, cause);
        this.policyId = policyId;
        this.plugin = plugin;
    }

    public String policyId() {
        return policyId;
    }

    /** The contributing plug-in's symbolic name, empty when unknown. */
    public String plugin() {
        return plugin;
    }
}
