package org.gridbench.ui.run;

import org.gridbench.runs.RunFrame;

/** A run that reached its end: what it was and its last frame (time, events, decisions, measures). */
public record RunResult(String title, String file, RunFrame last) {
}
