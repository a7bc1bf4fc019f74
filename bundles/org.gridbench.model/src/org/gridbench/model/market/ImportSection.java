package org.gridbench.model.market;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code workload.import}: copies of a workflow read from a file, each a job named {@code <workflow>-<copy>}. A copy
 * without a given value curve draws one by the generator's rules from substream {@code copy} of
 * {@value SyntheticWorkload#CURVES}.
 */
final class ImportSection {

    private ImportSection() {
    }

    static Workload read(JsonNode source, Path folder, ClusterPlatform platform, RandomStreams streams)
            throws ScenarioException {
        Path file = folder.resolve(source.get("file").textValue()).normalize();
        WorkflowFormat format = WorkflowFormat.fromId(source.get("format").textValue()).orElseThrow();
        ImportedWorkflow workflow = format.read(file, kinds(source));
        workflow.checkFits(platform);
        List<Long> arrivals = new ArrayList<>();
        source.path("arrivals").forEach(arrival -> arrivals.add(arrival.longValue()));
        int copies = arrivals.isEmpty() ? source.path("copies").asInt(1) : arrivals.size();
        ValueCurveGenerator curves = new ValueCurveGenerator(ValueCurveSettings.paper());
        List<Job> jobs = new ArrayList<>(copies);
        for (int i = 0; i < copies; i++) {
            ValueCurve curve = source.has("valueCurve") ? JobsSection.valueCurve(source.get("valueCurve"))
                    : curves.curve(workflow.tasks(), streams.substream(SyntheticWorkload.CURVES, i));
            jobs.add(new Job(workflow.name() + "-" + (i + 1), arrivals.isEmpty() ? 0 : arrivals.get(i),
                    workflow.tasks(), curve));
        }
        if (source.has("load")) {
            return new LoadModel(GeneratorSection.profile(source), platform.totalCores())
                    .atLoad(jobs, source.get("load").doubleValue(), streams);
        }
        return new Workload(jobs);
    }

    private static KindMapping kinds(JsonNode source) {
        Map<String, String> byCategory = new HashMap<>();
        source.path("kinds").forEach(entry -> byCategory.put(entry.get("category").textValue(),
                entry.get("kind").textValue()));
        return new KindMapping(byCategory, source.path("defaultKind").asText(KindMapping.DEFAULT_KIND));
    }
}
