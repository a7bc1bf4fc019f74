package org.gridbench.ui.help;

import java.util.Comparator;
import java.util.List;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;

import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Composite;
import org.osgi.framework.FrameworkUtil;

/**
 * Help > Contents: the README and the docs, a list of topics beside the chosen one laid out for reading, its prose
 * wrapped at spaces and its code unwrapped ({@link ProseWrap}).
 */
public final class HelpPart {

    public static final String ID = "org.gridbench.ui.part.help";

    private final HelpTopics topics = new HelpTopics(FrameworkUtil.getBundle(HelpPart.class));
    private LocalResourceManager resources;
    private org.eclipse.swt.widgets.List list;
    private StyledText page;
    private List<String> paths;
    private String shown;
    private MarkdownText laidOut;
    private int wrappedTo;

    @PostConstruct
    void create(Composite parent) {
        resources = new LocalResourceManager(JFaceResources.getResources(), parent);
        parent.setLayout(new FillLayout());
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        list = new org.eclipse.swt.widgets.List(sash, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        paths = topics.paths();
        paths.forEach(path -> list.add(topics.title(path)));
        page = new StyledText(sash, SWT.BORDER | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        page.setLeftMargin(12);
        page.setRightMargin(12);
        sash.setWeights(1, 3);
        list.addListener(SWT.Selection, e -> show(paths.get(list.getSelectionIndex())));
        page.addListener(SWT.Resize, e -> {
            if (laidOut != null && page.getClientArea().width != wrappedTo) {
                int top = page.getOffsetAtLine(page.getTopIndex());
                layOut();
                page.setTopIndex(page.getLineAtOffset(top));
            }
        });
        page.addListener(SWT.MouseUp, e -> follow(page.getOffsetAtPoint(new org.eclipse.swt.graphics.Point(e.x, e.y))));
        if (!paths.isEmpty()) {
            show(paths.get(0));
        }
    }

    /** The topics listed (by path; the list shows their titles), README first. */
    public List<String> topics() {
        return paths;
    }

    /** The topic shown now. */
    public String shown() {
        return shown;
    }

    /** The text of the page shown, as laid out. */
    public String pageText() {
        return page.getText();
    }

    /** Where the page shown has its headings, code and links, by offset into {@link #pageText()}. */
    public List<MarkdownText.Span> spans() {
        return laidOut.spans();
    }

    /** Shows a topic (a path from {@link #topics()}) and selects it in the list. */
    public void show(String path) {
        shown = path;
        list.setSelection(paths.indexOf(path));
        laidOut = MarkdownText.of(topics.text(path));
        layOut();
        page.setTopIndex(0);
    }

    // the topic's text and styles, its prose wrapped to the page's width (ProseWrap)
    private void layOut() {
        page.setText(laidOut.text());
        // spans nest (code in bold, in a link): the outer ones first, so that the inner ones win where they lie
        laidOut.spans().stream().sorted(Comparator.comparingInt(MarkdownText.Span::length).reversed()).map(
                this::style).forEach(page::setStyleRange);
        ProseWrap.wrap(page, laidOut.spans());
        wrappedTo = page.getClientArea().width;
    }

    /** Follows the link at offset: another topic opens here, a web address in the system browser. */
    public void follow(int offset) {
        if (offset < 0 || laidOut == null) {
            return;
        }
        for (MarkdownText.Span span : laidOut.spans()) {
            if (span.kind() == MarkdownText.Kind.LINK && offset >= span.start()
                    && offset < span.start() + span.length()) {
                String topic = HelpTopics.resolve(shown, span.target());
                if (topic != null && paths.contains(topic)) {
                    show(topic);
                } else if (span.target().startsWith("http")) {
                    Program.launch(span.target());
                }
                return;
            }
        }
    }

    private StyleRange style(MarkdownText.Span span) {
        StyleRange range = new StyleRange();
        range.start = span.start();
        range.length = Math.min(span.length(), page.getCharCount() - span.start());
        switch (span.kind()) {
            case HEADING_1 -> range.font = font(1.6, SWT.BOLD);
            case HEADING_2 -> range.font = font(1.3, SWT.BOLD);
            case HEADING_3, STRONG -> range.font = font(1, SWT.BOLD);
            case EMPHASIS -> range.font = font(1, SWT.ITALIC);
            case CODE -> range.font = resources.create(FontDescriptor.createFrom(JFaceResources.getTextFont()));
            case LINK -> {
                range.underline = true;
                range.foreground = page.getDisplay().getSystemColor(SWT.COLOR_LINK_FOREGROUND);
            }
        }
        return range;
    }

    private Font font(double scale, int style) {
        FontDescriptor base = FontDescriptor.createFrom(page.getFont());
        int height = (int) Math.round(page.getFont().getFontData()[0].getHeight() * scale);
        return resources.create(base.setHeight(height).setStyle(style));
    }

    @PreDestroy
    void dispose() {
        resources.dispose();
    }
}
