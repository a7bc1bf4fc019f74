package org.gridbench.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.ISaveHandler;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.RefusedValues;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editor.ScenarioSaveHandler;
import org.gridbench.ui.layout.Arrangement;
import org.gridbench.ui.layout.LayoutMemory;
import org.gridbench.ui.layout.Perspectives;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.parts.JobList;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.properties.SelectedProperties;
import org.gridbench.ui.run.RunMenu;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.workspace.Workspace;
import org.gridbench.ui.workspace.WorkspaceWatcher;
import org.osgi.service.event.Event;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * Sets up the application context (event log, workspace, editor opener, installed plug-ins, run session, the Jobs
 * the Progress view lists) and opens an example at start-up, or the scenario {@code ./gridbench open} names (and runs
 * it with {@code --run}).
 */
public final class GridbenchAddon {

    /** {@code ./gridbench open FILE}: the scenario to open instead of the first example. */
    public static final String OPEN_PROPERTY = "gridbench.open";
    /** {@code ./gridbench open FILE --run}: run it as soon as it is open. */
    public static final String RUN_PROPERTY = "gridbench.run";

    @Inject
    private IEclipseContext context;

    @PostConstruct
    void start(IEventBroker broker) {
        EventLog log = new EventLog(broker);
        context.set(EventLog.class, log);
        WorkbenchPreferences preferences = WorkbenchPreferences.load();
        context.set(WorkbenchPreferences.class, preferences);
        if (!preferences.store().isDefault(WorkbenchPreferences.DECISION_BUDGET)) {
            preferences.applyDecisionBudget();
        }
        Path root = Workspace.defaultRoot(preferences.workspace());
        try {
            Workspace workspace = Workspace.open(root);
            context.set(Workspace.class, workspace);
            context.set(WorkspaceWatcher.class,
                    WorkspaceWatcher.start(root, () -> broker.post(Workspace.TOPIC_CHANGED, root.toString())));
            log.info("workspace", "workspace folder " + root);
        } catch (IOException e) {
            log.error("workspace", "cannot create the workspace folder " + root + ": " + e.getMessage());
        }
        context.set(EditorOpener.class, new EditorOpener(context, log));
        context.set(SelectedProperties.class, new SelectedProperties());
        context.set(RefusedValues.class, new RefusedValues());
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        PluginInstaller plugins = PluginInstaller.standard(registry);
        plugins.loadInstalled().forEach(problem -> log.error("plug-ins", problem));
        context.set(PluginInstaller.class, plugins);
        RunSession session = new RunSession(Display.getDefault(), registry, log);
        session.addListener(RunMenu.recorder(session, preferences, log));
        context.set(RunSession.class, session);
        context.set(JobList.class, JobList.started());
    }

    /** Every window asks about unsaved scenarios in its own words ({@link ScenarioSaveHandler}). */
    @Inject
    @Optional
    void askInScenarioWords(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event, MApplication app) {
        for (MWindow window : app.getChildren()) {
            if (window.getContext() != null && window.getWidget() instanceof Shell shell) {
                window.getContext().set(ISaveHandler.class, new ScenarioSaveHandler(shell));
            }
        }
    }

    /**
     * Notes each window's shipped arrangement for its perspectives, puts the remembered layout back, then opens the scenario {@code ./gridbench open} names, else the files open at
     * the last exit, else the first example.
     */
    @Inject
    @Optional
    void openExample(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event, MApplication app,
            EModelService models) {
        LayoutMemory memory = new LayoutMemory(context.get(WorkbenchPreferences.class).store());
        for (MWindow window : app.getChildren()) {
            Perspectives perspectives = new Perspectives(Arrangement.of(window, models));
            window.getContext().set(Perspectives.class, perspectives);
            memory.restoreLayout(window, models, perspectives);
        }
        String asked = System.getProperty(OPEN_PROPERTY, "");
        Workspace workspace = context.get(Workspace.class);
        List<Path> remembered = memory.editors();
        if (asked.isEmpty() && !remembered.isEmpty()) {
            remembered.forEach(context.get(EditorOpener.class)::open);
            return;
        }
        Path file = !asked.isEmpty() ? Path.of(asked) : workspace == null ? null : workspace.firstExample();
        if (file == null) {
            return;
        }
        MPart part = context.get(EditorOpener.class).open(file);
        if (Boolean.getBoolean(RUN_PROPERTY) && part.getObject() instanceof ScenarioEditor editor
                && editor.problems().isEmpty()) {
            context.get(RunSession.class).open(editor.document(), editor.file(), RunDriver::start);
        }
    }

    /** Remembers the window, the layout and the open scenario files for the next start. */
    @Inject
    @Optional
    void rememberLayout(@UIEventTopic(UIEvents.UILifeCycle.APP_SHUTDOWN_STARTED) Event event, MApplication app,
            EModelService models) {
        WorkbenchPreferences preferences = context.get(WorkbenchPreferences.class);
        LayoutMemory memory = new LayoutMemory(preferences.store());
        app.getChildren().forEach(window -> memory.remember(app, window, models,
                window.getContext().get(Perspectives.class)));
        try {
            preferences.save();
        } catch (IOException e) {
            context.get(EventLog.class).error("preferences", "cannot save the layout to " + preferences.file() + ": "
                    + e.getMessage());
        }
    }
}
