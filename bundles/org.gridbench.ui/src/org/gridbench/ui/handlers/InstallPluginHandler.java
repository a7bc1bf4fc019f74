package org.gridbench.ui.handlers;

import java.util.stream.Collectors;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.plugins.ContributedPolicy;
import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.ui.log.EventLog;

/** Help > Install Policy Plug-in...: the dialog, then a line in the event log per installed plug-in. */
public final class InstallPluginHandler {

    @Execute
    void execute(Shell shell, PluginInstaller installer, EventLog log) {
        InstallPluginDialog dialog = new InstallPluginDialog(shell, installer);
        if (dialog.open() == Window.OK) {
            for (PluginDescriptor plugin : dialog.installed()) {
                log.info("plug-ins", "installed " + plugin.symbolicName() + " " + plugin.version() + ": "
                        + plugin.policies().stream().map(ContributedPolicy::describe)
                                .collect(Collectors.joining(", ")));
            }
        }
    }
}
