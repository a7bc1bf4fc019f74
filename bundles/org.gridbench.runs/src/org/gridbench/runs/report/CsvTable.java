package org.gridbench.runs.report;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.gridbench.model.scenario.AtomicFiles;

/** A CSV file with a header row, written atomically (LF line endings, RFC 4180 quoting). */
public final class CsvTable {

    private final List<String> header;
    private final StringWriter text = new StringWriter();
    private final CSVPrinter printer;

    public CsvTable(List<String> header) {
        this.header = List.copyOf(header);
        try {
            printer = CSVFormat.RFC4180.builder().setRecordSeparator('\n').setHeader(header.toArray(String[]::new))
                    .get().print(text);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory cannot fail", e);
        }
    }

    public void row(List<?> values) {
        if (values.size() != header.size()) {
            throw new IllegalArgumentException("row has " + values.size() + " values for " + header.size()
                    + " columns");
        }
        try {
            printer.printRecord(values);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory cannot fail", e);
        }
    }

    public String text() {
        return text.toString();
    }

    public void write(Path file) throws IOException {
        AtomicFiles.write(file, text().getBytes(StandardCharsets.UTF_8));
    }
}
