package org.gridbench.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.ScenarioImports;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

/** File > Import...: the previewed scenario, saved in the workspace under the imported file's name and opened. */
public final class ImportScenarioHandler {

    @CanExecute
    boolean canExecute(@Optional Workspace workspace) {
        return workspace != null;
    }

    @Execute
    void execute(Shell shell, Workspace workspace, EditorOpener opener, EventLog log, IEventBroker broker) {
        ImportScenarioDialog dialog = new ImportScenarioDialog(shell);
        if (dialog.open() != Window.OK) {
            return;
        }
        ScenarioImports.Imported imported = dialog.imported();
        Path file = workspace.newScenarioPath(dialog.stem());
        try {
            ScenarioWriter.save(imported.document(), file);
        } catch (IOException e) {
            log.error("workspace", "cannot write " + file + ": " + e.getMessage());
            MessageDialog.openError(shell, "Import Scenario", "Cannot write " + file + ": " + e.getMessage());
            return;
        }
        log.info("workspace", "imported " + file + " (" + String.join(", ", imported.summary()) + ")");
        broker.post(Workspace.TOPIC_CHANGED, file.toString());
        opener.open(file);
    }
}
