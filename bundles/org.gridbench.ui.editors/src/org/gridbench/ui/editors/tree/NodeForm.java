package org.gridbench.ui.editors.tree;

import java.util.function.Supplier;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.pages.CheckedField;
import org.gridbench.ui.pages.PageSite;

/**
 * The properties form of the selected node: id, speed, and the bandwidth and latency of the link from its parent
 * (disabled for a root), the numbers to four significant digits, whole from 1,000, with every digit in their tooltips;
 * Enter runs the value typed as an edit of the node through the editor's history (a rounded value entered again is
 * none).
 */
final class NodeForm {

    private final PageSite site;
    private final Supplier<String> selected;
    private final CheckedField id;
    private final CheckedField speed;
    private final CheckedField bandwidth;
    private final CheckedField latency;

    NodeForm(Composite side, PageSite site, Supplier<String> selected) {
        this.site = site;
        this.selected = selected;
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected node");
        // each label over its field, so that a field has the side's whole width (beside their labels, in a fifth of
        // the editor at 1280 x 800, they were 45 px wide and 12000000.25 read "0.25")
        group.setLayout(new GridLayout(1, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        id = new CheckedField(group, "Id:", site, path("id"), null, text -> selected.get() == null ? Status.OK_STATUS
                : site.execute(TreeEdits.rename(site.document(), selected.get(), text)));
        speed = number(group, "Speed (flop/" + Fields.TIME_UNIT + "):", "speed");
        bandwidth = number(group, "Bandwidth (B/" + Fields.TIME_UNIT + "):", "bandwidth");
        latency = number(group, "Latency (" + Fields.TIME_UNIT + "):", "latency");
        Label hint = new Label(group, SWT.WRAP);
        hint.setText("Enter applies a value. Drag a node onto another to move it there.");
        GridData hintLayout = new GridData(SWT.FILL, SWT.TOP, true, false);
        hintLayout.widthHint = 160;
        hint.setLayoutData(hintLayout);
    }

    // the selected node's field, at platform.nodes[u].<name> in the document
    private Supplier<String> path(String name) {
        return () -> {
            String node = selected.get();
            int u = node == null || site.document() == null ? -1
                    : PlatformTree.of(site.document().root()).indexOf(node);
            return u < 0 ? null : "platform.nodes[" + u + "]." + name;
        };
    }

    private CheckedField number(Group group, String label, String field) {
        return new CheckedField(group, label, site, path(field), "a number", text -> set(field, text));
    }

    private IStatus set(String field, String text) {
        return selected.get() == null ? Status.OK_STATUS
                : site.execute(TreeEdits.setNumber(site.document(), selected.get(), field, Double.parseDouble(text)));
    }

    /** Shows the selected node of {@code tree}; false when it is not in the tree (the form is then empty). */
    boolean show(PlatformTree tree) {
        String node = selected.get();
        int u = node == null ? -1 : tree.indexOf(node);
        boolean link = u >= 0 && tree.parent(u) >= 0;
        id.show(u < 0 ? "" : tree.id(u), u >= 0);
        speed.show(u < 0 ? Double.NaN : tree.number(u, "speed"), u >= 0);
        bandwidth.show(link ? tree.number(u, "bandwidth") : Double.NaN, link);
        double delay = link ? tree.number(u, "latency") : Double.NaN;
        latency.show(link && Double.isNaN(delay) ? 0 : delay, link);
        return u >= 0;
    }
}
