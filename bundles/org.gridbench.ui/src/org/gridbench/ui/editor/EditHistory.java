package org.gridbench.ui.editor;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IOperationHistoryListener;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.IUndoableOperation;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.commands.operations.OperationHistoryEvent;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.gridbench.editing.DocumentEdit;

/**
 * One editor's edit history: its edits run through the workbench's operation history under the editor's own undo
 * context (so that Edit &gt; Undo in one editor never undoes another's edit), at most {@link #UNDO_LIMIT} steps;
 * {@code changed} runs after each of its edits is done, undone or redone.
 */
public final class EditHistory {

    /** Undo steps kept per editor. */
    public static final int UNDO_LIMIT = 200;

    private final IOperationHistory history;
    private final IUndoContext context;
    private final IOperationHistoryListener listener;
    private IUndoableOperation savedAt;

    public EditHistory(IOperationHistory history, String label, Runnable changed) {
        this.history = history;
        context = new ObjectUndoContext(this, label);
        listener = event -> {
            int type = event.getEventType();
            if ((type == OperationHistoryEvent.DONE || type == OperationHistoryEvent.UNDONE
                    || type == OperationHistoryEvent.REDONE) && event.getOperation().hasContext(context)) {
                changed.run();
            }
        };
        history.setLimit(context, UNDO_LIMIT);
        history.addOperationHistoryListener(listener);
    }

    /** Runs an edit; a refused edit changes nothing and its status says why. */
    public IStatus execute(DocumentEdit edit) {
        edit.addContext(context);
        try {
            return history.execute(edit, null, null);
        } catch (ExecutionException e) {
            return Status.error(e.getMessage());
        }
    }

    /** Undoes the last edit; a status that is not OK when there is none. */
    public IStatus undo() throws ExecutionException {
        return history.undo(context, null, null);
    }

    public IStatus redo() throws ExecutionException {
        return history.redo(context, null, null);
    }

    /** The name of the edit Undo would undo, or null. */
    public String undoLabel() {
        IUndoableOperation op = history.getUndoOperation(context);
        return op == null ? null : op.getLabel();
    }

    /** The name of the edit Redo would redo, or null. */
    public String redoLabel() {
        IUndoableOperation op = history.getRedoOperation(context);
        return op == null ? null : op.getLabel();
    }

    /** The document as it is now is the file's: undoing or redoing back to here leaves nothing unsaved. */
    public void markSaved() {
        savedAt = history.getUndoOperation(context);
    }

    /** Whether the edits done since the last read or save have all been undone (or the undone ones redone). */
    public boolean atSavePoint() {
        return history.getUndoOperation(context) == savedAt;
    }

    /** Forgets every step, as when the file is read again. */
    public void clear() {
        history.dispose(context, true, true, false);
        savedAt = null;
    }

    /** Forgets every step and stops listening, as when the editor closes. */
    public void dispose() {
        history.removeOperationHistoryListener(listener);
        history.dispose(context, true, true, true);
    }
}
