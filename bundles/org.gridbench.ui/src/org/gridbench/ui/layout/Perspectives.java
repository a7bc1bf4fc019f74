package org.gridbench.ui.layout;

import java.util.EnumMap;
import java.util.Map;

import org.eclipse.e4.ui.model.application.ui.menu.MMenuItem;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.jface.preference.IPreferenceStore;

/**
 * The window's perspective and what each perspective looked like when it was left (Eclipse's convention): switching
 * keeps the user's changes to the perspective left and brings back the other's; Reset Perspective puts the current
 * one back as it ships. Remembered between starts with the layout.
 */
public final class Perspectives {

    /** The command parameter naming the perspective to switch to ({@link Perspective#id()}). */
    public static final String PARAMETER = "org.gridbench.ui.command.perspective.id";
    static final String CURRENT = "layout.perspective";
    static final String KEPT = "layout.perspective.";
    private static final String MENU_ITEM = "org.gridbench.ui.menuitem.perspective.";

    private final Arrangement shipped;
    private final Map<Perspective, Arrangement> kept = new EnumMap<>(Perspective.class);
    private Perspective current = Perspective.EDITING;

    /** The perspectives of a window whose application model is arranged as {@code shipped}. */
    public Perspectives(Arrangement shipped) {
        this.shipped = shipped;
    }

    public Perspective current() {
        return current;
    }

    /** Keeps the current perspective as the user left it and puts {@code next} on the window. */
    public void switchTo(Perspective next, MWindow window, EModelService models) {
        if (next == current) {
            return;
        }
        kept.put(current, Arrangement.of(window, models));
        current = next;
        arrangement(next).applyTo(window, models);
        markMenu(window, models);
    }

    /** Window > Reset Perspective: the current perspective as it ships, the user's changes to it forgotten. */
    public void reset(MWindow window, EModelService models) {
        kept.remove(current);
        current.preset(shipped).applyTo(window, models);
    }

    /** How {@code p} looks: as the user left it, else as it ships. */
    private Arrangement arrangement(Perspective p) {
        return kept.getOrDefault(p, p.preset(shipped));
    }

    /** Notes the current perspective and the others as they were left (the current one's look is the layout's). */
    void remember(IPreferenceStore store) {
        store.setValue(CURRENT, current.id());
        for (Perspective p : Perspective.values()) {
            store.setValue(KEPT + p.id(), p == current || !kept.containsKey(p) ? "" : kept.get(p).text());
        }
    }

    /** Takes back what {@link #remember} noted; the window's own arrangement is put back by the layout. */
    void restore(IPreferenceStore store, MWindow window, EModelService models) {
        current = Perspective.byId(store.getString(CURRENT));
        for (Perspective p : Perspective.values()) {
            String text = store.getString(KEPT + p.id());
            if (p != current && !text.isBlank()) {
                kept.put(p, Arrangement.parse(text));
            }
        }
        markMenu(window, models);
    }

    private void markMenu(MWindow window, EModelService models) {
        for (Perspective p : Perspective.values()) {
            if (models.find(MENU_ITEM + p.id(), window.getMainMenu()) instanceof MMenuItem item) {
                item.setSelected(p == current);
            }
        }
    }
}
