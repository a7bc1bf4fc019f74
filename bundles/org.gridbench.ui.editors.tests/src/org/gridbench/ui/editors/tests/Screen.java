package org.gridbench.ui.editors.tests;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;

/**
 * A window for the tests that draw figures, and the mouse on its diagram. Without a display (plain {@code mvn verify}
 * with no {@code DISPLAY}) those tests are skipped, as the workbench tests are; {@code ./gridbench test} runs them
 * under Xvfb.
 */
public final class Screen {

    private Screen() {
    }

    /** A new window of 1000 x 700 pixels on this thread's display. */
    public static Shell shell() {
        assumeTrue(System.getenv("DISPLAY") != null, "no display");
        Shell shell = new Shell(Display.getDefault());
        shell.setLayout(new FillLayout());
        shell.setSize(1000, 700);
        shell.open();
        return shell;
    }

    /** Lays out and paints what is pending. */
    public static void settle(Shell shell) {
        shell.layout(true, true);
        while (shell.getDisplay().readAndDispatch()) {
            shell.update();
        }
    }

    /** Presses the button at {@code from}, moves to {@code to} in two steps and releases it there. */
    public static void drag(FigureCanvas canvas, Point from, Point to, int state) {
        mouse(canvas, SWT.MouseDown, from, state);
        mouse(canvas, SWT.MouseMove, new Point((from.x + to.x) / 2, (from.y + to.y) / 2), state | SWT.BUTTON1);
        mouse(canvas, SWT.MouseMove, to, state | SWT.BUTTON1);
        mouse(canvas, SWT.MouseUp, to, state | SWT.BUTTON1);
    }

    /** A click at {@code at}, with {@code state} (such as {@code SWT.MOD1} for Ctrl) held. */
    public static void click(FigureCanvas canvas, Point at, int state) {
        mouse(canvas, SWT.MouseDown, at, state);
        mouse(canvas, SWT.MouseUp, at, state | SWT.BUTTON1);
    }

    private static void mouse(FigureCanvas canvas, int type, Point at, int state) {
        Event e = new Event();
        e.x = at.x;
        e.y = at.y;
        e.button = type == SWT.MouseMove ? 0 : 1;
        e.stateMask = state;
        e.count = 1;
        canvas.notifyListeners(type, e);
    }
}
