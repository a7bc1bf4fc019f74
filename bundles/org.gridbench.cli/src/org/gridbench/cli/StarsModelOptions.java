package org.gridbench.cli;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.gridbench.model.stars.StarsScenario;
import org.gridbench.runs.stars.StarsSetup;
import org.gridbench.stars.sim.Failures;
import org.gridbench.stars.sim.ModelReadings;

/**
 * The options of {@code stars} that choose between the thesis simulator's readings of the model (the defaults) and
 * Gridbench's earlier ones ({@code docs/stars-thesis-setup.md}); {@code --readings earlier} sets all of them to the
 * earlier ones, and each option overrides its own.
 */
record StarsModelOptions(ModelReadings readings, boolean perMessageDelays, double heartbeat, double heartbeatTimeout,
        boolean relativeIbpSlack, boolean fspDropsUsed) {

    static final Set<String> VALUED = Set.of("--readings", "--delays", "--submit-attempts", "--random-among",
            "--leaf-updates", "--heartbeat", "--heartbeat-timeout", "--ibp-order", "--returns", "--fsp-estimate");

    static final String USAGE = """

                Model readings (docs/stars-thesis-setup.md):
                --readings       thesis (default) or earlier: the defaults of the nine options below, the
                                 thesis simulator's or Gridbench's before issue 28 (docs/stars-thesis-setup.md)
                --delays         per-message (thesis: Pareto of shape 2 drawn for every message) or
                                 per-link (earlier: shape 1, one delay per link for the whole run)
                --submit-attempts  consecutive 30 s attempts with nothing accepted after which a
                                 submitter gives its unplaced tasks up (thesis 3; 0 resends for ever)
                --random-among   all (thesis: --mode random draws among all nodes) or fitting
                --leaf-updates   unlimited (thesis: execution nodes report every change at once) or
                                 limited (by --update-bw, like routing nodes)
                --heartbeat      seconds between heartbeats (thesis 300, earlier 30)
                --heartbeat-timeout  heartbeat periods after the last at which a node is taken for
                                 failed (thesis 2.5, earlier 3)
                --returns        never (thesis: rejected tasks and what came from the father and does not
                                 fit below are left to the submitter's timeout) or up (earlier: sent
                                 up as a request from that child)
                --ibp-order      absolute (thesis: IBP forwards to the least 10 (M - m) + (D - d) first) or
                                 relative (earlier: slacks over the candidates' ranges)
                --fsp-estimate   dropped (thesis: after FSP forwards tasks to a child, every function
                                 given tasks leaves the child's summary until the child reports) or
                                 raised (earlier: those nodes stay, raised to the slowness they reach)
                """;

    static StarsModelOptions parse(Options options) throws InputException {
        String base = options.text("--readings", "thesis");
        boolean thesis = switch (base) {
        case "thesis" -> true;
        case "earlier" -> false;
        default -> throw new InputException("stars: --readings: unknown readings '" + base
                + "'; expected thesis or earlier");
        };
        ModelReadings defaults = thesis ? ModelReadings.THESIS : ModelReadings.EARLIER;
        long attempts = options.whole("--submit-attempts", defaults.submitAttempts(), 0);
        ModelReadings readings = defaults.withSubmitAttempts((int) Math.min(attempts, Integer.MAX_VALUE))
                .withRandomAmongAllNodes(choice(options, "--random-among", "all", "fitting",
                        defaults.randomAmongAllNodes()))
                .withLeafUpdatesLimited(!choice(options, "--leaf-updates", "unlimited", "limited",
                        !defaults.leafUpdatesLimited()))
                .withNoReturn(choice(options, "--returns", "never", "up", defaults.noReturn()));
        boolean perMessage = choice(options, "--delays", "per-message", "per-link", thesis);
        double heartbeat = options.positiveNumber("--heartbeat", options.text("--heartbeat",
                Double.toString(thesis ? Failures.DEFAULT_HEARTBEAT : Failures.EARLIER_HEARTBEAT)));
        double timeout = options.positiveNumber("--heartbeat-timeout", options.text("--heartbeat-timeout",
                Double.toString(thesis ? Failures.DEFAULT_TIMEOUT_HEARTBEATS : Failures.EARLIER_TIMEOUT_HEARTBEATS)));
        boolean relative = !choice(options, "--ibp-order", "absolute", "relative", thesis);
        boolean dropped = choice(options, "--fsp-estimate", "dropped", "raised", thesis);
        return new StarsModelOptions(readings, perMessage, heartbeat, timeout, relative, dropped);
    }

    /** Option {@code name}: true for {@code yes}, false for {@code no}, {@code fallback} when absent. */
    private static boolean choice(Options options, String name, String yes, String no, boolean fallback)
            throws InputException {
        String text = options.text(name, fallback ? yes : no);
        if (text.equals(yes) || text.equals(no)) {
            return text.equals(yes);
        }
        throw new InputException("stars: " + name + ": unknown value '" + text + "'; expected " + yes + " or " + no);
    }

    /** The scenario under these readings. */
    StarsSetup setup(StarsScenario scenario) {
        return new StarsSetup(scenario, readings, perMessageDelays, heartbeat, heartbeatTimeout);
    }

    /** The parameters of policy {@code id} that these readings change: IBP's order, FSP's estimate afterwards. */
    Map<String, Double> parameters(String id) {
        Map<String, Double> parameters = new HashMap<>();
        if (relativeIbpSlack && "IBP".equals(id)) {
            parameters.put("relativeSlack", 1.0);
        }
        if (!fspDropsUsed && "FSP".equals(id)) {
            parameters.put("dropUsed", 0.0);
        }
        return parameters;
    }
}
