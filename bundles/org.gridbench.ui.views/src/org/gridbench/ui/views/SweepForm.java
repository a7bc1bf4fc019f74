package org.gridbench.ui.views;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The sweep editor's form over one document: its experiment or base scenario, the fixed parameters, one row per axis
 * (its values, Remove), a row to add an axis, the seeds and measures; below them the number of runs and the time
 * estimate (or the problems), and where to run it. Every change edits the JSON tree and tells the editor.
 */
final class SweepForm {

    private final ScrolledComposite scroll;
    private final Composite body;
    private final Consumer<Boolean> edited;
    private final Runnable run;
    private Label status;
    private org.eclipse.swt.widgets.List problems;
    private Button runButton;
    private Spinner threads;
    private Button onCluster;
    private Text members;
    private Text bind;
    private Text folder;
    private ObjectNode document;

    /** @param edited told after each edit, with true when the form must be built again (an axis added or removed) */
    SweepForm(Composite parent, Consumer<Boolean> edited, Runnable run) {
        this.edited = edited;
        this.run = run;
        scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
        body = new Composite(scroll, SWT.NONE);
        body.setLayout(new GridLayout(3, false));
        scroll.setContent(body);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
    }

    Control control() {
        return scroll;
    }

    /**
     * Builds the form over {@code tree}, offering {@code parameters} for a new axis and naming {@code measures} (each
     * key with its name) as what an empty measures field stands for; keeps the run settings.
     */
    void build(ObjectNode tree, List<String> parameters, List<String> measures, Path defaultFolder) {
        SweepTarget kept = runSettings().orElse(null);
        String keptFolder = folder == null || folder.isDisposed() ? defaultFolder.toString() : folder.getText();
        document = tree;
        for (Control child : body.getChildren()) {
            child.dispose();
        }
        String what = tree.has("experiment") ? "Experiment: " + tree.get("experiment").asText()
                : "Base scenario: " + tree.path("scenario").asText();
        span(label(what + (tree.has("name") ? "  (" + tree.get("name").asText() + ")" : "")));
        ObjectNode fixed = tree.has("parameters") ? (ObjectNode) tree.get("parameters")
                : JsonNodeFactory.instance.objectNode();
        fixed.properties().forEach(e -> field(e.getKey() + " =", "parameter." + e.getKey(),
                e.getValue().isTextual() ? e.getValue().textValue() : e.getValue().toString(),
                text -> fixed.set(e.getKey(), SweepText.value(text)), null));
        ArrayNode axes = tree.has("axes") ? (ArrayNode) tree.get("axes") : tree.putArray("axes");
        for (int i = 0; i < axes.size(); i++) {
            ObjectNode axis = (ObjectNode) axes.get(i);
            int index = i;
            field("axis " + axis.path("parameter").asText() + ":", "axis." + axis.path("parameter").asText(),
                    SweepText.show(axis.path("values")), text -> axis.set("values", SweepText.values(text)),
                    () -> {
                        axes.remove(index);
                        edited.accept(true);
                    });
        }
        addAxisRow(axes, parameters);
        field("seeds:", "seeds", SweepText.show(tree.path("seeds")), text -> set("seeds", text), null);
        String every = "empty: every measure a run reports";
        Text chosen = field("measures:", "measures", SweepText.show(tree.path("measures")),
                text -> set("measures", text), null);
        chosen.setMessage(every + (measures.isEmpty() ? "" : " (" + String.join(", ", measures) + ")"));
        // the hint is cut at 1280 x 800: the tooltip gives the whole list, a measure a line
        chosen.setToolTipText(every + (measures.isEmpty() ? "" : ":\n" + String.join("\n", measures)));
        status = label("");
        status.setData(SweepPart.CONTROL_KEY, "status");
        span(status);
        problems = new org.eclipse.swt.widgets.List(body, SWT.BORDER | SWT.V_SCROLL);
        problems.setData(SweepPart.CONTROL_KEY, "problems");
        GridData problemsLayout = new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1);
        problemsLayout.heightHint = 60;
        problems.setLayoutData(problemsLayout);
        runGroup(kept, keptFolder);
        // as wide as the editor, taller when it must: long values scroll in their fields, not the form
        scroll.setMinSize(400, body.computeSize(400, SWT.DEFAULT).y);
        body.layout(true, true);
    }

    private void set(String field, String text) {
        ArrayNode values = SweepText.values(text);
        if (values.isEmpty()) {
            document.remove(field);
        } else {
            document.set(field, values);
        }
    }

    private void addAxisRow(ArrayNode axes, List<String> parameters) {
        Combo parameter = new Combo(body, SWT.DROP_DOWN);
        parameter.setItems(parameters.toArray(String[]::new));
        parameter.setData(SweepPart.CONTROL_KEY, "new.parameter");
        parameter.setToolTipText("The parameter of a new axis: choose one, or type its name");
        parameter.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, false, false));
        Text values = new Text(body, SWT.BORDER);
        values.setMessage("a new axis: its parameter at the left, its values here, separated by commas");
        values.setData(SweepPart.CONTROL_KEY, "new.values");
        values.setLayoutData(grow(new GridData(SWT.FILL, SWT.CENTER, true, false)));
        Button add = new Button(body, SWT.PUSH);
        add.setText("Add axis");
        add.setData(SweepPart.CONTROL_KEY, "add");
        add.addListener(SWT.Selection, e -> {
            if (!parameter.getText().isBlank()) {
                ObjectNode axis = JsonNodeFactory.instance.objectNode().put("parameter", parameter.getText().strip());
                axis.set("values", SweepText.values(values.getText()));
                axes.add(axis);
                edited.accept(true);
            }
        });
    }

    private void runGroup(SweepTarget kept, String keptFolder) {
        Group group = new Group(body, SWT.NONE);
        group.setText("Run");
        group.setLayout(new GridLayout(4, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        boolean cluster = kept != null && kept.cluster();
        Button local = new Button(group, SWT.RADIO);
        local.setText("Local threads:");
        local.setSelection(!cluster);
        threads = new Spinner(group, SWT.BORDER);
        threads.setValues(kept == null ? Runtime.getRuntime().availableProcessors() : kept.threads(), 1, 256, 0, 1, 4);
        threads.setData(SweepPart.CONTROL_KEY, "threads");
        threads.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 3, 1));
        onCluster = new Button(group, SWT.RADIO);
        onCluster.setText("Cluster:");
        onCluster.setSelection(cluster);
        onCluster.setData(SweepPart.CONTROL_KEY, "cluster");
        members = new Text(group, SWT.BORDER);
        members.setMessage("HOST[:PORT],... of ./gridbench worker processes");
        members.setToolTipText("The workers' addresses; every member needs the same GRIDBENCH_CLUSTER_TOKEN"
                + " (docs/sweeps.md)");
        members.setData(SweepPart.CONTROL_KEY, "members");
        members.setLayoutData(grow(new GridData(SWT.FILL, SWT.CENTER, true, false)));
        members.setText(cluster ? kept.members() : "");
        new Label(group, SWT.NONE).setText("bind:");
        bind = new Text(group, SWT.BORDER);
        bind.setText(kept == null ? "127.0.0.1" : kept.bind());
        GridData bindLayout = new GridData(SWT.FILL, SWT.CENTER, false, false);
        bindLayout.widthHint = 120;
        bind.setLayoutData(bindLayout);
        new Label(group, SWT.NONE).setText("Result folder:");
        folder = new Text(group, SWT.BORDER);
        folder.setText(keptFolder);
        folder.setData(SweepPart.CONTROL_KEY, "folder");
        folder.setLayoutData(grow(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1)));
        runButton = new Button(group, SWT.PUSH);
        runButton.setText("Run");
        runButton.setData(SweepPart.CONTROL_KEY, "run");
        runButton.addListener(SWT.Selection, e -> run.run());
    }

    private Optional<SweepTarget> runSettings() {
        if (threads == null || threads.isDisposed()) {
            return Optional.empty();
        }
        return Optional.of(new SweepTarget(threads.getSelection(), onCluster.getSelection()
                ? members.getText().strip() : "", bind.getText().strip()));
    }

    SweepTarget target() {
        return runSettings().orElseThrow();
    }

    Path folder() {
        return Path.of(folder.getText().strip());
    }

    /** The number of runs and the estimate, or the problems that keep the document from running and saving. */
    void status(String text, List<String> problemLines) {
        status.setText(text);
        problems.setItems(problemLines.toArray(String[]::new));
        problems.setVisible(!problemLines.isEmpty());
        ((GridData) problems.getLayoutData()).exclude = problemLines.isEmpty();
        runButton.setEnabled(problemLines.isEmpty());
        body.layout(true, true);
    }

    private Text field(String name, String key, String value, Consumer<String> apply, Runnable remove) {
        label(name);
        Text text = new Text(body, SWT.BORDER);
        text.setText(value);
        text.setData(SweepPart.CONTROL_KEY, key);
        text.setLayoutData(grow(new GridData(SWT.FILL, SWT.CENTER, true, false, remove == null ? 2 : 1, 1)));
        text.addListener(SWT.Modify, e -> {
            apply.accept(text.getText());
            edited.accept(false);
        });
        if (remove != null) {
            Button button = new Button(body, SWT.PUSH);
            button.setText("Remove");
            button.setData(SweepPart.CONTROL_KEY, "remove." + key);
            button.addListener(SWT.Selection, e -> remove.run());
        }
        return text;
    }

    private Label label(String text) {
        Label label = new Label(body, SWT.NONE);
        label.setText(text);
        return label;
    }

    /** A field that takes the width there is, without asking for the width of its text. */
    private static GridData grow(GridData data) {
        data.widthHint = 120;
        return data;
    }

    private static void span(Control control) {
        control.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
    }
}
