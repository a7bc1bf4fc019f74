package org.gridbench.ui.editors.clusters;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.pages.PageSite;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The properties form of the cluster page: the platform's CCR, and the selected cluster's id, cores and kind; Enter
 * runs the value typed as an edit through the editor's history.
 */
final class ClusterForm {

    private final Text ccr;
    private final Text id;
    private final Text cores;
    private final Text kind;

    /** @param again shows the document's values again after a value that is not a number */
    ClusterForm(Composite side, PageSite site, Supplier<String> selected, Runnable again) {
        Group platform = group(side, "Platform");
        ccr = Fields.field(platform, "CCR:", t -> site.execute(ClusterEdits.setCcr(site.document(),
                Double.parseDouble(t))), again);
        Group cluster = group(side, "Selected cluster");
        id = Fields.field(cluster, "Id:", t -> site.execute(ClusterEdits.rename(site.document(), selected.get(), t)),
                again);
        cores = Fields.field(cluster, "Cores:", t -> site.execute(ClusterEdits.setCores(site.document(),
                selected.get(), Integer.parseInt(t))), again);
        kind = Fields.field(cluster, "Kind:", t -> site.execute(ClusterEdits.setKind(site.document(), selected.get(),
                t)), again);
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
        ccr.setText(Double.isNaN(ratio) ? "" : Double.toString(ratio));
        id.setText(chosen == null ? "" : chosen.path("id").asText());
        cores.setText(chosen == null ? "" : chosen.path("cores").asText());
        kind.setText(chosen == null ? "" : chosen.path("kind").asText());
        for (Text t : List.of(id, cores, kind)) {
            t.setEnabled(chosen != null);
        }
    }
}
