package org.gridbench.ui.editors.diagram;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/** A row of push buttons above a diagram. */
public final class Toolbar {

    private final Composite row;

    public Toolbar(Composite parent) {
        row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.center = true;
        layout.spacing = 4;
        row.setLayout(layout);
        row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    public Button button(String text, String tooltip, Runnable action) {
        Button b = new Button(row, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tooltip);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    public Button toggle(String text, String tooltip, Runnable action) {
        Button b = new Button(row, SWT.TOGGLE);
        b.setText(text);
        b.setToolTipText(tooltip);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    public void separator() {
        new Label(row, SWT.SEPARATOR | SWT.VERTICAL);
    }

    public Composite control() {
        return row;
    }
}
