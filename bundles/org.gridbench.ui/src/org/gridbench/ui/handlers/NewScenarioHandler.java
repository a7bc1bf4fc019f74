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
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

/** File > New Scenario: a scenario from the chosen template, saved in the workspace and opened. */
public final class NewScenarioHandler {

    @CanExecute
    boolean canExecute(@Optional Workspace workspace) {
        return workspace != null;
    }

    @Execute
    void execute(Shell shell, Workspace workspace, EditorOpener opener, EventLog log, IEventBroker broker) {
        NewScenarioDialog dialog = new NewScenarioDialog(shell);
        if (dialog.open() != Window.OK) {
            return;
        }
        Path file = workspace.newScenarioPath(dialog.scenarioName());
        ScenarioDocument doc = dialog.template().create(dialog.scenarioName(), dialog.seed());
        try {
            ScenarioWriter.save(doc, file);
        } catch (IOException e) {
            log.error("workspace", "cannot create " + file + ": " + e.getMessage());
            MessageDialog.openError(shell, "New Scenario", "Cannot create " + file + ": " + e.getMessage());
            return;
        }
        log.info("workspace", "created " + file);
        broker.post(Workspace.TOPIC_CHANGED, file.toString());
        opener.open(file);
    }
}
