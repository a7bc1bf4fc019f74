package org.gridbench.ui.handlers;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.runs.plugins.ContributedPolicy;
import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginException;
import org.gridbench.runs.plugins.PluginInstaller;

/**
 * Help > Install Policy Plug-in...: choose a plug-in jar or a p2 repository folder, see what it contributes and
 * whether it can be installed, then install it for this user. A refusal keeps the dialog open with its reason.
 */
public final class InstallPluginDialog extends TitleAreaDialog {

    private final PluginInstaller installer;
    private Text path;
    private Table contributions;
    private List<PluginDescriptor> installed = List.of();

    public InstallPluginDialog(Shell shell, PluginInstaller installer) {
        super(shell);
        this.installer = installer;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Install Policy Plug-in");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Install a policy plug-in");
        setMessage("A plug-in jar or a p2 repository folder. It is installed for this user into "
                + installer.folder() + " and its policies are available at once.");
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(4, false));
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        new Label(body, SWT.NONE).setText("Plug-in:");
        path = new Text(body, SWT.BORDER | SWT.SINGLE);
        path.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        path.addModifyListener(e -> inspect());
        Button jar = new Button(body, SWT.PUSH);
        jar.setText("Jar...");
        jar.addListener(SWT.Selection, e -> chooseJar());
        Button folder = new Button(body, SWT.PUSH);
        folder.setText("p2 Folder...");
        folder.addListener(SWT.Selection, e -> chooseFolder());
        contributions = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        contributions.setHeaderVisible(true);
        GridData table = new GridData(SWT.FILL, SWT.FILL, true, true, 4, 1);
        table.heightHint = 160;
        table.widthHint = 840;
        contributions.setLayoutData(table);
        String[] titles = { "Plug-in", "Family", "Policy id", "Name" };
        int[] widths = { 240, 70, 260, 260 };
        for (int i = 0; i < titles.length; i++) {
            TableColumn column = new TableColumn(contributions, SWT.LEFT);
            column.setText(titles[i]);
            column.setWidth(widths[i]);
        }
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Install", true).setEnabled(false);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    private void chooseJar() {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { "*.jar" });
        String chosen = dialog.open();
        if (chosen != null) {
            path.setText(chosen);
        }
    }

    private void chooseFolder() {
        String chosen = new DirectoryDialog(getShell()).open();
        if (chosen != null) {
            path.setText(chosen);
        }
    }

    // what the plug-in contributes, or why it cannot be installed; Install is enabled only for the former
    private void inspect() {
        contributions.removeAll();
        getButton(IDialogConstants.OK_ID).setEnabled(false);
        String text = path.getText().strip();
        if (text.isEmpty()) {
            setErrorMessage(null);
            return;
        }
        try {
            for (PluginDescriptor plugin : installer.inspect(Path.of(text))) {
                for (ContributedPolicy policy : plugin.policies()) {
                    new TableItem(contributions, SWT.NONE).setText(new String[] { plugin.symbolicName(),
                            policy.point().family().id(), policy.id(), policy.name() });
                }
            }
            setErrorMessage(null);
            getButton(IDialogConstants.OK_ID).setEnabled(true);
        } catch (PluginException | RuntimeException e) {
            setErrorMessage(e.getMessage());
        }
    }

    @Override
    protected void okPressed() {
        try {
            installed = installer.install(Path.of(path.getText().strip()));
            super.okPressed();
        } catch (PluginException e) {
            setErrorMessage(e.getMessage());
            getButton(IDialogConstants.OK_ID).setEnabled(false);
        }
    }

    /** What the dialog installed; empty until Install succeeded. */
    public List<PluginDescriptor> installed() {
        return installed;
    }

    /** Presses Install, as a user would, for tests. */
    public void pressInstall() {
        buttonPressed(IDialogConstants.OK_ID);
    }

    /** Types a path as a user would, for tests. */
    public void typePath(String text) {
        path.setText(text);
    }

    /** The contributions listed, one "family id" per row, for tests. */
    public List<String> listed() {
        return List.of(contributions.getItems()).stream().map(i -> i.getText(1) + " " + i.getText(2)).toList();
    }
}
