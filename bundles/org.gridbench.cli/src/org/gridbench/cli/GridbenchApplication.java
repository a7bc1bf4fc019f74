package org.gridbench.cli;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.gridbench.runs.plugins.PluginInstaller;

/** The Equinox application {@code org.gridbench.cli}; its Integer result is the process exit code. */
public final class GridbenchApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        context.applicationRunning();
        IExtensionRegistry registry = RegistryFactory.getRegistry();
        PluginInstaller plugins = PluginInstaller.standard(registry);
        plugins.loadInstalled().forEach(problem -> System.err.println("gridbench: " + problem));
        int code = Cli.standard(registry, plugins).run(args == null ? new String[0] : args,
                new Console(System.out, System.err));
        System.out.flush();
        return Integer.valueOf(code);
    }

    @Override
    public void stop() {
        // a command runs to completion; nothing to interrupt
    }
}
