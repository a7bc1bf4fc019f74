package org.gridbench.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Path;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;

import org.osgi.framework.Bundle;

/**
 * The documents Help > Contents shows: the README, then every Markdown file of {@code docs/}, which the build copies
 * into this bundle's {@code help/} folder. A topic's path is relative to {@code docs/} ("README.md" for the README).
 */
public final class HelpTopics {

    static final String FOLDER = "/help/";
    public static final String README = "README.md";

    private final Bundle bundle;

    public HelpTopics(Bundle bundle) {
        this.bundle = bundle;
    }

    /** The README first, then the docs by folder depth and name ("editors.md" before "formats/scenario.md"). */
    public List<String> paths() {
        List<String> paths = new ArrayList<>();
        Enumeration<URL> entries = bundle.findEntries(FOLDER, "*.md", true);
        for (URL url : entries == null ? Collections.<URL>emptyList() : Collections.list(entries)) {
            paths.add(url.getPath().substring(FOLDER.length()));
        }
        paths.sort(Comparator.comparing((String p) -> !p.equals(README)).thenComparing(p -> p.contains("/"))
                .thenComparing(p -> p));
        return paths;
    }

    /** The Markdown text of one topic. */
    public String text(String path) {
        URL url = bundle.getEntry(FOLDER + path);
        if (url == null) {
            throw new IllegalArgumentException("no help topic " + path);
        }
        try (InputStream in = url.openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading help topic " + path, e);
        }
    }

    /** What the topic list shows: its first heading, then its path ("Limits, bad input and the heap  (limits.md)"). */
    public String title(String path) {
        return title(text(path), path);
    }

    /** The first "# " heading of {@code markdown}, followed by the path; the path alone when there is none. */
    public static String title(String markdown, String path) {
        return markdown.lines().filter(line -> line.startsWith("# ")).findFirst()
                .map(line -> line.substring(2).strip() + "  (" + path + ")").orElse(path);
    }

    /** Where a link of the topic at from leads, as a topic path, or null when it leaves the docs (web, images). */
    public static String resolve(String from, String link) {
        String target = link.contains("#") ? link.substring(0, link.indexOf('#')) : link;
        if (link.contains("://") || !target.endsWith(".md")) {
            return null;
        }
        Path source = Path.of(from.equals(README) ? README : "docs/" + from);
        Path folder = source.getParent() == null ? Path.of("") : source.getParent();
        String resolved = folder.resolve(target).normalize().toString();
        if (resolved.equals(README)) {
            return README;
        }
        return resolved.startsWith("docs/") ? resolved.substring("docs/".length()) : null;
    }
}
