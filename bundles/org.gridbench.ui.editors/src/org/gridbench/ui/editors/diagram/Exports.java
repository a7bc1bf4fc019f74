package org.gridbench.ui.editors.diagram;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Shell;

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
            if (chosen.toLowerCase().endsWith(".svg")) {
                view.exportSvg(target);
            } else {
                view.exportPng(target);
            }
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(shell, "Export", "Could not write " + target + ": " + e.getMessage());
        }
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
