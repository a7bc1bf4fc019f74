package org.gridbench.model.importers;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

/**
 * A Standard Workload Format trace: the {@code ; Key: value} header fields (a key such as {@code Queue} may repeat;
 * indented comment lines continue the previous value) and the job lines in file order.
 *
 * @param source the file the trace was read from
 */
public record SwfTrace(String source, Map<String, List<String>> header, List<SwfJob> jobs) {

    public SwfTrace {
        header = header.entrySet().stream()
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, entry -> List.copyOf(entry.getValue())));
        jobs = List.copyOf(jobs);
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
