package org.gridbench.ui.parts;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.gridbench.ui.viewers.FileViewer;
import org.gridbench.ui.workspace.Workspace;

/**
 * The Scenario Explorer's context menu: Open, Open With (a file that is neither a scenario nor a sweep: Text Viewer,
 * Image Viewer for a picture, System Editor), Run, Validate, Show in Sweep View (a sweep's result folder and the files
 * in it), Rename... (F2), Delete (Delete), each on the selected file; the explorer's keys and Edit > Delete call the
 * same rename and delete.
 */
final class ExplorerMenu {

    private final ExplorerActions actions;
    private final Supplier<Path> selected;
    private final Control control;

    private ExplorerMenu(ExplorerActions actions, Supplier<Path> selected, Control control) {
        this.actions = actions;
        this.selected = selected;
        this.control = control;
    }

    static ExplorerMenu attach(ExplorerActions actions, Supplier<Path> selected, Control control) {
        ExplorerMenu menu = new ExplorerMenu(actions, selected, control);
        MenuManager manager = new MenuManager();
        manager.setRemoveAllWhenShown(true);
        manager.addMenuListener(menu::fill);
        control.setMenu(manager.createContextMenu(control));
        return menu;
    }

    private void fill(IMenuManager menu) {
        Path path = selected.get();
        if (path == null) {
            return;
        }
        boolean scenario = Workspace.isScenario(path);
        menu.add(action("&Open", Files.isRegularFile(path), () -> tell("Open", actions.open(path))));
        if (Files.isRegularFile(path) && !Workspace.isEditable(path)) {
            MenuManager with = new MenuManager("Open Wit&h");
            for (FileViewer viewer : FileViewer.choices(path)) {
                with.add(action(viewer.label(), true, () -> tell("Open With", actions.openWith(path, viewer))));
            }
            menu.add(with);
        }
        menu.add(action("&Run", scenario || Workspace.isSweep(path), () -> actions.run(path)));
        menu.add(action("&Validate", scenario || Workspace.isSweep(path), () -> showValidation(path)));
        if (ExplorerActions.sweepResults(path).isPresent()) {
            menu.add(action("Show in S&weep View", true, () -> tell("Show in Sweep View", actions.showSweep(path))));
        }
        menu.add(new Separator());
        menu.add(action("Re&name...\tF2", Files.isRegularFile(path), () -> rename(path)));
        menu.add(action("&Delete\tDelete", Files.isRegularFile(path), () -> delete(path)));
    }

    private void showValidation(Path file) {
        List<String> problems = actions.validate(file);
        if (problems.isEmpty()) {
            MessageDialog.openInformation(control.getShell(), "Validate", file.getFileName() + " is valid.");
        } else {
            MessageDialog.openError(control.getShell(), "Validate", String.join("\n",
                    problems.subList(0, Math.min(10, problems.size())))
                    + (problems.size() > 10 ? "\n(and " + (problems.size() - 10) + " more)" : ""));
        }
    }

    /** Asks for a new name of {@code file}, then renames it; a file that cannot be says why. */
    void rename(Path file) {
        if (!Files.isRegularFile(file)) {
            return;
        }
        String name = file.getFileName().toString();
        InputDialog dialog = new InputDialog(control.getShell(), "Rename", "New name of " + name + ":", name, null) {
            @Override
            protected void createButtonsForButtonBar(Composite parent) {
                super.createButtonsForButtonBar(parent);
                getText().setSelection(0, stem(name).length());
            }
        };
        if (dialog.open() == Window.OK) {
            tell("Rename", actions.rename(file, dialog.getValue()));
        }
    }

    /** Asks, then deletes {@code file}; a file that cannot be says why. False for a folder, which is left alone. */
    boolean delete(Path file) {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        if (MessageDialog.openQuestion(control.getShell(), "Delete", "Delete " + file.getFileName() + "?")) {
            tell("Delete", actions.delete(file));
        }
        return true;
    }

    /** The name without its kind, as Eclipse's rename selects it: "week" of week.gridbench.json. */
    static String stem(String name) {
        for (String suffix : List.of(Workspace.SCENARIO_SUFFIX, Workspace.SWEEP_SUFFIX)) {
            if (name.endsWith(suffix) && name.length() > suffix.length()) {
                return name.substring(0, name.length() - suffix.length());
            }
        }
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    private void tell(String title, Optional<String> refusal) {
        refusal.ifPresent(reason -> MessageDialog.openError(control.getShell(), title, reason));
    }

    private static Action action(String label, boolean enabled, Runnable run) {
        Action action = new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setEnabled(enabled);
        return action;
    }
}
