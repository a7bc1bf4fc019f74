package org.gridbench.ui.editors.diagram;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
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

    /** One of the alternatives a drop-down button offers: its name in the menu, what it does, and its tooltip. */
    public record Choice(String name, String tooltip, Runnable action) {
    }

    /**
     * One button for several alternatives, "text \u25BE", that drops their menu down under it, as Eclipse's drop-down
     * tool items do: the row keeps one button's width for them. Each item has its own tooltip; the button has none,
     * since GTK left a button's tooltip over the menu it had just dropped down. The context menu offers them as a
     * cascade.
     */
    public Button choices(String text, List<Choice> choices) {
        Button[] b = new Button[1];
        b[0] = add(SWT.PUSH, text + " \u25BE", null, () -> {
            Rectangle under = b[0].getBounds();
            b[0].getMenu().setLocation(b[0].getParent().toDisplay(under.x, under.y + under.height));
            b[0].getMenu().setVisible(true);
        });
        Menu menu = new Menu(b[0]);
        for (Choice choice : choices) {
            MenuItem item = new MenuItem(menu, SWT.PUSH);
            item.setText(choice.name());
            item.setToolTipText(choice.tooltip());
            item.addListener(SWT.Selection, e -> choice.action().run());
        }
        b[0].setMenu(menu);
        return b[0];
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
        if (b.getMenu() != null) {
            cascade(menu, b);
            return;
        }
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

    // a drop-down button's alternatives as a submenu named as the button, without its arrow
    private static void cascade(Menu menu, Button b) {
        MenuItem item = new MenuItem(menu, SWT.CASCADE);
        item.setText(b.getText().replace(" \u25BE", ""));
        item.setEnabled(b.isEnabled());
        Menu sub = new Menu(menu);
        item.setMenu(sub);
        for (MenuItem choice : b.getMenu().getItems()) {
            MenuItem copy = new MenuItem(sub, SWT.PUSH);
            copy.setText(choice.getText());
            copy.setToolTipText(choice.getToolTipText());
            copy.addListener(SWT.Selection, e -> choice.notifyListeners(SWT.Selection, new Event()));
        }
    }

    public Composite control() {
        return row;
    }
}
