package org.gridbench.cli;

import java.nio.file.Path;
import java.util.List;

import org.gridbench.runs.plugins.ContributedPolicy;
import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginException;
import org.gridbench.runs.plugins.PluginInstaller;

/** {@code plugin install PATH | list | remove ID}: third-party policy plug-ins for this user. */
final class PluginCommand implements Command {

    private final PluginInstaller installer;

    PluginCommand(PluginInstaller installer) {
        this.installer = installer;
    }

    @Override
    public String name() {
        return "plugin";
    }

    @Override
    public String summary() {
        return "install, list or remove third-party policy plug-ins";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench plugin install PATH
                       ./gridbench plugin list
                       ./gridbench plugin remove ID

                install  checks and installs a policy plug-in for this user: PATH is a plug-in jar or a
                         p2 repository folder. A jar that is not an OSGi bundle, does not resolve against
                         this Gridbench, repeats an installed policy id, or names a class that does not
                         implement its extension point's API is refused, and nothing is left behind.
                list     prints each installed plug-in (id, version, jar) and the policies it contributes.
                remove   uninstalls the plug-in with that bundle id.

                Plug-ins live in $GRIDBENCH_HOME/plugins (default ~/.gridbench/plugins); every headless
                command and the workbench load them at start. The workbench installs and removes them
                too: Help > Install Policy Plug-in..., and Uninstall in the Policies view.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        String action = args.isEmpty() ? "" : args.get(0);
        try {
            switch (action) {
            case "install" -> {
                expect(args, 2, "plugin install: name one plug-in jar or p2 repository folder");
                for (PluginDescriptor plugin : installer.install(Path.of(args.get(1)))) {
                    console.out().println("installed " + plugin.symbolicName() + " " + plugin.version() + " into "
                            + installer.folder());
                    print(plugin, console);
                }
            }
            case "list" -> {
                expect(args, 1, "plugin list: takes no argument");
                List<PluginDescriptor> plugins = installer.installed();
                if (plugins.isEmpty()) {
                    console.err().println("plugin list: no plug-in is installed in " + installer.folder());
                }
                for (PluginDescriptor plugin : plugins) {
                    console.out().println(plugin.symbolicName() + "\t" + plugin.version() + "\t" + plugin.jar());
                    print(plugin, console);
                }
            }
            case "remove" -> {
                expect(args, 2, "plugin remove: name the plug-in's id; see ./gridbench plugin list");
                PluginDescriptor plugin = installer.remove(args.get(1));
                console.out().println("removed " + plugin.symbolicName() + " " + plugin.version());
            }
            default -> throw new InputException("plugin: say install PATH, list or remove ID; see"
                    + " ./gridbench plugin --help");
            }
        } catch (PluginException e) {
            throw new InputException("plugin " + action + ": " + e.getMessage());
        }
        return Cli.OK;
    }

    private static void expect(List<String> args, int size, String message) throws InputException {
        if (args.size() != size) {
            throw new InputException(message);
        }
    }

    private static void print(PluginDescriptor plugin, Console console) {
        for (ContributedPolicy policy : plugin.policies()) {
            console.out().println("  " + policy.describe());
        }
    }
}
