package org.gridbench.trees;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.trees.heuristic.HeuristicException;
import org.gridbench.trees.heuristic.TreeHeuristic;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;

/**
 * Reads the contributions to the {@value #EXTENSION_POINT} extension point and instantiates them. The command line
 * and the workbench both load heuristics through this class.
 *
 * @since 1.0
 */
public final class TreeHeuristics {
    public static final String EXTENSION_POINT = "org.gridbench.trees.heuristics";
    public static final String ELEMENT = "heuristic";

    private TreeHeuristics() {
    }

    /** Every contributed heuristic, in registry order; a broken contribution fails the whole call. */
    public static List<TreeHeuristicInstance> createAll(IExtensionRegistry registry) {
        List<TreeHeuristicInstance> all = new ArrayList<>();
        for (IConfigurationElement element : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            if (ELEMENT.equals(element.getName())) {
                all.add(create(element));
            }
        }
        return all;
    }

    /** @throws HeuristicException when no plug-in contributes {@code id} or its contribution cannot be loaded */
    public static TreeHeuristicInstance create(IExtensionRegistry registry, String id) {
        for (IConfigurationElement element : registry.getConfigurationElementsFor(EXTENSION_POINT)) {
            if (ELEMENT.equals(element.getName()) && id.equals(element.getAttribute("id"))) {
                return create(element);
            }
        }
        throw new HeuristicException(id, "no plug-in contributes it to " + EXTENSION_POINT);
    }

    private static TreeHeuristicInstance create(IConfigurationElement element) {
        String plugin = element.getContributor().getName();
        String id = element.getAttribute("id");
        if (id == null || id.isBlank()) {
            throw new HeuristicException("(no id)", "a <heuristic> of plug-in " + plugin + " has no id");
        }
        String name = element.getAttribute("name");
        String description = element.getAttribute("description");
        Object heuristic;
        try {
            heuristic = element.createExecutableExtension("class");
        } catch (CoreException e) {
            throw new HeuristicException(id, plugin, e.getMessage(), e);
        }
        if (!(heuristic instanceof TreeHeuristic tree)) {
            throw new HeuristicException(id, plugin, "class " + element.getAttribute("class")
                    + " does not implement " + TreeHeuristic.class.getName(), null);
        }
        return new TreeHeuristicInstance(id, name == null ? id : name, description == null ? "" : description, tree,
                plugin);
    }
}
