package org.gridbench.ui.editor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.MDirtyable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * Editor of one {@code *.gridbench.json} file: a form with the header and the family sections, the canonical
 * text that Save writes, and the problems of the edited document. A file that does not load opens on the
 * {@link InvalidScenarioPage}. Saves are atomic and refused while the document has problems.
 */
public final class ScenarioEditor {

    public static final String FILE_KEY = "gridbench.file";

    @Inject
    private MPart part;
    @Inject
    private MDirtyable dirtyable;
    @Inject
    private EventLog log;
    @Inject
    private IEventBroker broker;

    private Path file;
    private Composite pages;
    private ScenarioForm form;
    private StyledText sourceText;
    private CTabFolder tabs;
    private InvalidScenarioPage invalidPage;
    private ScenarioDocument document;
    private List<String> problems = List.of();

    /** Makes a new editor part edit file. */
    static void bind(MPart part, Path file) {
        part.getPersistedState().put(FILE_KEY, file.toString());
        part.setLabel(file.getFileName().toString());
        part.setTooltip(file.toString());
    }

    @PostConstruct
    void create(Composite parent) {
        file = Path.of(part.getPersistedState().get(FILE_KEY));
        pages = new Composite(parent, SWT.NONE);
        pages.setLayout(new StackLayout());
        tabs = new CTabFolder(pages, SWT.BOTTOM | SWT.FLAT);
        form = new ScenarioForm(tabs, new ScenarioForm.Listener() {
            @Override
            public void edited() {
                changed(List.of());
            }

            @Override
            public void rejected(String message) {
                changed(List.of(file.getFileName() + ": " + message));
            }
        });
        sourceText = new StyledText(tabs, SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        sourceText.setFont(JFaceResources.getTextFont());
        tab("Form", form.control());
        tab("Source (as saved)", sourceText);
        tabs.setSelection(0);
        invalidPage = new InvalidScenarioPage(pages, this::load);
        load();
    }

    private void tab(String label, org.eclipse.swt.widgets.Control control) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(label);
        item.setControl(control);
    }

    /**
     * Reads the file, dropping unsaved edits; a file that does not load shows its problems and nothing of its
     * content is kept.
     */
    public void load() {
        try {
            document = ScenarioReader.read(file);
            problems = List.of();
            form.show(document);
            form.showProblems(problems);
            sourceText.setText(ScenarioWriter.toJson(document));
            top(tabs);
        } catch (ScenarioException e) {
            document = null;
            problems = e.problems().stream().map(Problem::format).toList();
            invalidPage.show(e.problems(), readQuietly(file));
            top(invalidPage.control());
            log.error("editor", file.getFileName() + " was not loaded: " + problems.get(0));
        }
        dirtyable.setDirty(false);
    }

    private void top(Composite page) {
        ((StackLayout) pages.getLayout()).topControl = page;
        pages.layout(true);
    }

    /** After an edit: re-validate the whole document as it would be saved. */
    private void changed(List<String> rejected) {
        String text = ScenarioWriter.toJson(document);
        sourceText.setText(text);
        List<String> found = new ArrayList<>(rejected);
        try {
            ScenarioReader.parse(text, file.getFileName().toString());
        } catch (ScenarioException e) {
            e.problems().stream().map(Problem::format).forEach(found::add);
        }
        problems = List.copyOf(found);
        form.showProblems(problems);
        dirtyable.setDirty(true);
    }

    @Persist
    public void save() {
        write(file);
    }

    /** Saves under a new name; the editor then edits that file. */
    public void saveAs(Path target) {
        if (write(target)) {
            file = target.toAbsolutePath().normalize();
            bind(part, file);
        }
    }

    private boolean write(Path target) {
        if (document == null) {
            return false;
        }
        if (!problems.isEmpty()) {
            MessageDialog.openError(pages.getShell(), "Cannot save " + target.getFileName(),
                    "The scenario has problems; fix them first (nothing was written):\n\n"
                            + String.join("\n", problems.subList(0, Math.min(8, problems.size()))));
            return false;
        }
        try {
            ScenarioWriter.save(document, target);
        } catch (IOException e) {
            log.error("editor", "cannot save " + target + ": " + e.getMessage());
            MessageDialog.openError(pages.getShell(), "Cannot save " + target.getFileName(),
                    "The file was left as it was: " + e.getMessage());
            return false;
        }
        dirtyable.setDirty(false);
        log.info("editor", "saved " + target);
        broker.post(Workspace.TOPIC_CHANGED, target.toString());
        return true;
    }

    @Focus
    void focus() {
        pages.setFocus();
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    public Path file() {
        return file;
    }

    /** The loaded document, or null when the file did not load. */
    public ScenarioDocument document() {
        return document;
    }

    /** The problems shown now: of the file when it did not load, else of the edited document. */
    public List<String> problems() {
        return problems;
    }

    /** Types into the seed field as a user would. */
    public void typeSeed(String text) {
        form.seedField().setText(text);
    }
}
