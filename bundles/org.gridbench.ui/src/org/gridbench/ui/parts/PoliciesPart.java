package org.gridbench.ui.parts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.IRegistryChangeListener;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginException;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.policies.PolicyContribution;
import org.gridbench.runs.policies.PolicyExtensionPoint;
import org.gridbench.ui.log.EventLog;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Every contribution to the policy extension points, grouped by family, read through the same
 * {@link PolicyCatalog} as {@code ./gridbench list-policies}; refreshed when bundles come and go. Each policy's id (what
 * a scenario file names) comes first, then its name and bundle; a family's row gives its extension point. A policy
 * from an installed plug-in can be uninstalled from here.
 */
public final class PoliciesPart {

    /** A family's row: its extension point and the policies contributed to it. */
    public record FamilyRow(PolicyExtensionPoint point, List<PolicyContribution> policies) {
    }

    /** Pixels after the widest id, the cell's margin. */
    private static final int ID_PADDING = 12;

    @Inject
    private UISynchronize sync;
    @Inject
    private PluginInstaller installer;
    @Inject
    private EventLog log;

    private TreeViewer viewer;
    /** The first column: the id a scenario names its policy by, as wide as the longest (a narrow view shows them). */
    private TreeColumn ids;
    private Button uninstall;
    private IExtensionRegistry registry;
    private final IRegistryChangeListener listener = event -> sync.asyncExec(this::refresh);

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        uninstall = new Button(parent, SWT.PUSH);
        uninstall.setText("Uninstall Plug-in...");
        uninstall.setToolTipText("Uninstall the plug-in contributing the selected policy (built-in policies stay)");
        uninstall.setEnabled(false);
        uninstall.addListener(SWT.Selection, e -> selectedPlugin().ifPresent(this::confirmUninstall));
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        viewer.getTree().setHeaderVisible(true);
        viewer.addSelectionChangedListener(e -> uninstall.setEnabled(selectedPlugin().isPresent()));
        viewer.setContentProvider(new Content());
        ids = column("Id", 0, e -> e instanceof FamilyRow f ? f.point().family().id() + " (" + f.policies().size()
                + ")" : ((PolicyContribution) e).id());
        column("Policy", 260, e -> e instanceof FamilyRow f ? f.point().id() : ((PolicyContribution) e).name());
        column("Bundle", 180, e -> e instanceof FamilyRow ? "" : ((PolicyContribution) e).bundle());
        registry = RegistryFactory.getRegistry();
        if (registry != null) {
            registry.addRegistryChangeListener(listener);
        }
        refresh();
    }

    private TreeColumn column(String title, int width, java.util.function.Function<Object, String> text) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(ColumnLabelProvider.createTextProvider(text));
        return column.getColumn();
    }

    public void refresh() {
        if (viewer.getTree().isDisposed()) {
            return;
        }
        viewer.setInput(rows(PolicyCatalog.read(registry)));
        viewer.expandAll();
        fitIds();
        uninstall.setEnabled(selectedPlugin().isPresent());
    }

    // the id column as wide as its widest text after a policy row's indent: GTK's pack leaves the indent out, and a
    // hidden view has no row positions to read it from, so it is taken as the expander's room, about two text lines
    private void fitIds() {
        Tree tree = viewer.getTree();
        GC gc = new GC(tree);
        try {
            int widest = 0;
            for (TreeItem family : tree.getItems()) {
                widest = Math.max(widest, gc.textExtent(family.getText(0)).x);
                for (TreeItem policy : family.getItems()) {
                    widest = Math.max(widest, gc.textExtent(policy.getText(0)).x);
                }
            }
            ids.setWidth(widest + 2 * gc.getFontMetrics().getHeight() + ID_PADDING);
        } finally {
            gc.dispose();
        }
    }

    /** The installed plug-in contributing the selected policy; empty for a built-in one or no selection. */
    public Optional<String> selectedPlugin() {
        if (viewer.getStructuredSelection().getFirstElement() instanceof PolicyContribution policy
                && installer.isInstalled(policy.bundle())) {
            return Optional.of(policy.bundle());
        }
        return Optional.empty();
    }

    /** Selects the row of policy {@code id}, as a click would. */
    public void select(String id) {
        rows().stream().flatMap(r -> r.policies().stream()).filter(p -> p.id().equals(id)).findFirst()
                .ifPresent(p -> viewer.setSelection(new StructuredSelection(p), true));
    }

    private void confirmUninstall(String plugin) {
        if (MessageDialog.openConfirm(viewer.getTree().getShell(), "Uninstall Plug-in", "Uninstall " + plugin
                + "? Its policies disappear now; scenarios naming them will not run until it is installed again.")) {
            uninstall(plugin);
        }
    }

    /** Uninstalls {@code plugin}; the registry's change refreshes this view. */
    public void uninstall(String plugin) {
        try {
            PluginDescriptor removed = installer.remove(plugin);
            log.info("plug-ins", "uninstalled " + removed.symbolicName() + " " + removed.version());
        } catch (PluginException e) {
            log.error("plug-ins", e.getMessage());
            MessageDialog.openError(viewer.getTree().getShell(), "Uninstall Plug-in", e.getMessage());
        }
    }

    private static List<FamilyRow> rows(PolicyCatalog catalog) {
        List<FamilyRow> rows = new ArrayList<>();
        for (PolicyExtensionPoint point : PolicyExtensionPoint.values()) {
            rows.add(new FamilyRow(point, catalog.contributions().stream()
                    .filter(c -> c.family() == point.family()).toList()));
        }
        return rows;
    }

    /** The rows as shown, for tests and for the command line to compare with. */
    @SuppressWarnings("unchecked")
    public List<FamilyRow> rows() {
        return (List<FamilyRow>) viewer.getInput();
    }

    @Focus
    void focus() {
        viewer.getTree().setFocus();
    }

    @PreDestroy
    void dispose() {
        if (registry != null) {
            registry.removeRegistryChangeListener(listener);
        }
    }

    private static final class Content implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return ((List<?>) input).toArray();
        }

        @Override
        public Object[] getChildren(Object element) {
            return element instanceof FamilyRow f ? f.policies().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof FamilyRow f && !f.policies().isEmpty();
        }
    }
}
