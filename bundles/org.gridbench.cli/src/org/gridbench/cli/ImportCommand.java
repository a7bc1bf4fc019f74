package org.gridbench.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioImports;
import org.gridbench.model.scenario.ScenarioWriter;

/** {@code import FILE --out SCENARIO}: a new scenario from a SimGrid platform, a workflow or an SWF trace. */
final class ImportCommand implements Command {

    @Override
    public String name() {
        return "import";
    }

    @Override
    public String summary() {
        return "make a scenario from a SimGrid platform, a WfFormat or DAX workflow, or an SWF trace";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench import FILE --out SCENARIO.gridbench.json [--family trees|market]
                                          [--seed S] [--ccr R] [--force]

                Converts FILE into a new scenario, as the editors' import does, and prints one line
                per imported object kind (hosts: 7, tasks: 25, edges: 44, jobs: 228, ...), then one
                "not mapped:" line per thing of FILE the scenario does not keep.

                  SimGrid platform (.xml, root <platform>, version 4)
                      --family trees (default): a tree rooted at the host or cluster whose property
                      role is master (else the first host), the breadth-first tree of the file's
                      routes; a cluster hangs under its first host; one default application.
                      --family market: one cluster per <cluster> (property kind, else Kind1) and
                      one per zone for its plain hosts; no job.
                  WfFormat (.json) or Pegasus DAX (.dax, .xml with root <adag>) workflow
                      a market scenario with the workflow as its one job on the paper's platform
                      (three Kind1 clusters and one Kind2 of 1,000 cores), its value curve drawn
                      by the paper's rules from --seed.
                  SWF trace (.swf)
                      a market scenario with one single-task job per trace job (its processors
                      for its run time in minutes, arriving at its submit time in minutes).

                --seed   the scenario's seed (default 1), which draws the value curves
                --ccr    the market platform's CCR (default 0.2, the paper's)
                --force  replace SCENARIO if it exists (the old file is kept as SCENARIO.bak)

                Exit code 2, with one message naming the file, the position and the element, when
                FILE is malformed; nothing is written then.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse("import", args, Set.of("--out", "--family", "--seed", "--ccr"),
                Set.of("--force"));
        if (options.positional().size() != 1) {
            throw new InputException("import: name one file to import; see ./gridbench import --help");
        }
        Path file = Path.of(options.positional().get(0));
        Path out = Path.of(options.optional("--out").orElseThrow(() -> new InputException(
                "import: --out is required: the scenario file to write")));
        Optional<Family> family = Optional.empty();
        if (options.optional("--family").isPresent()) {
            String id = options.text("--family", "");
            family = Optional.of(Family.fromId(id).filter(f -> f != Family.STARS).orElseThrow(
                    () -> new InputException("import: --family: expected trees or market, found '" + id + "'")));
        }
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        double ccr = options.nonNegative("--ccr", ScenarioImports.PAPER_CCR);
        if (ccr > ClusterPlatform.MAX_CCR) {
            throw new InputException("import: --ccr: must be at most " + (long) ClusterPlatform.MAX_CCR
                    + " (2^22, so that a transfer of the longest task stays within the ticks the clock holds"
                    + " exactly), found " + options.text("--ccr", ""));
        }
        if (Files.exists(out) && !options.flag("--force")) {
            throw new InputException("import: --out: " + out + " exists; give --force to replace it");
        }
        ScenarioImports.Imported imported;
        long start = System.nanoTime();
        Consumer<String> progress = step -> console.err().printf(Locale.ROOT, "import: %s (%.1f s)%n", step,
                (System.nanoTime() - start) / 1e9);
        try {
            imported = ScenarioImports.of(file, family, seed, ccr, progress);
        } catch (ScenarioException e) {
            throw new InputException(e.problems().stream().map(Problem::format).toList());
        }
        progress.accept("writing " + out);
        try {
            ScenarioWriter.save(imported.document(), out);
        } catch (IOException e) {
            throw new InputException("import: --out: cannot write " + out + ": " + e.getMessage());
        }
        imported.summary().forEach(console.out()::println);
        imported.notMapped().forEach(line -> console.out().println("not mapped: " + line));
        console.out().println("wrote " + out);
        return Cli.OK;
    }
}
