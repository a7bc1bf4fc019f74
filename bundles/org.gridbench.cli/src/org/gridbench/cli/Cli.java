package org.gridbench.cli;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.model.scenario.Problem;

/** Dispatches {@code ./gridbench <command> [args]} and maps outcomes to exit codes 0, 1 and 2. */
public final class Cli {

    public static final int OK = 0;
    public static final int INTERNAL_ERROR = 1;
    public static final int BAD_INPUT = 2;

    private final Map<String, Command> commands = new LinkedHashMap<>();

    public Cli(List<Command> commands) {
        commands.forEach(c -> this.commands.put(c.name(), c));
    }

    /** The commands of the product, with plug-ins installed into the user's folder. */
    public static Cli standard(IExtensionRegistry registry) {
        return standard(registry, PluginInstaller.standard(registry));
    }

    /** The commands of the product, with plug-ins installed by {@code plugins}. */
    public static Cli standard(IExtensionRegistry registry, PluginInstaller plugins) {
        return new Cli(List.of(new ListPoliciesCommand(registry), new PluginCommand(plugins), new ValidateCommand(registry),
                new ImportCommand(), new RunCommand(registry), new MarketCommand(registry), new TreeLpCommand(),
                new TreeSimCommand(registry), new TreeExperimentCommand(registry), new StarsCommand(registry),
                new StarsAccuracyCommand(), new BenchCommand(registry, plugins), new SweepCommand(registry, plugins),
                new WorkerCommand(registry, plugins)));
    }

    public int run(String[] args, Console console) {
        if (args.length == 0 || isHelp(args[0]) || "help".equals(args[0])) {
            console.out().print(overview());
            return OK;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            console.err().println("gridbench: unknown command '" + args[0] + "'; see ./gridbench --help");
            return BAD_INPUT;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        if (rest.stream().anyMatch(Cli::isHelp)) {
            console.out().print(command.usage());
            return OK;
        }
        try {
            return command.run(rest, console);
        } catch (InputException e) {
            // one line per message, whatever the input put into it (a policy id or a path with a line break)
            e.lines().stream().map(Problem::oneLine).forEach(console.err()::println);
            return BAD_INPUT;
        } catch (RuntimeException | Error e) {
            console.err().println(FailureLog.line("gridbench " + command.name(), e));
            if (Boolean.getBoolean("gridbench.debug")) {
                e.printStackTrace(console.err());
            }
            return INTERNAL_ERROR;
        }
    }

    /** The list of headless commands, as --help shows it. */
    public String overview() {
        StringBuilder text = new StringBuilder("Headless commands (./gridbench <command> --help for details):\n");
        commands.values().forEach(c -> text.append(String.format("  %-15s %s%n", c.name(), c.summary())));
        return text.toString();
    }

    private static boolean isHelp(String arg) {
        return "--help".equals(arg) || "-h".equals(arg);
    }
}
