package org.gridbench.ui.prefs;

import java.io.IOException;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.preference.PreferenceManager;
import org.eclipse.jface.preference.PreferenceNode;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.log.EventLog;

/** Window > Preferences: the Run, Workspace and Charts pages; OK saves them and the workbench follows at once. */
public final class PreferencesHandler {

    @Execute
    void execute(Shell shell, WorkbenchPreferences preferences, EventLog log) {
        PreferenceManager pages = new PreferenceManager();
        pages.addToRoot(new PreferenceNode("run", new RunPreferencePage()));
        pages.addToRoot(new PreferenceNode("workspace", new WorkspacePreferencePage()));
        pages.addToRoot(new PreferenceNode("charts", new ChartPreferencePage()));
        PreferenceDialog dialog = new PreferenceDialog(shell, pages);
        dialog.setPreferenceStore(preferences.store());
        if (dialog.open() != Window.OK) {
            return;
        }
        preferences.applyDecisionBudget();
        try {
            preferences.save();
            log.info("preferences", "saved " + preferences.file());
        } catch (IOException e) {
            log.error("preferences", "cannot save " + preferences.file() + ": " + e.getMessage());
        }
    }
}
