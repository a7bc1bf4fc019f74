package org.gridbench.ui.editor;

/**
 * An editor whose document the workbench's Run actions (the Scenario Explorer's Run) start as the editor's own Run
 * button does: the sweep editor, whose runs go to the Sweep view rather than the Run view.
 */
public interface RunnableEditor {

    /** Runs the document as the editor's Run button does; a document with problems does not run. */
    void runDocument();
}
