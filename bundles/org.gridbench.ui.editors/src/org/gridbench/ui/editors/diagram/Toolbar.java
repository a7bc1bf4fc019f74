package org.gridbench.ui.editors.diagram;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;

/** A row of push buttons above a diagram, also offered as the diagram's context menu. */
public final class Toolbar {

    private final Composite row;
    /** The buttons in their order; null where a separator stands. */
    private final List<Button> buttons = new ArrayList<>();

    public Toolbar(Composite parent) {
        row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.center = true;
        layout.spacing = 4;
        row.setLayout(layout);
        row.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }

    public Button button(String text, String tooltip, Runnable action) {
        return add(SWT.PUSH, text, tooltip, action);
    }

    public Button toggle(String text, String tooltip, Runnable action) {
        return add(SWT.TOGGLE, text, tooltip, action);
    }

    private Button add(int style, String text, String tooltip, Runnable action) {
        Button b = new Button(row, style);
        b.setText(text);
        b.setToolTipText(tooltip);
        b.addListener(SWT.Selection, e -> action.run());
        buttons.add(b);
        return b;
    }

    public void separator() {
        new Label(row, SWT.SEPARATOR | SWT.VERTICAL);
        buttons.add(null);
    }

    /**
     * Right-click on {@code control} offers the buttons' actions, as Eclipse's editors offer theirs: each item is
     * enabled (and a toggle checked) as its button is when the menu shows, and choosing it presses the button.
     */
    public Menu menuOn(Control control) {
        Menu menu = new Menu(control);
        menu.addListener(SWT.Show, e -> {
            for (MenuItem item : menu.getItems()) {
                item.dispose();
            }
            for (Button b : buttons) {
                if (b == null) {
                    if (menu.getItemCount() > 0 && (menu.getItem(menu.getItemCount() - 1).getStyle() & SWT.SEPARATOR)
                            == 0) {
                        new MenuItem(menu, SWT.SEPARATOR);
                    }
                } else if (b.isVisible()) {
                    item(menu, b);
                }
            }
        });
        control.setMenu(menu);
        return menu;
    }

    private static void item(Menu menu, Button b) {
        boolean toggle = (b.getStyle() & SWT.TOGGLE) != 0;
        MenuItem item = new MenuItem(menu, toggle ? SWT.CHECK : SWT.PUSH);
        item.setText(b.getText());
        item.setEnabled(b.isEnabled());
        item.setSelection(toggle && b.getSelection());
        item.addListener(SWT.Selection, e -> {
            if (toggle) {
                b.setSelection(!b.getSelection());
            }
            b.notifyListeners(SWT.Selection, new Event());
        });
    }

    public Composite control() {
        return row;
    }
}
