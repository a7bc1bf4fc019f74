package org.gridbench.ui.editors.clusters;

import java.util.function.Supplier;

import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.ui.pages.CheckedField;
import org.gridbench.ui.pages.PageSite;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The properties form of the cluster page: the platform's CCR, shown to four significant digits with every digit in
 * its tooltip, and the selected cluster's id, cores and kind; Enter runs the value typed as an edit through the
 * editor's history (the rounded CCR entered again is none).
 */
final class ClusterForm {

    private final PageSite site;
    private final Supplier<String> selected;
    private final CheckedField ccr;
    private final CheckedField id;
    private final CheckedField cores;
    private final CheckedField kind;

    ClusterForm(Composite side, PageSite site, Supplier<String> selected) {
        this.site = site;
        this.selected = selected;
        Group platform = group(side, "Platform");
        ccr = new CheckedField(platform, "CCR:", site, () -> site.document() == null ? null : "platform.ccr",
                "a number", t -> site.execute(ClusterEdits.setCcr(site.document(), Double.parseDouble(t))));
        Group cluster = group(side, "Selected cluster");
        id = field(cluster, "Id:", "id", null, t -> ClusterEdits.rename(site.document(), selected.get(), t));
        cores = field(cluster, "Cores:", "cores", "a whole number", t -> ClusterEdits.setCores(site.document(),
                selected.get(), Integer.parseInt(t)));
        kind = field(cluster, "Kind:", "kind", null, t -> ClusterEdits.setKind(site.document(), selected.get(), t));
    }

    private interface ClusterEdit {
        DocumentEdit of(String text);
    }

    // a field of the selected cluster, at platform.clusters[i].<name> in the document
    private CheckedField field(Group group, String label, String name, String expected, ClusterEdit edit) {
        Supplier<String> path = () -> {
            int i = index(selected.get());
            return i < 0 ? null : "platform.clusters[" + i + "]." + name;
        };
        return new CheckedField(group, label, site, path, expected, t -> selected.get() == null ? Status.OK_STATUS
                : site.execute(edit.of(t)));
    }

    private int index(String cluster) {
        if (cluster == null || site.document() == null) {
            return -1;
        }
        JsonNode clusters = site.document().root().path("platform").path("clusters");
        for (int i = 0; i < clusters.size(); i++) {
            if (clusters.get(i).path("id").asText().equals(cluster)) {
                return i;
            }
        }
        return -1;
    }

    private static Group group(Composite parent, String title) {
        Group g = new Group(parent, SWT.NONE);
        g.setText(title);
        g.setLayout(new GridLayout(2, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return g;
    }

    /** Shows the CCR ({@code NaN} when unset) and {@code chosen}, the selected cluster, or null for none. */
    void show(double ratio, JsonNode chosen) {
        ccr.show(ratio, true);
        id.show(chosen == null ? "" : chosen.path("id").asText(), chosen != null);
        cores.show(chosen == null ? "" : chosen.path("cores").asText(), chosen != null);
        kind.show(chosen == null ? "" : chosen.path("kind").asText(), chosen != null);
    }
}
