package org.gridbench.ui.prefs;

import java.util.Arrays;

import org.eclipse.jface.preference.BooleanFieldEditor;
import org.eclipse.jface.preference.ComboFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.gridbench.ui.run.RunPart;

/** Preferences > Run: the Run view's default speed and animation, and the policies' decision budget. */
final class RunPreferencePage extends FieldEditorPreferencePage {

    RunPreferencePage() {
        super("Run", GRID);
        setDescription("How a run starts in the workbench. The command line runs as fast as possible and is not "
                + "changed by these.");
    }

    @Override
    protected void createFieldEditors() {
        String[][] speeds = Arrays.stream(RunPart.SPEED_LABELS).map(s -> new String[] { s, s })
                .toArray(String[][]::new);
        addField(new ComboFieldEditor(WorkbenchPreferences.SPEED, "Default speed:", speeds, getFieldEditorParent()));
        addField(new BooleanFieldEditor(WorkbenchPreferences.ANIMATE, "Animate views while a run goes",
                getFieldEditorParent()));
        addField(new PositiveNumberFieldEditor(WorkbenchPreferences.DECISION_BUDGET, "Decision budget (s):",
                getFieldEditorParent()));
    }
}
