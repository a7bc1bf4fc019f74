package org.gridbench.ui.viewers;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.swt.program.Program;

/**
 * How the workbench opens a file that is neither a scenario nor a sweep document (a sweep's results.csv, market.csv,
 * plots), as Eclipse's Open With does: in the Text Viewer, in the Image Viewer (pictures SWT draws), or with the
 * program the system associates with its ending. Double-click uses the default: pictures in the Image Viewer, text
 * files in the Text Viewer, anything else with the system's program when there is one, else as text.
 */
public enum FileViewer {

    TEXT("&Text Viewer", "org.gridbench.ui.partdescriptor.textViewer"),
    IMAGE("&Image Viewer", "org.gridbench.ui.partdescriptor.imageViewer"),
    SYSTEM("&System Editor", null);

    private static final Set<String> IMAGES = Set.of("png", "gif", "jpg", "jpeg", "bmp");
    private static final Set<String> TEXTS = Set.of("csv", "json", "txt", "md", "log", "bak", "tsv", "xml",
            "sbatch", "sh");

    private final String label;
    private final String descriptor;

    FileViewer(String label, String descriptor) {
        this.label = label;
        this.descriptor = descriptor;
    }

    /** The menu label, with its mnemonic. */
    public String label() {
        return label;
    }

    /** The part descriptor of an internal viewer; null for the system's program. */
    public String descriptor() {
        return descriptor;
    }

    /** The viewers Open With offers for the file, the default first. */
    public static List<FileViewer> choices(Path file) {
        return isImage(file) ? List.of(IMAGE, TEXT, SYSTEM) : List.of(TEXT, SYSTEM);
    }

    /** What double-click opens the file with. */
    public static FileViewer defaultFor(Path file) {
        if (isImage(file)) {
            return IMAGE;
        }
        return TEXTS.contains(ending(file)) || program(file) == null ? TEXT : SYSTEM;
    }

    /** Whether SWT draws the file as a picture. */
    public static boolean isImage(Path file) {
        return IMAGES.contains(ending(file));
    }

    /** The program the system associates with the file's ending, or null. */
    public static Program program(Path file) {
        String ending = ending(file);
        return ending.isEmpty() ? null : Program.findProgram("." + ending);
    }

    private static String ending(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
