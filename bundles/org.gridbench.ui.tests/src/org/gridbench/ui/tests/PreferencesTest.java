package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.gridbench.kernel.DecisionGuard;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunPart;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Window > Preferences: refused text stays marked, OK saves the file, and the Run view follows at once. */
@ExtendWith(ScreenshotOnFailure.class)
class PreferencesTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));

    private final Workbench wb;
    private final WorkbenchPreferences preferences;

    PreferencesTest() throws InterruptedException {
        wb = Workbench.get();
        preferences = wb.app.getContext().get(WorkbenchPreferences.class);
    }

    @Test
    void theRunPageRefusesABadBudgetSavesAGoodOneAndTheRunViewFollows() throws Exception {
        Dialogs dialogs = new Dialogs(wb);
        Shell dialog = dialogs.open("org.gridbench.ui.command.preferences", "Preferences");
        Text budget = wb.ui(() -> Dialogs.find(dialog, Text.class, Text::getEditable));
        type(budget, "abc");
        assertFalse(wb.ui(() -> Dialogs.button(dialog, "Apply and Close").isEnabled()), "a refused budget blocks OK");
        assertEquals("abc", wb.ui(budget::getText), "the refused text stays for the user to fix");
        wb.screenshot(SHOTS.resolve("preferences-refused.png").toFile());
        type(budget, "2.5");
        wb.run(() -> {
            Combo speed = Dialogs.find(dialog, Combo.class, c -> true);
            speed.select(2);
            speed.notifyListeners(SWT.Selection, new Event());
        });
        assertTrue(wb.ui(() -> Dialogs.button(dialog, "Apply and Close").isEnabled()));
        dialogs.press(dialog, "Apply and Close");

        assertTrue(wb.waitUntil(() -> Files.isRegularFile(preferences.file())), "saved to " + preferences.file());
        Properties saved = new Properties();
        try (InputStream in = Files.newInputStream(preferences.file())) {
            saved.load(in);
        }
        assertEquals("2.5", saved.getProperty(WorkbenchPreferences.DECISION_BUDGET));
        assertEquals("100x", saved.getProperty(WorkbenchPreferences.SPEED));
        assertEquals("2.5", System.getProperty(DecisionGuard.BUDGET_PROPERTY), "the next run's guard uses it");
        assertEquals(2.5, DecisionGuard.standard().budgetSeconds());
        assertTrue(wb.waitUntil(() -> "100x".equals(runSpeed().getText())), "the Run view's speed follows");
    }

    private void type(Text field, String text) {
        wb.run(() -> {
            field.setText(text);
            field.notifyListeners(SWT.KeyUp, new Event());
            field.notifyListeners(SWT.FocusOut, new Event());
        });
    }

    private Combo runSpeed() {
        Shell window = (Shell) wb.window.getWidget();
        return Dialogs.find(window, Combo.class, c -> "speed".equals(c.getData(RunPart.CONTROL_KEY)));
    }

    /** Puts the defaults back for the tests that run after this one, as a user pressing Restore Defaults would. */
    @AfterEach
    void restoreDefaults() throws IOException, InterruptedException {
        wb.run(() -> {
            preferences.store().setToDefault(WorkbenchPreferences.SPEED);
            preferences.store().setToDefault(WorkbenchPreferences.DECISION_BUDGET);
        });
        preferences.save();
        System.clearProperty(DecisionGuard.BUDGET_PROPERTY);
        assertTrue(wb.waitUntil(() -> WorkbenchPreferences.FAST_AS_POSSIBLE.equals(runSpeed().getText())));
    }
}
