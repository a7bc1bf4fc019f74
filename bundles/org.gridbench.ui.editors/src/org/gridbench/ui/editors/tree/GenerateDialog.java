package org.gridbench.ui.editors.tree;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.scenario.ScenarioDocument;

/**
 * Generates a tree to replace the platform: a random tree of the trees experiment (Beaumont et al., Appendix A2:
 * breadth-first, 1 to d children per node, measured-looking speeds and links, in flops/s, bytes/s and s) or a
 * balanced binary tree of N uniform nodes, as STaRS overlays are.
 */
final class GenerateDialog extends Dialog {

    private Button random;
    private Spinner nodes;
    private Spinner degree;
    private Spinner seed;
    private boolean randomTree = true;
    private int n = 100;
    private int maxDegree = 5;
    private int seedValue = 1;

    GenerateDialog(Shell shell) {
        super(shell);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Generate a tree platform");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        random = new Button(area, SWT.RADIO);
        random.setText("Random tree of the trees experiment (Beaumont et al., Appendix A2)");
        random.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        random.setSelection(true);
        Button balanced = new Button(area, SWT.RADIO);
        balanced.setText("Balanced binary tree (a STaRS overlay), uniform nodes");
        balanced.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        nodes = spinner(area, "Nodes:", 1, 1_000_000, n);
        degree = spinner(area, "Most children per node:", 1, 100, maxDegree);
        seed = spinner(area, "Seed:", 0, Integer.MAX_VALUE, seedValue);
        return area;
    }

    private static Spinner spinner(Composite parent, String label, int min, int max, int value) {
        new Label(parent, SWT.NONE).setText(label);
        Spinner s = new Spinner(parent, SWT.BORDER);
        s.setValues(value, min, max, 0, 1, 100);
        return s;
    }

    @Override
    protected void okPressed() {
        randomTree = random.getSelection();
        n = nodes.getSelection();
        maxDegree = degree.getSelection();
        seedValue = seed.getSelection();
        super.okPressed();
    }

    /** The edit that puts the generated tree in place. */
    DocumentEdit edit(ScenarioDocument document) {
        return randomTree
                ? TreeEdits.replaceAll(document, "Generate Random Tree", TreeEdits.randomTree(n, maxDegree, seedValue))
                : TreeEdits.replaceAll(document, "Generate Balanced Tree", TreeEdits.balancedBinary(n, 1e9, 1e9, 1e-4));
    }

    static final int OK = IDialogConstants.OK_ID;
}
