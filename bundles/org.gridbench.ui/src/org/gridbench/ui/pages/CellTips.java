package org.gridbench.ui.pages;

import java.util.Objects;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

/**
 * A table's or a tree's tooltip that follows the pointer from cell to cell: what a cell shows shortened (a number
 * rounded, an id cut) is given whole there, as an Eclipse table's cell tooltip does.
 */
public final class CellTips {

    /** The tooltip of one cell, or null when the cell shows its text whole. */
    @FunctionalInterface
    public interface Tip {
        String of(TableItem item, int column);
    }

    /** The tooltip of one cell of a tree, or null when the cell shows its text whole. */
    @FunctionalInterface
    public interface TreeTip {
        String of(TreeItem item, int column);
    }

    private CellTips() {
    }

    /** Sets {@code table}'s tooltip, as the pointer moves, to what {@code tip} gives for the cell under it. */
    public static void follow(Table table, Tip tip) {
        track(table, point -> at(table, point, tip));
    }

    /** Sets {@code tree}'s tooltip, as the pointer moves, to what {@code tip} gives for the cell under it. */
    public static void follow(Tree tree, TreeTip tip) {
        track(tree, point -> {
            TreeItem item = tree.getItem(point);
            for (int c = 0; item != null && c < tree.getColumnCount(); c++) {
                if (item.getBounds(c).contains(point)) {
                    return tip.of(item, c);
                }
            }
            return null;
        });
    }

    private static void track(Control control, Function<Point, String> at) {
        control.addListener(SWT.MouseMove, e -> {
            String text = at.apply(new Point(e.x, e.y));
            if (!Objects.equals(text, control.getToolTipText())) {
                control.setToolTipText(text);
            }
        });
    }

    private static String at(Table table, Point point, Tip tip) {
        TableItem item = table.getItem(point);
        for (int c = 0; item != null && c < table.getColumnCount(); c++) {
            if (item.getBounds(c).contains(point)) {
                return tip.of(item, c);
            }
        }
        return null;
    }
}
