package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.editor.BackgroundValidator;
import org.gridbench.ui.editor.BackgroundValidator.Result;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The background validator: problems of a copy taken at the edit, handed over on the delivering thread (here a queue
 * the test drains, standing for the UI thread), and only for the latest validation.
 */
class BackgroundValidatorTest {

    private final LinkedBlockingQueue<Runnable> ui = new LinkedBlockingQueue<>();
    private final BackgroundValidator validator = new BackgroundValidator(ui::add);
    private final List<Result> results = new ArrayList<>();

    @AfterEach
    void stop() {
        validator.shutdown();
    }

    // runs what the validator handed over to the "UI thread", waiting for the first hand-over
    private void drain(int handOvers) throws InterruptedException {
        for (int k = 0; k < handOvers; k++) {
            Runnable r = ui.poll(20, TimeUnit.SECONDS);
            assertTrue(r != null, "the validation ended");
            r.run();
        }
    }

    @Test
    void aValidDocumentHasNoProblemAndItsCanonicalText() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        validator.validate(document, "d.gridbench.json", results::add);
        drain(1);
        assertEquals(List.of(new Result(Scenarios.text(document), List.of())), results);
    }

    @Test
    void theCopyIsTakenAtTheEditAndItsProblemsNameTheFileAndField() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        ((ObjectNode) document.root().at("/workload/jobs/0/tasks/3")).put("exec", -1);
        validator.validate(document, "d.gridbench.json", results::add);
        ((ObjectNode) document.root().at("/workload/jobs/0/tasks/3")).put("exec", 2);
        drain(1);
        assertEquals(1, results.size());
        assertEquals(1, results.get(0).problems().size(), results.get(0).problems().toString());
        String problem = results.get(0).problems().get(0);
        assertTrue(problem.startsWith("d.gridbench.json:") && problem.contains("exec"), problem);
        assertTrue(results.get(0).text().contains("\"exec\" : -1") || results.get(0).text().contains("\"exec\": -1"),
                "the text of the copy, not of the document now");
    }

    @Test
    void onlyTheLatestValidationIsHandedOver() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        ((ObjectNode) document.root().at("/workload/jobs/0/tasks/3")).put("exec", -1);
        validator.validate(document, "d.gridbench.json", results::add);
        ((ObjectNode) document.root().at("/workload/jobs/0/tasks/3")).put("exec", 2);
        validator.validate(document, "d.gridbench.json", results::add);
        drain(2);
        assertEquals(List.of(new Result(Scenarios.text(document), List.of())), results);
    }

    @Test
    void aValidationNowDropsTheOneUnderWay() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        validator.validate(document, "d.gridbench.json", results::add);
        ((ObjectNode) document.root().at("/workload/jobs/0/tasks/3")).put("cores", 0);
        List<String> now = validator.validateNow(document, "d.gridbench.json");
        assertEquals(1, now.size(), now.toString());
        drain(1);
        assertEquals(List.of(), results, "the earlier result came too late");
    }
}
