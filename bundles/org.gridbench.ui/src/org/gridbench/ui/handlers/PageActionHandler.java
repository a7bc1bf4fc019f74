package org.gridbench.ui.handlers;

import java.util.function.Predicate;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.pages.PageActions;

import jakarta.inject.Named;

/**
 * Edit > Delete, Select All, Copy and Paste: act on the page in front of the active scenario editor. The keys (Delete,
 * Ctrl+A, Ctrl+C, Ctrl+V) are handled by the pages themselves, so that text fields keep theirs.
 */
abstract class PageActionHandler {

    private final Predicate<PageActions> action;

    PageActionHandler(Predicate<PageActions> action) {
        this.action = action;
    }

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof ScenarioEditor editor && editor.document() != null
                && editor.actions() != PageActions.NONE;
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof ScenarioEditor editor) {
            action.test(editor.actions());
        }
    }

    /** Edit > Delete. */
    public static final class Delete extends PageActionHandler {
        public Delete() {
            super(PageActions::delete);
        }
    }

    /** Edit > Select All. */
    public static final class SelectAll extends PageActionHandler {
        public SelectAll() {
            super(PageActions::selectAll);
        }
    }

    /** Edit > Copy. */
    public static final class Copy extends PageActionHandler {
        public Copy() {
            super(PageActions::copy);
        }
    }

    /** Edit > Paste. */
    public static final class Paste extends PageActionHandler {
        public Paste() {
            super(PageActions::paste);
        }
    }
}
