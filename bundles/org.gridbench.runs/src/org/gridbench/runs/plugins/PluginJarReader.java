package org.gridbench.runs.plugins;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.gridbench.runs.policies.PolicyExtensionPoint;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/** Reads a plug-in jar without installing it: its bundle identity from the manifest, its policies from plugin.xml. */
public final class PluginJarReader {

    private PluginJarReader() {
    }

    /** @throws PluginException when the file is not a readable jar, not an OSGi bundle, or its plugin.xml is wrong */
    public static PluginDescriptor read(Path jar) throws PluginException {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String symbolicName = manifest == null ? null
                    : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
            if (symbolicName == null || symbolicName.isBlank()) {
                throw new PluginException(jar + ": not an OSGi bundle: its META-INF/MANIFEST.MF has no"
                        + " Bundle-SymbolicName");
            }
            Attributes main = manifest.getMainAttributes();
            String version = Optional.ofNullable(main.getValue("Bundle-Version")).orElse("0.0.0").trim();
            ZipEntry pluginXml = file.getEntry("plugin.xml");
            List<ContributedPolicy> policies = pluginXml == null ? List.of()
                    : policies(jar, file.getInputStream(pluginXml));
            return new PluginDescriptor(symbolicName.split(";", 2)[0].trim(), version, jar, policies);
        } catch (IOException e) {
            throw new PluginException(jar + ": not a readable plug-in jar: " + e.getMessage(), e);
        }
    }

    private static List<ContributedPolicy> policies(Path jar, InputStream xml) throws PluginException, IOException {
        Document document;
        try (xml) {
            document = parser().parse(xml);
        } catch (SAXParseException e) {
            throw new PluginException(jar + "!/plugin.xml:" + e.getLineNumber() + ":" + e.getColumnNumber()
                    + ": (document): not well-formed XML: " + e.getMessage(), e);
        } catch (SAXException e) {
            throw new PluginException(jar + ": plugin.xml: " + e.getMessage(), e);
        }
        List<ContributedPolicy> policies = new ArrayList<>();
        NodeList extensions = document.getDocumentElement().getElementsByTagName("extension");
        for (int i = 0; i < extensions.getLength(); i++) {
            Element extension = (Element) extensions.item(i);
            Optional<PolicyExtensionPoint> point = PolicyExtensionPoint.byId(extension.getAttribute("point"));
            if (point.isEmpty()) {
                continue;
            }
            NodeList children = extension.getChildNodes();
            for (int j = 0; j < children.getLength(); j++) {
                if (children.item(j).getNodeType() == Node.ELEMENT_NODE) {
                    policies.add(policy(jar, point.get(), (Element) children.item(j)));
                }
            }
        }
        return policies;
    }

    private static ContributedPolicy policy(Path jar, PolicyExtensionPoint point, Element element)
            throws PluginException {
        String where = jar + ": plugin.xml: <" + element.getTagName() + "> of " + point.id();
        if (!point.element().equals(element.getTagName())) {
            throw new PluginException(where + ": this extension point takes <" + point.element() + "> elements");
        }
        String id = element.getAttribute("id").trim();
        String className = element.getAttribute("class").trim();
        if (id.isEmpty()) {
            throw new PluginException(where + ": the id attribute is missing");
        }
        if (className.isEmpty()) {
            throw new PluginException(where + " '" + id + "': the class attribute is missing");
        }
        String name = element.getAttribute("name").trim();
        return new ContributedPolicy(point, id, name.isEmpty() ? id : name, className);
    }

    private static DocumentBuilder parser() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setNamespaceAware(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new DefaultHandler());
            return builder;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser lacks secure processing", e);
        }
    }
}
