package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.DefaultOperationHistory;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.runtime.IStatus;
import org.gridbench.editing.DocumentEdit;

/** An operation history with one undo context, as an editor has, for tests. */
final class History {

    final IOperationHistory history = new DefaultOperationHistory();
    final IUndoContext context = new ObjectUndoContext(this);

    History() {
        history.setLimit(context, 1000);
    }

    IStatus run(DocumentEdit edit) {
        edit.addContext(context);
        try {
            return history.execute(edit, null, null);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    void ok(DocumentEdit edit) {
        IStatus status = run(edit);
        assertTrue(status.isOK(), edit.getLabel() + ": " + status.getMessage());
    }

    boolean undo() {
        try {
            return history.canUndo(context) && history.undo(context, null, null).isOK();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    boolean redo() {
        try {
            return history.canRedo(context) && history.redo(context, null, null).isOK();
        } catch (ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }
}
