package org.gridbench.ui.editor;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The line under an editor's pages saying why the last edit was refused, wrapped to the editor's width; hidden while
 * there is nothing to say, and cleared by the next edit, undo or redo, and by a save (the refusal is of an attempt,
 * not of the saved file).
 */
final class StatusLine {

    private final Label label;

    StatusLine(Composite parent) {
        label = new Label(parent, SWT.WRAP);
        // as wide as the editor, a refusal longer than that wrapped rather than cut at its edge
        GridData line = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
        line.widthHint = 1;
        label.setLayoutData(line);
        label.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
    }

    void show(String message) {
        label.setText(message == null ? "" : message);
        ((GridData) label.getLayoutData()).exclude = message == null;
        label.setVisible(message != null);
        label.getParent().layout(true);
    }
}
