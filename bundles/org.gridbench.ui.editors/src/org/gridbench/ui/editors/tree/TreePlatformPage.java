package org.gridbench.ui.editors.tree;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.layout.TreeLayout;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.importers.SimGridMapping;
import org.gridbench.model.importers.SimGridPlatform;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.ui.editors.diagram.DiagramOverview;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.FamilyPageFactory;

/**
 * The tree platform editor (trees family): nodes with their speed, links with bandwidth and latency, laid out top-down
 * or radially and kept laid out as the tree changes; each node and link is drawn and handled by its controller ({@link
 * NodePart}, {@link LinkPart}, made by {@link TreeParts}), the selected node edited in its {@link NodeForm}. Add a
 * child, delete a subtree (Delete), drag a node onto another to re-parent it, double-click to collapse or expand, edit
 * the selected node in the properties panel, generate a random or balanced tree, import a SimGrid platform, export PNG
 * or SVG. A large tree opens with its deep levels collapsed, and a new tree at its root; an overview over the
 * diagram's lower-right corner shows where the view is while the tree does not fit.
 */
public final class TreePlatformPage extends ToolbarPage implements TreeParts.Listener {

    /** Contributes the page to trees scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.TREES, TreePlatformPage::new);
        }
    }

    public static final String TITLE = "Platform tree";
    private static final double COLUMN = 150;
    private static final double ROW = 80;

    private DiagramView view;
    private TreeParts parts;
    private NodeForm form;
    private final TreeFolding folding = new TreeFolding();
    private TreeLayout.Style style = TreeLayout.Style.TOP_DOWN;
    private Label summary;

    public TreePlatformPage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        bar.button("Add child", "Add a child to the selected node", this::addChild);
        bar.button("Delete", "Delete the selected node and its subtree (Delete)", this::delete);
        bar.button("Collapse/expand", "Hide or show the selected node's subtree (double-click)", () -> toggle(
                parts.selected()));
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
        summary.setToolTipText("Node speeds in flop per time unit (tu), link bandwidths in bytes per tu");
        SashForm sash = new SashForm(page, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        view = new DiagramView(sash, new Keys());
        parts = new TreeParts(view, this);
        Composite side = new Composite(sash, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        form = new NodeForm(side, site, parts::selected);
        new DiagramOverview(view);
        sash.setWeights(4, 1);
        return view.canvas();
    }

    @Override
    public void refresh() {
        if (site.document() == null || view == null) {
            return;
        }
        PlatformTree tree = PlatformTree.of(site.document().root());
        Set<Integer> collapsed = folding.collapsed(tree);
        TreeLayout.Placement placement = TreeLayout.layout(tree, collapsed, style, COLUMN, ROW);
        parts.refresh(tree, placement, collapsed);
        if (folding.viewedAfresh() && !tree.roots().isEmpty()) {
            view.reveal(parts.figure(tree.id(tree.roots().get(0))));
        }
        boolean severalRoots = tree.roots().size() > 1;
        summary.setText(String.format(Locale.ROOT, "%d nodes, %d shown%s", tree.size(), placement.shown().length,
                severalRoots ? ", " + tree.roots().size() + " roots (a tree has one)" : ""));
        summary.requestLayout();
        showSelection(tree);
    }

    private void showSelection(PlatformTree tree) {
        if (!form.show(tree)) {
            parts.select(null);
        }
        site.showProperties(TreeProperties.of(site, tree, parts.selected(), parts.selectedLink()));
    }

    @Override
    public void selected(String id) {
        showSelection(PlatformTree.of(site.document().root()));
    }

    @Override
    public void toggle(String id) {
        if (id != null) {
            folding.toggle(id);
        }
        refresh();
    }

    // a node dropped onto another moves under it; anywhere else it goes back to its place
    @Override
    public void dropped(String id, String onto) {
        if (onto == null || !site.execute(TreeEdits.reparent(site.document(), id, onto)).isOK()) {
            refresh();
        }
    }

    private void addChild() {
        PlatformTree tree = PlatformTree.of(site.document().root());
        String selected = parts.selected();
        String parent = selected != null ? selected : tree.roots().isEmpty() ? null : tree.id(tree.roots().get(0));
        if (parent != null) {
            folding.expand(parent);
            site.execute(TreeEdits.addChild(site.document(), parent));
        }
    }

    private void delete() {
        if (parts.selected() != null) {
            site.execute(TreeEdits.deleteSubtree(site.document(), parts.selected()));
        }
    }

    private void generate() {
        GenerateDialog dialog = new GenerateDialog(site.shell());
        if (dialog.open() == GenerateDialog.OK) {
            folding.restart();
            parts.select(null);
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
            folding.restart();
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
                return parts.selected() != null;
            }
        };
    }

    private final class Keys implements DiagramView.Keys {
        @Override
        public void delete() {
            TreePlatformPage.this.delete();
        }
    }
}
