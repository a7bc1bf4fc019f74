package org.gridbench.ui.editors.clusters;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
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
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.clusters.ClusterEdits;
import org.gridbench.model.importers.SimGridMapping;
import org.gridbench.model.importers.SimGridPlatform;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;
import org.gridbench.ui.pages.FamilyPageFactory;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The cluster platform editor (market family, Burkimsher and Indrusiak section III-B): the clusters, each with its
 * cores and kind, around the router that joins them, and the CCR. Add, remove (Delete) and edit clusters; kinds that
 * tasks need but no cluster offers are named in the toolbar. Import replaces the clusters by a SimGrid platform's.
 */
public final class ClusterPlatformPage implements ScenarioPage {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, ClusterPlatformPage::new);
        }
    }

    public static final String TITLE = "Clusters";
    private static final String ROUTER = "(router)";
    private static final int RADIUS = 170;

    private PageSite site;
    private DiagramView view;
    private Label summary;
    private Text ccrField;
    private Text idField;
    private Text coresField;
    private Text kindField;
    private String selected;
    private final Map<String, BoxFigure> boxes = new HashMap<>();
    private final Map<String, EdgeFigure> links = new HashMap<>();

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Control create(Composite parent, PageSite pageSite) {
        site = pageSite;
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Toolbar bar = new Toolbar(page);
        bar.button("Add cluster", "Add a cluster of one core", () -> site.execute(ClusterEdits.add(site.document())));
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
        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        Group platform = group(side, "Platform");
        ccrField = Fields.field(platform, "CCR:", t -> site.execute(ClusterEdits.setCcr(site.document(),
                Double.parseDouble(t))), this::refresh);
        Group cluster = group(side, "Selected cluster");
        idField = Fields.field(cluster, "Id:", t -> site.execute(ClusterEdits.rename(site.document(), selected, t)),
                this::refresh);
        coresField = Fields.field(cluster, "Cores:", t -> site.execute(ClusterEdits.setCores(site.document(),
                selected, Integer.parseInt(t))), this::refresh);
        kindField = Fields.field(cluster, "Kind:", t -> site.execute(ClusterEdits.setKind(site.document(), selected,
                t)), this::refresh);
        sash.setWeights(4, 1);
        return page;
    }

    private static Group group(Composite parent, String title) {
        Group g = new Group(parent, SWT.NONE);
        g.setText(title);
        g.setLayout(new GridLayout(2, false));
        g.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return g;
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
        BoxFigure router = boxes.computeIfAbsent(ROUTER, this::newBox);
        double ccr = site.document().root().path("platform").path("ccr").asDouble(Double.NaN);
        router.setText("router", String.format(Locale.ROOT, "CCR %.3g", ccr));
        router.setFill(new RGB(255, 236, 200));
        view.shapes().setConstraint(router, box(0, 0));
        boxes.keySet().removeIf(id -> {
            if (!id.equals(ROUTER) && !clusters.containsKey(id)) {
                view.shapes().remove(boxes.get(id));
                view.connections().remove(links.remove(id));
                return true;
            }
            return false;
        });
        int k = 0;
        for (Map.Entry<String, JsonNode> e : clusters.entrySet()) {
            String id = e.getKey();
            BoxFigure box = boxes.computeIfAbsent(id, this::newBox);
            box.setText(id, e.getValue().path("cores").asText("?") + " cores  " + e.getValue().path("kind").asText());
            box.setSelected(id.equals(selected));
            double angle = 2 * Math.PI * k++ / Math.max(1, clusters.size()) - Math.PI / 2;
            view.shapes().setConstraint(box, box(RADIUS * Math.cos(angle), RADIUS * Math.sin(angle)));
            links.computeIfAbsent(id, key -> {
                EdgeFigure link = new EdgeFigure(key, router, box, false);
                view.connections().add(link);
                return link;
            });
        }
        summary.setText(clusters.size() + " clusters, " + clusters.values().stream().mapToInt(c -> c.path("cores")
                .asInt()).sum() + " cores" + (missing.isEmpty() ? "" : "; no cluster of kind " + String.join(", ",
                        missing.keySet()) + " (needed by " + missing.values().stream().mapToInt(i -> i).sum()
                        + " tasks)"));
        summary.getParent().layout();
        ccrField.setText(Double.isNaN(ccr) ? "" : Double.toString(ccr));
        JsonNode chosen = selected == null ? null : clusters.get(selected);
        idField.setText(chosen == null ? "" : selected);
        coresField.setText(chosen == null ? "" : chosen.path("cores").asText());
        kindField.setText(chosen == null ? "" : chosen.path("kind").asText());
        for (Text t : List.of(idField, coresField, kindField)) {
            t.setEnabled(chosen != null);
        }
    }

    private static Rectangle box(double cx, double cy) {
        return new Rectangle((int) Math.round(cx + 240 - BoxFigure.SIZE.width / 2.0), (int) Math.round(cy + 210
                - BoxFigure.SIZE.height / 2.0), BoxFigure.SIZE.width, BoxFigure.SIZE.height);
    }

    private BoxFigure newBox(String id) {
        BoxFigure box = new BoxFigure(id);
        box.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                selected = id.equals(ROUTER) ? null : id;
                refresh();
                me.consume();
            }
        });
        view.shapes().add(box);
        return box;
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
