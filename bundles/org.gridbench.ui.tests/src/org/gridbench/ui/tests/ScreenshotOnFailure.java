package org.gridbench.ui.tests;

import java.io.File;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/** Saves what the screen showed when a UI test failed, under target/. */
public final class ScreenshotOnFailure implements TestWatcher {

    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        try {
            Workbench.get().screenshot(new File("target/failed-" + context.getDisplayName().replaceAll("\\W+", "_")
                    + ".png"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
