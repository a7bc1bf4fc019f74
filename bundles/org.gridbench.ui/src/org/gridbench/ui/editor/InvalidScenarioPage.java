package org.gridbench.ui.editor;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

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
 * offending lines marked. Nothing of the file is loaded, so nothing half-loaded can be edited; the text itself can be
 * fixed here and saved (atomically, as every save), which loads the file again. Selecting a problem shows its line.
 */
public final class InvalidScenarioPage {

    /** The key under which the page's controls keep their names, for tests. */
    public static final String CONTROL_KEY = "gridbench.invalid.control";

    /** What the text shows for a file whose text cannot be shown here. */
    public static final String NO_TEXT = "The file's text is not shown here: it is larger than "
            + (FixableText.MAX_BYTES >> 20) + " MB, is not a regular file, or cannot be read. Fix it in a text editor,"
            + " then press Reload.";

    private final Composite control;
    private final org.eclipse.swt.widgets.List problems;
    private final StyledText source;
    private final Button save;
    private List<Problem> shown = List.of();

    InvalidScenarioPage(Composite parent, Runnable reload, Consumer<String> saveText) {
        this(parent, "This file is not a valid Gridbench scenario, so it was not loaded. "
                + "Fix it here (see docs/formats/scenario.md) and press Save and Reload.", reload, saveText);
    }

    /** @param explanation what the file is not, where its format is documented, and what to press */
    public InvalidScenarioPage(Composite parent, String explanation, Runnable reload, Consumer<String> saveText) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(3, false));
        Label title = new Label(control, SWT.WRAP);
        title.setText(explanation);
        title.setForeground(control.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        save = new Button(control, SWT.PUSH);
        save.setText("Save and Reload");
        save.setData(CONTROL_KEY, "save");
        Button button = new Button(control, SWT.PUSH);
        button.setText("Reload");
        button.addListener(SWT.Selection, e -> reload.run());

        problems = new org.eclipse.swt.widgets.List(control, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        GridData problemsLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        problemsLayout.heightHint = 80;
        problems.setLayoutData(problemsLayout);
        problems.addListener(SWT.Selection, e -> revealProblem(problems.getSelectionIndex()));

        source = new StyledText(control, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        source.setFont(JFaceResources.getTextFont());
        source.setData(CONTROL_KEY, "source");
        source.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        save.addListener(SWT.Selection, e -> saveText.accept(source.getText()));
    }

    // the problem's line and column selected in the text
    private void revealProblem(int index) {
        if (index < 0 || index >= shown.size()) {
            return;
        }
        Problem p = shown.get(index);
        if (p.line() >= 1 && p.line() <= source.getLineCount()) {
            int start = source.getOffsetAtLine(p.line() - 1);
            int end = p.line() < source.getLineCount() ? source.getOffsetAtLine(p.line()) - 1 : source.getCharCount();
            source.setSelection(Math.min(end, start + Math.max(0, p.column() - 1)), end);
            source.showSelection();
            source.setFocus();
        }
    }

    /**
     * @param text the file's text to fix, or empty when it cannot be shown ({@link FixableText}): the page then says so,
     *        and Save and Reload, which would write the page's text over the file, is greyed out
     */
    public void show(List<Problem> list, Optional<String> text) {
        shown = List.copyOf(list);
        problems.setItems(list.stream().map(Problem::format).toArray(String[]::new));
        source.setText(text.orElse(NO_TEXT));
        source.setEditable(text.isPresent());
        save.setEnabled(text.isPresent());
        Color marked = new Color(255, 225, 225);
        for (Problem p : list) {
            if (p.line() >= 1 && p.line() <= source.getLineCount()) {
                source.setLineBackground(p.line() - 1, 1, marked);
            }
        }
    }

    public Composite control() {
        return control;
    }
}
