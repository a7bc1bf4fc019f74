package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.scenario.Plural;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.pages.CellTips;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.MiddleEllipsis;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.TimeUnits;

/**
 * The Results view's runs grouped by family, a tab each ("market (2 runs)"), as OMNeT++'s result browser groups its
 * data by kind: a family's table has the columns every run has, then the measures of that family's runs only (their
 * names carry their units, as the end time's heading carries the family's time unit), so no row is padded with another
 * family's empty cells. A run's file is written as the Scenario Explorer writes it, short enough for the view, and its
 * title as wide as the view leaves beside the end time, each whole in its tooltip (a run of an editor's unsaved edits
 * has its file marked "*", as Eclipse marks such an editor, and said in the tooltip); a number rounded for reading
 * ({@link HumanNumbers}) has every digit, as {@code runs.csv} writes it, in its cell's tooltip. Tabs come in the order
 * the families first ended a run; the tab of the run that ended last comes to the front.
 */
final class FamilyTables {

    /** The key under which each table keeps its name, "results-" and the family's id, for tests. */
    static final String NAME = "results-";

    /** The key under which each row keeps its run's whole file name, which the file cell's tooltip gives. */
    static final String FILE_KEY = "file";

    /** The key under which each row keeps its run's whole title, which the run cell's tooltip gives. */
    static final String RUN_KEY = "run";

    /**
     * What the file cell's tooltip adds for a run of an editor's unsaved edits, whose cell starts with "*" as Eclipse
     * marks an editor with unsaved changes: the run is not of the file as saved.
     */
    static final String UNSAVED = "\nwith unsaved edits: this run is of the editor's document as it was at Run, not of"
            + " the file as saved";

    /** The key under which each row keeps its cells as {@code runs.csv} writes them, every digit of each number. */
    private static final String WHOLE_KEY = "whole";

    private static final int RUN = RunRows.FIXED.indexOf("run");
    private static final int FILE = RunRows.FIXED.indexOf("file");
    /** The end time's column, its unit in the heading ({@link RunRows#familyColumns}). */
    private static final int END = RunRows.FIXED.indexOf("end time");

    /** The least width, in pixels, a run's title is shortened to in a narrow view. */
    private static final int LEAST_RUN = 80;

    /** The widest a file cell's text gets, so the run's title and file fit a bottom view at 1280 x 800. */
    private static final int FILE_ROOM = 150;

    private final CTabFolder tabs;
    private final Map<Family, Table> tables = new EnumMap<>(Family.class);
    private Runnable selectionChanged = () -> { };

    FamilyTables(Composite parent) {
        tabs = new CTabFolder(parent, SWT.BORDER | SWT.FLAT);
        tabs.setData(MetricsChartPart.CONTROL_KEY, "results");
    }

    CTabFolder control() {
        return tabs;
    }

    /** The family of the tab in front; empty before any run ended. */
    Optional<Family> selected() {
        CTabItem tab = tabs.getSelection();
        return tab == null ? Optional.empty() : Optional.of((Family) tab.getControl().getData(Family.class.getName()));
    }

    /** Tells {@code changed} whenever another tab comes to the front, by the user or by a run that ended. */
    void onSelect(Runnable changed) {
        tabs.addListener(SWT.Selection, e -> changed.run());
        selectionChanged = changed;
    }

    /**
     * Shows the runs, each in its family's tab. Results only grow and their measures keep their first order, so new
     * runs append rows, and new measures columns, to the table of their family.
     */
    void show(List<RunResult> results) {
        Map<Family, List<RunResult>> byFamily = new LinkedHashMap<>();
        results.forEach(r -> byFamily.computeIfAbsent(r.family(), f -> new ArrayList<>()).add(r));
        byFamily.forEach((family, runs) -> {
            Table table = tables.computeIfAbsent(family, this::tab);
            fill(table, runs, RunRows.familyColumns(family, runs), RunRows.familyRows(runs, HumanNumbers::format),
                    RunRows.familyRows(runs, PlainNumbers::exact));
            table.getColumn(END).setToolTipText("The run's simulated time at its end, in " + TimeUnits.of(family));
            fitRun(table);
            CTabItem tab = (CTabItem) table.getData(CTabItem.class.getName());
            tab.setText(family.id() + " (" + Plural.of(runs.size(), "run") + ")");
        });
        if (!results.isEmpty()) {
            tabs.setSelection((CTabItem) tables.get(results.get(results.size() - 1).family()).getData(
                    CTabItem.class.getName()));
            selectionChanged.run();
        }
    }

    private Table tab(Family family) {
        CTabItem tab = new CTabItem(tabs, SWT.NONE);
        Table table = new Table(tabs, SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setData(MetricsChartPart.CONTROL_KEY, NAME + family.id());
        table.setData(Family.class.getName(), family);
        table.setData(CTabItem.class.getName(), tab);
        tab.setControl(table);
        CellTips.follow(table, FamilyTables::whole);
        table.addListener(SWT.Resize, e -> fitRun(table));
        return table;
    }

    // the file and the run's title whole; a number's every digit where the cell shows it rounded, not only grouped (a
    // column added after the row has none)
    private static String whole(TableItem item, int column) {
        if (column == FILE || column == RUN) {
            return (String) item.getData(column == FILE ? FILE_KEY : RUN_KEY);
        }
        List<?> row = (List<?>) item.getData(WHOLE_KEY);
        String whole = column < row.size() ? (String) row.get(column) : null;
        String shown = item.getText(column);
        return whole != null && !whole.equals(shown) && !whole.equals(shown.replace(",", "")) ? whole : null;
    }

    // rows as shown and, in the same places, as runs.csv writes them
    private static void fill(Table table, List<RunResult> runs, List<String> columns, List<List<String>> rows,
            List<List<String>> whole) {
        table.setRedraw(false);
        for (String name : columns.subList(table.getColumnCount(), columns.size())) {
            new TableColumn(table, SWT.LEFT).setText(name);
        }
        GC gc = new GC(table);
        for (int r = table.getItemCount(); r < rows.size(); r++) {
            List<String> row = rows.get(r);
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(row.toArray(String[]::new));
            boolean unsaved = runs.get(r).unsaved();
            item.setData(FILE_KEY, unsaved ? row.get(FILE) + UNSAVED : row.get(FILE));
            item.setData(RUN_KEY, row.get(RUN));
            item.setData(WHOLE_KEY, whole.get(r));
            item.setText(FILE, (unsaved ? "*" : "") + fileLabel(gc, row.get(FILE)));
        }
        gc.dispose();
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
        table.setRedraw(true);
    }

    /**
     * The run column takes the width the view leaves beside the number, the file and the end time, so that the end
     * time stands whole with its unit at 1280 x 800 (in the Editing perspective's bottom right, about 490 px, it was
     * cut at the view's edge): a title wider than that loses its middle ({@link MiddleEllipsis}), whole in its
     * cell's tooltip; a view wide enough shows every title whole.
     */
    private static void fitRun(Table table) {
        if (table.getItemCount() == 0) {
            return;
        }
        table.setRedraw(false);
        TableColumn run = table.getColumn(RUN);
        for (TableItem item : table.getItems()) {
            item.setText(RUN, (String) item.getData(RUN_KEY));
        }
        run.pack();
        int others = 0;
        for (int c = 0; c <= END; c++) {
            others += c == RUN ? 0 : table.getColumn(c).getWidth();
        }
        int room = Math.max(LEAST_RUN, table.getClientArea().width - others);
        if (run.getWidth() > room) {
            GC gc = new GC(table);
            int widest = gc.textExtent(run.getText()).x;
            for (TableItem item : table.getItems()) {
                widest = Math.max(widest, gc.textExtent(item.getText(RUN)).x);
            }
            // the cell's padding, as pack() left it around the widest text
            int text = room - (run.getWidth() - widest);
            for (TableItem item : table.getItems()) {
                item.setText(RUN, MiddleEllipsis.fit(gc, (String) item.getData(RUN_KEY), text));
            }
            gc.dispose();
            run.setWidth(room);
        }
        table.setRedraw(true);
    }

    /**
     * A file as the Scenario Explorer lists it, without the ".gridbench.json" every scenario's name ends with (the tab
     * says the family), and, when still wider than {@link #FILE_ROOM}, without its middle; the tooltip has it whole.
     */
    static String fileLabel(GC gc, String file) {
        String stem = file.endsWith(ScenarioDocument.FILE_SUFFIX) && file.length() > ScenarioDocument.FILE_SUFFIX
                .length() ? file.substring(0, file.length() - ScenarioDocument.FILE_SUFFIX.length()) : file;
        return MiddleEllipsis.fit(gc, stem, FILE_ROOM);
    }
}
