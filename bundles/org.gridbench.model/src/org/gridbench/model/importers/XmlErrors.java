package org.gridbench.model.importers;

import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;

import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/** What the XML importers share: a parser that reads no other file, and one message for text that is not XML. */
final class XmlErrors {

    private XmlErrors() {
    }

    /** A StAX factory with DTDs and external entities off, so that reading a file never reads another one. */
    static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return factory;
    }

    /** StAX says "ParseError at [row,col]:[3,5] Message: ..."; users get the position and the message alone. */
    static ScenarioException notWellFormed(String source, XMLStreamException e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        int at = message.indexOf("Message: ");
        String reason = at >= 0 ? message.substring(at + "Message: ".length()).strip() : message.strip();
        int line = e.getLocation() == null ? 0 : Math.max(e.getLocation().getLineNumber(), 0);
        int column = line == 0 ? 0 : Math.max(e.getLocation().getColumnNumber(), 1);
        return new ScenarioException(List.of(new Problem(source, line, column, line == 0 ? Problem.FILE : "(document)",
                "not well-formed XML: " + reason)));
    }
}
