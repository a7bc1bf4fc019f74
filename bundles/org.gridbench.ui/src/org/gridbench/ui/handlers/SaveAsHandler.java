package org.gridbench.ui.handlers;

import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.workspace.Workspace;

import jakarta.inject.Named;

/** File > Save As: saves the active scenario under a new name and goes on editing that file. */
public final class SaveAsHandler {

    @CanExecute
    boolean canExecute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof ScenarioEditor editor && editor.document() != null;
    }

    @Execute
    void execute(Shell shell, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ScenarioEditor editor = (ScenarioEditor) part.getObject();
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setOverwrite(true);
        dialog.setFilterPath(editor.file().getParent().toString());
        dialog.setFileName(editor.file().getFileName().toString());
        dialog.setFilterExtensions(new String[] { "*" + Workspace.SCENARIO_SUFFIX });
        String chosen = dialog.open();
        if (chosen != null) {
            String name = chosen.endsWith(Workspace.SCENARIO_SUFFIX) ? chosen
                    : chosen.replaceFirst("\\.json$", "") + Workspace.SCENARIO_SUFFIX;
            editor.saveAs(Path.of(name));
        }
    }
}
