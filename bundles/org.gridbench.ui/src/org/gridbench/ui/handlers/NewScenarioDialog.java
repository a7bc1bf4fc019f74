package org.gridbench.ui.handlers;

import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.ScenarioTemplate;

/**
 * File > New Scenario: choose a template (a family's smallest scenario, the empty market workload or a shipped
 * example), a name and a seed.
 */
public final class NewScenarioDialog extends TitleAreaDialog {

    private final List<ScenarioTemplate> templates = ScenarioTemplate.catalog();
    private Table table;
    private Text description;
    private Text nameText;
    private Text seedText;
    private ScenarioTemplate template;
    private String name = "";
    private long seed = 1;
    private boolean nameEdited;

    public NewScenarioDialog(Shell shell) {
        super(shell);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("New Scenario");
    }

    @Override
    public void create() {
        super.create();
        setTitle("New Gridbench scenario");
        setMessage("Start from a family's smallest runnable scenario, an empty market workload to draw workflows in,"
                + " or a shipped example such as the market paper's week of 1,000 jobs.");
        validate();
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite body = new Composite(area, SWT.NONE);
        body.setLayout(new GridLayout(2, false));
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1);
        tableData.widthHint = 620;
        table.setLayoutData(tableData);
        column("Template", 420);
        column("Family", 90);
        for (ScenarioTemplate t : templates) {
            new TableItem(table, SWT.NONE).setText(new String[] { t.title(), t.family().id() });
        }
        // every template in sight, none behind the scroll bar (170 px showed 6 of the first 9, the paper's week not)
        tableData.heightHint = table.getHeaderHeight() + templates.size() * table.getItemHeight() + 2 * table
                .getBorderWidth();
        description = new Text(body, SWT.WRAP | SWT.READ_ONLY | SWT.MULTI | SWT.V_SCROLL);
        GridData descriptionData = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        descriptionData.widthHint = 620;
        descriptionData.heightHint = 110;
        description.setLayoutData(descriptionData);
        new Label(body, SWT.NONE).setText("Name:");
        nameText = new Text(body, SWT.BORDER);
        nameText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(body, SWT.NONE).setText("Seed:");
        seedText = new Text(body, SWT.BORDER);
        seedText.setText("1");
        seedText.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table.addListener(SWT.Selection, e -> choose(table.getSelectionIndex()));
        nameText.addModifyListener(e -> {
            nameEdited = nameText.isFocusControl();
            validate();
        });
        seedText.addModifyListener(e -> validate());
        choose(0);
        return area;
    }

    private void column(String title, int width) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    /** Selects template index; the name follows the template until the user types one. */
    public void choose(int index) {
        table.setSelection(index);
        table.showSelection();
        template = templates.get(index);
        description.setText(template.description());
        if (!nameEdited) {
            nameText.setText(template.example() == null ? "new-" + template.id() : template.id() + "-copy");
        }
        validate();
    }

    private void validate() {
        String error = null;
        if (nameText == null || seedText == null) {
            return;
        }
        if (nameText.getText().isBlank()) {
            error = "Name the scenario.";
        } else {
            try {
                Long.parseLong(seedText.getText().strip());
            } catch (NumberFormatException e) {
                error = "The seed is a whole number, found '" + seedText.getText().strip() + "'.";
            }
        }
        setErrorMessage(error);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(error == null);
        }
    }

    @Override
    protected void okPressed() {
        name = nameText.getText().strip();
        seed = Long.parseLong(seedText.getText().strip());
        super.okPressed();
    }

    ScenarioTemplate template() {
        return template;
    }

    String scenarioName() {
        return name;
    }

    long seed() {
        return seed;
    }
}
