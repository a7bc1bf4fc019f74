package org.gridbench.ui.editor;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.ISaveHandler;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

/**
 * The question asked before unsaved scenarios are closed or the workbench quits, in words for people: "Save
 * Scenario" with the file's name, not e4's generic "Save Parts".
 */
public class ScenarioSaveHandler implements ISaveHandler {

    private static final String[] BUTTONS = { "Save", "Don't Save", "Cancel" };

    private final Shell shell;

    public ScenarioSaveHandler(Shell shell) {
        this.shell = shell;
    }

    /** Saves through the editor's {@code @Persist}; false when asked to cancel or when the editor kept its edits. */
    @Override
    public boolean save(MPart dirtyPart, boolean confirm) {
        if (confirm) {
            Save answer = promptToSave(dirtyPart);
            if (answer != Save.YES) {
                return answer == Save.NO;
            }
        }
        ContextInjectionFactory.invoke(dirtyPart.getObject(), Persist.class, dirtyPart.getContext(), null);
        return !dirtyPart.isDirty();
    }

    @Override
    public boolean saveParts(Collection<MPart> dirtyParts, boolean confirm) {
        List<MPart> parts = List.copyOf(dirtyParts);
        Save[] answers = new Save[parts.size()];
        Arrays.fill(answers, Save.YES);
        if (confirm) {
            answers = promptToSave(parts);
            if (Arrays.asList(answers).contains(Save.CANCEL)) {
                return false;
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            if (answers[i] == Save.YES && !save(parts.get(i), false)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Save promptToSave(MPart dirtyPart) {
        return ask("Save Scenario", "'" + dirtyPart.getLabel() + "' has unsaved changes. Save them?");
    }

    @Override
    public Save[] promptToSave(Collection<MPart> dirtyParts) {
        List<MPart> parts = List.copyOf(dirtyParts);
        String names = parts.stream().map(p -> "  " + p.getLabel()).collect(Collectors.joining("\n"));
        Save answer = ask("Save Scenarios", "These scenarios have unsaved changes:\n" + names + "\n\nSave them?");
        Save[] each = new Save[parts.size()];
        Arrays.fill(each, answer);
        return each;
    }

    /** Asks one question with Save, Don't Save and Cancel; tests answer it without a dialog. */
    protected Save ask(String title, String question) {
        int chosen = new MessageDialog(shell, title, null, question, MessageDialog.QUESTION, 0, BUTTONS).open();
        return switch (chosen) {
            case 0 -> Save.YES;
            case 1 -> Save.NO;
            default -> Save.CANCEL;
        };
    }
}
