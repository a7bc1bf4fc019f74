package org.gridbench.ui.editors.diagram;

import org.eclipse.draw2d.SWTEventDispatcher;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;

/**
 * The event dispatcher of a diagram's canvas (Draw2D's, which keeps a figure's tooltip up until the pointer moves or
 * five seconds pass), told when figures are removed: once they are gone it finds the figure under the still pointer
 * again, as a move of the pointer would, so that the tooltip of a figure taken off the diagram goes with it.
 */
final class PointerDispatcher extends SWTEventDispatcher {

    /** Whether a look under the pointer is queued: many removals at once (a tree replaced) make one look. */
    private boolean queued;

    /** A figure is being removed: what is under the pointer is looked at once the event loop runs again. */
    void figureRemoved() {
        if (!queued && control != null && !control.isDisposed()) {
            queued = true;
            control.getDisplay().asyncExec(this::lookUnderPointer);
        }
    }

    // the figure under the pointer found again, unless a drag holds the mouse or the canvas is gone
    private void lookUnderPointer() {
        queued = false;
        if (control.isDisposed() || isCaptured()) {
            return;
        }
        Point at = control.toControl(control.getDisplay().getCursorLocation());
        Event e = new Event();
        e.widget = control;
        e.display = control.getDisplay();
        e.x = at.x;
        e.y = at.y;
        updateFigureUnderCursor(new MouseEvent(e));
    }
}
