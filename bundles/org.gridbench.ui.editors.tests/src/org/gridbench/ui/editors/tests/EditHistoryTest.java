package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.commands.operations.DefaultOperationHistory;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.editor.EditHistory;
import org.junit.jupiter.api.Test;

/** An editor's edit history: labels, undo and redo back to the byte, its limit, and that it hears only its own. */
class EditHistoryTest {

    private final IOperationHistory operations = new DefaultOperationHistory();

    @Test
    void undoAndRedoRestoreTheDocumentToTheByteAndNameTheEdit() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        String original = Scenarios.text(document);
        List<String> heard = new ArrayList<>();
        EditHistory history = new EditHistory(operations, "one", () -> heard.add(Scenarios.text(document)));
        assertNull(history.undoLabel());
        assertTrue(history.execute(DagEdits.setWhole(document, 0, "merge", "exec", 7)).isOK());
        String edited = Scenarios.text(document);
        assertEquals("Set exec of merge", history.undoLabel());
        assertTrue(history.undo().isOK());
        assertEquals(original, Scenarios.text(document));
        assertEquals("Set exec of merge", history.redoLabel());
        assertTrue(history.redo().isOK());
        assertEquals(edited, Scenarios.text(document));
        assertEquals(List.of(edited, original, edited), heard, "done, undone, redone");
    }

    @Test
    void aRefusedEditChangesNothingAndIsNotAStep() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        String original = Scenarios.text(document);
        List<String> heard = new ArrayList<>();
        EditHistory history = new EditHistory(operations, "one", () -> heard.add("changed"));
        assertFalse(history.execute(DagEdits.addDependency(document, 0, "merge", "prepare")).isOK(), "a cycle");
        assertEquals(original, Scenarios.text(document));
        assertNull(history.undoLabel());
        assertEquals(List.of(), heard);
        assertFalse(history.undo().isOK(), "nothing to undo");
    }

    @Test
    void twoEditorsShareTheWorkbenchHistoryButUndoOnlyTheirOwnEdits() throws Exception {
        ScenarioDocument a = Scenarios.read(Scenarios.DIAMOND);
        ScenarioDocument b = Scenarios.read(Scenarios.DIAMOND);
        List<String> heard = new ArrayList<>();
        EditHistory first = new EditHistory(operations, "a", () -> heard.add("a"));
        EditHistory second = new EditHistory(operations, "b", () -> heard.add("b"));
        first.execute(DagEdits.setWhole(a, 0, "merge", "exec", 7));
        second.execute(DagEdits.setWhole(b, 0, "prepare", "exec", 9));
        assertTrue(first.undo().isOK());
        assertEquals(2, a.root().at("/workload/jobs/0/tasks/3/exec").asInt(), "merge's exec as written");
        assertEquals(9, b.root().at("/workload/jobs/0/tasks/0/exec").asInt(), "the other editor's edit stays");
        assertEquals(List.of("a", "b", "a"), heard);
        second.dispose();
        first.clear();
        assertNull(first.undoLabel());
        assertNull(first.redoLabel());
    }

    @Test
    void itKeeps200Steps() throws Exception {
        ScenarioDocument document = Scenarios.read(Scenarios.DIAMOND);
        EditHistory history = new EditHistory(operations, "one", () -> { });
        for (int k = 1; k <= EditHistory.UNDO_LIMIT + 1; k++) {
            history.execute(DagEdits.setWhole(document, 0, "merge", "exec", 100 + k));
        }
        for (int k = 0; k < EditHistory.UNDO_LIMIT; k++) {
            assertTrue(history.undo().isOK(), "step " + k);
        }
        assertFalse(history.undo().isOK(), "the first of 201 edits was forgotten");
        assertEquals(101, document.root().at("/workload/jobs/0/tasks/3/exec").asInt(), "after the first edit");
    }
}
