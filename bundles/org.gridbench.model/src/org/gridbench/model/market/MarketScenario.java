package org.gridbench.model.market;

import java.nio.file.Path;
import java.util.Optional;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.model.workflow.Workload;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a market scenario asks the simulator to run (Burkimsher and Indrusiak, section III): the clusters, the jobs
 * with their arrivals and value curves, the bidding policy and the market structure.
 *
 * @param policy the id of the bidding policy, absent when the scenario leaves the choice to the run
 * @param earlyRemoval {@code options.earlyRemoval}: starve a job as soon as its winning task can no longer end by its
 *        final deadline (default false)
 */
public record MarketScenario(ClusterPlatform platform, Workload workload, Optional<String> policy,
        MarketStructure market, boolean earlyRemoval) {

    /** Reads a market scenario; an imported workflow file is found relative to the scenario's folder. */
    public static MarketScenario of(ScenarioDocument document) throws ScenarioException {
        Path folder = document.source().map(file -> file.toAbsolutePath().getParent()).orElse(Path.of(""));
        return of(document, folder);
    }

    /**
     * Reads a market scenario, resolving an imported workflow file against {@code folder}. The document is checked
     * again first, as an editor may have changed it since it was read; its problems are then placed in its canonical
     * text. Generated and imported jobs draw from streams of the scenario seed.
     */
    public static MarketScenario of(ScenarioDocument document, Path folder) throws ScenarioException {
        if (document.family() != Family.MARKET) {
            throw new IllegalArgumentException("not a market scenario: its family is " + document.family().id());
        }
        String source = document.source().map(Path::toString).orElse(document.name().isEmpty() ? "scenario"
                : document.name());
        JsonNode root = ScenarioReader.parse(ScenarioWriter.toJson(document), source).root();
        ClusterPlatform platform = PlatformSection.read(root.get("platform"));
        RandomStreams streams = new RandomStreams(document.seed());
        JsonNode workload = root.get("workload");
        Workload jobs;
        if (workload.has("generator")) {
            jobs = GeneratorSection.read(workload.get("generator"), platform, streams);
        } else if (workload.has("import")) {
            jobs = ImportSection.read(workload.get("import"), folder, platform, streams);
        } else {
            jobs = JobsSection.read(workload.get("jobs"));
        }
        Optional<String> policy = Optional.ofNullable(root.get("policy")).map(JsonNode::textValue);
        MarketStructure market = MarketStructure.fromId(root.path("options").path("market").asText())
                .orElse(MarketStructure.PER_KIND);
        return new MarketScenario(platform, jobs, policy, market,
                root.path("options").path("earlyRemoval").asBoolean(false));
    }
}
