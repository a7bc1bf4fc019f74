package org.gridbench.ui.parts;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.IRegistryChangeListener;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.experiments.policies.PolicyCatalog;
import org.gridbench.experiments.policies.PolicyContribution;
import org.gridbench.experiments.policies.PolicyExtensionPoint;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Every contribution to the policy extension points, grouped by family, read through the same
 * {@link PolicyCatalog} as {@code ./gridbench list-policies}; refreshed when bundles come and go.
 */
public final class PoliciesPart {

    /** A family's row: its extension point and the policies contributed to it. */
    public record FamilyRow(PolicyExtensionPoint point, List<PolicyContribution> policies) {
    }

    @Inject
    private UISynchronize sync;

    private TreeViewer viewer;
    private IExtensionRegistry registry;
    private final IRegistryChangeListener listener = event -> sync.asyncExec(this::refresh);

    @PostConstruct
    void create(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTree().setHeaderVisible(true);
        viewer.setContentProvider(new Content());
        column("Policy", 200, e -> e instanceof FamilyRow f ? f.point().family().id() + " ("
                + f.policies().size() + ")" : ((PolicyContribution) e).name());
        column("Id", 200, e -> e instanceof FamilyRow f ? f.point().id() : ((PolicyContribution) e).id());
        column("Bundle", 180, e -> e instanceof FamilyRow ? "" : ((PolicyContribution) e).bundle());
        registry = RegistryFactory.getRegistry();
        if (registry != null) {
            registry.addRegistryChangeListener(listener);
        }
        refresh();
    }

    private void column(String title, int width, java.util.function.Function<Object, String> text) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(ColumnLabelProvider.createTextProvider(text));
    }

    public void refresh() {
        if (viewer.getTree().isDisposed()) {
            return;
        }
        viewer.setInput(rows(PolicyCatalog.read(registry)));
        viewer.expandAll();
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
