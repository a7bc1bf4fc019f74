package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.heuristic.BandwidthCentric;
import org.gridbench.trees.heuristic.LinkTime;

/**
 * DATA-CENTRIC's starting point (section 4.5): the bandwidth-centric solution [6] for the most
 * communication-intensive application (largest b(k) / c(k), the first on ties) over the whole tree, every other rate 0;
 * links cost latency_v + b(k) / b_v ({@link LinkTime}).
 */
public final class DataCentricStart {

    private DataCentricStart() {
    }

    /** The application of largest b(k) / c(k), the first on ties. */
    public static int mostCommunicationIntensive(List<BagApplication> applications) {
        int best = 0;
        for (int k = 1; k < applications.size(); k++) {
            if (applications.get(k).ccr() > applications.get(best).ccr()) {
                best = k;
            }
        }
        return best;
    }

    public static DataCentricRates of(TreePlatform platform, List<BagApplication> applications) {
        DataCentricRates rates = new DataCentricRates(platform, applications);
        int k = mostCommunicationIntensive(applications);
        BagApplication app = applications.get(k);
        double[] subtreeRate = subtreeRates(platform, app);
        double[] budget = new double[platform.size()];
        budget[0] = subtreeRate[0];
        for (int u = 0; u < platform.size(); u++) {
            double own = Math.min(budget[u], platform.speed(u) / app.flops());
            rates.add(u, k, own);
            double left = budget[u] - own;
            double portLeft = 1;
            for (int v : BandwidthCentric.quickestFirst(platform, u, app.bytes())) {
                double perTask = LinkTime.perUnit(platform, v, app.bytes());
                double x = Math.min(Math.min(subtreeRate[v], left), perTask == 0 ? left : portLeft / perTask);
                budget[v] = x;
                left -= x;
                portLeft -= x * perTask;
            }
        }
        return rates;
    }

    // [6] bottom-up, as BandwidthCentric.throughput: own c_u / c(k), then children quickest link first while the port
    // lasts
    private static double[] subtreeRates(TreePlatform platform, BagApplication app) {
        double[] rate = new double[platform.size()];
        for (int u = platform.size() - 1; u >= 0; u--) {
            double portLeft = 1;
            double fed = 0;
            for (int v : BandwidthCentric.quickestFirst(platform, u, app.bytes())) {
                double perTask = LinkTime.perUnit(platform, v, app.bytes());
                double x = perTask == 0 ? rate[v] : Math.min(rate[v], portLeft / perTask);
                fed += x;
                portLeft -= x * perTask;
            }
            rate[u] = platform.speed(u) / app.flops() + fed;
        }
        return rate;
    }
}
