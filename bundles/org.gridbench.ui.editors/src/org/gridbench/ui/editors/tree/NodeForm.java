package org.gridbench.ui.editors.tree;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.pages.PageSite;

/**
 * The properties form of the selected node: id, speed, and the bandwidth and latency of the link from its parent
 * (disabled for a root); Enter runs the value typed as an edit of the node through the editor's history.
 */
final class NodeForm {

    private final PageSite site;
    private final Supplier<String> selected;
    private final Text id;
    private final Text speed;
    private final Text bandwidth;
    private final Text latency;

    NodeForm(Composite side, PageSite site, Supplier<String> selected) {
        this.site = site;
        this.selected = selected;
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected node");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Runnable again = () -> show(PlatformTree.of(site.document().root()));
        id = Fields.field(group, "Id:", text -> {
            if (selected.get() != null) {
                site.execute(TreeEdits.rename(site.document(), selected.get(), text));
            }
        }, again);
        speed = Fields.field(group, "Speed:", text -> number("speed", text), again);
        bandwidth = Fields.field(group, "Bandwidth:", text -> number("bandwidth", text), again);
        latency = Fields.field(group, "Latency:", text -> number("latency", text), again);
        Label hint = new Label(group, SWT.WRAP);
        hint.setText("Enter applies a value. Drag a node onto another to move it there.");
        GridData hintLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        hintLayout.widthHint = 160;
        hint.setLayoutData(hintLayout);
    }

    private void number(String field, String text) {
        if (selected.get() != null) {
            site.execute(TreeEdits.setNumber(site.document(), selected.get(), field, Double.parseDouble(text)));
        }
    }

    /** Shows the selected node of {@code tree}; false when it is not in the tree (the form is then empty). */
    boolean show(PlatformTree tree) {
        String node = selected.get();
        int u = node == null ? -1 : tree.indexOf(node);
        id.setText(u < 0 ? "" : tree.id(u));
        speed.setText(u < 0 ? "" : Fields.number(tree.number(u, "speed")));
        bandwidth.setText(u < 0 || tree.parent(u) < 0 ? "" : Fields.number(tree.number(u, "bandwidth")));
        latency.setText(u < 0 || tree.parent(u) < 0 ? ""
                : Double.isNaN(tree.number(u, "latency")) ? "0" : Fields.number(tree.number(u, "latency")));
        for (Text t : List.of(id, speed, bandwidth, latency)) {
            t.setEnabled(u >= 0);
        }
        bandwidth.setEnabled(u >= 0 && tree.parent(u) >= 0);
        latency.setEnabled(u >= 0 && tree.parent(u) >= 0);
        return u >= 0;
    }
}
