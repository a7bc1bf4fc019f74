package org.gridbench.ui.editor;

import java.util.List;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.gridbench.model.scenario.Problem;

/**
 * Shown instead of the form when a file is not a valid scenario: the problems and the file's text with the
 * offending lines marked. Nothing of the file is loaded, so nothing half-loaded can be edited or saved.
 */
final class InvalidScenarioPage {

    private final Composite control;
    private final org.eclipse.swt.widgets.List problems;
    private final StyledText source;

    InvalidScenarioPage(Composite parent, Runnable reload) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(2, false));
        Label title = new Label(control, SWT.WRAP);
        title.setText("This file is not a valid Gridbench scenario, so it was not loaded. "
                + "Fix it (see docs/formats/scenario.md) and press Reload.");
        title.setForeground(control.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button button = new Button(control, SWT.PUSH);
        button.setText("Reload");
        button.addListener(SWT.Selection, e -> reload.run());

        problems = new org.eclipse.swt.widgets.List(control, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData problemsLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        problemsLayout.heightHint = 80;
        problems.setLayoutData(problemsLayout);

        source = new StyledText(control, SWT.BORDER | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        source.setFont(JFaceResources.getTextFont());
        source.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
    }

    void show(List<Problem> list, String text) {
        problems.setItems(list.stream().map(Problem::format).toArray(String[]::new));
        source.setText(text);
        Color marked = new Color(255, 225, 225);
        for (Problem p : list) {
            if (p.line() >= 1 && p.line() <= source.getLineCount()) {
                source.setLineBackground(p.line() - 1, 1, marked);
            }
        }
    }

    Composite control() {
        return control;
    }
}
