package org.gridbench.ui.pages;

import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.properties.Property;

/**
 * A labelled value field of a page, validated the same way everywhere: Enter runs the text typed as an edit; text the
 * edit refuses (or that is not the number expected) stays as typed, marked red, with the reason beside it (for fields
 * standing in a toolbar's row, on a line of its own under that row, after the field's label), under the editor's form
 * and in the Problems view, and not again on the editor's line under its pages ({@link PageSite#refusalSaid}); a value the document's validation finds wrong (a negative CCR) is marked with the
 * validator's message. The mark goes when a value is accepted or the field shows another element.
 */
public final class CheckedField {

    /** The width, in pixels, of a field in a row of fields: room for "12000000.25". */
    private static final int WIDTH = 110;

    /** The {@code getData} key holding the field's document path ("platform.ccr"), for tests. */
    public static final String PATH_KEY = "gridbench.field";

    /** The {@code getData} key of the text field holding the label that gives the reason it is marked, for tests. */
    public static final String MESSAGE_KEY = "gridbench.fieldMessage";

    private final PageSite site;
    private final Supplier<String> path;
    private final String expected;
    private final Function<String, IStatus> apply;
    private final Text text;
    private final Label message;
    /** What the reason begins with: the field's label on a line of its own, nothing beside the field. */
    private final String said;
    private final Color normal;
    /** The path whose typed value was refused and is still shown, or null. */
    private String refusedAt;
    /** The document's value the refused text stands in front of. */
    private String valueRefused;
    /** The document's value shown last. */
    private String shown = "";
    /** The document's whole value, the tooltip of a field that shows it rounded; null when shown whole. */
    private String whole;

    /**
     * @param path the field's path in the document (as the validator names it), or null when nothing is selected
     * @param expected "a number", "a whole number", or null for text: what a value that does not parse should be
     * @param apply runs the value typed as an edit; throws NumberFormatException when it is not a number
     */
    public CheckedField(Composite parent, String label, PageSite site, Supplier<String> path, String expected,
            Function<String, IStatus> apply) {
        this(parent, null, label, site, path, expected, apply);
    }

    /**
     * A field in a row ({@code parent} laid out as a row) whose reason goes on a line of its own in {@code lines}, a
     * composite of one column under the row, so that a refusal never widens the row (a toolbar would wrap).
     */
    public CheckedField(Composite parent, Composite lines, String label, PageSite site, Supplier<String> path,
            String expected, Function<String, IStatus> apply) {
        this.site = site;
        this.path = path;
        this.expected = expected;
        this.apply = apply;
        new Label(parent, SWT.NONE).setText(label);
        text = new Text(parent, SWT.BORDER | SWT.SINGLE);
        normal = text.getForeground();
        message = new Label(lines == null ? parent : lines, SWT.WRAP);
        message.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        said = lines == null ? "" : label + " ";
        text.setData(MESSAGE_KEY, message);
        if (lines != null) {
            text.setLayoutData(new RowData(WIDTH, SWT.DEFAULT));
            // as wide as the lines' composite, wrapped in it
            GridData line = new GridData(SWT.FILL, SWT.TOP, true, false);
            line.widthHint = 1;
            line.exclude = true;
            message.setLayoutData(line);
        } else if (parent.getLayout() instanceof GridLayout grid) {
            text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            GridData beside = new GridData(SWT.FILL, SWT.TOP, true, false, grid.numColumns, 1);
            beside.widthHint = 150;
            beside.exclude = true;
            message.setLayoutData(beside);
        } else {
            text.setLayoutData(new RowData(WIDTH, SWT.DEFAULT));
        }
        text.addListener(SWT.DefaultSelection, e -> enter());
        message.setVisible(false);
        Runnable stop = site.onProblems(this::markProblems);
        text.addListener(SWT.Dispose, e -> stop.run());
    }

    public Text text() {
        return text;
    }

    private void enter() {
        String typed = text.getText().strip();
        String at = path.get();
        if (at == null) {
            return;
        }
        IStatus status;
        try {
            // the document's own value entered again is no edit: the file stays as saved, and a refusal goes
            status = typed.equals(shown) ? Status.OK_STATUS : apply.apply(typed);
        } catch (NumberFormatException e) {
            status = Status.error("expected " + expected + ", found '" + typed + "'");
        }
        if (status.isOK()) {
            refusedAt = null;
            site.fieldChecked(at, null);
            markProblems();
        } else {
            refusedAt = at;
            valueRefused = shown;
            site.fieldChecked(at, status.getMessage());
            mark(status.getMessage());
            site.refusalSaid();
        }
    }

    /**
     * Shows the document's value, unless a refused value typed for the same element is still there: it stays while
     * the document's value is the one it was typed over. Another element shown, or that value changed (an undo),
     * drops the refusal.
     */
    public void show(String value, boolean enabled) {
        show(value, value, enabled);
    }

    /**
     * Shows a number of the document as people read it ({@link Property#readable}: 0.3 for 0.30000000000000004,
     * 12000000 for 12000000.25), every digit in the tooltip; empty for NaN (unset).
     */
    public void show(double value, boolean enabled) {
        show(Property.readable(value), Property.plain(value), enabled);
    }

    /**
     * Shows the document's value rounded, as {@code value}, with its {@code whole} text as the tooltip; Enter on the
     * rounded text not edited is no edit, so the whole value stays.
     */
    public void show(String value, String whole, boolean enabled) {
        String at = path.get();
        this.whole = whole.equals(value) ? null : whole;
        shown = value;
        if (refusedAt != null && (!refusedAt.equals(at) || !value.equals(valueRefused))) {
            site.fieldChecked(refusedAt, null);
            refusedAt = null;
        }
        if (refusedAt == null) {
            if (!text.getText().equals(value)) {
                text.setText(value);
            }
            markProblems();
        }
        text.setEnabled(enabled);
    }

    // marks the field with what the last validation of the document says about it, if anything
    private void markProblems() {
        if (refusedAt != null || text.isDisposed()) {
            return;
        }
        String at = path.get();
        String found = null;
        if (at != null) {
            String infix = ": " + at + ": ";
            for (String line : site.problems()) {
                int i = line.indexOf(infix);
                if (i >= 0) {
                    found = line.substring(i + infix.length());
                    break;
                }
            }
        }
        mark(found);
    }

    private void mark(String reason) {
        text.setForeground(reason == null ? normal : text.getDisplay().getSystemColor(SWT.COLOR_RED));
        text.setToolTipText(reason == null ? whole : reason);
        message.setText(reason == null ? "" : said + reason);
        message.setVisible(reason != null);
        if (message.getLayoutData() instanceof GridData beside) {
            beside.exclude = reason == null;
        }
        message.getParent().layout(true);
        message.getParent().getParent().layout(true);
    }
}
