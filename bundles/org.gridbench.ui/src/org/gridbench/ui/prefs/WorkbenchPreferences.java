package org.gridbench.ui.prefs;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.preference.PreferenceStore;
import org.gridbench.kernel.DecisionGuard;
import org.gridbench.runs.plugins.PluginHome;

/**
 * The workbench's preferences, kept in {@code workbench.prefs} of the user's Gridbench directory (GRIDBENCH_HOME):
 * the Run view's default speed and animation, the policies' decision budget, the workspace folder, the charts'
 * theme and the Run menu's recent runs. Saves are atomic (a temporary file renamed over the old one).
 */
public final class WorkbenchPreferences {

    public static final String SPEED = "run.speed";
    public static final String ANIMATE = "run.animate";
    public static final String DECISION_BUDGET = "run.decisionBudget";
    public static final String WORKSPACE = "workspace.folder";
    public static final String CHART_THEME = "chart.theme";
    public static final String RECENT_RUNS = "run.recent";
    /** How many recent runs the Run menu lists. */
    public static final int RECENT_KEPT = 8;

    /** XChart's themes, by the names its {@code ChartTheme} enum gives them. */
    public static final String[] CHART_THEMES = { "XChart", "GGPlot2", "Matlab" };
    public static final String FAST_AS_POSSIBLE = "as fast as possible";

    private final PreferenceStore store;
    private final Path file;

    private WorkbenchPreferences(Path file) {
        this.file = file;
        store = new PreferenceStore(file.toString());
        store.setDefault(SPEED, FAST_AS_POSSIBLE);
        store.setDefault(ANIMATE, true);
        store.setDefault(DECISION_BUDGET, DecisionGuard.DEFAULT_BUDGET);
        store.setDefault(WORKSPACE, "");
        store.setDefault(CHART_THEME, CHART_THEMES[0]);
    }

    /** The user's preferences; a file that cannot be read leaves the defaults. */
    public static WorkbenchPreferences load() {
        WorkbenchPreferences preferences = new WorkbenchPreferences(PluginHome.gridbenchHome().resolve(
                "workbench.prefs"));
        if (Files.isRegularFile(preferences.file)) {
            try {
                preferences.store.load();
            } catch (IOException e) {
                return new WorkbenchPreferences(preferences.file);
            }
        }
        return preferences;
    }

    /** The store the preference pages edit and the parts listen to. */
    public PreferenceStore store() {
        return store;
    }

    public Path file() {
        return file;
    }

    /** Writes the preferences beside their file, then renames that copy over it. */
    public void save() throws IOException {
        Files.createDirectories(file.getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(temporary)) {
            store.save(out, "Gridbench workbench preferences");
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The Run view's speed for a new run, one of its speed labels. */
    public String speed() {
        return store.getString(SPEED);
    }

    public boolean animate() {
        return store.getBoolean(ANIMATE);
    }

    /** The time, in seconds, a policy may take over one decision before its run is stopped. */
    public double decisionBudget() {
        return store.getDouble(DECISION_BUDGET);
    }

    /** Makes the decision budget the one the next run's {@link DecisionGuard#standard()} reads. */
    public void applyDecisionBudget() {
        System.setProperty(DecisionGuard.BUDGET_PROPERTY, Double.toString(decisionBudget()));
    }

    /** The workspace folder chosen here, or "" for the default. */
    public String workspace() {
        return store.getString(WORKSPACE).strip();
    }

    /** The scenario files run last, the latest first. */
    public List<Path> recentRuns() {
        return store.getString(RECENT_RUNS).lines().filter(line -> !line.isBlank()).map(Path::of).toList();
    }

    /** Puts file first among the recent runs, keeping {@value #RECENT_KEPT}, and saves when that changed them. */
    public void ranRecently(Path file) throws IOException {
        Path normal = file.toAbsolutePath().normalize();
        List<Path> recent = new ArrayList<>(List.of(normal));
        recentRuns().stream().filter(p -> !p.equals(normal)).limit(RECENT_KEPT - 1).forEach(recent::add);
        if (recent.equals(recentRuns())) {
            return;
        }
        store.setValue(RECENT_RUNS, String.join("\n", recent.stream().map(Path::toString).toList()));
        save();
    }

    public String chartTheme() {
        return store.getString(CHART_THEME);
    }
}
