package org.gridbench.ui.handlers;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.ScenarioImports;

/** File > Import...: the previewed scenario, saved in the workspace under the imported file's name and opened. */
public final class ImportScenarioHandler extends NewFileHandler {

    public ImportScenarioHandler() {
        super("Import Scenario");
    }

    @Override
    NewFile ask(Shell shell) {
        ImportScenarioDialog dialog = new ImportScenarioDialog(shell);
        if (dialog.open() != Window.OK) {
            return null;
        }
        ScenarioImports.Imported imported = dialog.imported();
        return new NewFile(imported.document(), dialog.stem(), "imported (" + String.join(", ",
                imported.summary()) + ")");
    }
}
