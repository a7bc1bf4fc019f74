package org.gridbench.ui.editors.tree;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.MouseMotionListener;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.layout.TreeLayout;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
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

/**
 * The tree platform editor (trees family): nodes with their speed, links with bandwidth and latency, laid out top-down
 * or radially and kept laid out as the tree changes. Add a child, delete a subtree (Delete), drag a node onto another
 * to re-parent it, double-click to collapse or expand, edit the selected node in the properties panel, generate a
 * random or balanced tree, import a SimGrid platform, export PNG or SVG. A large tree opens with its deep levels
 * collapsed; an overview shows where the view is.
 */
public final class TreePlatformPage implements ScenarioPage {

    /** Contributes the page to trees scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.TREES, TreePlatformPage::new);
        }
    }

    public static final String TITLE = "Platform tree";
    /** Nodes shown at most when a tree is first opened; deeper levels start collapsed. */
    static final int FIRST_VIEW = 150;
    private static final double COLUMN = 150;
    private static final int MARGIN = 20;
    private static final double ROW = 80;

    private PageSite site;
    private DiagramView view;
    private final Map<String, BoxFigure> boxes = new HashMap<>();
    private final Map<String, EdgeFigure> edges = new HashMap<>();
    private final Set<String> collapsed = new HashSet<>();
    private TreeLayout.Style style = TreeLayout.Style.TOP_DOWN;
    private String selected;
    private boolean firstView = true;
    /** The size at the last refresh: a tree replaced by a much larger or smaller one is viewed afresh. */
    private int lastSize;
    private Text idField;
    private Text speedField;
    private Text bandwidthField;
    private Text latencyField;
    private Label summary;
    private BoxFigure dragged;
    private Point dragStart;
    private Rectangle dragFrom;

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
        bar.button("Add child", "Add a child to the selected node", this::addChild);
        bar.button("Delete", "Delete the selected node and its subtree (Delete)", this::delete);
        bar.button("Collapse/expand", "Hide or show the selected node's subtree (double-click)", this::toggle);
        bar.button("Top-down/radial", "Switch the layout", () -> {
            style = style == TreeLayout.Style.TOP_DOWN ? TreeLayout.Style.RADIAL : TreeLayout.Style.TOP_DOWN;
            refresh();
        });
        bar.separator();
        bar.button("Generate...", "Replace the tree by a random or balanced one", this::generate);
        bar.button("Import SimGrid...", "Replace the tree by a SimGrid platform's", this::importSimGrid);
        bar.button("Export...", "Write the diagram as PNG or SVG", () -> Exports.export(site.shell(), view,
                site.file(), "platform-tree"));
        bar.separator();
        bar.button("Fit", "Zoom to show the whole tree (Ctrl+wheel zooms)", () -> view.fit());
        summary = new Label(bar.control(), SWT.NONE);
        SashForm sash = new SashForm(page, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        view = new DiagramView(sash, new Keys());
        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        properties(side);
        overview(side);
        sash.setWeights(4, 1);
        return page;
    }

    private void properties(Composite side) {
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected node");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        Runnable again = () -> showSelection(PlatformTree.of(site.document().root()));
        idField = Fields.field(group, "Id:", text -> apply(TreeEdits.rename(site.document(), selected, text)), again);
        speedField = Fields.field(group, "Speed:", text -> number("speed", text), again);
        bandwidthField = Fields.field(group, "Bandwidth:", text -> number("bandwidth", text), again);
        latencyField = Fields.field(group, "Latency:", text -> number("latency", text), again);
        Label hint = new Label(group, SWT.WRAP);
        hint.setText("Enter applies a value. Drag a node onto another to move it there.");
        GridData hintLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        hintLayout.widthHint = 160;
        hint.setLayoutData(hintLayout);
    }

    private void overview(Composite side) {
        Label title = new Label(side, SWT.NONE);
        title.setText("Overview");
        Canvas canvas = new Canvas(side, SWT.BORDER | SWT.DOUBLE_BUFFERED);
        GridData layout = new GridData(SWT.FILL, SWT.FILL, true, true);
        layout.heightHint = 160;
        canvas.setLayoutData(layout);
        ScrollableThumbnail thumbnail = new ScrollableThumbnail((Viewport) view.canvas().getViewport());
        thumbnail.setSource(view.canvas().getContents());
        new LightweightSystem(canvas).setContents(thumbnail);
    }

    private void number(String field, String text) {
        if (selected != null) {
            apply(TreeEdits.setNumber(site.document(), selected, field, Double.parseDouble(text)));
        }
    }

    private void apply(DocumentEdit edit) {
        if (selected != null) {
            site.execute(edit);
        }
    }

    @Override
    public void refresh() {
        if (site.document() == null || view == null) {
            return;
        }
        PlatformTree tree = PlatformTree.of(site.document().root());
        if (firstView || Math.abs(tree.size() - lastSize) > FIRST_VIEW) {
            collapsed.clear();
            collapseDeepLevels(tree);
            firstView = false;
        }
        lastSize = tree.size();
        Set<Integer> collapsedIndices = new HashSet<>();
        for (String id : collapsed) {
            int i = tree.indexOf(id);
            if (i >= 0) {
                collapsedIndices.add(i);
            }
        }
        TreeLayout.Placement placement = TreeLayout.layout(tree, collapsedIndices, style, COLUMN, ROW);
        Set<String> shown = new HashSet<>();
        for (int u : placement.shown()) {
            shown.add(tree.id(u));
        }
        boxes.keySet().removeIf(id -> {
            if (!shown.contains(id)) {
                view.shapes().remove(boxes.get(id));
                return true;
            }
            return false;
        });
        edges.keySet().removeIf(id -> {
            int u = tree.indexOf(id);
            if (!shown.contains(id) || u < 0 || tree.parent(u) < 0) {
                view.connections().remove(edges.get(id));
                return true;
            }
            return false;
        });
        boolean severalRoots = tree.roots().size() > 1;
        double left = Double.POSITIVE_INFINITY;
        double top = Double.POSITIVE_INFINITY;
        for (int u : placement.shown()) {
            left = Math.min(left, placement.x()[u]);
            top = Math.min(top, placement.y()[u]);
        }
        for (int u : placement.shown()) {
            String id = tree.id(u);
            BoxFigure box = boxes.computeIfAbsent(id, this::newBox);
            box.setText(id, detail(tree, u));
            int hidden = collapsedIndices.contains(u) ? tree.subtree(u).size() - 1 : 0;
            box.setBadge(hidden > 0 ? "+" + hidden : "");
            box.setSelected(id.equals(selected));
            box.setMarked(severalRoots && tree.parent(u) < 0);
            box.setFill(tree.parent(u) < 0 ? new RGB(255, 236, 200) : new RGB(225, 236, 250));
            view.shapes().setConstraint(box, new Rectangle((int) Math.round(placement.x()[u] - left + MARGIN),
                    (int) Math.round(placement.y()[u] - top + MARGIN), BoxFigure.SIZE.width, BoxFigure.SIZE.height));
        }
        for (int u : placement.shown()) {
            int p = tree.parent(u);
            if (p >= 0) {
                String id = tree.id(u);
                EdgeFigure edge = edges.get(id);
                if (edge == null) {
                    edge = new EdgeFigure(id, boxes.get(tree.id(p)), boxes.get(id), false);
                    edges.put(id, edge);
                    view.connections().add(edge);
                } else {
                    edge.reconnect(boxes.get(tree.id(p)), boxes.get(id));
                }
            }
        }
        summary.setText(String.format(Locale.ROOT, "%d nodes, %d shown%s", tree.size(), placement.shown().length,
                severalRoots ? ", " + tree.roots().size() + " roots (a tree has one)" : ""));
        summary.getParent().layout();
        showSelection(tree);
    }

    // a first view of a large tree: the shallowest levels that together hold at most FIRST_VIEW nodes
    private void collapseDeepLevels(PlatformTree tree) {
        if (tree.size() <= FIRST_VIEW) {
            return;
        }
        int[] perDepth = new int[tree.size() + 1];
        int[] depth = new int[tree.size()];
        for (int u = 0; u < tree.size(); u++) {
            depth[u] = tree.depth(u);
            perDepth[depth[u]]++;
        }
        int keep = 0;
        for (int total = perDepth[0]; keep + 1 < perDepth.length && total + perDepth[keep + 1] <= FIRST_VIEW;) {
            keep++;
            total += perDepth[keep];
        }
        for (int u = 0; u < tree.size(); u++) {
            if (depth[u] == keep && !tree.children(u).isEmpty()) {
                collapsed.add(tree.id(u));
            }
        }
    }

    private static String detail(PlatformTree tree, int u) {
        String speed = Fields.number(tree.number(u, "speed"));
        if (tree.parent(u) < 0) {
            return "speed " + speed;
        }
        return "s " + speed + "  bw " + Fields.number(tree.number(u, "bandwidth"));
    }

    private BoxFigure newBox(String id) {
        BoxFigure box = new BoxFigure(id);
        box.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                selected = id;
                boxes.values().forEach(b -> b.setSelected(b == box));
                showSelection(PlatformTree.of(site.document().root()));
                dragged = box;
                dragStart = me.getLocation();
                dragFrom = box.getBounds().getCopy();
                me.consume();
            }

            @Override
            public void mouseReleased(MouseEvent me) {
                drop(me.getLocation());
            }

            @Override
            public void mouseDoubleClicked(MouseEvent me) {
                selected = id;
                toggle();
            }
        });
        box.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseDragged(MouseEvent me) {
                if (dragged == box) {
                    Point at = me.getLocation();
                    box.setBounds(dragFrom.getTranslated(at.x - dragStart.x, at.y - dragStart.y));
                }
            }
        });
        view.shapes().add(box);
        return box;
    }

    // a node dropped onto another moves under it; anywhere else it goes back to its place
    private void drop(Point at) {
        BoxFigure box = dragged;
        dragged = null;
        if (box == null || dragStart == null || at.getDistance(dragStart) < 5) {
            return;
        }
        box.setVisible(false);
        IFigure target = view.shapes().findFigureAt(at);
        box.setVisible(true);
        if (target instanceof BoxFigure onto && onto != box) {
            if (!site.execute(TreeEdits.reparent(site.document(), (String) box.key(), (String) onto.key())).isOK()) {
                refresh();
            }
        } else {
            refresh();
        }
    }

    private void showSelection(PlatformTree tree) {
        int u = selected == null ? -1 : tree.indexOf(selected);
        if (u < 0) {
            selected = null;
        }
        idField.setText(u < 0 ? "" : tree.id(u));
        speedField.setText(u < 0 ? "" : Fields.number(tree.number(u, "speed")));
        bandwidthField.setText(u < 0 || tree.parent(u) < 0 ? "" : Fields.number(tree.number(u, "bandwidth")));
        latencyField.setText(u < 0 || tree.parent(u) < 0 ? ""
                : Double.isNaN(tree.number(u, "latency")) ? "0" : Fields.number(tree.number(u, "latency")));
        for (Text t : List.of(idField, speedField, bandwidthField, latencyField)) {
            t.setEnabled(u >= 0);
        }
        bandwidthField.setEnabled(u >= 0 && tree.parent(u) >= 0);
        latencyField.setEnabled(u >= 0 && tree.parent(u) >= 0);
    }

    private void addChild() {
        PlatformTree tree = PlatformTree.of(site.document().root());
        String parent = selected != null ? selected : tree.roots().isEmpty() ? null : tree.id(tree.roots().get(0));
        if (parent != null) {
            collapsed.remove(parent);
            site.execute(TreeEdits.addChild(site.document(), parent));
        }
    }

    private void delete() {
        if (selected != null) {
            site.execute(TreeEdits.deleteSubtree(site.document(), selected));
        }
    }

    private void toggle() {
        if (selected != null && !collapsed.remove(selected)) {
            collapsed.add(selected);
        }
        refresh();
    }

    private void generate() {
        GenerateDialog dialog = new GenerateDialog(site.shell());
        if (dialog.open() == GenerateDialog.OK) {
            collapsed.clear();
            firstView = true;
            selected = null;
            site.execute(dialog.edit(site.document()));
        }
    }

    private void importSimGrid() {
        Path file = Exports.chooseImport(site.shell(), site.file(), new String[] {"*.xml", "*"},
                new String[] {"SimGrid platform", "All files"});
        if (file == null) {
            return;
        }
        try {
            SimGridMapping.TreeImport imported = SimGridMapping.toTree(SimGridPlatform.read(file));
            DocumentEdit edit = TreeEdits.replaceAll(site.document(), "Import " + file.getFileName(),
                    imported.nodes());
            collapsed.clear();
            firstView = true;
            if (site.execute(edit).isOK()) {
                Exports.imported(site.shell(), file, imported.nodes().size() + " nodes", imported.notMapped());
            }
        } catch (ScenarioException e) {
            Exports.importFailed(site.shell(), file, e);
        }
    }

    @Override
    public PageActions actions() {
        return new PageActions() {
            @Override
            public boolean delete() {
                TreePlatformPage.this.delete();
                return selected != null;
            }
        };
    }

    /** The diagram, for tests and the benchmark. */
    public DiagramView view() {
        return view;
    }

    /** Selects a node as a click would. */
    public void select(String id) {
        selected = id;
        refresh();
    }

    /** The figure of a shown node, or null. */
    public BoxFigure box(String id) {
        return boxes.get(id);
    }

    private final class Keys implements DiagramView.Keys {
        @Override
        public void delete() {
            TreePlatformPage.this.delete();
        }
    }
}
