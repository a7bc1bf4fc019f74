package org.gridbench.experiments.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;

import org.gridbench.experiments.bench.HoldModelBenchmark;
import org.gridbench.experiments.bench.MachineDescription;

/** {@code bench kernel}: the hold-model benchmark of the event queue beside a PriorityQueue baseline. */
final class BenchCommand implements Command {

    private static final int[] DEFAULT_SIZES = { 1_000, 100_000, 1_000_000 };

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "run a benchmark (kernel) and append its table to docs/performance.md";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench bench kernel [--sizes N,N,...] [--seed S] [--log FILE]

                kernel   the classic hold model: N pending events; pop the earliest, push one at
                         now + Exp(1). Events per second of the Gridbench event queue beside a
                         java.util.PriorityQueue baseline measured in the same run
                         (median of 5 timed trials each, after a warm-up).
                --sizes  pending-event counts (default 1000,100000,1000000)
                --seed   seed of the Exp(1) draws (default 1)
                --log    Markdown file the table is appended to, with the date and the machine
                         (./gridbench passes docs/performance.md of the checkout)
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        if (args.isEmpty() || !"kernel".equals(args.get(0))) {
            throw new InputException("bench: name a benchmark: kernel; see ./gridbench bench --help");
        }
        Options options = Options.parse(args.subList(1, args.size()));
        console.out().printf("hold model, sizes %s, seed %d%n", Arrays.toString(options.sizes), options.seed);
        List<HoldModelBenchmark.Row> rows = HoldModelBenchmark.run(options.sizes, options.seed);
        String table = HoldModelBenchmark.table(rows);
        console.out().print(table);
        if (options.log != null) {
            appendToLog(options.log, table);
            console.out().println("appended to " + options.log);
        }
        return Cli.OK;
    }

    private static void appendToLog(Path log, String table) throws InputException {
        String entry = "\n## Kernel hold model, " + LocalDate.now() + "\n\n" + MachineDescription.current()
                + "\n\nCommand: `./gridbench bench kernel`\n\n" + table;
        try {
            Files.writeString(log, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new InputException(log + ": cannot append the benchmark table: " + e.getMessage());
        }
    }

    private record Options(int[] sizes, long seed, Path log) {

        static Options parse(List<String> args) throws InputException {
            int[] sizes = DEFAULT_SIZES;
            long seed = 1;
            Path log = null;
            for (int i = 0; i < args.size(); i++) {
                String option = args.get(i);
                if (i + 1 >= args.size()) {
                    throw new InputException("bench: " + option + " needs a value");
                }
                String value = args.get(++i);
                switch (option) {
                case "--sizes" -> sizes = parseSizes(value);
                case "--seed" -> seed = parseNumber(option, value);
                case "--log" -> log = Path.of(value);
                default -> throw new InputException("bench: unknown option '" + option + "'");
                }
            }
            return new Options(sizes, seed, log);
        }

        private static int[] parseSizes(String value) throws InputException {
            String[] parts = value.split(",");
            int[] sizes = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                long n = parseNumber("--sizes", parts[i].trim());
                if (n < 1 || n > 50_000_000) {
                    throw new InputException("bench: --sizes: " + n + " is outside 1..50000000");
                }
                sizes[i] = (int) n;
            }
            return sizes;
        }

        private static long parseNumber(String option, String value) throws InputException {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new InputException("bench: " + option + ": '" + value + "' is not a whole number");
            }
        }
    }
}
