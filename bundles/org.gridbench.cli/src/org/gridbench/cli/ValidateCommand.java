package org.gridbench.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;

/** {@code validate FILE...}: checks scenario files and prints every problem as file:line:column: field: message. */
final class ValidateCommand implements Command {

    @Override
    public String name() {
        return "validate";
    }

    @Override
    public String summary() {
        return "check scenario files (*.gridbench.json) against the format";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench validate FILE [FILE...]

                Reads each scenario file and checks it against the Gridbench scenario format
                (docs/formats/scenario.md). Prints "FILE: ok (family, seed N)" for a valid file and
                one line "file:line:column: field: message" per problem otherwise.
                Every file is reported, whatever another one did. Exit code 0 when every file is
                valid, 2 when any is not, 1 when reading one failed inside Gridbench.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        if (args.isEmpty()) {
            throw new InputException("validate: name at least one scenario file; see ./gridbench validate --help");
        }
        List<String> problems = new ArrayList<>();
        boolean internalError = false;
        for (String arg : args) {
            try {
                ScenarioDocument doc = ScenarioReader.read(Path.of(arg));
                console.out().printf("%s: ok (%s, seed %d)%n", arg, doc.family().id(), doc.seed());
            } catch (ScenarioException e) {
                e.problems().stream().map(Problem::format).forEach(problems::add);
            } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
                // one file that breaks the reader does not hide the other files' results
                problems.add(new Problem(arg, 0, 0, Problem.FILE, "internal error while reading: " + e).format());
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
}
