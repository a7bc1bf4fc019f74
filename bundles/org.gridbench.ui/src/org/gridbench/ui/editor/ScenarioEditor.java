package org.gridbench.ui.editor;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.OperationHistoryFactory;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.IRegistryChangeListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
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
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.properties.PropertySource;
import org.gridbench.ui.properties.SelectedProperties;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.PageSite;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Editor of one {@code *.gridbench.json} file: a form with the header and the family sections, the graphical pages
 * contributed for its family (extension point {@code org.gridbench.ui.scenarioPages}), the canonical text that Save
 * writes, and the problems of the edited document. It wires together its {@link ScenarioFile} (load, save, reload),
 * its {@link EditHistory} (every change of a page or of a form value is an undoable edit under this editor's undo
 * context), its {@link BackgroundValidator}, its {@link ScenarioSaver} and the {@link PageProperties} of its pages.
 * A file that does not load opens on the {@link InvalidScenarioPage}. Saves are atomic and refused while the
 * document has problems. A file changed on disk is offered for reloading when the editor is activated.
 */
public final class ScenarioEditor implements PageSite {

    public static final String FILE_KEY = "gridbench.file";

    @Inject
    private MPart part;
    @Inject
    private MDirtyable dirtyable;
    @Inject
    private EventLog log;
    @Inject
    private IEventBroker broker;
    @Inject
    private IExtensionRegistry registry;
    @Inject
    private PluginInstaller plugins;
    @Inject
    private SelectedProperties properties;
    @Inject
    private RefusedValues refusedValues;

    private ScenarioFile file;
    private EditHistory history;
    private BackgroundValidator validator;
    private Composite pages;
    private Composite editorPage;
    private ScenarioForm form;
    private StyledText sourceText;
    private CTabFolder tabs;
    private StatusLine status;
    private InvalidScenarioPage invalidPage;
    private ScenarioDocument document;
    private List<String> problems = List.of();
    private PageTabs graphical;
    private final Map<String, Object> selection = new HashMap<>();
    /** Plug-ins installed or removed: the policy choices change. */
    private final IRegistryChangeListener policiesChanged = event -> Display.getDefault().asyncExec(() -> {
        if (form != null) {
            form.showPolicies();
        }
    });
    private EditorProblems listed;
    private ScenarioSaver saver;
    private PageProperties pageProperties;
    private String canonical = "";

    /** Makes a new editor part edit file. */
    static void bind(MPart part, Path file) {
        part.getPersistedState().put(FILE_KEY, file.toString());
        part.setLabel(file.getFileName().toString());
        part.setTooltip(file.toString());
    }

    @PostConstruct
    void create(Composite parent) {
        file = new ScenarioFile(Path.of(part.getPersistedState().get(FILE_KEY)));
        listed = new EditorProblems(refusedValues, file::path);
        pages = new Composite(parent, SWT.NONE);
        pages.setLayout(new StackLayout());
        validator = new BackgroundValidator(pages.getDisplay()::asyncExec);
        saver = new ScenarioSaver(file, validator, log, broker);
        pageProperties = new PageProperties(properties, this);
        editorPage = new Composite(pages, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        editorPage.setLayout(layout);
        tabs = new CTabFolder(editorPage, SWT.BOTTOM | SWT.FLAT);
        tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        status = new StatusLine(editorPage);
        form = new ScenarioForm(tabs, new FormEdits(this::document, this::execute, this::fieldChecked),
                () -> PolicyCatalog.read(registry).contributions(), plugins::isInstalled);
        registry.addRegistryChangeListener(policiesChanged);
        sourceText = new StyledText(tabs, SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        sourceText.setFont(JFaceResources.getTextFont());
        tab("Form", form.control());
        tab("Source (as saved)", sourceText);
        tabs.setSelection(0);
        graphical = new PageTabs(tabs);
        tabs.addListener(SWT.Selection, e -> {
            showSource();
            pageProperties.front(tabs.getSelection());
            graphical.refreshIfStale();
        });
        invalidPage = new InvalidScenarioPage(pages, this::load, this::saveTextAndLoad);
        history = new EditHistory(OperationHistoryFactory.getOperationHistory(), "scenario editor", this::edited);
        load();
    }

    private CTabItem tab(String label, Control control) {
        CTabItem item = new CTabItem(tabs, SWT.NONE);
        item.setText(label);
        item.setControl(control);
        return item;
    }

    /**
     * Reads the file, dropping unsaved edits and the undo history; a file that does not load shows its problems and
     * nothing of its content is kept.
     */
    public void load() {
        history.clear();
        try {
            document = file.read();
            validator.cancel();
            problems = listed.clear();
            form.show(document);
            form.showProblems(problems);
            canonical = ScenarioWriter.toJson(document);
            sourceText.setText(canonical);
            graphical.create(registry, document.family(), this);
            graphical.changed();
            top(editorPage);
        } catch (ScenarioException e) {
            document = null;
            problems = e.problems().stream().map(Problem::format).toList();
            invalidPage.show(e.problems(), file.text());
            top(invalidPage.control());
            log.error("editor", file.path().getFileName() + " was not loaded: " + problems.get(0));
        }
        status.show(null);
        history.markSaved();
        dirtyable.setDirty(false);
    }

    // The invalid page's fixed text, written as every save is (atomically, with a backup), then loaded again
    private void saveTextAndLoad(String text) {
        saver.writeText(text);
        load();
    }

    private void top(Composite page) {
        ((StackLayout) pages.getLayout()).topControl = page;
        pages.layout(true);
    }

    /**
     * After an edit: the {@link BackgroundValidator} checks a copy of the document; its problems and canonical text
     * are shown when ready, unless a later edit has started another validation.
     */
    private void changed() {
        problems = listed.current();
        form.showProblems(problems);
        validator.validate(document, file.path().getFileName().toString(), result -> {
            if (!pages.isDisposed()) {
                canonical = result.text();
                problems = listed.found(result.problems());
                form.showProblems(problems);
                listed.validated();
                showSource();
            }
        });
    }

    // the canonical text is put in the source tab when that tab is in front, as a long text takes time to show
    private void showSource() {
        if (tabs.getSelection() != null && tabs.getSelection().getControl() == sourceText
                && !canonical.equals(sourceText.getText())) {
            sourceText.setText(canonical);
        }
    }

    @Override
    public IStatus execute(DocumentEdit edit) {
        if (document == null) {
            return Status.error("the file did not load");
        }
        IStatus result = history.execute(edit);
        dirtyable.setDirty(!history.atSavePoint());
        if (!result.isOK()) {
            status.show(edit.getLabel() + " refused: " + result.getMessage());
            log.info("editor", edit.getLabel() + " refused: " + result.getMessage());
        }
        return result;
    }

    // an edit of this editor was done, undone or redone: validate and show it everywhere
    private void edited() {
        if (!pages.isDisposed()) {
            form.show(document);
            changed();
            status.show(null);
            graphical.changed();
        }
    }

    /** Edit > Undo: undoes this editor's last edit; false when there is none. */
    public boolean undo() {
        return step(true);
    }

    /** Edit > Redo. */
    public boolean redo() {
        return step(false);
    }

    private boolean step(boolean undo) {
        try {
            boolean done = (undo ? history.undo() : history.redo()).isOK();
            dirtyable.setDirty(!history.atSavePoint());
            return done;
        } catch (ExecutionException e) {
            log.error("editor", (undo ? "undo" : "redo") + " failed: " + e.getMessage());
            return false;
        }
    }

    /** The name of the edit Undo would undo, or null. */
    public String undoLabel() {
        return history.undoLabel();
    }

    /** The name of the edit Redo would redo, or null. */
    public String redoLabel() {
        return history.redoLabel();
    }

    /** The Edit actions of the page in front (Delete, Select All, Copy, Paste). */
    public PageActions actions() {
        return graphical.actions();
    }

    @Persist
    public void save() {
        write(file.path());
    }

    /** Saves under a new name; the editor then edits that file. */
    public void saveAs(Path target) {
        if (write(target)) {
            file.moveTo(target);
            bind(part, file.path());
        }
    }

    private boolean write(Path target) {
        if (document == null || !saver.write(document, target, pages.getShell(), found -> {
            problems = listed.found(found);
            form.showProblems(problems);
        })) {
            return false;
        }
        history.markSaved();
        dirtyable.setDirty(false);
        status.show(null);
        return true;
    }

    @Focus
    void focus() {
        pages.setFocus();
        pageProperties.front(tabs.getSelection());
        offerReload();
    }

    /** When the file changed on disk since it was read or saved, offers to read it again. */
    public void offerReload() {
        if (!file.changedOnDisk()) {
            return;
        }
        String question = file.path().getFileName() + " changed on disk." + (dirtyable.isDirty()
                ? " Reload it and lose the edits not saved here?" : " Reload it?");
        if (MessageDialog.openQuestion(pages.getShell(), "File changed", question)) {
            load();
        }
    }

    @PreDestroy
    void dispose() {
        registry.removeRegistryChangeListener(policiesChanged);
        validator.shutdown();
        history.dispose();
        graphical.dispose();
        pageProperties.forget();
        listed.clear();
    }

    @Override
    public Path file() {
        return file.path();
    }

    /** The loaded document, or null when the file did not load. */
    @Override
    public ScenarioDocument document() {
        return document;
    }

    /** The problems shown now: of the file when it did not load, else of the edited document. */
    @Override
    public List<String> problems() {
        return problems;
    }

    @Override
    public void show(String pageTitle) {
        graphical.show(pageTitle);
        pageProperties.front(tabs.getSelection());
    }

    @Override
    public void select(String key, Object value) {
        selection.put(key, value);
        graphical.changed();
    }

    @Override
    public void refusalSaid() {
        status.show(null);
    }

    @Override
    public void fieldChecked(String path, String refusal) {
        problems = listed.checked(path, refusal);
        form.showProblems(problems);
    }

    @Override
    public Runnable onProblems(Runnable listener) {
        return listed.addListener(listener);
    }

    @Override
    public void showProperties(PropertySource source) {
        pageProperties.show(tabs.getSelection(), source);
    }

    @Override
    public Object selection(String key) {
        return selection.get(key);
    }

    @Override
    public Shell shell() {
        return pages.getShell();
    }
}
