package org.gridbench.ui.editor;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.gridbench.editing.AddFieldEdit;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.HeaderEdit;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.editing.ValueEdit;
import org.gridbench.model.scenario.ScenarioDocument;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The values typed or chosen in the form page, as edits of the document run through the editor's history. */
final class FormEdits implements ScenarioForm.Listener {

    private final Supplier<ScenarioDocument> document;
    private final Consumer<DocumentEdit> execute;
    private final BiConsumer<String, String> checked;

    /**
     * @param checked receives each field checked and, when the form could not read the value typed (a seed that is
     *        not a number), why; null when it could
     */
    FormEdits(Supplier<ScenarioDocument> document, Consumer<DocumentEdit> execute, BiConsumer<String, String> checked) {
        this.document = document;
        this.execute = execute;
        this.checked = checked;
    }

    @Override
    public void header(String key, JsonNode value) {
        execute.accept(new HeaderEdit(document.get(), key, value));
    }

    @Override
    public void set(String label, JsonNode container, String key, int index, JsonNode value) {
        execute.accept(new ValueEdit(document.get(), label, container, key, index, value));
    }

    @Override
    public void add(ObjectNode container, String name, JsonNode value) {
        execute.accept(new AddFieldEdit(document.get(), container, name, value));
    }

    @Override
    public void checked(String field, String refusal) {
        checked.accept(field, refusal);
    }

    @Override
    public void policy(String field, String id, String plugin) {
        execute.accept(new PolicyEdit(document.get(), field, id, plugin));
    }
}
