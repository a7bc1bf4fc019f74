package org.gridbench.ui.pages;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.properties.PropertySource;

/** What a page of the scenario editor may use: the document, the undoable way to change it, and its problems. */
public interface PageSite {

    /** The document being edited; null while the file does not load. */
    ScenarioDocument document();

    /** The file being edited. */
    Path file();

    /**
     * Runs an edit through the workbench's operation history (undo and redo in the Edit menu). A refused edit changes
     * nothing and its reason is shown under the pages and in the event log, never in a dialog.
     */
    IStatus execute(DocumentEdit edit);

    /** The problems of the edited document, as {@code file:line:column: field: message} lines. */
    List<String> problems();

    /** Shows another page, for instance the DAG of the job chosen in the workload table. */
    void show(String pageTitle);

    /** Shares a selection between pages, such as the job the DAG and value-curve pages show. */
    void select(String key, Object value);

    Object selection(String key);

    /**
     * A value typed for the field at {@code path} (as the validator names it, "platform.ccr") was refused with
     * {@code refusal}, or accepted (null): a refusal is listed under the form and in the Problems view until then.
     */
    default void fieldChecked(String path, String refusal) {
    }

    /**
     * The page said why the value typed into one of its fields was refused, at the field or on the page's line under
     * its toolbar, as an Eclipse form says a field's error in its own header: the editor does not say it again.
     */
    default void refusalSaid() {
    }

    /**
     * Runs {@code listener} on the UI thread whenever a validation of the document ends ({@link #problems()});
     * returns what stops it.
     */
    default Runnable onProblems(Runnable listener) {
        return () -> {
        };
    }

    /** Shows what the page's diagram selected in the Properties view; null when nothing is selected. */
    default void showProperties(PropertySource source) {
    }

    Shell shell();
}
