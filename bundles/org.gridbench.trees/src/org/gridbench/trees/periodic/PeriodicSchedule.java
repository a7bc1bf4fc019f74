package org.gridbench.trees.periodic;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.SteadyState;

/**
 * The periodic schedule of section 3.2: with rational rates, T_period is the least common multiple of their
 * denominators, so each period holds an integral number of tasks per node and per edge; every non-root node buffers
 * twice what it receives per period (tasks received in period i are computed or forwarded in period i + 1).
 */
public final class PeriodicSchedule {

    /** Warn when the period exceeds this many time units (the paper: "can be extraordinarily large"). */
    public static final BigInteger PERIOD_WARNING = BigInteger.valueOf(1_000_000);
    /** Warn when a node must buffer more than this many tasks. */
    public static final BigInteger BUFFER_WARNING = BigInteger.valueOf(10_000);
    /**
     * A throughput loss up to this, 8 ulps of 1 (1.8e-15), is the doubles' noise and reported as 0; so is a negative
     * one, rates snapped to the LP's own fractions a little above its doubles (at most 1e-12, {@link RoundedRates}).
     */
    public static final double LOSS_NOISE = 8 * Math.ulp(1.0);

    private final RoundedRates rates;
    private final BigInteger period;
    private final double fairThroughput;
    private final double throughputLoss;
    private final List<String> warnings;

    private PeriodicSchedule(RoundedRates rates, BigInteger period, double fairThroughput, double throughputLoss,
            int nodes) {
        this.rates = rates;
        this.period = period;
        this.fairThroughput = fairThroughput;
        this.throughputLoss = throughputLoss;
        this.warnings = List.copyOf(findWarnings(nodes));
    }

    /** @param maxDenominator the largest denominator of a rounded rate alpha_u(k), >= 1 */
    public static PeriodicSchedule of(TreePlatform platform, List<BagApplication> applications, SteadyState lp,
            long maxDenominator) {
        if (maxDenominator < 1) {
            throw new IllegalArgumentException("maxDenominator must be >= 1, found " + maxDenominator);
        }
        RoundedRates rates = RoundedRates.of(platform, applications, lp, maxDenominator);
        BigInteger period = BigInteger.ONE;
        for (Rational[] row : rates.alphaU) {
            for (Rational r : row) {
                period = lcm(period, r.den());
            }
        }
        Rational fair = null;
        for (int k = 0; k < applications.size(); k++) {
            Rational alpha = Rational.ZERO;
            for (Rational[] row : rates.alphaU) {
                alpha = alpha.add(row[k]);
            }
            Rational weighted = alpha.divide(Rational.exact(applications.get(k).weight()));
            fair = fair == null || weighted.compareTo(fair) < 0 ? weighted : fair;
        }
        double fairThroughput = fair == null ? 0.0 : fair.doubleValue();
        double loss = lp.fairThroughput() > 0 ? 1.0 - fairThroughput / lp.fairThroughput() : 0.0;
        return new PeriodicSchedule(rates, period, fairThroughput, loss > LOSS_NOISE ? loss : 0.0, platform.size());
    }

    private static BigInteger lcm(BigInteger a, BigInteger b) {
        return a.divide(a.gcd(b)).multiply(b);
    }

    /** T_period in time units. */
    public BigInteger period() {
        return period;
    }

    /** The rounded rate alpha_u(k), tasks per time unit. */
    public Rational alphaU(int u, int k) {
        return rates.alphaU[u][k];
    }

    /** The rounded rate sent_{p(v)->v}(k), tasks per time unit; zero for the root. */
    public Rational sentRate(int v, int k) {
        return rates.sent[v][k];
    }

    /** Tasks of type k that node u computes in one period: alpha_u(k) T_period. */
    public BigInteger computed(int u, int k) {
        return perPeriod(rates.alphaU[u][k]);
    }

    /** Tasks of type k that cross the edge p(v) -> v in one period: sent(k) T_period. */
    public BigInteger sent(int v, int k) {
        return perPeriod(rates.sent[v][k]);
    }

    /** Section 3.2: twice the tasks node u receives per period; 0 for the root, which holds every input already. */
    public BigInteger buffer(int u) {
        BigInteger received = BigInteger.ZERO;
        for (int k = 0; k < rates.sent[u].length; k++) {
            received = received.add(sent(u, k));
        }
        return received.shiftLeft(1);
    }

    /** min_k alpha(k) / w(k) of the rounded rates. */
    public double fairThroughput() {
        return fairThroughput;
    }

    /** 1 - rounded fair throughput / LP fair throughput: the relative throughput lost to rounding, 0 within noise. */
    public double throughputLoss() {
        return throughputLoss;
    }

    public List<String> warnings() {
        return warnings;
    }

    private BigInteger perPeriod(Rational rate) {
        return rate.num().multiply(period).divide(rate.den());
    }

    private List<String> findWarnings(int n) {
        List<String> found = new ArrayList<>();
        if (period.compareTo(PERIOD_WARNING) > 0) {
            found.add("period " + period + " time units exceeds " + PERIOD_WARNING + ": impractical (section 3.2)");
        }
        for (int u = 0; u < n; u++) {
            if (buffer(u).compareTo(BUFFER_WARNING) > 0) {
                found.add("node " + u + " needs a buffer of " + buffer(u) + " tasks, more than " + BUFFER_WARNING);
            }
        }
        return found;
    }
}
