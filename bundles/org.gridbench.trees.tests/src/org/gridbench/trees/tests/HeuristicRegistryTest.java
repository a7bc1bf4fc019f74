package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.gridbench.trees.TreeHeuristics;
import org.gridbench.trees.heuristic.TreeHeuristicInstance;
import org.gridbench.trees.heuristics.BuiltInHeuristics;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The built-in list and the contributions in the heuristics plug-in's plugin.xml agree. */
class HeuristicRegistryTest {

    @Test
    void builtInsMatchPluginXml() throws Exception {
        Path xml = Path.of("../org.gridbench.trees.heuristics/plugin.xml");
        var document = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Files.newInputStream(xml));
        Element extension = (Element) document.getElementsByTagName("extension").item(0);
        assertEquals(TreeHeuristics.EXTENSION_POINT, extension.getAttribute("point"));
        NodeList elements = extension.getElementsByTagName(TreeHeuristics.ELEMENT);
        List<String> contributed = new ArrayList<>();
        for (int i = 0; i < elements.getLength(); i++) {
            Element e = (Element) elements.item(i);
            contributed.add(e.getAttribute("id") + "|" + e.getAttribute("name") + "|" + e.getAttribute("description")
                    + "|" + e.getAttribute("class"));
        }
        List<String> builtIn = new ArrayList<>();
        for (TreeHeuristicInstance h : BuiltInHeuristics.all()) {
            builtIn.add(h.id() + "|" + h.name() + "|" + h.description() + "|" + h.heuristic().getClass().getName());
        }
        assertEquals(builtIn, contributed);
    }
}
