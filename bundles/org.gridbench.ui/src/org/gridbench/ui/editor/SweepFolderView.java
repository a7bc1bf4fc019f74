package org.gridbench.ui.editor;

import java.nio.file.Path;
import java.util.Optional;

/** The Sweep view, which the views bundle contributes, as the Scenario Explorer asks it to show a result folder. */
public interface SweepFolderView {

    String ID = "org.gridbench.ui.part.sweep";

    /** Shows the sweep whose plan and run files the folder holds; the reason when it cannot. */
    Optional<String> showFolder(Path folder);
}
