package org.gridbench.ui.run;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Composite;

/** A row of controls in a view's grid that wraps onto the next line instead of being cut when the view is narrow. */
public final class WrappingRow {

    private WrappingRow() {
    }

    /** A new row, the width of {@code parent}'s grid column, its controls centred on each line. */
    public static Composite in(Composite parent) {
        Composite row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.center = true;
        row.setLayout(layout);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        // the row's width comes from the grid, not from its controls on one line, so that it wraps
        data.widthHint = 1;
        row.setLayoutData(data);
        return row;
    }
}
