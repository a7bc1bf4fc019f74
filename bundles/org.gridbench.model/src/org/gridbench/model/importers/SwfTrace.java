package org.gridbench.model.importers;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * A Standard Workload Format trace: the {@code ; Key: value} header fields (a key such as {@code Queue} may repeat;
 * indented comment lines continue the previous value) and the job lines in file order, each with its line number so
 * that a problem found after reading can point at it. The line numbers are kept as ints, 4 bytes a job, as a trace may
 * hold a million jobs.
 */
public final class SwfTrace {

    private final String source;
    private final Map<String, List<String>> header;
    private final List<SwfJob> jobs;
    private final int[] lines;

    /**
     * @param source the file the trace was read from
     * @param lines the 1-based line of each job of {@code jobs}, at the same index
     */
    public SwfTrace(String source, Map<String, List<String>> header, List<SwfJob> jobs, int[] lines) {
        if (lines.length != jobs.size()) {
            throw new IllegalArgumentException("one line per job: " + jobs.size() + " jobs, " + lines.length
                    + " lines");
        }
        this.source = source;
        this.header = header.entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> List.copyOf(entry.getValue())));
        this.jobs = List.copyOf(jobs);
        this.lines = Arrays.copyOf(lines, lines.length);
    }

    /** The file the trace was read from. */
    public String source() {
        return source;
    }

    public Map<String, List<String>> header() {
        return header;
    }

    public List<SwfJob> jobs() {
        return jobs;
    }

    /** Where job {@code index} of {@link #jobs()} was read: its line, from its first column. */
    public Origin origin(int index) {
        return new Origin(source, lines[index], 1, "(job line)");
    }

    /** The first value of header field {@code key}, such as {@code MaxProcs}. */
    public Optional<String> header(String key) {
        return Optional.ofNullable(header.get(key)).map(List::getFirst);
    }

    /** A header field holding a whole number, such as {@code MaxProcs}; empty when absent or not a number. */
    public OptionalLong headerNumber(String key) {
        Optional<String> value = header(key);
        if (value.isEmpty() || !value.get().matches("-?\\d+")) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(Long.parseLong(value.get()));
    }
}
