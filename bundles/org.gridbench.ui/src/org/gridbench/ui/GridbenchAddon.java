package org.gridbench.ui;

import java.io.IOException;
import java.nio.file.Path;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;
import org.osgi.service.event.Event;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/** Sets up the application context (event log, workspace, editor opener) and opens an example at start-up. */
public final class GridbenchAddon {

    @Inject
    private IEclipseContext context;

    @PostConstruct
    void start(IEventBroker broker) {
        EventLog log = new EventLog(broker);
        context.set(EventLog.class, log);
        Path root = Workspace.defaultRoot();
        try {
            Workspace workspace = Workspace.open(root);
            context.set(Workspace.class, workspace);
            log.info("workspace", "workspace folder " + root);
        } catch (IOException e) {
            log.error("workspace", "cannot create the workspace folder " + root + ": " + e.getMessage());
        }
        context.set(EditorOpener.class, new EditorOpener(context, log));
    }

    @Inject
    @Optional
    void openExample(@UIEventTopic(UIEvents.UILifeCycle.APP_STARTUP_COMPLETE) Event event) {
        Workspace workspace = context.get(Workspace.class);
        Path example = workspace == null ? null : workspace.firstExample();
        if (example != null) {
            context.get(EditorOpener.class).open(example);
        }
    }
}
