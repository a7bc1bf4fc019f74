package org.gridbench.ui.handlers;

import java.util.Arrays;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Family;

/** Asks for the family, name and seed of a new scenario. */
final class NewScenarioDialog extends TitleAreaDialog {

    private Combo familyCombo;
    private Text nameText;
    private Text seedText;
    private Family family = Family.TREES;
    private String name = "";
    private long seed = 1;

    NewScenarioDialog(Shell shell) {
        super(shell);
    }

    @Override
    public void create() {
        super.create();
        getShell().setText("New Scenario");
        setTitle("New Gridbench scenario");
        setMessage("market: workflows on clusters; stars: task routing on a tree overlay; "
                + "trees: bags of tasks on a tree platform");
        validate();
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        new Label(body, SWT.NONE).setText("Family:");
        familyCombo = new Combo(body, SWT.READ_ONLY);
        familyCombo.setItems(Arrays.stream(Family.values()).map(Family::id).toArray(String[]::new));
        familyCombo.select(family.ordinal());
        new Label(body, SWT.NONE).setText("Name:");
        nameText = new Text(body, SWT.BORDER);
        nameText.setText("new-scenario");
        nameText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(body, SWT.NONE).setText("Seed:");
        seedText = new Text(body, SWT.BORDER);
        seedText.setText("1");
        seedText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        nameText.addModifyListener(e -> validate());
        seedText.addModifyListener(e -> validate());
        return area;
    }

    private void validate() {
        String error = null;
        if (nameText.getText().isBlank()) {
            error = "Name the scenario.";
        } else {
            try {
                Long.parseLong(seedText.getText().strip());
            } catch (NumberFormatException e) {
                error = "The seed is a whole number.";
            }
        }
        setErrorMessage(error);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(error == null);
        }
    }

    @Override
    protected void okPressed() {
        family = Family.values()[familyCombo.getSelectionIndex()];
        name = nameText.getText().strip();
        seed = Long.parseLong(seedText.getText().strip());
        super.okPressed();
    }

    Family family() {
        return family;
    }

    String scenarioName() {
        return name;
    }

    long seed() {
        return seed;
    }
}
