package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.AboutText;

/** Help > About Gridbench. */
public final class AboutHandler {

    @Execute
    void execute(Shell shell) {
        MessageDialog.openInformation(shell, "About Gridbench", AboutText.text());
    }
}
