package org.gridbench.ui.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.layout.Perspectives;

/**
 * The screen at the size the issue names, 1280 x 800: pictures of its top-left 1280 x 800 pixels written to
 * {@code target/views/NAME.png}, and the visible one-line labels and buttons of every open window (the workbench and
 * its dialogs) that are narrower than their text, or that lie outside the 1280 x 800 screen, and the small multi-line
 * boxes that show a part of a line.
 */
final class At1280 {

    static final Rectangle SCREEN = new Rectangle(0, 0, 1280, 800);
    /** Multi-line boxes of fewer lines are checked for a cut line; a larger text area scrolls by lines anyway. */
    private static final int SMALL_BOX_LINES = 6;
    /** More than this part of a line at the bottom of a small box is a line cut, not the box's inner padding. */
    private static final double PART_OF_A_LINE = 0.3;
    static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/editors"))
            .resolveSibling("views");

    private final Workbench wb;
    private final List<String> clipped = new ArrayList<>();

    At1280(Workbench wb) {
        this.wb = wb;
    }

    /** What a test does on the screen. */
    interface Steps {
        void run() throws Exception;
    }

    /**
     * Runs the steps with the window at 1280 x 800 in the Editing perspective as it ships (Window > Perspective >
     * Editing, then Reset Perspective), then gives the window its bounds back.
     */
    void editingAsShipped(Steps steps) throws Exception {
        Shell shell = (Shell) wb.window.getWidget();
        Rectangle before = wb.ui(shell::getBounds);
        try {
            wb.run(() -> shell.setBounds(SCREEN));
            asShipped("editing");
            steps.run();
        } finally {
            wb.run(() -> shell.setBounds(before));
            wb.settle();
        }
    }

    /** Window > Perspective > the one named, then Window > Reset Perspective: that perspective as it ships. */
    void asShipped(String perspective) throws InterruptedException {
        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, perspective));
        command("org.gridbench.ui.command.resetPerspective", Map.of());
    }

    /** Runs a command of the workbench's window, as its menu item does. */
    void command(String id, Map<String, String> parameters) throws InterruptedException {
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(id,
                    parameters));
        });
        wb.settle();
    }

    /** What was found clipped so far, each as "picture: 'text' (has of needed px)". */
    List<String> clipped() {
        return clipped;
    }

    /** Takes the picture and checks every open window. */
    void shoot(String name) throws InterruptedException, IOException {
        shoot(name, false);
    }

    /** Takes the picture and checks the dialogs only (the views behind them are {@code ViewScreenshotsTest}'s). */
    void shootDialogs(String name) throws InterruptedException, IOException {
        shoot(name, true);
    }

    /** Takes the picture and checks the labels and buttons of one part's control only. */
    void shootPart(String name, Composite part) throws InterruptedException, IOException {
        shoot(name, true);
        wb.run(() -> collect(part, name));
    }

    private void shoot(String name, boolean dialogsOnly) throws InterruptedException, IOException {
        wb.settle();
        Files.createDirectories(SHOTS);
        wb.run(() -> {
            Image image = new Image(wb.display, SCREEN.width, SCREEN.height);
            GC gc = new GC(wb.display);
            gc.copyArea(image, SCREEN.x, SCREEN.y);
            gc.dispose();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(SHOTS.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
            image.dispose();
            for (Shell shell : wb.display.getShells()) {
                if (shell.isVisible() && !(dialogsOnly && shell == wb.window.getWidget())) {
                    if (!SCREEN.contains(shell.getBounds().x, shell.getBounds().y) || !SCREEN.contains(
                            shell.getBounds().x + shell.getBounds().width - 1, shell.getBounds().y
                                    + shell.getBounds().height - 1)) {
                        clipped.add(name + ": window '" + shell.getText() + "' at " + shell.getBounds()
                                + " goes past 1280 x 800");
                    }
                    collect(shell, name);
                }
            }
        });
    }

    // a small multi-line box (a few lines, like a description) that shows a part of a line at its bottom
    private void partLine(Text box, String shot) {
        double lines = (double) box.getClientArea().height / box.getLineHeight();
        if (lines >= 1 && lines < SMALL_BOX_LINES && lines - Math.floor(lines) > PART_OF_A_LINE) {
            String text = box.getText();
            note(shot, "a " + String.format("%.2f", lines) + "-line box cuts its last line ('"
                    + (text.length() > 40 ? text.substring(0, 40) + "..." : text) + "')");
        }
    }

    // each finding once, at the first picture that shows it
    private void note(String shot, String entry) {
        if (clipped.stream().noneMatch(e -> e.endsWith(entry))) {
            clipped.add(shot + ": " + entry);
        }
    }

    // a visible, one-line label or button whose text needs more width than it has
    private void collect(Composite parent, String shot) {
        for (Control c : parent.getChildren()) {
            if (!c.isVisible()) {
                continue;
            }
            String text = c instanceof Label l && (l.getStyle() & (SWT.WRAP | SWT.SEPARATOR)) == 0 ? l.getText()
                    : c instanceof Button b ? b.getText() : "";
            if (!text.isEmpty()) {
                Point needed = c.computeSize(SWT.DEFAULT, SWT.DEFAULT);
                Point has = c.getSize();
                if (has.x > 0 && needed.x > has.x + 1) {
                    note(shot, "'" + text + "' (" + has.x + " of " + needed.x + " px)");
                }
            }
            if (c instanceof Text box && (box.getStyle() & SWT.MULTI) != 0) {
                partLine(box, shot);
            }
            if (c instanceof Composite composite) {
                collect(composite, shot);
            }
        }
    }
}
