package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

/** Opens a dialog from its command as its menu item does, and finds and presses its controls as a user would. */
final class Dialogs {

    private final Workbench wb;

    Dialogs(Workbench wb) {
        this.wb = wb;
    }

    /**
     * Runs the command's handler later on the UI thread (the dialog blocks there), then waits for its shell; a null
     * command only waits for a dialog something else opens.
     */
    Shell open(String command, String title) throws InterruptedException {
        wb.display.asyncExec(() -> {
            if (command == null) {
                return;
            }
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(command,
                    null));
        });
        assertTrue(wb.waitUntil(() -> shell(title) != null), title + " opened");
        wb.settle();
        return wb.ui(() -> shell(title));
    }

    private Shell shell(String title) {
        return Arrays.stream(wb.display.getShells()).filter(s -> !s.isDisposed() && s.isVisible()
                && title.equals(s.getText())).findFirst().orElse(null);
    }

    /** Window > Show View...: chooses the view by its name in the dialog's list and presses OK. */
    void showView(String name) throws InterruptedException {
        Shell dialog = open("org.gridbench.ui.command.showView", "Show View");
        wb.run(() -> {
            Table views = find(dialog, Table.class, t -> true);
            TableItem row = Arrays.stream(views.getItems()).filter(i -> i.getText(0).equals(name)).findFirst()
                    .orElseThrow(() -> new AssertionError("Show View lists no " + name + " view"));
            views.setSelection(row);
            views.notifyListeners(SWT.Selection, new Event());
        });
        press(dialog, "OK");
    }

    void press(Shell dialog, String label) {
        wb.run(() -> button(dialog, label).notifyListeners(SWT.Selection, new Event()));
    }

    /** Moves the pointer over a cell of the table, as a user does before its tooltip shows; on the UI thread. */
    static void pointAt(Table table, int row, int column) {
        Rectangle cell = table.getItem(row).getBounds(column);
        Event move = new Event();
        move.x = cell.x + 2;
        move.y = cell.y + 2;
        table.notifyListeners(SWT.MouseMove, move);
    }

    static Button button(Composite root, String label) {
        return find(root, Button.class, b -> label.equals(b.getText()));
    }

    /** The pixels {@code text} takes in the control's font. */
    static int textWidth(Control control, String text) {
        GC gc = new GC(control);
        try {
            return gc.textExtent(text).x;
        } finally {
            gc.dispose();
        }
    }

    static <T extends Control> T find(Composite root, Class<T> type, Predicate<T> test) {
        return all(root, type).stream().filter(test).findFirst().orElseThrow(() -> new AssertionError(
                "no such " + type.getSimpleName() + " in " + root));
    }

    /** Every control of the type under root, depth first, in the order they were created. */
    static <T extends Control> List<T> all(Composite root, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Control child : root.getChildren()) {
            if (type.isInstance(child)) {
                found.add(type.cast(child));
            }
            if (child instanceof Composite composite) {
                found.addAll(all(composite, type));
            }
        }
        return found;
    }
}
