package org.gridbench.editing;

import java.util.List;

import org.eclipse.core.commands.operations.AbstractOperation;
import org.eclipse.core.runtime.IAdaptable;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An undoable edit of a scenario document ({@code org.eclipse.core.commands.operations}): its changes are worked out
 * from the document when it is first executed, then applied, reverted in reverse order by undo and applied again by
 * redo. An edit the document cannot take is refused: execute returns an error status with the reason, changes
 * nothing, and the history does not record it.
 */
public abstract class DocumentEdit extends AbstractOperation {

    /** The plug-in id of the statuses edits return. */
    public static final String PLUGIN_ID = "org.gridbench.editing";

    private final ScenarioDocument document;
    private List<Change> changes;

    protected DocumentEdit(String label, ScenarioDocument document) {
        super(label);
        this.document = document;
    }

    /** The changes this edit makes to the document as it is now. */
    protected abstract List<Change> changes(ObjectNode root) throws EditRefused;

    public ScenarioDocument document() {
        return document;
    }

    @Override
    public IStatus execute(IProgressMonitor monitor, IAdaptable info) {
        try {
            changes = List.copyOf(changes(document.root()));
        } catch (EditRefused e) {
            return Status.error(e.getMessage());
        }
        changes.forEach(Change::apply);
        return Status.OK_STATUS;
    }

    @Override
    public IStatus undo(IProgressMonitor monitor, IAdaptable info) {
        for (int i = changes.size() - 1; i >= 0; i--) {
            changes.get(i).revert();
        }
        return Status.OK_STATUS;
    }

    @Override
    public IStatus redo(IProgressMonitor monitor, IAdaptable info) {
        changes.forEach(Change::apply);
        return Status.OK_STATUS;
    }
}
