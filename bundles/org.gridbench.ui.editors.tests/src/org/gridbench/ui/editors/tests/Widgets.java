package org.gridbench.ui.editors.tests;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.editors.figures.BoxFigure;

/** The widgets and boxes of a page as a user finds them: a field by its label, a button by its text, a box by id. */
public final class Widgets {

    private Widgets() {
    }

    /** Every control of that type under {@code parent}, in the order they were made. */
    public static <T> List<T> find(Composite parent, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            if (type.isInstance(c)) {
                found.add(type.cast(c));
            }
            if (c instanceof Composite inner) {
                found.addAll(find(inner, type));
            }
        }
        return found;
    }

    /** The text field after the label {@code label}. */
    public static Text field(Composite parent, String label) {
        for (Label l : find(parent, Label.class)) {
            if (l.getText().equals(label)) {
                Control[] siblings = l.getParent().getChildren();
                return (Text) siblings[List.of(siblings).indexOf(l) + 1];
            }
        }
        throw new AssertionError("no field " + label);
    }

    /** Types {@code text} into a field and presses Enter. */
    public static void type(Text field, String text) {
        field.setText(text);
        field.notifyListeners(SWT.DefaultSelection, new Event());
    }

    /** Presses the button with this text. */
    public static void press(Composite parent, String text) {
        find(parent, Button.class).stream().filter(b -> b.getText().equals(text)).findFirst()
                .orElseThrow(() -> new AssertionError("no button " + text)).notifyListeners(SWT.Selection, new Event());
    }

    /** The boxes drawn on the diagram, in the order they were added. */
    public static List<BoxFigure> boxes(FigureCanvas canvas) {
        List<BoxFigure> found = new ArrayList<>();
        // the diagram's layers: connections first, shapes on top
        for (Object child : ((IFigure) canvas.getContents().getChildren().get(1)).getChildren()) {
            found.add((BoxFigure) child);
        }
        return found;
    }

    /** The box drawn for {@code key}, or null. */
    public static BoxFigure box(FigureCanvas canvas, Object key) {
        return boxes(canvas).stream().filter(b -> b.key().equals(key)).findFirst().orElse(null);
    }
}
