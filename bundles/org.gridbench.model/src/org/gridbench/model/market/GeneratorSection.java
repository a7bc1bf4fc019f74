package org.gridbench.model.market;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.GeneratorSettings;
import org.gridbench.model.workload.JobLevelSettings;
import org.gridbench.model.workload.KindWeight;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.RateProfile;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveSettings;
import org.gridbench.model.workload.WorkflowSettings;
import org.gridbench.model.workload.WorkloadModel;

import com.fasterxml.jackson.databind.JsonNode;

/** {@code workload.generator}: the paper's synthetic workload, its settings overridden where the scenario says. */
final class GeneratorSection {

    private GeneratorSection() {
    }

    static Workload read(JsonNode generator, ClusterPlatform platform, RandomStreams streams) {
        GeneratorSettings settings = new GeneratorSettings(model(generator), jobLevel(generator, platform),
                workflows(generator), valueCurves(generator));
        SyntheticWorkload synthetic = new SyntheticWorkload(settings, streams);
        return new LoadModel(profile(generator), platform.totalCores())
                .atLoad(synthetic.jobs(generator.get("jobs").intValue()), generator.get("load").doubleValue(), streams);
    }

    /** The load model's rate profile named by a {@code profile} field, weekly by default. */
    static RateProfile profile(JsonNode section) {
        return section.path("profile").asText("weekly").equals("flat") ? RateProfile.flat() : RateProfile.weeklyCycle();
    }

    /** The model the section names, or the one its fields imply (see {@link WorkloadModel#of}). */
    private static WorkloadModel model(JsonNode generator) {
        return WorkloadModel.of(Optional.ofNullable(generator.get("model")).map(JsonNode::textValue), generator::has);
    }

    // Default core counts are [4]'s that fit the platform; given ones were checked against it.
    private static JobLevelSettings jobLevel(JsonNode g, ClusterPlatform platform) {
        JobLevelSettings paper = JobLevelSettings.paper();
        if (!g.has("coreCounts")) {
            return read(g, paper, paper.coreCounts()).fitting(platform);
        }
        List<Integer> coreCounts = new ArrayList<>();
        g.get("coreCounts").forEach(count -> coreCounts.add(count.intValue()));
        return read(g, paper, coreCounts);
    }

    private static JobLevelSettings read(JsonNode g, JobLevelSettings paper, List<Integer> coreCounts) {
        return new JobLevelSettings(g.path("minTasks").asInt(paper.minTasks()),
                g.path("maxTasks").asInt(paper.maxTasks()), g.path("minVolume").asInt(paper.minVolume()),
                g.path("maxVolume").asInt(paper.maxVolume()), coreCounts, kinds(g.get("kinds"), paper.kinds()),
                g.path("edgeFactor").asDouble(paper.edgeFactor()));
    }

    private static WorkflowSettings workflows(JsonNode g) {
        WorkflowSettings paper = WorkflowSettings.paper();
        return new WorkflowSettings(g.path("minTasks").asInt(paper.minTasks()),
                g.path("maxTasks").asInt(paper.maxTasks()),
                g.path("minExec").asInt(paper.minExec()), g.path("maxExec").asInt(paper.maxExec()),
                g.path("minCores").asInt(paper.minCores()), g.path("maxCores").asInt(paper.maxCores()),
                kinds(g.get("kinds"), paper.kinds()), g.path("meanOutDegree").asDouble(paper.meanOutDegree()));
    }

    private static List<KindWeight> kinds(JsonNode given, List<KindWeight> paper) {
        if (given == null) {
            return paper;
        }
        List<KindWeight> kinds = new ArrayList<>();
        given.forEach(kind -> kinds.add(new KindWeight(kind.get("kind").textValue(),
                kind.get("weight").doubleValue())));
        return kinds;
    }

    private static ValueCurveSettings valueCurves(JsonNode g) {
        ValueCurveSettings paper = ValueCurveSettings.paper();
        return new ValueCurveSettings(g.path("minDInitial").asDouble(paper.minDInitial()),
                g.path("maxDInitial").asDouble(paper.maxDInitial()), g.path("minDFinal").asDouble(paper.minDFinal()),
                g.path("maxDFinal").asDouble(paper.maxDFinal()), g.path("minPoints").asInt(paper.minPoints()),
                g.path("maxPoints").asInt(paper.maxPoints()), g.path("valueDensity").asDouble(paper.valueDensity()));
    }
}
