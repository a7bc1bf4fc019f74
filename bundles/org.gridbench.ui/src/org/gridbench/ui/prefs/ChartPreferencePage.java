package org.gridbench.ui.prefs;

import java.util.Arrays;

import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.RadioGroupFieldEditor;

/** Preferences > Charts: the theme of the Metrics and Results charts, and of their exported PNG and SVG. */
final class ChartPreferencePage extends FieldEditorPreferencePage {

    ChartPreferencePage() {
        super("Charts", GRID);
        setDescription("The look of the Metrics and Results charts (XChart's themes); the command line's report "
                + "plots keep the default.");
    }

    @Override
    protected void createFieldEditors() {
        String[][] themes = Arrays.stream(WorkbenchPreferences.CHART_THEMES).map(t -> new String[] { t, t })
                .toArray(String[][]::new);
        addField(new RadioGroupFieldEditor(WorkbenchPreferences.CHART_THEME, "Theme:", 1, themes,
                getFieldEditorParent(), true));
    }
}
