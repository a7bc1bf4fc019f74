package org.gridbench.ui;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/** The versions Help > About shows: Gridbench, the platform it runs on, and Java. */
public final class AboutText {

    private static final String[] BUNDLES = { "org.gridbench.kernel", "org.gridbench.model",
            "org.gridbench.experiments", "org.gridbench.ui", "org.eclipse.e4.ui.workbench", "org.eclipse.swt",
            "org.eclipse.jface", "org.eclipse.osgi", "com.fasterxml.jackson.core.jackson-databind" };

    private AboutText() {
    }

    public static String text() {
        Bundle self = FrameworkUtil.getBundle(AboutText.class);
        StringBuilder text = new StringBuilder("Gridbench ").append(self.getVersion())
                .append("\nA workbench for scheduling research on distributed and HPC platforms.\n\n");
        for (String name : BUNDLES) {
            text.append(name).append(' ').append(version(self, name)).append('\n');
        }
        text.append("\nJava ").append(System.getProperty("java.version")).append(" (")
                .append(System.getProperty("java.vendor")).append(")\n").append(System.getProperty("os.name"))
                .append(' ').append(System.getProperty("os.arch"));
        return text.toString();
    }

    private static String version(Bundle self, String symbolicName) {
        for (Bundle b : self.getBundleContext().getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b.getVersion().toString();
            }
        }
        return "(not installed)";
    }
}
