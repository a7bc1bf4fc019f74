package org.gridbench.ui.editor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.gridbench.model.scenario.OptionalField;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The section tree's context menu: "Add" one of the optional fields the format allows and the document leaves out,
 * first in the selected object (or the object holding the selected value), then at the top level, such as a STaRS
 * scenario's {@code duration} or {@code failures}. The field is added with a placeholder value (0, "" or an empty
 * object) whose cell then opens for the real one.
 */
final class AddFieldMenu {

    /** Top-level fields the form sets above the tree: the header, and the policy's plug-in with the policy. */
    private static final Set<String> ELSEWHERE = Stream.concat(SectionTree.HEADER.stream(), Stream.of("policyPlugin"))
            .collect(Collectors.toUnmodifiableSet());

    private final TreeViewer viewer;
    private final Supplier<ScenarioDocument> document;
    private final SectionTree.Edits edits;

    private AddFieldMenu(TreeViewer viewer, Supplier<ScenarioDocument> document, SectionTree.Edits edits) {
        this.viewer = viewer;
        this.document = document;
        this.edits = edits;
    }

    static void attach(TreeViewer viewer, Supplier<ScenarioDocument> document, SectionTree.Edits edits) {
        AddFieldMenu menu = new AddFieldMenu(viewer, document, edits);
        Menu context = new Menu(viewer.getTree());
        context.addListener(SWT.Show, e -> menu.fill(context));
        viewer.getTree().setMenu(context);
    }

    /** Where fields would be added: an object and its path. */
    private record Target(ObjectNode object, String path, JsonEntry entry) {
    }

    /** The object the selection stands for; the document's top level when nothing (or an array element) is. */
    private Target target() {
        ScenarioDocument doc = document.get();
        Object selected = ((IStructuredSelection) viewer.getSelection()).getFirstElement();
        if (selected instanceof JsonEntry entry && entry.value() instanceof ObjectNode object) {
            return new Target(object, entry.path(), entry);
        }
        if (selected instanceof JsonEntry entry && entry.key() != null && entry.container() instanceof ObjectNode o) {
            String path = entry.path().substring(0, Math.max(0, entry.path().length() - entry.key().length() - 1));
            return new Target(o, path, null);
        }
        return new Target(doc.root(), "", null);
    }

    /** Of the document's absent optional fields, those of the target, by name, once each. */
    private static Map<String, OptionalField> absent(List<OptionalField> all, Target target) {
        Map<String, OptionalField> fields = new LinkedHashMap<>();
        for (OptionalField f : all) {
            if (f.parent().equals(target.path()) && !target.object().has(f.name())
                    && !(target.path().isEmpty() && ELSEWHERE.contains(f.name()))) {
                fields.putIfAbsent(f.name(), f);
            }
        }
        return fields;
    }

    // the selected object's fields, then the scenario's own, so that the top level is always one click away
    private void fill(Menu menu) {
        for (MenuItem item : menu.getItems()) {
            item.dispose();
        }
        if (document.get() == null) {
            return;
        }
        List<OptionalField> all = ScenarioReader.absentOptionalFields(document.get());
        Target target = target();
        items(menu, all, target);
        if (!target.path().isEmpty()) {
            new MenuItem(menu, SWT.SEPARATOR);
            items(menu, all, new Target(document.get().root(), "", null));
        }
    }

    private void items(Menu menu, List<OptionalField> all, Target target) {
        Map<String, OptionalField> fields = absent(all, target);
        String where = target.path().isEmpty() ? "the scenario" : target.path();
        if (fields.isEmpty()) {
            MenuItem none = new MenuItem(menu, SWT.PUSH);
            none.setText("No optional field to add to " + where);
            none.setEnabled(false);
        }
        for (OptionalField field : fields.values()) {
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            item.setText("Add " + field.name() + " (" + field.kind().name().toLowerCase() + ") to " + where);
            item.addListener(SWT.Selection, e -> add(target, field));
        }
    }

    // the placeholder goes through the editor's history; a scalar's cell then opens to type the value
    private void add(Target target, OptionalField field) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        JsonNode placeholder = switch (field.kind()) {
            case NUMBER -> nodes.numberNode(0);
            case TEXT -> nodes.textNode("");
            case OBJECT -> nodes.objectNode();
        };
        edits.add(target.object(), field.name(), placeholder);
        if (target.entry() != null) {
            viewer.setExpandedState(target.entry(), true);
        }
        JsonEntry added = JsonEntry.field(target.object(), field.name(), target.path());
        viewer.setSelection(new StructuredSelection(added), true);
        if (field.kind() != OptionalField.Kind.OBJECT) {
            viewer.editElement(added, 1);
        }
    }
}
