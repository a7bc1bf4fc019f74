package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

/**
 * The Results view's runs grouped by family, a tab each ("market (2 runs)"), as OMNeT++'s result browser groups its
 * data by kind: a family's table has the columns every run has, then the measures of that family's runs only (their
 * names carry their units), so no row is padded with another family's empty cells. A run's file is written as the
 * Scenario Explorer writes it, short enough for the view, whole in its tooltip; a number rounded for reading
 * ({@link HumanNumbers}) has every digit, as {@code runs.csv} writes it, in its cell's tooltip. Tabs come in the order
 * the families first ended a run; the tab of the run that ended last comes to the front.
 */
final class FamilyTables {

    /** The key under which each table keeps its name, "results-" and the family's id, for tests. */
    static final String NAME = "results-";

    /** The key under which each row keeps its run's whole file name, which the file cell's tooltip gives. */
    static final String FILE_KEY = "file";

    /** The key under which each row keeps its cells as {@code runs.csv} writes them, every digit of each number. */
    private static final String WHOLE_KEY = "whole";

    private static final int FILE = RunRows.FIXED.indexOf("file");

    /** The widest a file cell's text gets, so the run's title and file fit a bottom view at 1280 x 800. */
    private static final int FILE_ROOM = 150;

    private final CTabFolder tabs;
    private final Map<Family, Table> tables = new EnumMap<>(Family.class);

    FamilyTables(Composite parent) {
        tabs = new CTabFolder(parent, SWT.BORDER | SWT.FLAT);
        tabs.setData(MetricsChartPart.CONTROL_KEY, "results");
    }

    CTabFolder control() {
        return tabs;
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
            fill(table, RunRows.columns(runs), RunRows.rows(runs, HumanNumbers::format),
                    RunRows.rows(runs, PlainNumbers::exact));
            CTabItem tab = (CTabItem) table.getData(CTabItem.class.getName());
            tab.setText(family.id() + " (" + Plural.of(runs.size(), "run") + ")");
        });
        if (!results.isEmpty()) {
            tabs.setSelection((CTabItem) tables.get(results.get(results.size() - 1).family()).getData(
                    CTabItem.class.getName()));
        }
    }

    private Table tab(Family family) {
        CTabItem tab = new CTabItem(tabs, SWT.NONE);
        Table table = new Table(tabs, SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setData(MetricsChartPart.CONTROL_KEY, NAME + family.id());
        table.setData(CTabItem.class.getName(), tab);
        tab.setControl(table);
        CellTips.follow(table, FamilyTables::whole);
        return table;
    }

    // the file whole; a number's every digit where the cell shows it rounded, not only grouped (a column added after
    // the row has none)
    private static String whole(TableItem item, int column) {
        if (column == FILE) {
            return (String) item.getData(FILE_KEY);
        }
        List<?> row = (List<?>) item.getData(WHOLE_KEY);
        String whole = column < row.size() ? (String) row.get(column) : null;
        String shown = item.getText(column);
        return whole != null && !whole.equals(shown) && !whole.equals(shown.replace(",", "")) ? whole : null;
    }

    // rows as shown and, in the same places, as runs.csv writes them
    private static void fill(Table table, List<String> columns, List<List<String>> rows, List<List<String>> whole) {
        table.setRedraw(false);
        for (String name : columns.subList(table.getColumnCount(), columns.size())) {
            new TableColumn(table, SWT.LEFT).setText(name);
        }
        GC gc = new GC(table);
        for (int r = table.getItemCount(); r < rows.size(); r++) {
            List<String> row = rows.get(r);
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(row.toArray(String[]::new));
            item.setData(FILE_KEY, row.get(FILE));
            item.setData(WHOLE_KEY, whole.get(r));
            item.setText(FILE, fileLabel(gc, row.get(FILE)));
        }
        gc.dispose();
        for (TableColumn c : table.getColumns()) {
            c.pack();
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
