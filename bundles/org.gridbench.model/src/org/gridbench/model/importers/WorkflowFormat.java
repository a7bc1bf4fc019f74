package org.gridbench.model.importers;

import java.nio.file.Path;
import java.util.Optional;

import org.gridbench.model.scenario.ScenarioException;

/** The outside workflow formats Gridbench imports into its task model (DESIGN: files users rely on). */
public enum WorkflowFormat {
    /** WfCommons WfFormat JSON, schema 1.4 to 1.6. */
    WFFORMAT("wfformat"),
    /** Pegasus DAX 2.1 XML. */
    DAX("dax");

    private final String id;

    WorkflowFormat(String id) {
        this.id = id;
    }

    /** The name written in a scenario's {@code workload.import.format}. */
    public String id() {
        return id;
    }

    public static Optional<WorkflowFormat> fromId(String id) {
        for (WorkflowFormat format : values()) {
            if (format.id.equals(id)) {
                return Optional.of(format);
            }
        }
        return Optional.empty();
    }

    /**
     * Reads one workflow: runtimes in seconds become whole ticks of one minute (rounded up, at least 1), cores default
     * to 1, kinds come from {@code kinds}. Bad input gives every problem, each with the file, the position when known
     * and the field; nothing is half-read.
     */
    public ImportedWorkflow read(Path file, KindMapping kinds) throws ScenarioException {
        return switch (this) {
            case WFFORMAT -> WfFormatReader.read(file, kinds);
            case DAX -> DaxReader.read(file, kinds);
        };
    }
}
