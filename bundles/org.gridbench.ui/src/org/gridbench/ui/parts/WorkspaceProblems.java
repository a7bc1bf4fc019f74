package org.gridbench.ui.parts;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.ui.workspace.Workspace;
import org.gridbench.ui.workspace.WorkspaceTree;

/**
 * The problems of every scenario file of the workspace, as {@code ./gridbench validate} finds them, and of every
 * sweep document as its reader finds them (its form; what the experiment checks of the values shows when it opens).
 * A file is read again only when its size or modification time changed since the last check, so that a check after
 * each change of a large workspace reads only what changed.
 */
final class WorkspaceProblems {

    /** A file's problems, with the size and time they were found at. */
    private record Checked(long size, long modified, List<Problem> problems) {
    }

    private final Map<Path, Checked> checked = new HashMap<>();

    /** Every problem under root, by file name then position. */
    synchronized List<Problem> check(Path root) {
        WorkspaceTree tree;
        try {
            tree = WorkspaceTree.of(root);
        } catch (IOException e) {
            return List.of(new Problem(root.toString(), 0, 0, Problem.FILE, "cannot list the workspace: "
                    + e.getMessage()));
        }
        List<Path> files = tree.files().stream().filter(Workspace::isEditable)
                .filter(p -> !p.getFileName().toString().startsWith(".")).sorted().toList();
        checked.keySet().retainAll(files);
        List<Problem> all = new ArrayList<>();
        tree.unreadable().forEach((entry, why) -> all.add(new Problem(entry.toString(), 0, 0, Problem.FILE,
                "cannot read: " + why.getMessage())));
        for (Path file : files) {
            all.addAll(problems(file, tree.attributes(file)));
        }
        return all;
    }

    // the file's problems, read again only when its size or modification time changed since the last check
    private List<Problem> problems(Path file, BasicFileAttributes attributes) {
        Checked last = checked.get(file);
        long modified = attributes.lastModifiedTime().toMillis();
        if (last != null && last.size() == attributes.size() && last.modified() == modified) {
            return last.problems();
        }
        List<Problem> found = read(file);
        checked.put(file, new Checked(attributes.size(), modified, found));
        return found;
    }

    private static List<Problem> read(Path file) {
        try {
            if (Workspace.isSweep(file)) {
                SweepReader.read(file);
            } else {
                ScenarioReader.read(file);
            }
            return List.of();
        } catch (ScenarioException e) {
            return e.problems();
        }
    }
}
