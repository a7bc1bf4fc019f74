package org.gridbench.model.importers;

import org.gridbench.model.internal.json.TextFile;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.gridbench.model.scenario.ScenarioException;

/**
 * Reads Pegasus DAX 2.1 workflows: {@code <job id runtime>} elements (runtime in seconds; the transformation
 * {@code name} is the task's category) and {@code <child ref><parent ref/></child>} dependencies. The job and child
 * counts in the {@code <adag>} header are often stale, so elements are counted instead. DTDs and external entities
 * are refused, so reading a file never reads another one.
 */
final class DaxReader {

    private record Element(Origin origin, XMLStreamReader reader) {
    }

    private record JobEntry(String id, int exec, String category, Origin origin) {
    }

    /** A {@code <parent>} of a {@code <child>}; the child's ref is checked once, with the child element. */
    private record Link(String parent, String child, Origin at) {
    }

    private record ChildRef(String id, Origin at) {
    }

    private final String source;
    private final XmlPositions positions;
    private final ImportProblems problems = new ImportProblems();
    private final List<JobEntry> jobs = new ArrayList<>();
    private final List<Link> links = new ArrayList<>();
    private final List<ChildRef> children = new ArrayList<>();
    private final Map<String, Origin> firstChildElement = new HashMap<>();

    private DaxReader(String source, String text) {
        this.source = source;
        this.positions = new XmlPositions(text);
    }

    static ImportedWorkflow read(Path file, KindMapping kinds) throws ScenarioException {
        String text = TextFile.read(file);
        DaxReader dax = new DaxReader(file.toString(), text);
        String name;
        try {
            XMLStreamReader reader = XmlErrors.factory().createXMLStreamReader(new StringReader(text));
            try {
                name = dax.document(reader).orElse(file.getFileName().toString());
            } finally {
                reader.close();
            }
        } catch (XMLStreamException e) {
            throw XmlErrors.notWellFormed(file.toString(), e);
        }
        return dax.workflow(name, kinds);
    }

    /** Reads the whole document; returns the {@code name} of the adag, when it has one. */
    private Optional<String> document(XMLStreamReader reader) throws XMLStreamException, ScenarioException {
        while (reader.hasNext() && !reader.isStartElement()) {
            reader.next();
        }
        if (!reader.isStartElement()) {
            throw single(new Origin(source, 1, 1, "(document)"), "no root element; expected <adag>");
        }
        Origin root = origin(reader, "adag");
        if (!reader.getLocalName().equals("adag")) {
            throw single(new Origin(source, root.line(), root.column(), "(document)"), "expected a Pegasus DAX "
                    + "document, whose root element is <adag>, found <" + reader.getLocalName() + ">");
        }
        Optional<String> name = Optional.ofNullable(reader.getAttributeValue(null, "name")).filter(n -> !n.isBlank());
        int jobIndex = 0;
        int childIndex = 0;
        for (int depth = 1; depth > 0;) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (depth == 1 && reader.getLocalName().equals("job")) {
                    job(new Element(origin(reader, "adag.job[" + jobIndex++ + "]"), reader));
                } else if (depth == 1 && reader.getLocalName().equals("child")) {
                    child(new Element(origin(reader, "adag.child[" + childIndex++ + "]"), reader));
                    continue;
                }
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
        if (jobs.isEmpty() && problems.isEmpty()) {
            problems.add(root, "no <job> element; a workflow needs at least one job");
        }
        return name;
    }

    private void job(Element job) {
        Optional<String> id = attribute(job, "id");
        Optional<Double> seconds = attribute(job, "runtime").flatMap(value -> seconds(job, value));
        String category = Optional.ofNullable(job.reader().getAttributeValue(null, "name")).orElse(id.orElse(""));
        id.ifPresent(value -> jobs.add(new JobEntry(value, Runtimes.ticks(seconds.orElse(0.0)), category,
                job.origin())));
    }

    /** A {@code <child>} and its {@code <parent>} elements; returns with the reader on the child's end tag. */
    private void child(Element child) throws XMLStreamException {
        Optional<String> childId = attribute(child, "ref");
        childId.ifPresent(id -> {
            firstChildElement.putIfAbsent(id, child.origin());
            children.add(new ChildRef(id, withField(child, "ref")));
        });
        int parentIndex = 0;
        for (int depth = 1; depth > 0;) {
            int event = child.reader().next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (depth == 1 && child.reader().getLocalName().equals("parent")) {
                    Element parent = new Element(origin(child.reader(),
                            child.origin().field() + ".parent[" + parentIndex++ + "]"), child.reader());
                    Optional<String> parentId = attribute(parent, "ref");
                    if (parentId.isPresent() && childId.isPresent()) {
                        links.add(new Link(parentId.get(), childId.get(), withField(parent, "ref")));
                    }
                }
                depth++;
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
    }

    private ImportedWorkflow workflow(String name, KindMapping kinds) throws ScenarioException {
        TaskGraph graph = new TaskGraph(problems);
        for (JobEntry job : jobs) {
            graph.addTask(job.id(), job.exec(), 1, kinds.kindOf(job.category()), job.origin(),
                    firstChildElement.getOrDefault(job.id(), job.origin()));
        }
        for (ChildRef child : children) {
            graph.reference(child.id(), child.at());
        }
        for (Link link : links) {
            if (graph.reference(link.parent(), link.at())) {
                graph.addLink(link.parent(), link.child());
            }
        }
        return graph.workflow(name);
    }

    private Optional<String> attribute(Element element, String name) {
        String value = element.reader().getAttributeValue(null, name);
        if (value == null) {
            problems.add(withField(element, name), "missing required attribute");
            return Optional.empty();
        }
        if (value.isBlank()) {
            problems.add(withField(element, name), "must not be empty");
            return Optional.empty();
        }
        return Optional.of(value.strip());
    }

    private Optional<Double> seconds(Element job, String value) {
        double seconds;
        try {
            seconds = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            seconds = Double.NaN;
        }
        if (!Double.isFinite(seconds)) {
            problems.add(withField(job, "runtime"), "expected a number of seconds, found " + TaskGraph.quoted(value));
            return Optional.empty();
        }
        if (seconds < 0) {
            problems.add(withField(job, "runtime"), "must be at least 0, found " + value);
            return Optional.empty();
        }
        if (seconds > Runtimes.MAX_SECONDS) {
            problems.add(withField(job, "runtime"), "must be at most " + Runtimes.LONGEST + ", found " + value);
            return Optional.empty();
        }
        return Optional.of(seconds);
    }

    private Origin origin(XMLStreamReader reader, String field) {
        int[] at = positions.startOfTag(reader.getLocation());
        return new Origin(source, at[0], at[1], field);
    }

    private static Origin withField(Element element, String attribute) {
        Origin at = element.origin();
        return new Origin(at.source(), at.line(), at.column(), at.field() + "." + attribute);
    }

    private ScenarioException single(Origin at, String message) {
        return new ScenarioException(List.of(at.problem(message)));
    }
}
