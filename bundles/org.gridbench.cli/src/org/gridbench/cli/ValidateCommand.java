package org.gridbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.model.scenario.Plural;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.sweeps.engine.OpenSweep;

/**
 * {@code validate FILE...}: checks scenario files, and sweep documents ({@code *.sweep.json}) as {@code sweep run}
 * reads them, and prints every problem as file:line:column: field: message.
 */
final class ValidateCommand implements Command {

    private static final String SWEEP_SUFFIX = ".sweep.json";

    private final IExtensionRegistry registry;

    ValidateCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check scenario files (*.gridbench.json) and sweep documents (*.sweep.json)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench validate FILE [FILE...]

                Reads each scenario file and checks it against the Gridbench scenario format
                (docs/formats/scenario.md); a file named *.sweep.json is a sweep document, checked and
                planned as "sweep run" does (docs/sweeps.md), without running anything. A scenario's
                policy (a trees scenario's heuristic) must be installed here. Prints
                "FILE: ok (family, seed N)" or "FILE: ok (sweep: experiment, N runs)" for a valid file
                and one line "file:line:column: field: message" per problem otherwise. A scenario that
                names no policy, as ./gridbench import makes them, is valid (a sweep or the editor can
                set it), with a warning on the error stream: run needs --policy for it.
                Every file is reported, whatever another one did. Exit code 0 when every file is
                valid, 2 when any is not, 1 when reading one failed inside Gridbench.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        if (args.isEmpty()) {
            throw new InputException("validate: name at least one scenario file; see ./gridbench validate --help");
        }
        for (String arg : args) {
            if (arg.startsWith("--")) { // it was read as a file: "--strict: (file): file not found"
                throw new InputException("validate: unknown option '" + arg + "'; see ./gridbench validate --help");
            }
        }
        List<String> problems = new ArrayList<>();
        boolean internalError = false;
        for (String arg : args) {
            try {
                List<String> warnings = new ArrayList<>();
                console.out().println(Problem.oneLine(arg + ": ok (" + check(Path.of(arg), warnings) + ")"));
                warnings.forEach(console.err()::println);
            } catch (ScenarioException e) {
                e.problems().stream().map(Problem::format).forEach(problems::add);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // one file that breaks the reader does not hide the other files' results
                problems.add(new Problem(arg, 0, 0, Problem.FILE, "internal error while reading: " + e
                        + FailureLog.whereTheTraceIs(e)).format());
                internalError = true;
            }
        }
        if (internalError) {
            problems.forEach(console.err()::println);
            return Cli.INTERNAL_ERROR;
        }
        if (!problems.isEmpty()) {
            throw new InputException(problems);
        }
        return Cli.OK;
    }

    /** What a valid file is, for its "ok" line; what run will still ask of it goes to {@code warnings}. */
    private String check(Path file, List<String> warnings) throws ScenarioException {
        if (file.getFileName() != null && file.getFileName().toString().endsWith(SWEEP_SUFFIX)) {
            SweepDocument document = SweepReader.read(file);
            OpenSweep sweep = OpenSweep.of(document, registry);
            int runs = sweep.plan().runs().size();
            return "sweep: " + document.subject() + ", " + Plural.of(runs, "run");
        }
        ScenarioDocument doc = ScenarioReader.read(file);
        Optional<Problem> refused = ScenarioRuns.refusal(doc, file, registry);
        if (refused.isPresent()) {
            throw new ScenarioException(List.of(refused.get()));
        }
        ScenarioRuns.missingJobs(doc).ifPresent(missing -> warnings.add(Problem.oneLine(file + ": warning: "
                + missing + "; run refuses the file without one")));
        ScenarioRuns.missingPolicy(doc).ifPresent(missing -> warnings.add(Problem.oneLine(file + ": warning: "
                + missing + "; run refuses the file without one")));
        return doc.family().id() + ", seed " + doc.seed();
    }
}
