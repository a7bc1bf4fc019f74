package org.gridbench.ui.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;

/**
 * Finds the widgets and figures of an open scenario editor as a user sees them (a field by its label, a button by
 * its text, a page by its tab, a box by its id) and works them as a user would, so that the editors keep no method
 * for tests. Call it on the UI thread.
 */
final class EditorProbe {

    private final Composite root;

    EditorProbe(MPart part) {
        root = (Composite) part.getWidget();
    }

    /** Types into the seed field. */
    void typeSeed(String text) {
        field(root, "Seed:", Text.class).setText(text);
    }

    /** The scenario's name field. */
    Text nameField() {
        return field(root, "Name:", Text.class);
    }

    /** The policy choices as the form lists them. */
    List<String> policyChoices() {
        return List.of(field(root, "Policy:", Combo.class).getItems());
    }

    /** Chooses the policy listed at {@code index}, as picking it from the form's list does. */
    void choosePolicy(int index) {
        Combo policy = field(root, "Policy:", Combo.class);
        policy.select(index);
        policy.notifyListeners(SWT.Selection, new Event());
    }

    /** The control of the editor's tab titled {@code title}. */
    Composite page(String title) {
        for (CTabItem item : first(root, CTabFolder.class).getItems()) {
            if (item.getText().equals(title)) {
                return (Composite) item.getControl();
            }
        }
        throw new AssertionError("no page " + title);
    }

    /** The diagram of a graphical page. */
    static FigureCanvas canvas(Composite page) {
        return first(page, FigureCanvas.class);
    }

    /** The box drawn for {@code key} (a node, task or cluster id), or null. */
    static BoxFigure box(FigureCanvas canvas, Object key) {
        return figures(canvas, BoxFigure.class).stream().filter(b -> key.equals(b.key())).findFirst().orElse(null);
    }

    /** The line drawn for {@code key} (a dependency "from->to"), or null. */
    static EdgeFigure edge(FigureCanvas canvas, Object key) {
        return figures(canvas, EdgeFigure.class).stream().filter(e -> key.equals(e.key())).findFirst().orElse(null);
    }

    /** Every figure of the diagram of that type. */
    static <T> List<T> figures(FigureCanvas canvas, Class<T> type) {
        List<T> found = new ArrayList<>();
        collect(canvas.getContents(), type, found);
        return found;
    }

    private static <T> void collect(IFigure figure, Class<T> type, List<T> found) {
        if (type.isInstance(figure)) {
            found.add(type.cast(figure));
        }
        for (Object child : figure.getChildren()) {
            collect((IFigure) child, type, found);
        }
    }

    /** Presses the button with this text; a toggle button is switched first, as a click switches it. */
    static void press(Composite page, String text) {
        Button button = all(page, Button.class).stream().filter(b -> b.getText().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text));
        if ((button.getStyle() & SWT.TOGGLE) != 0) {
            button.setSelection(!button.getSelection());
        }
        button.notifyListeners(SWT.Selection, new Event());
    }

    /** The first column of the page's table, row by row. */
    static List<String> firstColumn(Composite page) {
        List<String> rows = new ArrayList<>();
        for (TableItem item : first(page, Table.class).getItems()) {
            rows.add(item.getText(0));
        }
        return rows;
    }

    // the control that follows the label with this text among its siblings
    private static <T extends Control> T field(Composite parent, String label, Class<T> type) {
        for (Label l : all(parent, Label.class)) {
            if (l.getText().equals(label)) {
                Control[] siblings = l.getParent().getChildren();
                for (int i = List.of(siblings).indexOf(l) + 1; i < siblings.length; i++) {
                    if (type.isInstance(siblings[i])) {
                        return type.cast(siblings[i]);
                    }
                }
            }
        }
        throw new AssertionError("no field " + label);
    }

    private static <T extends Control> T first(Composite parent, Class<T> type) {
        List<T> found = all(parent, type);
        if (found.isEmpty()) {
            throw new AssertionError("no " + type.getSimpleName());
        }
        return found.get(0);
    }

    static <T extends Control> List<T> all(Composite parent, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            if (type.isInstance(c)) {
                found.add(type.cast(c));
            }
            if (c instanceof Composite inner) {
                found.addAll(all(inner, type));
            }
        }
        return found;
    }
}
