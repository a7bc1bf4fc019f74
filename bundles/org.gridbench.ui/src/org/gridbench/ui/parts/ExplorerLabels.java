package org.gridbench.ui.parts;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.preference.JFacePreferences;
import org.eclipse.jface.resource.ColorRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.StyledCellLabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.StyledString.Styler;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.TextStyle;
import org.eclipse.swt.widgets.Display;

/**
 * The Scenario Explorer's labels, as Eclipse's explorers write them: a folder's name and "/", a file's name followed by
 * its family tag in the decorations' colour ("[market]", "[sweep]"); a file that does not load is dark red, tag
 * included. A row's tooltip is the file's summary (its name and seed, or its first problem).
 */
public final class ExplorerLabels extends StyledCellLabelProvider {

    /** The dark red of a file that does not load. */
    public static final Styler INVALID = new Styler() {
        @Override
        public void applyStyles(TextStyle style) {
            style.foreground = Display.getCurrent().getSystemColor(SWT.COLOR_DARK_RED);
        }
    };

    /** Eclipse's default decorations colour, for a workbench whose theme does not set one (ours). */
    public static final RGB DECORATIONS = new RGB(149, 125, 71);

    private final ScenarioSummaries summaries;

    ExplorerLabels(ScenarioSummaries summaries) {
        this.summaries = summaries;
        ColorRegistry colours = JFaceResources.getColorRegistry();
        if (!colours.hasValueFor(JFacePreferences.DECORATIONS_COLOR)) {
            colours.put(JFacePreferences.DECORATIONS_COLOR, DECORATIONS);
        }
    }

    /** The label of a folder or file of the workspace. */
    public static StyledString label(Path path, ScenarioSummaries summaries) {
        String name = path.getFileName().toString();
        if (Files.isDirectory(path)) {
            return new StyledString(name + "/");
        }
        ScenarioSummaries.Summary summary = summaries.of(path);
        return new StyledString(name, summary.valid() ? null : INVALID).append("  " + summary.tag(), summary.valid()
                ? StyledString.DECORATIONS_STYLER : INVALID);
    }

    @Override
    public void update(ViewerCell cell) {
        StyledString text = label((Path) cell.getElement(), summaries);
        cell.setText(text.getString());
        cell.setStyleRanges(text.getStyleRanges());
        super.update(cell);
    }

    @Override
    public String getToolTipText(Object element) {
        Path path = (Path) element;
        return Files.isDirectory(path) ? path.toString() : summaries.of(path).detail();
    }
}
