package org.gridbench.ui.viewers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The Text Viewer: a file of the workspace as text in the editor area (a sweep's results.csv, its run files), read-only
 * since a sweep writes them, in the text font, read again when the file changes on disk. A file larger than
 * {@value #LIMIT} bytes shows its beginning and says so.
 */
public final class TextViewerPart {

    /** The bytes read of a large file (a STaRS series.csv can reach hundreds of megabytes). */
    static final int LIMIT = 4 << 20;

    @Inject
    private MPart part;

    private ViewedFile file;
    private StyledText text;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        file = new ViewedFile(part);
        text = new StyledText(parent, SWT.MULTI | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        text.setMargins(4, 2, 4, 2);
        reload();
    }

    @Inject
    @Optional
    void workspaceChanged(@UIEventTopic(Workspace.TOPIC_CHANGED) String changed) {
        if (text != null && !text.isDisposed()) {
            reload();
        }
    }

    private void reload() {
        if (file.changed()) {
            text.setText(read());
        }
    }

    private String read() {
        try (InputStream in = Files.newInputStream(file.path())) {
            byte[] bytes = in.readNBytes(LIMIT);
            String content = new String(bytes, StandardCharsets.UTF_8);
            return in.read() < 0 ? content : content + "\n[only the first " + (LIMIT >> 20) + " MiB of "
                    + file.path().getFileName() + " are shown; open it with the System Editor for the rest]\n";
        } catch (IOException e) {
            return "Cannot read " + file.path() + ": " + e.getMessage();
        }
    }

    /** The text shown, for tests. */
    public String text() {
        return text.getText();
    }

    @Focus
    void focus() {
        text.setFocus();
    }
}
