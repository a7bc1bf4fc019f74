package org.gridbench.model.importers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import org.gridbench.model.internal.json.TextFile;
import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads Standard Workload Format traces (Parallel Workloads Archive, SWF 2.2): lines starting with {@code ;} are
 * comments, possibly {@code ; Key: value} header fields; every other non-blank line is a job of 18 whitespace-separated
 * numbers, -1 meaning unknown. LF, CRLF or CR line ends, a missing final newline and blank or whitespace-only lines
 * are accepted. Each bad job line gives one problem (its first); a trace with any problem is not returned at all.
 */
public final class SwfReader {

    private static final Pattern HEADER_FIELD = Pattern.compile(";\\s*([A-Za-z][A-Za-z0-9_]*):(?:\\s+(.*))?");
    private static final Pattern WHOLE = Pattern.compile("[+-]?\\d+");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /** Whole numbers up to 2^53 convert exactly through a double. */
    private static final double MAX_WHOLE = 0x1p53;

    /** A whitespace-separated field of a job line and its 1-based column. */
    private record Token(String text, int column) {
    }

    private final String source;
    private final ImportProblems problems = new ImportProblems();
    private final Map<String, List<String>> header = new LinkedHashMap<>();
    private final List<SwfJob> jobs = new ArrayList<>();
    private final IntStream.Builder jobLineNumbers = IntStream.builder();
    private final Map<Long, Integer> jobLines = new HashMap<>();
    private List<String> continued;

    private SwfReader(String source) {
        this.source = source;
    }

    public static SwfTrace read(Path file) throws ScenarioException {
        return read(file.toString(), TextFile.read(file, TextFile.SWF_BYTES_PER_BYTE));
    }

    /** A trace from text already read, such as a bundle resource; {@code source} names it in problems. */
    public static SwfTrace read(String source, String text) throws ScenarioException {
        SwfReader reader = new SwfReader(source);
        List<String> lines = text.lines().toList();
        for (int index = 0; index < lines.size(); index++) {
            reader.line(index + 1, lines.get(index));
        }
        return reader.trace();
    }

    private void line(int number, String text) {
        String content = text.strip();
        if (content.startsWith(";")) {
            comment(content);
        } else if (!content.isEmpty()) {
            continued = null;
            job(number, tokens(text)).ifPresent(job -> {
                jobs.add(job);
                jobLineNumbers.add(number);
            });
        }
    }

    /** A {@code ; Key: value} header field; an indented comment without a key continues the previous value. */
    private void comment(String content) {
        Matcher field = HEADER_FIELD.matcher(content);
        if (field.matches()) {
            continued = header.computeIfAbsent(field.group(1), key -> new ArrayList<>());
            continued.add(field.group(2) == null ? "" : field.group(2).strip());
            return;
        }
        String more = content.substring(1).strip();
        if (continued != null && !more.isEmpty()) {
            int last = continued.size() - 1;
            continued.set(last, (continued.get(last) + " " + more).strip());
        } else {
            continued = null;
        }
    }

    private static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            boolean space = i == text.length() || Character.isWhitespace(text.charAt(i));
            if (space && start >= 0) {
                tokens.add(new Token(text.substring(start, i), start + 1));
                start = -1;
            } else if (!space && start < 0) {
                start = i;
            }
        }
        return tokens;
    }

    private Optional<SwfJob> job(int line, List<Token> tokens) {
        SwfField[] fields = SwfField.values();
        if (tokens.size() > fields.length) {
            Token extra = tokens.get(fields.length);
            problems.add(new Origin(source, line, extra.column(), "field " + (fields.length + 1)),
                    "expected " + fields.length + " fields, found " + tokens.size());
            return Optional.empty();
        }
        if (tokens.size() < fields.length) {
            Token last = tokens.getLast();
            problems.add(new Origin(source, line, last.column() + last.text().length(), fields[tokens.size()].label()),
                    "missing; expected " + fields.length + " fields, found " + tokens.size());
            return Optional.empty();
        }
        double[] values = new double[fields.length];
        for (SwfField field : fields) {
            Token token = tokens.get(field.ordinal());
            Optional<Double> value = value(field, token, new Origin(source, line, token.column(), field.label()));
            if (value.isEmpty()) {
                return Optional.empty();
            }
            values[field.ordinal()] = value.get();
        }
        // SWF 2.2: the job number is a counter, one per job; a repeated number would merge two jobs downstream
        Integer first = jobLines.putIfAbsent((long) values[0], line);
        if (first != null && values[0] != SwfJob.UNKNOWN) {
            Token number = tokens.get(0);
            problems.add(new Origin(source, line, number.column(), SwfField.JOB_NUMBER.label()),
                    "duplicate job number " + number.text() + "; first at line " + first);
            return Optional.empty();
        }
        return Optional.of(job(values));
    }

    /** A field's number: whole except the average CPU time, at least 0 or exactly -1 (unknown). */
    private Optional<Double> value(SwfField field, Token token, Origin at) {
        String text = token.text();
        if (!(field.fractional() ? DECIMAL : WHOLE).matcher(text).matches()) {
            problems.add(at, (field.fractional() ? "expected a number" : "expected a whole number") + ", found "
                    + TaskGraph.quoted(text));
            return Optional.empty();
        }
        double value = Double.parseDouble(text);
        if (!field.fractional() && Math.abs(value) > MAX_WHOLE) {
            problems.add(at, "too large for a whole number, found " + text);
            return Optional.empty();
        }
        if (field.processors() && value > Integer.MAX_VALUE) {
            problems.add(at, "more processors than a task holds (at most 2147483647, the largest 32-bit integer),"
                    + " found " + text);
            return Optional.empty();
        }
        if (value < 0 && value != SwfJob.UNKNOWN) {
            problems.add(at, "must be at least 0, or -1 for unknown, found " + text);
            return Optional.empty();
        }
        return Optional.of(value);
    }

    private static SwfJob job(double[] v) {
        return new SwfJob((long) v[0], (long) v[1], (long) v[2], (long) v[3], (long) v[4], v[5], (long) v[6],
                (long) v[7], (long) v[8], (long) v[9], (long) v[10], (long) v[11], (long) v[12], (long) v[13],
                (long) v[14], (long) v[15], (long) v[16], (long) v[17]);
    }

    private SwfTrace trace() throws ScenarioException {
        if (jobs.isEmpty() && problems.isEmpty()) {
            problems.add(new Origin(source, 1, 1, "(document)"), "no job line; a trace needs at least one job");
        }
        problems.throwIfAny();
        return new SwfTrace(source, header, jobs, jobLineNumbers.build().toArray());
    }
}
