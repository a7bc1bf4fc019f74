package org.gridbench.ui.handlers;

import java.util.function.BooleanSupplier;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ST;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;

/**
 * The text field with the keyboard focus, which the Edit menu acts on before the page in front, as Eclipse's Edit
 * menu does (its text action handler): a Text, a StyledText, or a Combo one can type into. SWT gives the three no
 * common type, so each operation is the widget's own method.
 */
record FocusedText(BooleanSupplier editable, Supplier<Point> selection, IntSupplier length, Runnable cut,
        Runnable copy, Runnable paste, Runnable selectAll, Runnable delete) {

    /** The focused text field of {@code display}, or null when the focus is elsewhere (a tree, a diagram, no field). */
    static FocusedText of(Display display) {
        Control focus = display == null ? null : display.getFocusControl();
        if (focus == null || focus.isDisposed()) {
            return null;
        }
        return switch (focus) {
            case Text t -> new FocusedText(t::getEditable, t::getSelection, t::getCharCount, t::cut, t::copy,
                    t::paste, t::selectAll, () -> deleteIn(t));
            case StyledText s -> new FocusedText(s::getEditable, s::getSelection, s::getCharCount, s::cut, s::copy,
                    s::paste, s::selectAll, () -> s.invokeAction(ST.DELETE_NEXT));
            case Combo c when (c.getStyle() & SWT.READ_ONLY) == 0 -> new FocusedText(() -> true, c::getSelection,
                    () -> c.getText().length(), c::cut, c::copy, c::paste,
                    () -> c.setSelection(new Point(0, c.getText().length())), () -> deleteIn(c));
            default -> null;
        };
    }

    boolean canEdit() {
        return editable.getAsBoolean();
    }

    boolean hasSelection() {
        Point range = selection.get();
        return range.y > range.x;
    }

    /** Whether Delete would remove something: a selection, or a character after the caret. */
    boolean canDelete() {
        return canEdit() && (hasSelection() || selection.get().x < length.getAsInt());
    }

    /** Removes the selection, or the character after the caret when nothing is selected. */
    private static void deleteIn(Text text) {
        Point range = text.getSelection();
        if (range.x == range.y) {
            text.setSelection(range.x, range.x + 1);
        }
        text.insert("");
    }

    /** Removes the selection, or the character after the caret when nothing is selected. */
    private static void deleteIn(Combo combo) {
        Point range = combo.getSelection();
        int end = range.y > range.x ? range.y : range.x + 1;
        String text = combo.getText();
        combo.setText(text.substring(0, range.x) + text.substring(Math.min(end, text.length())));
        combo.setSelection(new Point(range.x, range.x));
    }
}
