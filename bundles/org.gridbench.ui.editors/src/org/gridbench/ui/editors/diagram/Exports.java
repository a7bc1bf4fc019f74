package org.gridbench.ui.editors.diagram;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/** File dialogs for the export buttons and the import buttons of the diagram pages. */
public final class Exports {

    private Exports() {
    }

    /** Asks where to write the diagram and writes it as PNG or SVG by the name's extension. */
    public static void export(Shell shell, DiagramView view, Path near, String baseName) {
        FileDialog dialog = new FileDialog(shell, SWT.SAVE);
        dialog.setOverwrite(true);
        dialog.setFilterExtensions(new String[] {"*.png", "*.svg"});
        dialog.setFilterNames(new String[] {"PNG image", "SVG drawing"});
        dialog.setFilterPath(near.getParent().toString());
        dialog.setFileName(baseName + ".png");
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        Path target = Path.of(chosen);
        try {
            if (chosen.toLowerCase(Locale.ROOT).endsWith(".svg")) {
                view.exportSvg(target);
            } else {
                view.exportPng(target);
            }
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, "Export", "Could not write " + target + ": " + e.getMessage());
        }
    }

    /** Says what an import could not map, if anything: one dialog, after the import was done. */
    public static void imported(Shell shell, Path file, String what, List<String> notMapped) {
        if (!notMapped.isEmpty()) {
            MessageDialog.openInformation(shell, "Imported " + file.getFileName(), what + " imported. Not mapped:\n\n"
                    + String.join("\n", notMapped.subList(0, Math.min(15, notMapped.size()))));
        }
    }

    /** Shows why a file was not imported (its first problems); nothing of it was imported. */
    public static void importFailed(Shell shell, Path file, ScenarioException e) {
        MessageDialog.openError(shell, "Cannot import " + file.getFileName(), String.join("\n", e.problems().stream()
                .limit(10).map(Problem::format).toList()) + "\n\nNothing was imported.");
    }

    /** Asks for a file to import; null when cancelled. */
    public static Path chooseImport(Shell shell, Path near, String[] extensions, String[] names) {
        FileDialog dialog = new FileDialog(shell, SWT.OPEN);
        dialog.setFilterExtensions(extensions);
        dialog.setFilterNames(names);
        dialog.setFilterPath(near.getParent().toString());
        String chosen = dialog.open();
        return chosen == null ? null : Path.of(chosen);
    }
}
