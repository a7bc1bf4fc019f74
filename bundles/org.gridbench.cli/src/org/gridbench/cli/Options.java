package org.gridbench.cli;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.gridbench.model.workload.LoadModel;

/** The {@code --name value} and {@code --flag} options of one command, parsed with a message per mistake. */
final class Options {

    /** The most values a from:to:step range may give (a sweep of more is a mistake in the step). */
    static final int MAX_RANGE = 10_000;

    /** JSON's number grammar without its restriction on leading zeros, and the words for what is not finite. */
    private static final Pattern DECIMAL = Pattern.compile(
            "[+-]?((\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?|Infinity|NaN)");

    private final String command;
    private final Map<String, String> values = new HashMap<>();
    private final List<String> positional = new ArrayList<>();

    private Options(String command) {
        this.command = command;
    }

    static Options parse(String command, List<String> args, Set<String> valued, Set<String> flags)
            throws InputException {
        Options options = new Options(command);
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (options.values.containsKey(arg)) {
                throw new InputException(command + ": " + arg + ": given twice; give each option once");
            }
            if (flags.contains(arg)) {
                options.values.put(arg, "true");
            } else if (valued.contains(arg)) {
                if (i + 1 >= args.size() || valued.contains(args.get(i + 1)) || flags.contains(args.get(i + 1))) {
                    // "--out --force" is a forgotten value, not a file named --force
                    throw new InputException(command + ": " + arg + " needs a value");
                }
                options.values.put(arg, args.get(++i));
            } else if (arg.startsWith("--")) {
                throw new InputException(command + ": unknown option '" + arg + "'; see ./gridbench " + command
                        + " --help");
            } else {
                options.positional.add(arg);
            }
        }
        return options;
    }

    List<String> positional() {
        return positional;
    }

    /** Refuses an argument that is no option, for a command that takes none (it was ignored without a word). */
    Options withoutArguments() throws InputException {
        if (!positional.isEmpty()) {
            throw new InputException(command + ": unexpected argument '" + positional.get(0) + "'");
        }
        return this;
    }

    /**
     * The file given for {@code name} that a command appends to after its work, or none: refused before the work
     * when its folder does not exist or it is a folder, which appending found only after the work.
     */
    Optional<Path> appendable(String name) throws InputException {
        Optional<Path> file = optional(name).map(Path::of);
        if (file.isPresent()) {
            Path absolute = file.get().toAbsolutePath();
            if (Files.isDirectory(absolute)) {
                throw new InputException(command + ": " + name + ": " + file.get() + " is a folder, not a file");
            }
            if (!Files.isDirectory(absolute.getParent())) {
                throw new InputException(command + ": " + name + ": cannot write " + file.get() + ": "
                        + absolute.getParent() + ": the folder does not exist");
            }
        }
        return file;
    }

    boolean flag(String name) {
        return values.containsKey(name);
    }

    Optional<String> optional(String name) {
        return Optional.ofNullable(values.get(name));
    }

    String text(String name, String fallback) {
        return values.getOrDefault(name, fallback);
    }

    /**
     * The folder given for {@code name}, or {@code fallback}: refused before any work when it, or the nearest folder
     * of its path that exists, is a file (such as /dev/null), which the command could only find after its runs.
     */
    Path folder(String name, String fallback) throws InputException {
        Path folder = Path.of(text(name, fallback));
        for (Path part = folder.toAbsolutePath().normalize(); part != null; part = part.getParent()) {
            if (Files.isDirectory(part)) {
                return folder;
            }
            if (Files.exists(part)) {
                throw new InputException(command + ": " + name + ": " + (part.equals(folder.toAbsolutePath()
                        .normalize()) ? folder + " is not a folder" : "cannot make the folder " + folder + ": "
                                + part + " is not a folder"));
            }
        }
        return folder;
    }

    long whole(String name, long fallback, long min) throws InputException {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        try {
            long n = Long.parseLong(value.strip());
            if (n < min) {
                throw new InputException(command + ": " + name + ": must be at least " + min + ", found " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new InputException(command + ": " + name + ": '" + value + "' is not a whole number");
        }
    }

    /** A whole number the engine keeps in an int: at most 2^31 - 1, refused above rather than cut. */
    int count(String name, int fallback, int min) throws InputException {
        long n = whole(name, fallback, min);
        if (n > Integer.MAX_VALUE) {
            throw new InputException(command + ": " + name + ": must be at most " + Integer.MAX_VALUE + ", found "
                    + n);
        }
        return (int) n;
    }

    /**
     * A decimal number as JSON writes one ("-1.5e3", ".5"), or "Infinity" and "NaN" for the callers to refuse by name;
     * Java's own suffixes and hexadecimal ("5d", "1f", "0x1p0") are refused, so "--duration 5d" is not 5 seconds.
     */
    static double decimal(String text) {
        String value = text.strip();
        if (!DECIMAL.matcher(value).matches()) {
            throw new NumberFormatException("not a decimal number: " + value);
        }
        return Double.parseDouble(value);
    }

    /** {@code text} given for option {@code name} as a number, refused when it is not one or not finite. */
    double finite(String name, String text) throws InputException {
        double x;
        try {
            x = decimal(text);
        } catch (NumberFormatException e) {
            throw new InputException(command + ": " + name + ": '" + text + "' is not a number");
        }
        if (!Double.isFinite(x)) {
            throw new InputException(command + ": " + name + ": '" + text.strip() + "' is not a finite number");
        }
        return x;
    }

    double positiveNumber(String name, String value) throws InputException {
        double x = finite(name, value);
        if (!(x > 0)) {
            throw new InputException(command + ": " + name + ": must be greater than 0, found " + value.strip());
        }
        return x;
    }

    /** A market load given for option {@code name}, refused below 10^-6 ({@link LoadModel#MIN_LOAD}). */
    double marketLoad(String name, double load) throws InputException {
        if (load < LoadModel.MIN_LOAD) {
            throw new InputException(command + ": " + name + ": " + load + " is below 0.000001 (10^-6): a lower load"
                    + " spreads the arrivals past the ticks the clock holds exactly");
        }
        return load;
    }

    /** The number given for {@code name}, or {@code fallback}; at least 0 and finite. */
    double nonNegative(String name, double fallback) throws InputException {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        double x = finite(name, value);
        if (!(x >= 0)) {
            throw new InputException(command + ": " + name + ": must be at least 0, found " + value.strip());
        }
        return x;
    }

    /** A list "a,b,c" or a range "from:to:step" (inclusive, decimal steps without rounding drift). */
    List<Double> numbers(String name, String fallback) throws InputException {
        String value = values.getOrDefault(name, fallback);
        List<Double> numbers = new ArrayList<>();
        if (value.contains(":")) {
            String[] parts = value.split(":", -1);
            if (parts.length != 3) {
                throw new InputException(command + ": " + name + ": expected from:to:step, found '" + value + "'");
            }
            double from = positiveNumber(name, parts[0]);
            double to = positiveNumber(name, parts[1]);
            double step = positiveNumber(name, parts[2]);
            BigDecimal x = new BigDecimal(parts[0].strip());
            if (from > to || step <= 0) {
                throw new InputException(command + ": " + name + ": the range '" + value + "' is empty");
            }
            if ((to - from) / step >= MAX_RANGE) {
                throw new InputException(String.format(Locale.ROOT, "%s: %s: the range '%s' has more than %,d values",
                        command, name, value, MAX_RANGE));
            }
            for (int i = 0; x.doubleValue() <= to + 1e-9 && i < MAX_RANGE; i++) {
                numbers.add(x.doubleValue());
                x = x.add(new BigDecimal(parts[2].strip()));
            }
        } else {
            for (String part : value.split(",", -1)) {
                double x = positiveNumber(name, part);
                if (numbers.contains(x)) {
                    throw repeated(name, part);
                }
                numbers.add(x);
            }
        }
        return numbers;
    }

    /** A list "a,b,c" of names, each given once. */
    List<String> names(String name, List<String> fallback) throws InputException {
        String value = values.get(name);
        if (value == null) {
            return fallback;
        }
        List<String> names = new ArrayList<>();
        for (String part : value.split(",", -1)) {
            if (part.isBlank()) {
                throw new InputException(command + ": " + name + ": an empty name in '" + value + "'");
            }
            if (names.contains(part.strip())) {
                throw repeated(name, part);
            }
            names.add(part.strip());
        }
        return names;
    }

    /** The message for a value given twice in the list of {@code name}: every value of a list must differ. */
    InputException repeated(String name, String part) {
        return new InputException(command + ": " + name + ": " + part.strip() + " is given twice; every value of the"
                + " list must differ");
    }
}
