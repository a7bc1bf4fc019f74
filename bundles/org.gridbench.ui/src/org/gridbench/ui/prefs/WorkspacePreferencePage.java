package org.gridbench.ui.prefs;

import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;

/** Preferences > Workspace: the folder the Scenario Explorer shows, from the next start. */
final class WorkspacePreferencePage extends FieldEditorPreferencePage {

    WorkspacePreferencePage() {
        super("Workspace", GRID);
        setDescription("The folder of scenario files, used from the next start; empty for ~/gridbench-workspace. "
                + "GRIDBENCH_WORKSPACE, when set, comes first.");
    }

    @Override
    protected void createFieldEditors() {
        DirectoryFieldEditor folder = new DirectoryFieldEditor(WorkbenchPreferences.WORKSPACE, "Folder:",
                getFieldEditorParent());
        folder.setEmptyStringAllowed(true);
        addField(folder);
    }
}
