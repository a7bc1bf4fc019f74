package org.gridbench.ui.prefs;

import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;

/** A text field for a positive, finite number; refused text stays, with the message at the top of the dialog. */
final class PositiveNumberFieldEditor extends StringFieldEditor {

    PositiveNumberFieldEditor(String name, String label, Composite parent) {
        super(name, label, parent);
        setEmptyStringAllowed(false);
    }

    @Override
    protected boolean doCheckState() {
        String text = getStringValue().strip();
        try {
            double value = Double.parseDouble(text);
            if (value > 0 && !Double.isInfinite(value)) {
                return true;
            }
            setErrorMessage(getLabelText() + " must be greater than 0, found " + text);
        } catch (NumberFormatException e) {
            setErrorMessage(getLabelText() + " must be a number, found '" + text + "'");
        }
        return false;
    }

    @Override
    protected void doStore() {
        getPreferenceStore().setValue(getPreferenceName(), Double.parseDouble(getStringValue().strip()));
    }
}
