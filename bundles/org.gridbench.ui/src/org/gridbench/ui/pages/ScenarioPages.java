package org.gridbench.ui.pages;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.Family;

/** Reads the extension point {@code org.gridbench.ui.scenarioPages}: the page factories, in their declared order. */
public final class ScenarioPages {

    public static final String EXTENSION_POINT = "org.gridbench.ui.scenarioPages";

    /** A page factory and where it failed to load, if it did. */
    public record Contribution(String id, int order, ScenarioPageFactory factory, String problem) {
    }

    private ScenarioPages() {
    }

    public static List<Contribution> read(IExtensionRegistry registry) {
        List<Contribution> out = new ArrayList<>();
        for (IConfigurationElement e : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            String id = e.getAttribute("id");
            int order = parseOrder(e.getAttribute("order"));
            try {
                Object made = e.createExecutableExtension("class");
                if (made instanceof ScenarioPageFactory factory) {
                    out.add(new Contribution(id, order, factory, null));
                } else {
                    out.add(new Contribution(id, order, null, made.getClass().getName() + " is not a "
                            + ScenarioPageFactory.class.getSimpleName()));
                }
            } catch (CoreException | RuntimeException ex) {
                out.add(new Contribution(id, order, null, ex.getMessage()));
            }
        }
        out.sort(Comparator.comparingInt(Contribution::order));
        return out;
    }

    /** The factories for a family that loaded. */
    public static List<ScenarioPageFactory> forFamily(IExtensionRegistry registry, Family family) {
        return read(registry).stream().filter(c -> c.factory() != null && c.factory().appliesTo(family))
                .map(Contribution::factory).toList();
    }

    private static int parseOrder(String text) {
        try {
            return text == null ? 100 : Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            return 100;
        }
    }
}
