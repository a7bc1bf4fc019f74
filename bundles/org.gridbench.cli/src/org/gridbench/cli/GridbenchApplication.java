package org.gridbench.cli;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.gridbench.runs.plugins.PluginInstaller;

/**
 * The Equinox application {@code org.gridbench.cli}; its Integer result is the process exit code. Nothing it did not
 * expect escapes it: Equinox would write that only to its log and exit 13 (which ./gridbench says, less precisely).
 */
public final class GridbenchApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        Console console = new Console(System.out, System.err);
        Thread.setDefaultUncaughtExceptionHandler(new ThreadFailures(console.err(), System::exit));
        context.applicationRunning();
        try {
            String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
            IExtensionRegistry registry = RegistryFactory.getRegistry();
            PluginInstaller plugins = PluginInstaller.standard(registry);
            plugins.loadInstalled().forEach(problem -> console.err().println("gridbench: " + problem));
            return Integer.valueOf(Cli.standard(registry, plugins).run(args == null ? new String[0] : args, console));
        } catch (RuntimeException | Error e) { // loading the plug-ins or setting up the commands
            console.err().println(FailureLog.line("gridbench: starting the command line", e));
            return Integer.valueOf(Cli.INTERNAL_ERROR);
        } finally {
            System.out.flush();
        }
    }

    @Override
    public void stop() {
        // a command runs to completion; nothing to interrupt
    }
}
