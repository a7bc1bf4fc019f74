package org.gridbench.model.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.gridbench.model.importers.tests.TestData;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.market.MarketStructure;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioTemplates;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workload.LoadModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** A market scenario file becomes the platform, jobs, policy and market structure the simulator runs. */
class MarketScenarioTest {

    private static final String HEADER = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 5,
             "platform": {"ccr": 0.2, "clusters": [{"id": "C1", "cores": 64, "kind": "Kind1"},
               {"id": "C2", "cores": 32, "kind": "Kind2"}]},
            """;

    @TempDir
    Path folder;

    private static MarketScenario example(String name) throws ScenarioException {
        return MarketScenario.of(ScenarioReader.parse(Examples.text(name), name));
    }

    private MarketScenario scenario(String workload) throws IOException, ScenarioException {
        Path file = folder.resolve("s.gridbench.json");
        Files.writeString(file, HEADER + " \"workload\": " + workload + "}\n");
        return MarketScenario.of(ScenarioReader.read(file));
    }

    private void copyToFolder(String dataFile) throws IOException {
        Path from = TestData.file(dataFile);
        Files.copy(from, folder.resolve(from.getFileName()));
    }

    @Test
    void twoClustersExampleMapsToItsRecords() throws ScenarioException {
        MarketScenario scenario = example("market-two-clusters.gridbench.json");
        assertEquals(new ClusterPlatform(List.of(new Cluster("C1", 16, "Kind1"), new Cluster("C2", 8, "Kind2")), 0.5),
                scenario.platform());
        assertEquals(Optional.of("PVR"), scenario.policy());
        assertEquals(MarketStructure.PER_KIND, scenario.market());
        List<Job> jobs = scenario.workload().jobs();
        assertEquals(List.of("J1", "J2", "J3", "J4"), jobs.stream().map(Job::id).toList());
        assertEquals(List.of(0L, 3L, 5L, 8L), jobs.stream().map(Job::arrival).toList());
        assertEquals(List.of(new Task("prepare", 4, 2, "Kind1", List.of()),
                new Task("analyseA", 10, 4, "Kind1", List.of(0)),
                new Task("analyseB", 6, 2, "Kind2", List.of(0)),
                new Task("merge", 2, 1, "Kind1", List.of(1, 2))), jobs.get(0).tasks());
        assertEquals(new ValueCurve(64, 2, 6, List.of(new ValueCurve.Point(3, 48), new ValueCurve.Point(4.5, 20))),
                jobs.get(0).valueCurve());
        assertEquals(new ValueCurve(240, 4, 10, List.of()), jobs.get(2).valueCurve());
    }

    @Test
    void paperExampleGeneratesTheSyntheticWorkloadAtItsLoad() throws ScenarioException {
        MarketScenario scenario = example("market-paper-week.gridbench.json");
        assertEquals(ClusterPlatform.paperDefault(), scenario.platform());
        assertEquals(1000, scenario.workload().jobs().size());
        assertEquals(1.0, LoadModel.offeredLoad(scenario.workload(), 4000), 0.01);
        assertEquals(MarketStructure.PER_KIND, scenario.market());
        assertEquals(scenario, example("market-paper-week.gridbench.json"));
    }

    // Job-level model by default: [4]'s core counts that fit both kinds' largest clusters (32 cores): 1, 12, 24.
    @Test
    void theJobLevelModelKeepsTheDefaultCoreCountsThatFitThePlatform() throws IOException, ScenarioException {
        MarketScenario scenario = scenario("{\"generator\": {\"jobs\": 300, \"load\": 1.0}}");
        List<Integer> cores = scenario.workload().jobs().stream().flatMap(job -> job.tasks().stream())
                .map(Task::cores).distinct().sorted().toList();
        assertEquals(List.of(1, 12, 24), cores);
        MarketScenario given = scenario("{\"generator\": {\"jobs\": 50, \"load\": 1.0, \"minVolume\": 100, "
                + "\"maxVolume\": 100, \"coreCounts\": [1], \"edgeFactor\": 0}}");
        for (Job job : given.workload().jobs()) {
            assertEquals(100, job.tasks().stream().mapToLong(Task::work).sum(), job.id());
            assertTrue(job.tasks().stream().allMatch(t -> t.predecessors().isEmpty() && t.cores() == 1));
        }
    }

    @Test
    void generatorOverridesReplaceThePapersSettings() throws IOException, ScenarioException {
        MarketScenario scenario = scenario("{\"generator\": {\"jobs\": 40, \"load\": 0.8, \"profile\": \"flat\", "
                + "\"minTasks\": 3, \"maxTasks\": 3, \"maxCores\": 8, \"kinds\": [{\"kind\": \"Kind2\", \"weight\": 1}], "
                + "\"valueDensity\": 2}}");
        List<Task> tasks = scenario.workload().jobs().stream().flatMap(job -> job.tasks().stream()).toList();
        assertEquals(120, tasks.size());
        assertTrue(tasks.stream().allMatch(task -> task.kind().equals("Kind2") && task.cores() <= 8));
        Job first = scenario.workload().jobs().get(0);
        assertEquals(2 * first.tasks().stream().mapToLong(Task::work).sum(), first.valueCurve().vMax());
        assertEquals(0.8, LoadModel.offeredLoad(scenario.workload(), 96), 0.01);
    }

    @Test
    void anotherLoadMovesTheSameJobs() throws IOException, ScenarioException {
        List<Job> light = scenario("{\"generator\": {\"jobs\": 30, \"load\": 0.7, \"maxCores\": 32}}").workload().jobs();
        List<Job> heavy = scenario("{\"generator\": {\"jobs\": 30, \"load\": 1.4, \"maxCores\": 32}}").workload().jobs();
        assertEquals(light.stream().map(job -> job.arrivingAt(0)).toList(),
                heavy.stream().map(job -> job.arrivingAt(0)).toList());
        assertNotEquals(light, heavy);
    }

    @Test
    void importedCopiesArriveAtTheLoadWithCurvesOfTheirOwn() throws IOException, ScenarioException {
        copyToFolder("workflows/dax/Epigenomics_24.xml");
        MarketScenario scenario = scenario("{\"import\": {\"file\": \"Epigenomics_24.xml\", \"format\": \"dax\", "
                + "\"copies\": 100, \"load\": 1.2, \"kinds\": [{\"category\": \"map_chr21\", \"kind\": \"Kind2\"}]}}");
        List<Job> jobs = scenario.workload().jobs();
        assertEquals(List.of("test-1", "test-2", "test-3"), jobs.stream().limit(3).map(Job::id).toList());
        assertTrue(jobs.stream().allMatch(job -> job.tasks().size() == 24));
        assertEquals(5, jobs.get(0).tasks().stream().filter(task -> task.kind().equals("Kind2")).count());
        assertNotEquals(jobs.get(0).valueCurve(), jobs.get(1).valueCurve());
        assertEquals(1.2, LoadModel.offeredLoad(scenario.workload(), 96), 0.01);
    }

    @Test
    void importedCopiesArriveAtGivenTicksWithAGivenCurve() throws IOException, ScenarioException {
        copyToFolder("workflows/wfformat/helloworld-forkjoin-10-chameleon.json");
        MarketScenario scenario = scenario("{\"import\": {\"file\": \"helloworld-forkjoin-10-chameleon.json\", "
                + "\"format\": \"wfformat\", \"arrivals\": [0, 90], \"valueCurve\": {\"vMax\": 50, \"dInitial\": 2, "
                + "\"dFinal\": 5}}}");
        List<Job> jobs = scenario.workload().jobs();
        assertEquals(List.of(0L, 90L), jobs.stream().map(Job::arrival).toList());
        assertEquals(new ValueCurve(50, 2, 5, List.of()), jobs.get(1).valueCurve());
        assertEquals(10, jobs.get(1).tasks().size());
    }

    @Test
    void importWithoutArrivalsOrLoadArrivesAtZero() throws IOException, ScenarioException {
        copyToFolder("workflows/dax/HEFT_paper.xml");
        List<Job> jobs = scenario("{\"import\": {\"file\": \"HEFT_paper.xml\", \"format\": \"dax\"}}").workload().jobs();
        assertEquals(1, jobs.size());
        assertEquals(0, jobs.get(0).arrival());
        assertEquals(jobs.get(0).tasks().stream().mapToLong(Task::work).sum(), jobs.get(0).valueCurve().vMax());
    }

    @Test
    void aMissingImportedFileIsNamed() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> scenario("{\"import\": {\"file\": \"absent.xml\", \"format\": \"dax\"}}"));
        assertEquals(folder.resolve("absent.xml") + ": (file): file not found", e.getMessage());
    }

    @Test
    void importedTasksMustFitTheClusters() throws IOException {
        Files.writeString(folder.resolve("w.json"), "{\"workflow\": {\"tasks\": [\n"
                + "  {\"name\": \"wide\", \"runtimeInSeconds\": 60, \"cores\": 48}]}}\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> scenario("{\"import\": {\"file\": \"w.json\", "
                + "\"format\": \"wfformat\", \"defaultKind\": \"Kind2\"}}"));
        assertEquals(folder.resolve("w.json") + ":2:3: workflow.tasks[0]: task \"wide\" needs 48 cores, more than the 32 "
                + "of the largest cluster of kind \"Kind2\"", e.getMessage());
    }

    @Test
    void anEditedDocumentIsCheckedAgain() throws ScenarioException {
        ScenarioDocument document = ScenarioReader.parse(Examples.text("market-two-clusters.gridbench.json"), "two");
        ((ObjectNode) document.root().at("/workload/jobs/0")).put("arrival", -1);
        ScenarioException e = assertThrows(ScenarioException.class, () -> MarketScenario.of(document));
        assertEquals("workload.jobs[0].arrival", e.problems().get(0).field());
    }

    @Test
    void onlyMarketScenariosMap() {
        ScenarioDocument trees = ScenarioTemplates.newScenario(Family.TREES, "t", 1);
        assertThrows(IllegalArgumentException.class, () -> MarketScenario.of(trees));
    }
}
