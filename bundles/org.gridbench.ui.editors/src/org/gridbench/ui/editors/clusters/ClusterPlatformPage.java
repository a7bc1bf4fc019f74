package org.gridbench.ui.editors.clusters;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.model.importers.SimGridMapping;
import org.gridbench.model.importers.SimGridPlatform;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.FamilyPageFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The cluster platform editor (market family, Burkimsher and Indrusiak section III-B): the clusters, each with its
 * cores and kind, around the router that joins them, and the CCR; each cluster is drawn and handled by its {@link
 * ClusterPart}, the CCR and the selected cluster are edited in the {@link ClusterForm}. Add, remove (Delete) and edit
 * clusters; kinds that tasks need but no cluster offers are named in the toolbar. Import replaces the clusters by a
 * SimGrid platform's.
 */
public final class ClusterPlatformPage extends ToolbarPage {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, ClusterPlatformPage::new);
        }
    }

    public static final String TITLE = "Clusters";
    private static final String ROUTER = "(router)";
    /** The clusters' ring around the router: wider than high, so that it fits an editor of 750 x 360 pixels. */
    private static final int RADIUS_X = 300;
    private static final int RADIUS_Y = 150;
    private static final int CENTRE_X = 380;
    private static final int CENTRE_Y = 180;

    private DiagramView view;
    private Label summary;
    private ClusterForm form;
    private String selected;
    private BoxFigure router;
    /** The controller of each cluster shown, by id. */
    private final Map<String, ClusterPart> parts = new HashMap<>();

    public ClusterPlatformPage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        bar.button("Add cluster", "Add a cluster of one core", this::add);
        bar.button("Remove", "Remove the selected cluster (Delete)", this::remove);
        bar.button("Import SimGrid...", "Replace the clusters by a SimGrid platform's", this::importSimGrid);
        bar.button("Export...", "Write the diagram as PNG or SVG", () -> Exports.export(site.shell(), view,
                site.file(), "clusters"));
        bar.button("Fit", "Zoom to show every cluster", () -> view.fit());
        summary = new Label(bar.control(), SWT.NONE);
        SashForm sash = new SashForm(page, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        view = new DiagramView(sash, new DiagramView.Keys() {
            @Override
            public void delete() {
                remove();
            }
        });
        router = new BoxFigure(ROUTER);
        router.setFill(new RGB(255, 236, 200));
        router.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                select(null);
                me.consume();
            }
        });
        view.shapes().add(router);
        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        form = new ClusterForm(side, site, () -> selected);
        sash.setWeights(4, 1);
        return view.canvas();
    }

    // the new cluster is selected, its fields ready to type into, as an Eclipse diagram selects what it creates
    private void add() {
        if (site.execute(ClusterEdits.add(site.document())).isOK()) {
            JsonNode clusters = site.document().root().path("platform").path("clusters");
            select(clusters.path(clusters.size() - 1).path("id").asText(null));
        }
    }

    private void select(String id) {
        selected = id;
        refresh();
    }

    @Override
    public void refresh() {
        if (site.document() == null || view == null) {
            return;
        }
        Map<String, JsonNode> clusters = new LinkedHashMap<>();
        for (JsonNode c : site.document().root().path("platform").path("clusters")) {
            clusters.put(c.path("id").asText(), c);
        }
        Set<String> offered = new HashSet<>();
        clusters.values().forEach(c -> offered.add(c.path("kind").asText()));
        Map<String, Integer> missing = new LinkedHashMap<>();
        for (JsonNode job : site.document().root().path("workload").path("jobs")) {
            for (JsonNode task : job.path("tasks")) {
                String kind = task.path("kind").asText();
                if (!offered.contains(kind)) {
                    missing.merge(kind, 1, Integer::sum);
                }
            }
        }
        double ccr = site.document().root().path("platform").path("ccr").asDouble(Double.NaN);
        router.setText("router", "CCR " + HumanNumbers.format(ccr));
        view.shapes().setConstraint(router, box(0, 0));
        parts.keySet().removeIf(id -> {
            if (!clusters.containsKey(id)) {
                parts.get(id).remove();
                return true;
            }
            return false;
        });
        int k = 0;
        for (Map.Entry<String, JsonNode> e : clusters.entrySet()) {
            double angle = 2 * Math.PI * k++ / Math.max(1, clusters.size()) - Math.PI / 2;
            parts.computeIfAbsent(e.getKey(), id -> new ClusterPart(id, router, view, this::select)).refresh(
                    e.getValue(), e.getKey().equals(selected), box(RADIUS_X * Math.cos(angle), RADIUS_Y * Math.sin(
                            angle)));
        }
        summary.setText(HumanNumbers.count(clusters.size(), "cluster") + ", " + HumanNumbers.count(clusters.values()
                .stream().mapToInt(c -> c.path("cores").asInt()).sum(), "core") + (missing.isEmpty() ? "" : "; no cluster of kind " + String.join(", ",
                        missing.keySet()) + " (needed by " + missing.values().stream().mapToInt(i -> i).sum()
                        + " tasks)"));
        summary.requestLayout();
        form.show(ccr, selected == null ? null : clusters.get(selected));
        site.showProperties(ClusterProperties.of(site, selected == null ? null : clusters.get(selected)));
    }

    private static Rectangle box(double cx, double cy) {
        return new Rectangle((int) Math.round(cx + CENTRE_X - BoxFigure.SIZE.width / 2.0), (int) Math.round(cy
                + CENTRE_Y - BoxFigure.SIZE.height / 2.0), BoxFigure.SIZE.width, BoxFigure.SIZE.height);
    }

    private void importSimGrid() {
        Path file = Exports.chooseImport(site.shell(), site.file(), new String[] {"*.xml", "*"},
                new String[] {"SimGrid platform", "All files"});
        if (file == null) {
            return;
        }
        try {
            SimGridMapping.ClusterImport imported = SimGridMapping.toClusters(SimGridPlatform.read(file));
            if (site.execute(ClusterEdits.replaceAll(site.document(), "Import " + file.getFileName(),
                    imported.clusters())).isOK()) {
                Exports.imported(site.shell(), file, imported.clusters().size() + " clusters", imported.notMapped());
            }
        } catch (ScenarioException e) {
            Exports.importFailed(site.shell(), file, e);
        }
    }

    private void remove() {
        if (selected != null) {
            site.execute(ClusterEdits.remove(site.document(), selected));
        }
    }

    @Override
    public PageActions actions() {
        return new PageActions() {
            @Override
            public boolean delete() {
                remove();
                return selected != null;
            }
        };
    }
}
