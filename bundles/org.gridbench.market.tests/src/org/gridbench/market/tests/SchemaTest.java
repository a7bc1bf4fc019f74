package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The extension point's schema documents exactly the attributes the registry reader reads. */
class SchemaTest {
    private static final Path SCHEMA = Path.of(System.getProperty("user.dir")).getParent()
            .resolve("org.gridbench.market/schema/biddingPolicies.exsd");

    @Test
    void thePolicyElementHasTheAttributesTheReaderReads() throws Exception {
        NodeList elements = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(SCHEMA.toFile())
                .getElementsByTagName("element");
        List<String> attributes = new ArrayList<>();
        for (int i = 0; i < elements.getLength(); i++) {
            Element element = (Element) elements.item(i);
            if ("policy".equals(element.getAttribute("name"))) {
                NodeList children = element.getElementsByTagName("attribute");
                for (int j = 0; j < children.getLength(); j++) {
                    Element attribute = (Element) children.item(j);
                    attributes.add(attribute.getAttribute("name") + ":" + attribute.getAttribute("use"));
                }
            }
        }
        assertEquals(List.of("id:required", "name:required", "description:", "class:required", "wins:required"),
                attributes);
    }
}
