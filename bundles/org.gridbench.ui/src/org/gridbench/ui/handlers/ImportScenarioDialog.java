package org.gridbench.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioImports;

/**
 * File > Import...: a SimGrid platform, a WfFormat or DAX workflow or an SWF trace, previewed before it becomes a
 * scenario: one row per imported object kind, then one per thing the scenario will not keep, or the file's problems.
 */
public final class ImportScenarioDialog extends TitleAreaDialog {

    private static final String[] FAMILIES = { "as the file says", "trees", "market" };

    private Text path;
    private Combo family;
    private Text seed;
    private Text ccr;
    private Table preview;
    private ImportPreview previewer;
    private ScenarioImports.Imported imported;
    private String stem = "imported";

    public ImportScenarioDialog(Shell shell) {
        super(shell);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Import Scenario");
    }

    @Override
    public void create() {
        super.create();
        setTitle("Import a platform, a workflow or a trace");
        setMessage("SimGrid platform (.xml), WfFormat (.json) or DAX workflow, SWF trace (.swf). "
                + "The preview shows what will and will not be mapped.");
        getButton(IDialogConstants.OK_ID).setText("Import");
        getButton(IDialogConstants.OK_ID).setEnabled(false);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(3, false));
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        new Label(body, SWT.NONE).setText("File:");
        path = new Text(body, SWT.BORDER | SWT.SINGLE);
        path.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        Button browse = new Button(body, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, e -> browse());
        new Label(body, SWT.NONE).setText("Family:");
        family = spanning(new Combo(body, SWT.READ_ONLY));
        family.setItems(FAMILIES);
        family.select(0);
        new Label(body, SWT.NONE).setText("Seed (value curves):");
        seed = spanning(new Text(body, SWT.BORDER));
        seed.setText("1");
        new Label(body, SWT.NONE).setText("Market CCR:");
        ccr = spanning(new Text(body, SWT.BORDER));
        ccr.setText(Double.toString(ScenarioImports.PAPER_CCR));
        preview = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        preview.setHeaderVisible(true);
        GridData table = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        table.heightHint = 200;
        table.widthHint = 720;
        preview.setLayoutData(table);
        TableColumn what = new TableColumn(preview, SWT.LEFT);
        what.setText("Preview");
        what.setWidth(700);
        previewer = new ImportPreview(preview, this::previewed);
        path.addModifyListener(e -> refresh());
        family.addListener(SWT.Selection, e -> refresh());
        seed.addModifyListener(e -> refresh());
        ccr.addModifyListener(e -> refresh());
        return area;
    }

    private static <T extends Control> T spanning(T control) {
        control.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        return control;
    }

    private void browse() {
        FileDialog chooser = new FileDialog(getShell(), SWT.OPEN);
        chooser.setFilterExtensions(new String[] { "*.xml;*.json;*.dax;*.swf", "*" });
        String chosen = chooser.open();
        if (chosen != null) {
            path.setText(chosen);
        }
    }

    /** Checks the fields, then previews the file in the background; Import waits for a clean preview. */
    private void refresh() {
        imported = null;
        getButton(IDialogConstants.OK_ID).setEnabled(false);
        String text = path.getText().strip();
        String error = text.isEmpty() ? "Choose a file to import." : null;
        long seedValue = 0;
        double ccrValue = 0;
        try {
            seedValue = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            error = "Seed: a whole number, found '" + seed.getText().strip() + "'.";
        }
        try {
            ccrValue = Double.parseDouble(ccr.getText().strip());
            if (!(ccrValue >= 0)) {
                error = "Market CCR: zero or more, found " + ccr.getText().strip() + ".";
            }
        } catch (NumberFormatException e) {
            error = "Market CCR: a number, found '" + ccr.getText().strip() + "'.";
        }
        if (error == null && !Files.isRegularFile(Path.of(text))) {
            error = "No such file: " + text;
        }
        setErrorMessage(error);
        if (error == null) {
            previewer.start(Path.of(text), chosenFamily(), seedValue, ccrValue);
        } else {
            previewer.clear();
        }
    }

    private Optional<Family> chosenFamily() {
        return family.getSelectionIndex() <= 0 ? Optional.empty() : Family.fromId(FAMILIES[family.getSelectionIndex()]);
    }

    private void previewed(ScenarioImports.Imported result, String problems) {
        imported = result;
        setErrorMessage(problems);
        getButton(IDialogConstants.OK_ID).setEnabled(result != null);
    }

    /** The scenario the last preview made, or null while there is none. */
    ScenarioImports.Imported imported() {
        return imported;
    }

    @Override
    protected void okPressed() {
        String name = Path.of(path.getText().strip()).getFileName().toString();
        int dot = name.indexOf('.');
        stem = dot > 0 ? name.substring(0, dot) : name;
        super.okPressed();
    }

    /** The imported file's name without its extension, for the new scenario's file name. */
    String stem() {
        return stem;
    }
}
