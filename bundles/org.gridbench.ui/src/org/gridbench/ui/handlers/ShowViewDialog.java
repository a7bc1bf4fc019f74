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

    /** The most the table takes, so that the dialog fits a 1280 x 800 screen. */
    private static final int MAX_WIDTH = 1100;
    private static final int MAX_HEIGHT = 520;

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
        TableColumn name = new TableColumn(table, SWT.LEFT);
        name.setText("View");
        TableColumn what = new TableColumn(table, SWT.LEFT);
        what.setText("Shows");
        for (MPart view : views) {
            new TableItem(table, SWT.NONE).setText(new String[] { view.getLabel(),
                    view.getTooltip() == null ? "" : view.getTooltip() });
        }
        // every view on one screen, each description whole: the columns as wide as their text, the rows all shown
        name.pack();
        what.pack();
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.widthHint = Math.min(name.getWidth() + what.getWidth() + 24, MAX_WIDTH);
        data.heightHint = Math.min(table.getHeaderHeight() + table.getItemHeight() * views.size() + 4, MAX_HEIGHT);
        table.setLayoutData(data);
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
