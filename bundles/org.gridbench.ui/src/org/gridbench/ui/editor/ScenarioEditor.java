package org.gridbench.ui.editor;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.IOperationHistory;
import org.eclipse.core.commands.operations.IOperationHistoryListener;
import org.eclipse.core.commands.operations.IUndoContext;
import org.eclipse.core.commands.operations.IUndoableOperation;
import org.eclipse.core.commands.operations.ObjectUndoContext;
import org.eclipse.core.commands.operations.OperationHistoryEvent;
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
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.HeaderEdit;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.editing.ValueEdit;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;
import org.gridbench.ui.pages.ScenarioPageFactory;
import org.gridbench.ui.pages.ScenarioPages;
import org.gridbench.ui.workspace.Workspace;

import com.fasterxml.jackson.databind.JsonNode;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Editor of one {@code *.gridbench.json} file: a form with the header and the family sections, the graphical pages
 * contributed for its family (extension point {@code org.gridbench.ui.scenarioPages}), the canonical text that Save
 * writes, and the problems of the edited document. Every change of a page or of a form value is an undoable edit in
 * the workbench's operation history, under this editor's undo context. A file that does not load opens on the
 * {@link InvalidScenarioPage}. Saves are atomic and refused while the document has problems. A file changed on disk
 * is offered for reloading when the editor is activated.
 */
public final class ScenarioEditor implements PageSite {

    public static final String FILE_KEY = "gridbench.file";
    /** Undo steps kept per editor. */
    private static final int UNDO_LIMIT = 200;

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

    private Path file;
    private Composite pages;
    private Composite editorPage;
    private ScenarioForm form;
    private StyledText sourceText;
    private CTabFolder tabs;
    private Label status;
    private InvalidScenarioPage invalidPage;
    private ScenarioDocument document;
    private List<String> problems = List.of();
    private final List<ScenarioPage> graphical = new ArrayList<>();
    private final Map<ScenarioPage, CTabItem> pageTabs = new HashMap<>();
    /** The pages that have not shown the document's latest state. */
    private final Set<ScenarioPage> stale = new HashSet<>();
    private final Map<String, Object> selection = new HashMap<>();
    private final IUndoContext undoContext = new ObjectUndoContext(this, "scenario editor");
    private final IOperationHistory history = OperationHistoryFactory.getOperationHistory();
    private final IOperationHistoryListener historyListener = this::historyChanged;
    /** Plug-ins installed or removed: the policy choices change. */
    private final IRegistryChangeListener policiesChanged = event -> Display.getDefault().asyncExec(() -> {
        if (form != null) {
            form.showPolicies();
        }
    });
    private FileTime loadedAt;
    /** Validates edited documents off the UI thread, one at a time. */
    private final ExecutorService validator = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "scenario validation");
        t.setDaemon(true);
        return t;
    });
    private long validations;
    private List<String> rejected = List.of();
    private List<String> validated = List.of();
    private String canonical = "";

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
        editorPage = new Composite(pages, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        editorPage.setLayout(layout);
        tabs = new CTabFolder(editorPage, SWT.BOTTOM | SWT.FLAT);
        tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        status = new Label(editorPage, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.BOTTOM, true, false));
        form = new ScenarioForm(tabs, new ScenarioForm.Listener() {
            @Override
            public void header(String key, JsonNode value) {
                execute(new HeaderEdit(document, key, value));
            }

            @Override
            public void set(String label, JsonNode container, String key, int index, JsonNode value) {
                execute(new ValueEdit(document, label, container, key, index, value));
            }

            @Override
            public void rejected(String message) {
                changed(List.of(file.getFileName() + ": " + message));
            }

            @Override
            public void policy(String field, String id, String plugin) {
                execute(new PolicyEdit(document, field, id, plugin));
            }
        }, () -> PolicyCatalog.read(registry).contributions(), plugins::isInstalled);
        registry.addRegistryChangeListener(policiesChanged);
        sourceText = new StyledText(tabs, SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        sourceText.setFont(JFaceResources.getTextFont());
        tab("Form", form.control());
        tab("Source (as saved)", sourceText);
        tabs.setSelection(0);
        tabs.addListener(SWT.Selection, e -> {
            showSource();
            refreshIfStale();
        });
        invalidPage = new InvalidScenarioPage(pages, this::load, this::saveTextAndLoad);
        history.setLimit(undoContext, UNDO_LIMIT);
        history.addOperationHistoryListener(historyListener);
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
        history.dispose(undoContext, true, true, false);
        try {
            document = ScenarioReader.read(file);
            loadedAt = modified();
            validations++;
            rejected = List.of();
            validated = List.of();
            problems = List.of();
            form.show(document);
            form.showProblems(problems);
            canonical = ScenarioWriter.toJson(document);
            sourceText.setText(canonical);
            createGraphicalPages();
            refreshPages();
            top(editorPage);
        } catch (ScenarioException e) {
            document = null;
            problems = e.problems().stream().map(Problem::format).toList();
            invalidPage.show(e.problems(), readQuietly(file));
            top(invalidPage.control());
            log.error("editor", file.getFileName() + " was not loaded: " + problems.get(0));
        }
        status(null);
        dirtyable.setDirty(false);
    }

    // The invalid page's fixed text, written as every save is (atomically, with a backup), then loaded again
    private void saveTextAndLoad(String text) {
        try {
            AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
            log.info("editor", "saved " + file);
        } catch (IOException e) {
            log.error("editor", "cannot save " + file + ": " + e.getMessage());
        }
        load();
    }

    // the pages contributed for the document's family, made once, between the form and the source tab
    private void createGraphicalPages() {
        if (!graphical.isEmpty()) {
            return;
        }
        int at = 1;
        for (ScenarioPageFactory factory : ScenarioPages.forFamily(registry, document.family())) {
            ScenarioPage page = factory.create();
            CTabItem item = new CTabItem(tabs, SWT.NONE, at++);
            item.setText(page.title());
            item.setControl(page.create(tabs, this));
            graphical.add(page);
            pageTabs.put(page, item);
        }
    }

    private void top(Composite page) {
        ((StackLayout) pages.getLayout()).topControl = page;
        pages.layout(true);
    }

    /**
     * After an edit: the editor is dirty at once, and the whole document is validated as it would be saved on a
     * background thread (about 0.1 s for a 10,000-node tree), from a copy taken now; its problems and canonical text
     * are shown when ready, unless a later edit has started another validation meanwhile.
     */
    private void changed(List<String> rejected) {
        dirtyable.setDirty(true);
        this.rejected = List.copyOf(rejected);
        problems = merged(validated);
        form.showProblems(problems);
        ScenarioDocument snapshot = document.copy();
        String name = file.getFileName().toString();
        long generation = ++validations;
        validator.execute(() -> {
            String text = ScenarioWriter.toJson(snapshot);
            List<String> found = validate(text, name);
            pages.getDisplay().asyncExec(() -> {
                if (generation == validations && !pages.isDisposed()) {
                    validated = found;
                    canonical = text;
                    problems = merged(found);
                    form.showProblems(problems);
                    showSource();
                }
            });
        });
    }

    private static List<String> validate(String text, String name) {
        try {
            ScenarioReader.parse(text, name);
            return List.of();
        } catch (ScenarioException e) {
            return e.problems().stream().map(Problem::format).toList();
        }
    }

    private List<String> merged(List<String> found) {
        List<String> all = new ArrayList<>(rejected);
        all.addAll(found);
        return List.copyOf(all);
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
        edit.addContext(undoContext);
        IStatus result;
        try {
            result = history.execute(edit, null, null);
        } catch (ExecutionException e) {
            result = Status.error(e.getMessage());
        }
        if (!result.isOK()) {
            status(edit.getLabel() + " refused: " + result.getMessage());
            log.info("editor", edit.getLabel() + " refused: " + result.getMessage());
        }
        return result;
    }

    // an edit of this editor was done, undone or redone: validate and show it everywhere
    private void historyChanged(OperationHistoryEvent event) {
        int type = event.getEventType();
        IUndoableOperation op = event.getOperation();
        if ((type == OperationHistoryEvent.DONE || type == OperationHistoryEvent.UNDONE
                || type == OperationHistoryEvent.REDONE) && op.hasContext(undoContext) && !pages.isDisposed()) {
            form.show(document);
            changed(List.of());
            status(null);
            refreshPages();
        }
    }

    /**
     * The document changed: the page in front shows it now, the others when they come to the front, so that an edit
     * costs one page's update (a hidden workload table of thousands of jobs is not rebuilt at every keystroke).
     */
    private void refreshPages() {
        stale.addAll(graphical);
        refreshIfStale();
    }

    private void refreshIfStale() {
        CTabItem front = tabs.getSelection();
        for (ScenarioPage page : graphical) {
            if (pageTabs.get(page) == front && stale.remove(page)) {
                page.refresh();
            }
        }
    }

    private void status(String message) {
        status.setText(message == null ? "" : message);
        status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        ((GridData) status.getLayoutData()).exclude = message == null;
        status.setVisible(message != null);
        editorPage.layout(true);
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
            IStatus s = undo ? history.undo(undoContext, null, null) : history.redo(undoContext, null, null);
            return s.isOK();
        } catch (ExecutionException e) {
            log.error("editor", (undo ? "undo" : "redo") + " failed: " + e.getMessage());
            return false;
        }
    }

    /** The name of the edit Undo would undo, or null. */
    public String undoLabel() {
        IUndoableOperation op = history.getUndoOperation(undoContext);
        return op == null ? null : op.getLabel();
    }

    /** The name of the edit Redo would redo, or null. */
    public String redoLabel() {
        IUndoableOperation op = history.getRedoOperation(undoContext);
        return op == null ? null : op.getLabel();
    }

    /** The Edit actions of the page in front (Delete, Select All, Copy, Paste). */
    public PageActions actions() {
        CTabItem item = tabs.getSelection();
        for (ScenarioPage page : graphical) {
            if (pageTabs.get(page) == item) {
                return page.actions();
            }
        }
        return PageActions.NONE;
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
        validations++;
        validated = validate(ScenarioWriter.toJson(document), file.getFileName().toString());
        problems = merged(validated);
        form.showProblems(problems);
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
        if (target.equals(file)) {
            loadedAt = modified();
        }
        log.info("editor", "saved " + target);
        broker.post(Workspace.TOPIC_CHANGED, target.toString());
        return true;
    }

    @Focus
    void focus() {
        pages.setFocus();
        offerReload();
    }

    /** When the file changed on disk since it was read or saved, offers to read it again. */
    public void offerReload() {
        FileTime now = modified();
        if (loadedAt == null || now == null || now.equals(loadedAt)) {
            return;
        }
        loadedAt = now;
        String question = file.getFileName() + " changed on disk." + (dirtyable.isDirty()
                ? " Reload it and lose the edits not saved here?" : " Reload it?");
        if (MessageDialog.openQuestion(pages.getShell(), "File changed", question)) {
            load();
        }
    }

    private FileTime modified() {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return null;
        }
    }

    @PreDestroy
    void dispose() {
        registry.removeRegistryChangeListener(policiesChanged);
        validator.shutdownNow();
        history.removeOperationHistoryListener(historyListener);
        history.dispose(undoContext, true, true, true);
        graphical.forEach(ScenarioPage::dispose);
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    @Override
    public Path file() {
        return file;
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
        for (CTabItem item : tabs.getItems()) {
            if (item.getText().equals(pageTitle)) {
                tabs.setSelection(item);
                refreshIfStale();
                return;
            }
        }
    }

    @Override
    public void select(String key, Object value) {
        selection.put(key, value);
        refreshPages();
    }

    @Override
    public Object selection(String key) {
        return selection.get(key);
    }

    @Override
    public Shell shell() {
        return pages.getShell();
    }

    /** The graphical pages, for tests. */
    public List<ScenarioPage> graphicalPages() {
        return List.copyOf(graphical);
    }

    /** Types into the seed field as a user would. */
    public void typeSeed(String text) {
        form.seedField().setText(text);
    }

    /** The policy choices as the form lists them, for tests. */
    public List<String> policyChoices() {
        return List.of(form.policyCombo().getItems());
    }

    /** Chooses the policy listed at {@code index}, as a user picking it from the form's list would. */
    public void choosePolicy(int index) {
        form.policyCombo().select(index);
        form.policyCombo().notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
    }
}
