package org.gridbench.ui.editors.diagram;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;

/**
 * A graphical page of the scenario editor: a row of buttons above its content, the same actions offered by a
 * right-click on that content.
 */
public abstract class ToolbarPage implements ScenarioPage {

    private final String title;
    /** Where the page's edits go; set when the page is created. */
    protected PageSite site;

    protected ToolbarPage(String title) {
        this.title = title;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final Control create(Composite parent, PageSite pageSite) {
        site = pageSite;
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Toolbar bar = new Toolbar(page);
        bar.menuOn(fill(page, bar));
        return page;
    }

    /** Adds the buttons to {@code bar} and the content under it; returns the control a right-click offers them on. */
    protected abstract Control fill(Composite page, Toolbar bar);
}
