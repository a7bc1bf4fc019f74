package org.gridbench.ui.handlers;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;

/** File > New Scenario: a scenario from the chosen template, saved in the workspace and opened. */
public final class NewScenarioHandler extends NewFileHandler {

    public NewScenarioHandler() {
        super("New Scenario");
    }

    @Override
    NewFile ask(Shell shell) {
        NewScenarioDialog dialog = new NewScenarioDialog(shell);
        if (dialog.open() != Window.OK) {
            return null;
        }
        return new NewFile(dialog.template().create(dialog.scenarioName(), dialog.seed()), dialog.scenarioName(),
                "created");
    }
}
