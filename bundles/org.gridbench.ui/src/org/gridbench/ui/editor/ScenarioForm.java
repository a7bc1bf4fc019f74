package org.gridbench.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.gridbench.runs.policies.PolicyContribution;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * The form page: the scenario header as fields with the policy to run chosen among those installed, the family
 * sections as an editable tree, and the problems.
 */
final class ScenarioForm {

    /**
     * Receives the header fields and the values typed into the section tree as edits to run ({@code header}, with
     * null to remove an optional field, and {@code set}), and every value checked: refused with its message, or
     * accepted (null) once it was refused.
     */
    interface Listener {
        void header(String key, JsonNode value);

        void set(String label, JsonNode container, String key, int index, JsonNode value);

        /** Adds an optional field the format allows in {@code container} and the document leaves out. */
        void add(ObjectNode container, String name, JsonNode value);

        void checked(String field, String refusal);

        /** The user chose {@code id} for {@code field}, contributed by {@code plugin} (null when built in). */
        void policy(String field, String id, String plugin);
    }

    /** Whole lines of the description shown at once; longer text scrolls. */
    private static final int DESCRIPTION_LINES = 3;
    /** Rows of the section tree kept in view; an editor shorter than the form with them scrolls the page. */
    private static final int SECTION_ROWS = 6;

    private final ScrolledComposite scroll;
    private final Composite control;
    private final Listener listener;
    private final Text name;
    private final Text seed;
    private final Label seedRefusal;
    private final Text description;
    private final Label family;
    private final Combo policy;
    private final Supplier<List<PolicyContribution>> installed;
    private final Predicate<String> plugin;
    private List<PolicyContribution> choices = List.of();
    private final SectionTree sections;
    private final org.eclipse.swt.widgets.List problems;
    private ScenarioDocument document;
    private boolean updating;

    /**
     * @param installed the policies of every family the registry holds now
     * @param plugin whether a bundle is an installed plug-in, whose policies a scenario names with their plug-in
     */
    ScenarioForm(Composite parent, Listener listener, Supplier<List<PolicyContribution>> installed,
            Predicate<String> plugin) {
        this.listener = listener;
        this.installed = installed;
        this.plugin = plugin;
        scroll = new ScrolledComposite(parent, SWT.V_SCROLL);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        control = new Composite(scroll, SWT.NONE);
        control.setLayout(new GridLayout(1, false));
        scroll.setContent(control);

        Group header = new Group(control, SWT.NONE);
        header.setText("Scenario");
        header.setLayout(new GridLayout(4, false));
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        name = field(header, "Name:", SWT.SINGLE);
        family = labelled(header, "Family:");
        seed = field(header, "Seed:", SWT.SINGLE);
        labelled(header, "Format:").setText("gridbench-scenario, version 1");
        seedRefusal = new Label(header, SWT.WRAP);
        seedRefusal.setForeground(control.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        seedRefusal.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 4, 1));
        refuseSeed(null);
        new Label(header, SWT.NONE).setText("Policy:");
        policy = new Combo(header, SWT.READ_ONLY | SWT.DROP_DOWN);
        policy.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        policy.setToolTipText("The policies installed for this family, built in or from plug-ins");
        policy.addListener(SWT.MouseVerticalWheel, this::wheelScrollsPage);
        description = field(header, "Description:", SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
        GridData descriptionLayout = (GridData) description.getLayoutData();
        descriptionLayout.horizontalSpan = 3;
        descriptionLayout.heightHint = DESCRIPTION_LINES * description.getLineHeight();

        Group body = new Group(control, SWT.NONE);
        body.setText("Family sections (double-click a value to edit it, right-click to add an optional field)");
        body.setLayout(new GridLayout(1, false));
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        sections = new SectionTree(body, new SectionTree.Edits() {
            @Override
            public void set(JsonEntry entry, JsonNode value) {
                listener.set(entry.label(), entry.container(), entry.key(), entry.index(), value);
                listener.checked(entry.label(), null);
            }

            @Override
            public void rejected(JsonEntry entry, String message) {
                listener.checked(entry.label(), message);
            }

            @Override
            public void add(ObjectNode container, String name, JsonNode value) {
                listener.add(container, name, value);
            }
        });
        sections.tree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));

        problems = new org.eclipse.swt.widgets.List(control, SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
        problems.setForeground(control.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        GridData problemsLayout = new GridData(SWT.FILL, SWT.BOTTOM, true, false);
        problemsLayout.heightHint = 60;
        problems.setLayoutData(problemsLayout);
        scroll.addListener(SWT.Resize, e -> fitMinimum());

        policy.addListener(SWT.Selection, e -> {
            int index = policy.getSelectionIndex();
            if (!updating && index >= 0 && index < choices.size()) {
                PolicyContribution chosen = choices.get(index);
                listener.policy(policyField(), chosen.id(), plugin.test(chosen.bundle()) ? chosen.bundle() : null);
            }
        });
        name.addModifyListener(e -> {
            if (!updating) {
                listener.header("name", TextNode.valueOf(name.getText()));
            }
        });
        description.addModifyListener(e -> {
            if (!updating) {
                listener.header("description", description.getText().isEmpty() ? null
                        : TextNode.valueOf(description.getText()));
            }
        });
        seed.addModifyListener(e -> {
            if (updating) {
                return;
            }
            try {
                long value = Long.parseLong(seed.getText().strip());
                refuseSeed(null);
                listener.header("seed", LongNode.valueOf(value));
            } catch (NumberFormatException ex) {
                refuseSeed("expected a whole number between -2^63 and 2^63-1, found '" + seed.getText() + "'");
            }
        });
    }

    void show(ScenarioDocument doc) {
        if (doc != document) {
            refuseSeed(null);
        }
        document = doc;
        updating = true;
        try {
            show(name, doc.name());
            family.setText(doc.family().id());
            if (seedRefusal.getText().isEmpty() && !seed.getText().strip().equals(Long.toString(doc.seed()))) {
                seed.setText(Long.toString(doc.seed()));
            }
            show(description, doc.root().path("description").asText(""));
            showPolicies();
            sections.setInput(doc);
        } finally {
            updating = false;
        }
    }

    /** Lists the family's installed policies again, as after a plug-in came or went. */
    void showPolicies() {
        if (document == null || policy.isDisposed()) {
            return;
        }
        boolean wasUpdating = updating;
        updating = true;
        try {
            choices = installed.get().stream().filter(c -> c.family() == document.family()).toList();
            String current = document.root().path(policyField()).asText("");
            List<String> items = new ArrayList<>(choices.stream()
                    .map(c -> c.id() + " - " + c.name() + (plugin.test(c.bundle()) ? " [" + c.bundle() + "]" : ""))
                    .toList());
            int selected = choices.stream().map(PolicyContribution::id).toList().indexOf(current);
            if (selected < 0 && !current.isEmpty()) {
                items.add(current + " (not installed)");
                selected = items.size() - 1;
            }
            policy.setItems(items.toArray(String[]::new));
            if (selected >= 0) {
                policy.select(selected);
            }
        } finally {
            updating = wasUpdating;
        }
    }

    private String policyField() {
        return document.family() == Family.TREES ? "heuristic" : "policy";
    }

    // a field already showing the value keeps its caret, as it does while the user types into it
    private static void show(Text field, String value) {
        if (!field.getText().equals(value)) {
            field.setText(value);
        }
    }

    // a seed that is not a number stays as typed, red, with the reason under it, until a number is typed
    private void refuseSeed(String reason) {
        boolean was = !seedRefusal.getText().isEmpty();
        seed.setForeground(seed.getDisplay().getSystemColor(reason == null ? SWT.COLOR_LIST_FOREGROUND : SWT.COLOR_RED));
        seedRefusal.setText(reason == null ? "" : "Seed: " + reason);
        seedRefusal.setVisible(reason != null);
        ((GridData) seedRefusal.getLayoutData()).exclude = reason == null;
        control.layout(true);
        if (reason != null || was) {
            fitMinimum();
            listener.checked("seed", reason);
        }
    }

    // the list takes room from the tree when it shows, so the tree's selected row is brought back in sight
    void showProblems(List<String> lines) {
        sections.showProblems(lines);
        problems.setItems(lines.toArray(String[]::new));
        problems.setVisible(!lines.isEmpty());
        ((GridData) problems.getLayoutData()).exclude = lines.isEmpty();
        control.layout(true);
        fitMinimum();
        sections.tree().showSelection();
    }

    // GTK turns a list box's choice with the wheel: over the policy, a user scrolling the page would change the
    // scenario's policy unawares, so the wheel scrolls the page there as elsewhere
    private void wheelScrollsPage(Event wheel) {
        wheel.doit = false;
        Point origin = scroll.getOrigin();
        scroll.setOrigin(origin.x, Math.max(0, origin.y - wheel.count * description.getLineHeight()));
    }

    // the page's height with the header, SECTION_ROWS rows of the tree and the problems at the editor's width (the
    // tree's row and header heights are known once it is shown)
    private void fitMinimum() {
        Tree tree = sections.tree();
        ((GridData) tree.getLayoutData()).heightHint = tree.getHeaderHeight() + SECTION_ROWS * tree.getItemHeight();
        scroll.setMinHeight(control.computeSize(scroll.getClientArea().width, SWT.DEFAULT).y);
    }

    Composite control() {
        return scroll;
    }

    private static Text field(Composite parent, String label, int style) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER | style);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return text;
    }

    private static Label labelled(Composite parent, String label) {
        new Label(parent, SWT.NONE).setText(label);
        Label value = new Label(parent, SWT.NONE);
        value.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return value;
    }
}
