package org.gridbench.ui.views;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.gridbench.ui.run.RunRefusal;

/**
 * A line across a view laid out in a grid, saying that the view shows no run of a scenario that could not run (and
 * what it shows instead); it takes no room while every scenario asked to run could.
 */
final class RefusalLine {

    /** The line's name under {@link MetricsChartPart#CONTROL_KEY}, for tests. */
    static final String NAME = "refusal";

    private final Label label;

    /** @param parent a composite with a {@code GridLayout} of {@code columns} columns */
    RefusalLine(Composite parent, int columns) {
        label = new Label(parent, SWT.WRAP);
        label.setData(MetricsChartPart.CONTROL_KEY, NAME);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false, columns, 1);
        // a wrapping label in a grid is as wide as its cell, and only as high as its text needs there
        data.widthHint = 1;
        label.setLayoutData(data);
        show(Optional.empty(), "");
    }

    /** Says {@code refusal} and then {@code after}, what the view shows instead (or ""); takes no room without one. */
    void show(Optional<RunRefusal> refusal, String after) {
        if (label.isDisposed()) {
            return;
        }
        String text = refusal.map(r -> r.line() + after).orElse("");
        if (text.equals(label.getText()) && label.getVisible() == !text.isEmpty()) {
            return;
        }
        label.setText(text);
        label.setVisible(!text.isEmpty());
        ((GridData) label.getLayoutData()).exclude = text.isEmpty();
        label.getParent().layout(true);
    }
}
