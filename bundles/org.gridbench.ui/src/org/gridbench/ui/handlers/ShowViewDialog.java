package org.gridbench.ui.handlers;

import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/** Window > Show View...: the workbench's views by name, with what each shows; a double-click or OK shows it. */
final class ShowViewDialog extends TitleAreaDialog {

    private final List<MPart> views;
    private Table table;
    private MPart chosen;

    ShowViewDialog(Shell shell, List<MPart> views) {
        super(shell);
        this.views = views;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Show View");
    }

    @Override
    public void create() {
        super.create();
        setTitle("Show a view");
        setMessage("A closed or hidden view comes back where it was.");
        getButton(IDialogConstants.OK_ID).setEnabled(false);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 280;
        data.widthHint = 640;
        table.setLayoutData(data);
        TableColumn name = new TableColumn(table, SWT.LEFT);
        name.setText("View");
        name.setWidth(160);
        TableColumn what = new TableColumn(table, SWT.LEFT);
        what.setText("Shows");
        what.setWidth(460);
        for (MPart view : views) {
            new TableItem(table, SWT.NONE).setText(new String[] { view.getLabel(),
                    view.getTooltip() == null ? "" : view.getTooltip() });
        }
        table.addListener(SWT.Selection, e -> getButton(IDialogConstants.OK_ID).setEnabled(
                table.getSelectionIndex() >= 0));
        table.addListener(SWT.DefaultSelection, e -> okPressed());
        return area;
    }

    @Override
    protected void okPressed() {
        int index = table.getSelectionIndex();
        chosen = index >= 0 ? views.get(index) : null;
        super.okPressed();
    }

    MPart chosen() {
        return chosen;
    }
}
