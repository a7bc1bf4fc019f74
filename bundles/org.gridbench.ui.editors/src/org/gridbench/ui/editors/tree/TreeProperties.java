package org.gridbench.ui.editors.tree;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;

/**
 * What the Properties view shows of the tree page's selection: a node (speed in flop per time unit, the link from its
 * parent in bytes per time unit and time units, docs/formats/scenario.md) or a link; edits are the node form's own.
 */
final class TreeProperties {

    static final String SPEED_UNIT = "flop / time unit";
    static final String BANDWIDTH_UNIT = "B / time unit";
    static final String LATENCY_UNIT = "time units";

    private TreeProperties() {
    }

    /** The properties of the selected node, else of the selected link (named by its child), else null. */
    static PropertySource of(PageSite site, PlatformTree tree, String node, String link) {
        int u = node == null ? -1 : tree.indexOf(node);
        if (u >= 0) {
            List<Property> rows = new ArrayList<>();
            rows.add(new Property("Id", node, "", t -> site.execute(TreeEdits.rename(site.document(), node, t))));
            rows.add(number(site, node, "Speed", "speed", tree.number(u, "speed"), SPEED_UNIT));
            if (tree.parent(u) >= 0) {
                rows.add(Property.readOnly("Parent", tree.id(tree.parent(u)), ""));
                rows.addAll(linkRows(site, tree, u));
            }
            return new PropertySource((tree.parent(u) < 0 ? "Root " : "Node ") + node, rows);
        }
        int c = link == null ? -1 : tree.indexOf(link);
        if (c >= 0 && tree.parent(c) >= 0) {
            List<Property> rows = new ArrayList<>();
            rows.add(Property.readOnly("From", tree.id(tree.parent(c)), "parent"));
            rows.add(Property.readOnly("To", link, "child"));
            rows.addAll(linkRows(site, tree, c));
            return new PropertySource("Link " + tree.id(tree.parent(c)) + " \u2192 " + link, rows);
        }
        return null;
    }

    // the link from node u's parent: its bandwidth and latency (absent latency: 0)
    private static List<Property> linkRows(PageSite site, PlatformTree tree, int u) {
        String id = tree.id(u);
        double latency = tree.number(u, "latency");
        return List.of(number(site, id, "Bandwidth", "bandwidth", tree.number(u, "bandwidth"), BANDWIDTH_UNIT),
                number(site, id, "Latency", "latency", Double.isNaN(latency) ? 0 : latency, LATENCY_UNIT));
    }

    private static Property number(PageSite site, String id, String name, String field, double value, String unit) {
        return Property.number(name, value, unit,
                t -> site.execute(TreeEdits.setNumber(site.document(), id, field, Double.parseDouble(t))));
    }
}
