package org.gridbench.runs.stars;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.NodePropertyModel;
import org.gridbench.stars.workload.RequestStream;
import org.gridbench.stars.workload.SiteLevelModel;
import org.gridbench.stars.workload.SiteLevelParameters;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.UserStream;

/** The node properties and request streams of the STaRS experiments (Celaya, section 8.2). */
public final class StarsWorkloads {

    /** The trace the thesis-like runs draw from when none is named: hpc2n.swf, shipped in this bundle's data/. */
    public static final String DEFAULT_TRACE = "hpc2n.swf";

    private StarsWorkloads() {
    }

    /** The application distributions of an SWF trace, with processors of the reference speed. */
    public static SwfDistributions applications(Path trace) throws ScenarioException {
        return SwfDistributions.of(SwfReader.read(trace), SwfDistributions.REFERENCE_SPEED);
    }

    /** The application distributions of {@link #DEFAULT_TRACE}, read from this bundle wherever the process runs. */
    public static SwfDistributions defaultApplications() throws ScenarioException {
        try (InputStream in = StarsWorkloads.class.getResourceAsStream("/data/" + DEFAULT_TRACE)) {
            if (in == null) {
                throw new IllegalStateException("the bundle resource data/" + DEFAULT_TRACE + " is missing");
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return SwfDistributions.of(SwfReader.read(DEFAULT_TRACE + " (built in)", text),
                    SwfDistributions.REFERENCE_SPEED);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Section 8.2 node properties from the trace, node i from substream i of the workload seed. */
    public static NodeProperties nodes(SwfDistributions applications, int nodes, RandomStreams workload) {
        return NodePropertyModel.of(applications).generate(nodes, workload);
    }

    /** The nodes of a scenario file's run, also those of a fixed workload without a trace. */
    public static NodeProperties uniformNodes(int nodes) {
        return NodeProperties.uniform(nodes, StarsScenario.NODE_MEMORY, StarsScenario.NODE_DISK,
                StarsScenario.NODE_SPEED);
    }

    /**
     * Our site-level defaults with the working day shifted to start at time 0 (0:00 to 10:00), so that a run of a few
     * simulated minutes or hours begins with the users' wake-up rather than at night.
     */
    public static SiteLevelParameters siteLevel(int users, double horizon) {
        SiteLevelParameters defaults = SiteLevelParameters.defaults(users, horizon);
        return new SiteLevelParameters(users, horizon, defaults.meanThinkTime(), defaults.meanBreak(), 0,
                defaults.sleepHour() - defaults.wakeHour(), defaults.disk());
    }

    /** Section 8.4.3: the users of {@link #users} with DP deadlines, each user's node speed bounding its deadlines. */
    public static List<RequestStream> usersWithDeadlines(SwfDistributions applications, NodeProperties nodes,
            double horizon, RandomStreams workload) {
        SiteLevelModel model = new SiteLevelModel(applications, siteLevel(nodes.size(), horizon));
        return onDemand(nodes.size(), u -> UserStream.withDeadlines(model, u, workload, nodes.speed()[u]));
    }

    /** Section 8.2: one site-level user per node, user u drawing from substream u of the workload seed. */
    public static List<RequestStream> users(SwfDistributions applications, int nodes, double horizon,
            RandomStreams workload) {
        SiteLevelModel model = new SiteLevelModel(applications, siteLevel(nodes, horizon));
        return onDemand(nodes, u -> UserStream.of(model, u, workload));
    }

    /**
     * The users of nodes 0 to {@code nodes - 1}, each made when it is read: a user draws from its own substream, so it
     * is the same whenever it is made, and a run keeps only the users with a submission pending (at 10^7 nodes the
     * users made at once took 96 bytes per node for the whole run).
     */
    private static List<RequestStream> onDemand(int nodes, IntFunction<RequestStream> user) {
        return new AbstractList<>() {
            @Override
            public RequestStream get(int u) {
                Objects.checkIndex(u, nodes);
                return user.apply(u);
            }

            @Override
            public int size() {
                return nodes;
            }
        };
    }
}
