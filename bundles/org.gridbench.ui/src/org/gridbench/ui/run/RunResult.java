package org.gridbench.ui.run;

import org.gridbench.model.scenario.Family;
import org.gridbench.runs.RunFrame;

/**
 * A run that reached its end: its number in the workbench session (the one the Metrics legend gives it), what it
 * was, its family (the unit of its time) and its last frame; {@code unsaved} when the document it ran was not the
 * file as saved ({@link RunSession#open}), so that it is not taken for a run of that file.
 */
public record RunResult(int number, String title, String file, Family family, RunFrame last, boolean unsaved) {
}
