package org.gridbench.trees.sim;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.gridbench.model.tree.TreeNode;
import org.gridbench.model.tree.TreePlatform;

/**
 * What a trees run charges for a transfer, and what its heuristics plan with.
 *
 * <ul>
 * <li>{@code planLatency}: the heuristics (the LP, the bandwidth-centric priorities, DATA-CENTRIC's rates) charge a
 * unit on the link into v latency_v + bytes / b_v, the time the simulation keeps the sender's port busy; without it
 * they plan with bytes / b_v alone, as the paper's program is written. Section 5.1.4: the authors' heuristics used
 * values "measured from within the simulator", which include the latency.</li>
 * <li>{@code window}: SimGrid's CM02 network model (the simulator of section 5.1.4) caps a flow's rate at window / (2
 * latency), a TCP window of 20,000 bytes by default; section 5.1.2: "latency is a limiting factor as well as the link
 * capacity for determining the effective bandwidth". 0 means no cap. The cap changes the platform itself: both the
 * simulation and the plans see b_v = min(b_v, window / (2 latency_v)).</li>
 * </ul>
 *
 * @since 1.0
 */
public record TreeNetwork(boolean planLatency, double window) {

    /** The smallest window a command accepts, in bytes: a TCP window is whole bytes. */
    public static final double MIN_WINDOW = 1;
    /** SimGrid CM02's default TCP window, in bytes. */
    public static final double CM02_WINDOW = 20_000;
    /**
     * The default for scenario runs (docs/trees.md): latency planned, no window cap, since a scenario's units are the
     * user's and a window in bytes over a latency in seconds assumes seconds and bytes. The trees experiment, whose
     * platforms are in seconds and bytes, adds CM02's cap by default.
     */
    public static final TreeNetwork DEFAULT = new TreeNetwork(true, 0);

    public TreeNetwork {
        if (!(window >= 0) || Double.isInfinite(window)) {
            throw new IllegalArgumentException("the window must be >= 0 and finite, found " + window);
        }
    }

    /**
     * Empty when every link CM02 caps keeps at least {@code least} bytes/s; else the first link below it. A window of
     * 20,000 bytes over a latency of 10^300 s capped a link at 10^-296 bytes/s, and the LP failed on its Infinity.
     */
    public Optional<String> capRefusal(TreePlatform platform, double least) {
        for (TreeNode n : platform.nodes()) {
            double cap = window / (2 * n.latency());
            if (window > 0 && !n.isRoot() && n.latency() > 0 && cap < least) {
                return Optional.of(String.format(Locale.ROOT, "CM02 caps the link of node %s at window / (2 x"
                        + " latency) = %s / (2 x %s s) = %.3g bytes/s, below the least bandwidth, %s", n.id(),
                        plain(window), plain(n.latency()), cap, plain(least)));
            }
        }
        return Optional.empty();
    }

    /** {@code x} without an exponent when that is short (20000, 0.000001), else as Java writes it (1.0E300). */
    private static String plain(double x) {
        String plain = BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
        return plain.length() <= 12 ? plain : Double.toString(x);
    }

    /** The platform the simulation runs: bandwidths capped at window / (2 latency) when a window is set. */
    public TreePlatform simulated(TreePlatform platform) {
        if (window == 0) {
            return platform;
        }
        return rebuilt(platform, true, false);
    }

    /** The platform the heuristics plan with: the simulated one, without its latencies unless they are planned. */
    public TreePlatform planned(TreePlatform platform) {
        TreePlatform simulated = simulated(platform);
        return planLatency ? simulated : rebuilt(simulated, false, true);
    }

    private TreePlatform rebuilt(TreePlatform platform, boolean cap, boolean dropLatency) {
        List<TreeNode> nodes = new ArrayList<>();
        for (TreeNode n : platform.nodes()) {
            double bandwidth = n.bandwidth();
            if (cap && !n.isRoot() && n.latency() > 0) {
                bandwidth = Math.min(bandwidth, window / (2 * n.latency()));
            }
            nodes.add(new TreeNode(n.id(), n.parent(), n.speed(), bandwidth, dropLatency ? 0 : n.latency()));
        }
        return new TreePlatform(nodes);
    }
}
