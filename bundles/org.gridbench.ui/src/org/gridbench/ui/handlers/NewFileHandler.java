package org.gridbench.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

/**
 * A File menu command that makes a new scenario file in the workspace (New Scenario, Import): it asks the user for
 * the document, then this base saves it, tells the event log and the explorer (which selects and reveals it, as
 * Eclipse's new-file wizards do), and opens it in an editor.
 */
abstract class NewFileHandler {

    /** A document to save under the workspace's free name for {@code base}, and what the log says of it. */
    record NewFile(ScenarioDocument document, String base, String logged) {
    }

    private final String title;

    NewFileHandler(String title) {
        this.title = title;
    }

    /** The document the user asked for, or null when they cancelled. */
    abstract NewFile ask(Shell shell);

    @CanExecute
    boolean canExecute(@Optional Workspace workspace) {
        return workspace != null;
    }

    @Execute
    void execute(Shell shell, Workspace workspace, EditorOpener opener, EventLog log, IEventBroker broker) {
        NewFile made = ask(shell);
        if (made == null) {
            return;
        }
        Path file = workspace.newScenarioPath(made.base());
        try {
            ScenarioWriter.save(made.document(), file);
        } catch (IOException e) {
            log.error("workspace", "cannot write " + file + ": " + e.getMessage());
            MessageDialog.openError(shell, title, "Cannot write " + file + ": " + e.getMessage());
            return;
        }
        log.info("workspace", made.logged() + " " + file);
        broker.post(Workspace.TOPIC_CHANGED, file.toString());
        broker.post(Workspace.TOPIC_CREATED, file.toString());
        opener.open(file);
    }
}
