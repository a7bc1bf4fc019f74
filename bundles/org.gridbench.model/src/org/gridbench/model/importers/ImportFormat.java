package org.gridbench.model.importers;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.gridbench.model.internal.json.TextFile;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/** The outside files Gridbench imports, told apart by their name and, for XML, by their root element. */
public enum ImportFormat {
    /** Standard Workload Format traces ({@code .swf}). */
    SWF,
    /** WfCommons WfFormat JSON ({@code .json}). */
    WFFORMAT,
    /** Pegasus DAX ({@code .dax}, or {@code .xml} with root {@code <adag>}). */
    DAX,
    /** SimGrid platform XML ({@code .xml} with root {@code <platform>}). */
    SIMGRID;

    public static ImportFormat of(Path file) throws ScenarioException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".swf")) {
            return SWF;
        }
        if (name.endsWith(".json")) {
            return WFFORMAT;
        }
        if (name.endsWith(".dax")) {
            return DAX;
        }
        if (name.endsWith(".xml")) {
            return switch (rootElement(file)) {
                case "adag" -> DAX;
                case "platform" -> SIMGRID;
                default -> throw new ScenarioException(List.of(new Problem(file.toString(), 1, 1, "(document)",
                        "expected a Pegasus DAX workflow (<adag>) or a SimGrid platform (<platform>), found <"
                                + rootElement(file) + ">")));
            };
        }
        throw new ScenarioException(List.of(new Problem(file.toString(), 0, 0, Problem.FILE, "unknown kind of file;"
                + " Gridbench imports .swf traces, WfFormat .json workflows, Pegasus .dax/.xml workflows and SimGrid"
                + " .xml platforms")));
    }

    private static String rootElement(Path file) throws ScenarioException {
        try {
            XMLStreamReader reader = XmlErrors.factory().createXMLStreamReader(new StringReader(TextFile.read(file)));
            try {
                while (reader.hasNext()) {
                    if (reader.next() == XMLStreamReader.START_ELEMENT) {
                        return reader.getLocalName();
                    }
                }
                throw new ScenarioException(List.of(new Problem(file.toString(), 1, 1, "(document)",
                        "no root element")));
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw XmlErrors.notWellFormed(file.toString(), e);
        }
    }
}
