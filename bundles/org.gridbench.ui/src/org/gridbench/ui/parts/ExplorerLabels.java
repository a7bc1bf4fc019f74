package org.gridbench.ui.parts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.preference.JFacePreferences;
import org.eclipse.jface.resource.ColorRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.StyledCellLabelProvider;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.jface.viewers.StyledString.Styler;
import org.eclipse.jface.viewers.ViewerCell;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.TextLayout;
import org.eclipse.swt.graphics.TextStyle;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.MiddleEllipsis;
import org.gridbench.ui.workspace.Workspace;

/**
 * The Scenario Explorer's labels, as Eclipse's explorers write them: a folder's name and "/", another file's (a
 * sweep's results.csv) its name alone, a scenario's or sweep's name followed by its family tag in the decorations' colour ("[market]", "[sweep]"); a file that does not load is dark red, tag
 * included. A file that loads is drawn without the ending its tag stands for, and a name too long for the view without
 * its middle, so that its tag stays in sight (the item keeps the whole label, the tooltip the whole name). A row's tooltip
 * is the file's whole name and its summary (its name and seed, or its first problem).
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

    /** The pixels kept free right of a label, so that its last letter does not touch the view's edge. */
    private static final int MARGIN = 6;

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
        return label(path, summaries, path.getFileName().toString());
    }

    /**
     * The label drawn within {@code room} pixels of the GC's font: every file whose tag says its kind is drawn without
     * the ending the tag stands for (".gridbench.json", ".sweep.json"), so that the rows read alike, and a name still
     * too long loses its middle, never its tag ("market-policies-by-load  [sweep]", "market-po\u2026figure-4  [sweep]").
     */
    public static StyledString label(Path path, ScenarioSummaries summaries, GC gc, int room) {
        String stem = stem(path, summaries);
        StyledString stemmed = label(path, summaries, stem);
        int tag = gc.textExtent(stemmed.getString().substring(stem.length())).x;
        return gc.textExtent(stemmed.getString()).x <= room ? stemmed
                : label(path, summaries, MiddleEllipsis.fit(gc, stem, room - tag));
    }

    // a file's name without the ending its tag stands for, when it loads; else its whole name
    private static String stem(Path path, ScenarioSummaries summaries) {
        String name = path.getFileName().toString();
        for (String ending : List.of(Workspace.SCENARIO_SUFFIX, Workspace.SWEEP_SUFFIX)) {
            if (name.endsWith(ending) && name.length() > ending.length() && summaries.of(path).valid()) {
                return name.substring(0, name.length() - ending.length());
            }
        }
        return name;
    }

    private static StyledString label(Path path, ScenarioSummaries summaries, String name) {
        if (Files.isDirectory(path)) {
            return new StyledString(name + "/");
        }
        if (!Workspace.isEditable(path)) {
            return new StyledString(name);
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

    // the row is as wide as the label drawn, so the view never scrolls sideways to a name's end it does not draw
    @Override
    protected void measure(Event event, Object element) {
        event.width = fitted(event, element).getBounds().width;
    }

    // the label drawn fits the view: the item keeps the whole name (for the keyboard's search and screen readers)
    @Override
    protected void paint(Event event, Object element) {
        TextLayout layout = fitted(event, element);
        try {
            Rectangle bounds = ((TreeItem) event.item).getTextBounds(0);
            layout.draw(event.gc, bounds.x, bounds.y + Math.max(0, (bounds.height - layout.getBounds().height) / 2));
        } finally {
            layout.dispose();
        }
    }

    // the label within the view's width, in the tree's font, coloured unless its row is selected (the row's own colour)
    private TextLayout fitted(Event event, Object element) {
        TreeItem item = (TreeItem) event.item;
        Rectangle area = item.getParent().getClientArea();
        StyledString label = label((Path) element, summaries, event.gc, area.x + area.width
                - item.getTextBounds(0).x - MARGIN);
        TextLayout layout = new TextLayout(event.display);
        layout.setFont(item.getParent().getFont());
        layout.setText(label.getString());
        if ((event.detail & SWT.SELECTED) == 0) {
            for (StyleRange range : label.getStyleRanges()) {
                layout.setStyle(range, range.start, range.start + range.length - 1);
            }
        }
        return layout;
    }

    // "12,345 bytes", or nothing when the file went between listing and pointing
    private static String size(Path file) {
        try {
            return HumanNumbers.count(Files.size(file), "byte");
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public String getToolTipText(Object element) {
        Path path = (Path) element;
        if (Files.isDirectory(path)) {
            return path.toString();
        }
        return path.getFileName() + "\n" + (Workspace.isEditable(path) ? summaries.of(path).detail() : size(path));
    }
}
