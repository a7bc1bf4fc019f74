package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.ResultTables;
import org.gridbench.ui.pages.CellTips;

/**
 * The Sweep view's table: the rows of {@code results.csv}, from the same code that writes that file, under its header
 * with each measure's key given the name its experiment gives it, as the Results view names it; the key, which the
 * file keeps, is in the heading's tooltip. To fit beside the chart, headings wrap at spaces, measures are written as
 * the Results view writes them (four significant digits), a column of millions or more in a power of ten said in its
 * heading ({@link ColumnScale}), and a run by the first {@link #RUN_ID} characters of its id, each such cell's tooltip
 * giving the file's text whole; every column is as wide as its heading's widest line and its widest cell, as the
 * toolkit draws them; a column whose every cell is empty (the message, until a run fails) or says "done" (the status,
 * until a run fails) takes no width, and shows as soon as one of its cells says more.
 */
final class SweepTable {

    /** The characters of a run's id shown, as a commit's short id is (its file, runs/ID.json, has it whole). */
    static final int RUN_ID = 7;
    /** The least width of a column, in pixels. */
    private static final int LEAST = 36;
    /** The longest line of a heading, in characters, unless one word is longer. */
    private static final int HEADING_LINE = 10;
    /** The status column's header and the status of a run that finished. */
    private static final String STATUS = "status";
    private static final String DONE = "done";

    private final Table table;
    private List<String> header = List.of();
    private List<Boolean> measures = List.of();
    private List<String> names = List.of();
    private List<Integer> powers = List.of();

    SweepTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setData(SweepPart.CONTROL_KEY, "table");
        CellTips.follow(table, SweepTable::whole);
    }

    void show(ResultTables tables, SweepExperiment experiment) {
        List<String> columns = tables.header();
        boolean fresh = !columns.equals(header);
        if (fresh) {
            for (TableColumn column : table.getColumns()) {
                column.dispose();
            }
            table.removeAll();
            List<String> keys = tables.measures();
            measures = columns.stream().map(keys::contains).toList();
            names = columns.stream().map(key -> keys.contains(key) ? experiment.measureName(key) : key).toList();
            powers = columns.stream().map(key -> 0).toList();
            columns.forEach(key -> new TableColumn(table, SWT.LEFT));
            header = columns;
        }
        boolean rescaled = scale(tables.rows());
        if (rescaled || fresh) {
            headings();
        }
        if (fill(tables.rows(), rescaled) || fresh) {
            // the toolkit's own width of each heading (its font, its widest line) and cells; none for a column with
            // nothing to show
            TableColumn[] shown = table.getColumns();
            for (int c = 0; c < shown.length; c++) {
                shown[c].pack();
                shown[c].setWidth(empty(tables.rows(), c) ? 0 : Math.max(LEAST, shown[c].getWidth()));
            }
        }
    }

    // each measure column's power of ten for the rows so far; whether one changed
    private boolean scale(List<List<String>> rows) {
        List<Integer> now = new ArrayList<>();
        for (int c = 0; c < header.size(); c++) {
            int column = c;
            now.add(measures.get(c) ? ColumnScale.exponent(rows.stream().map(row -> row.get(column)).toList()) : 0);
        }
        boolean changed = !now.equals(powers);
        powers = now;
        return changed;
    }

    // each heading: its name wrapped at spaces, then its power of ten; the file's key in its tooltip
    private void headings() {
        for (int c = 0; c < header.size(); c++) {
            TableColumn column = table.getColumn(c);
            String unit = ColumnScale.unit(powers.get(c));
            column.setText(WordWrap.lines(names.get(c), HEADING_LINE) + (unit.isEmpty() ? "" : "\n" + unit));
            if (!names.get(c).equals(header.get(c)) || !unit.isEmpty()) {
                column.setToolTipText("results.csv: " + header.get(c) + (unit.isEmpty() ? ""
                        : ", its values " + unit.replace("×", "÷") + " here"));
            }
        }
    }

    // every row's cell of the column is empty (the message while no run has failed) or "done" (the status while no run
    // has failed), which the progress line says already
    private boolean empty(List<List<String>> rows, int column) {
        String blank = STATUS.equals(header.get(column)) ? DONE : "";
        return !rows.isEmpty() && rows.stream().allMatch(row -> row.get(column).equals(blank));
    }

    // the rows' cells as shown, their file text kept (all of them again after a change of a column's power of ten);
    // whether any cell changed
    private boolean fill(List<List<String>> rows, boolean all) {
        boolean changed = table.getItemCount() != rows.size();
        table.setItemCount(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            TableItem item = table.getItem(i);
            List<String> row = rows.get(i);
            String[] file = (String[]) item.getData();
            for (int c = 0; c < row.size(); c++) {
                if (all || file == null || !row.get(c).equals(file[c])) {
                    item.setText(c, shown(c, row.get(c)));
                    changed = true;
                }
            }
            item.setData(row.toArray(String[]::new));
        }
        return changed;
    }

    /**
     * A cell as the table writes it: a measure with four significant digits in its column's power of ten, a run by its
     * short id, else as is.
     */
    private String shown(int column, String text) {
        if (column == 0 && text.length() > RUN_ID) {
            return text.substring(0, RUN_ID);
        }
        if (measures.get(column) && !text.isEmpty()) {
            try {
                return ColumnScale.cell(Double.parseDouble(text), powers.get(column));
            } catch (NumberFormatException e) {
                return text;
            }
        }
        return text;
    }

    // the file's text of a cell when the table writes it otherwise, else none
    private static String whole(TableItem item, int column) {
        return item.getData() instanceof String[] file && column < file.length && !file[column].equals(item.getText(
                column)) ? file[column] : null;
    }

    /** The width the table needs to show every column whole: the columns, the scroll bar and the border. */
    int neededWidth() {
        int sum = Arrays.stream(table.getColumns()).mapToInt(TableColumn::getWidth).sum();
        // what the toolkit draws around the columns now (border, scroll bar), at least the bar and the border
        int trim = table.getSize().x - table.getClientArea().width;
        return sum + Math.max(trim, table.getVerticalBar().getSize().x + 2 * table.getBorderWidth());
    }

    Table control() {
        return table;
    }
}
