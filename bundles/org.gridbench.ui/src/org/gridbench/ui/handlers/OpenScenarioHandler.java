package org.gridbench.ui.handlers;

import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.workspace.Workspace;

/** File > Open: opens a scenario file from anywhere on disk. */
public final class OpenScenarioHandler {

    @Execute
    void execute(Shell shell, EditorOpener opener, @Optional Workspace workspace) {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*" + Workspace.SCENARIO_SUFFIX, "*.json", "*" });
        if (workspace != null) {
            dialog.setFilterPath(workspace.root().toString());
        }
        String chosen = dialog.open();
        if (chosen != null) {
            opener.open(Path.of(chosen));
        }
    }
}
