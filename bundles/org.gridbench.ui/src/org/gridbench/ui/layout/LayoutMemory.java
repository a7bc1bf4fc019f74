package org.gridbench.ui.layout;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;

/**
 * What the workbench remembers between starts, in the preferences: the window's bounds (or that it was maximized),
 * its {@link Arrangement} and {@link Perspectives}, and the open scenario files with the one in front. The product starts from its application model each time ({@code -clearPersistedState}, so that a
 * new version's model always shows); this puts the user's layout back on top of it.
 */
public final class LayoutMemory {

    static final String BOUNDS = "layout.window.bounds";
    static final String MAXIMIZED = "layout.window.maximized";
    static final String ARRANGEMENT = "layout.arrangement";
    static final String EDITORS = "layout.editors";
    static final String ACTIVE_EDITOR = "layout.editors.active";

    private final IPreferenceStore store;

    public LayoutMemory(IPreferenceStore store) {
        this.store = store;
    }

    /** Notes the window, its arrangement and perspectives; call it while the window is still open. */
    public void remember(MApplication app, MWindow window, EModelService models, Perspectives perspectives) {
        if (window.getWidget() instanceof Shell shell && !shell.isDisposed()) {
            store.setValue(MAXIMIZED, shell.getMaximized());
            if (!shell.getMaximized()) {
                Rectangle b = shell.getBounds();
                store.setValue(BOUNDS, b.x + "," + b.y + "," + b.width + "," + b.height);
            }
        }
        store.setValue(ARRANGEMENT, Arrangement.of(window, models).text());
        perspectives.remember(store);
        List<String> editors = new ArrayList<>();
        String active = "";
        for (MPart part : models.findElements(app, EditorOpener.EDITOR_DESCRIPTOR, MPart.class)) {
            String file = part.getPersistedState().get(ScenarioEditor.FILE_KEY);
            if (file != null && part.isToBeRendered()) {
                editors.add(file);
                if (part.getParent() != null && part.getParent().getSelectedElement() == part) {
                    active = file;
                }
            }
        }
        store.setValue(EDITORS, String.join("\n", editors));
        store.setValue(ACTIVE_EDITOR, active);
    }

    /** Puts the remembered bounds, perspective and arrangement back; what no longer exists is left as it is. */
    public void restoreLayout(MWindow window, EModelService models, Perspectives perspectives) {
        if (window.getWidget() instanceof Shell shell && !shell.isDisposed()) {
            bounds().ifPresent(shell::setBounds);
            if (store.getBoolean(MAXIMIZED)) {
                shell.setMaximized(true);
            }
        }
        perspectives.restore(store, window, models);
        Arrangement.parse(store.getString(ARRANGEMENT)).applyTo(window, models);
    }

    /** The scenario files open at the last exit that still exist, the one in front last (so it ends in front). */
    public List<Path> editors() {
        List<Path> files = new ArrayList<>(store.getString(EDITORS).lines().filter(l -> !l.isBlank()).map(Path::of)
                .filter(Files::isRegularFile).toList());
        String active = store.getString(ACTIVE_EDITOR);
        if (!active.isBlank() && files.remove(Path.of(active))) {
            files.add(Path.of(active));
        }
        return files;
    }

    private Optional<Rectangle> bounds() {
        String[] parts = store.getString(BOUNDS).split(",");
        if (parts.length != 4) {
            return Optional.empty();
        }
        try {
            int[] v = new int[4];
            for (int i = 0; i < 4; i++) {
                v[i] = Integer.parseInt(parts[i].strip());
            }
            return v[2] > 200 && v[3] > 150 ? Optional.of(new Rectangle(v[0], v[1], v[2], v[3])) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
