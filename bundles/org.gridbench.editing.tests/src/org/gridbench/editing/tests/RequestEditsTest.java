package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.runtime.IStatus;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.stars.RequestEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;

/** The Requests page's edits of a STaRS scenario: add, remove and set, bounded as the format is, and undoable. */
class RequestEditsTest {

    private static ScenarioDocument stars() throws Exception {
        return ScenarioReader.parse("""
                {"format": "gridbench-scenario", "version": 1, "family": "stars", "seed": 1,
                 "overlay": {"nodes": 8, "sfMax": 4, "updateBandwidth": 1000}, "network": {"model": "fast"},
                 "policy": "IBP", "workload": {"requests": [
                   {"at": 0, "node": 1, "tasks": 2, "length": 600, "memory": 0, "disk": 0, "deadline": 30},
                   {"at": 5.5, "node": 7, "tasks": 1, "length": 100, "memory": 64, "disk": 10}]}}
                """, "s.gridbench.json");
    }

    private static String request(ScenarioDocument doc, int i) {
        return RequestEdits.requests(doc.root()).get(i).toString();
    }

    private static void refused(ScenarioDocument doc, DocumentEdit edit, String message) {
        String before = ScenarioWriter.toJson(doc);
        IStatus status = new History().run(edit);
        assertEquals(IStatus.ERROR, status.getSeverity());
        assertEquals(message, status.getMessage());
        assertEquals(before, ScenarioWriter.toJson(doc), "a refused value changes nothing");
    }

    @Test
    void addCopiesTheSelectedRequestRightAfterItAndUndoRemovesIt() throws Exception {
        ScenarioDocument doc = stars();
        String before = ScenarioWriter.toJson(doc);
        History h = new History();
        h.ok(RequestEdits.add(doc, 0));
        assertEquals(3, RequestEdits.requests(doc.root()).size());
        assertEquals(request(doc, 0), request(doc, 1));
        h.ok(RequestEdits.add(doc, -1));
        assertEquals(request(doc, 2), request(doc, 3), "without a selection, the last is copied");
        assertTrue(h.undo() && h.undo());
        assertEquals(before, ScenarioWriter.toJson(doc), "undone to the byte");
    }

    @Test
    void theFirstRequestIsOneTaskOfAMinuteFromNodeZero() throws Exception {
        ScenarioDocument doc = stars();
        History h = new History();
        h.ok(RequestEdits.remove(doc, 1));
        h.ok(RequestEdits.remove(doc, 0));
        assertEquals(0, RequestEdits.requests(doc.root()).size());
        h.ok(RequestEdits.add(doc, -1));
        assertEquals("{\"at\":0,\"node\":0,\"tasks\":1,\"length\":60000,\"memory\":0,\"disk\":0}", request(doc, 0));
        refused(doc, RequestEdits.remove(doc, 1), "there is no request 1");
    }

    @Test
    void aValueIsWrittenInTheFormatsOrderWholeWhenItIsWhole() throws Exception {
        ScenarioDocument doc = stars();
        History h = new History();
        h.ok(RequestEdits.set(doc, 1, "deadline", "120"));
        h.ok(RequestEdits.set(doc, 1, "at", "7.25"));
        h.ok(RequestEdits.set(doc, 1, "length", "1,500"));
        assertEquals("{\"at\":7.25,\"node\":7,\"tasks\":1,\"length\":1500,\"memory\":64,\"disk\":10,\"deadline\":120}",
                request(doc, 1));
        h.ok(RequestEdits.set(doc, 0, "deadline", " "));
        assertFalse(RequestEdits.requests(doc.root()).get(0).has("deadline"), "an empty deadline removes it");
        assertEquals("Set deadline of Request 0", h.history.getUndoOperation(h.context).getLabel());
    }

    @Test
    void eachFieldIsBoundedAsTheFormatSaysInTheValidatorsWords() throws Exception {
        ScenarioDocument doc = stars();
        refused(doc, RequestEdits.set(doc, 0, "at", "soon"), "at: 'soon' is not a number");
        refused(doc, RequestEdits.set(doc, 0, "at", "-1"), "at: must be at least 0, found -1");
        refused(doc, RequestEdits.set(doc, 0, "node", "8"),
                "node: must be at least 0 and less than overlay.nodes (8), found 8");
        refused(doc, RequestEdits.set(doc, 0, "node", "2.5"), "node: must be a whole number, not 2.5");
        refused(doc, RequestEdits.set(doc, 0, "tasks", "0"), "tasks: must be at least 1, found 0");
        refused(doc, RequestEdits.set(doc, 0, "length", "0"), "length: must be greater than 0, found 0");
        refused(doc, RequestEdits.set(doc, 0, "memory", "-64"), "memory: must be at least 0, found -64");
        refused(doc, RequestEdits.set(doc, 0, "memory", "1,025"),
                "memory: must be at most the memory of every node of a file's run, in MB (1024), found 1025");
        refused(doc, RequestEdits.set(doc, 0, "disk", "81921"),
                "disk: must be at most the disk of every node of a file's run, in MB (81920), found 81921");
        refused(doc, RequestEdits.set(doc, 0, "deadline", "0"), "deadline: must be at least 0.001 s (a millisecond): a"
                + " shorter deadline is below the network's least delay, and the clock's rounding loses smaller ones,"
                + " found 0");
        refused(doc, RequestEdits.set(doc, 0, "disk", "Infinity"), "disk: 'Infinity' is not a finite number");
        refused(doc, RequestEdits.set(doc, 0, "length", ""), "length: '' is not a number");
        refused(doc, RequestEdits.set(doc, 2, "at", "1"), "there is no request 2");
        new History().ok(RequestEdits.set(doc, 0, "memory", "1024"));
    }

    @Test
    void underDpADeadlineCannotBeRemovedButAnotherRequestsMissingOneDoesNotBlockAnEdit() throws Exception {
        ScenarioDocument doc = stars();
        doc.root().put("policy", "DP");
        History h = new History();
        h.ok(RequestEdits.set(doc, 0, "deadline", "45"));
        refused(doc, RequestEdits.set(doc, 0, "deadline", ""),
                "deadline: missing; DP needs a deadline per request, in seconds after its 'at'");
        h.ok(RequestEdits.set(doc, 1, "deadline", "60"));
        assertEquals(60, RequestEdits.requests(doc.root()).get(1).path("deadline").asInt());
    }
}
