package org.gridbench.ui.handlers;

import java.util.function.Consumer;
import java.util.function.Predicate;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Display;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.parts.ProblemsPart;
import org.gridbench.ui.parts.ScenarioExplorerPart;

import jakarta.inject.Named;

/**
 * Edit > Cut, Copy, Paste, Delete and Select All: act on the text field with the focus, in any part; else on the page
 * in front of the active scenario editor, or, for Delete, on the file selected in the active Scenario Explorer, or, for
 * Copy and Select All, on the rows of the active Problems view. The
 * keys (Ctrl+X, Ctrl+C, Ctrl+V, Delete, Ctrl+A) are handled by the text fields and the pages themselves, so that each
 * keeps its own.
 */
abstract class PageActionHandler {

    private final Predicate<FocusedText> textCan;
    private final Consumer<FocusedText> onText;
    private final Predicate<PageActions> pageCan;
    private final Predicate<PageActions> onPage;

    PageActionHandler(Predicate<FocusedText> textCan, Consumer<FocusedText> onText, Predicate<PageActions> pageCan,
            Predicate<PageActions> onPage) {
        this.textCan = textCan;
        this.onText = onText;
        this.pageCan = pageCan;
        this.onPage = onPage;
    }

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        FocusedText text = FocusedText.of(Display.getCurrent());
        if (text != null) {
            return textCan.test(text);
        }
        return pageCan.test(page(part));
    }

    @Execute
    void execute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        FocusedText text = FocusedText.of(Display.getCurrent());
        if (text != null) {
            onText.accept(text);
        } else {
            onPage.test(page(part));
        }
    }

    /** What the active part offers the Edit menu: the page in front of a scenario editor, the explorer's file. */
    private static PageActions page(MPart part) {
        return switch (part == null ? null : part.getObject()) {
            case ScenarioEditor editor when editor.document() != null -> editor.actions();
            case ScenarioExplorerPart explorer -> explorer.editActions();
            case ProblemsPart problems -> problems.editActions();
            case null, default -> PageActions.NONE;
        };
    }

    /** Edit > Cut. */
    public static final class Cut extends PageActionHandler {
        public Cut() {
            super(t -> t.canEdit() && t.hasSelection(), t -> t.cut().run(), PageActions::edits, PageActions::cut);
        }
    }

    /** Edit > Copy. */
    public static final class Copy extends PageActionHandler {
        public Copy() {
            super(FocusedText::hasSelection, t -> t.copy().run(), PageActions::copies, PageActions::copy);
        }
    }

    /** Edit > Paste. */
    public static final class Paste extends PageActionHandler {
        public Paste() {
            super(FocusedText::canEdit, t -> t.paste().run(), PageActions::edits, PageActions::paste);
        }
    }

    /** Edit > Delete. */
    public static final class Delete extends PageActionHandler {
        public Delete() {
            super(FocusedText::canDelete, t -> t.delete().run(), p -> p != PageActions.NONE, PageActions::delete);
        }
    }

    /** Edit > Select All. */
    public static final class SelectAll extends PageActionHandler {
        public SelectAll() {
            super(t -> true, t -> t.selectAll().run(), PageActions::copies, PageActions::selectAll);
        }
    }
}
