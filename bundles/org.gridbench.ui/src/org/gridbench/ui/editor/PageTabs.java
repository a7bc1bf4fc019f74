package org.gridbench.ui.editor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.gridbench.model.scenario.Family;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;
import org.gridbench.ui.pages.ScenarioPageFactory;
import org.gridbench.ui.pages.ScenarioPages;

/**
 * The graphical pages of an editor, one tab each between the form and the source tab. After a change only the page
 * in front is refreshed; the others when they come to the front, so that an edit costs one page's update (a hidden
 * workload table of thousands of jobs is not rebuilt at every keystroke).
 */
final class PageTabs {

    private final CTabFolder tabs;
    private final List<ScenarioPage> pages = new ArrayList<>();
    private final Map<ScenarioPage, CTabItem> items = new HashMap<>();
    /** The pages that have not shown the document's latest state. */
    private final Set<ScenarioPage> stale = new HashSet<>();

    PageTabs(CTabFolder tabs) {
        this.tabs = tabs;
    }

    /** Makes the pages contributed for {@code family}, once, from the second tab on. */
    void create(IExtensionRegistry registry, Family family, PageSite site) {
        if (!pages.isEmpty()) {
            return;
        }
        int at = 1;
        for (ScenarioPageFactory factory : ScenarioPages.forFamily(registry, family)) {
            ScenarioPage page = factory.create();
            CTabItem item = new CTabItem(tabs, SWT.NONE, at++);
            item.setText(page.title());
            item.setControl(page.create(tabs, site));
            pages.add(page);
            items.put(page, item);
        }
    }

    /** The document changed: the page in front shows it now, the others when they come to the front. */
    void changed() {
        stale.addAll(pages);
        refreshIfStale();
    }

    /** Refreshes the page in front if it has not shown the latest document. */
    void refreshIfStale() {
        ScenarioPage front = front();
        if (front != null && stale.remove(front)) {
            front.refresh();
        }
    }

    /** Brings the tab titled {@code title} to the front. */
    void show(String title) {
        for (CTabItem item : tabs.getItems()) {
            if (item.getText().equals(title)) {
                tabs.setSelection(item);
                refreshIfStale();
                return;
            }
        }
    }

    /** The Edit actions of the page in front (Delete, Select All, Copy, Paste). */
    PageActions actions() {
        ScenarioPage front = front();
        return front == null ? PageActions.NONE : front.actions();
    }

    private ScenarioPage front() {
        CTabItem item = tabs.getSelection();
        for (ScenarioPage page : pages) {
            if (items.get(page) == item) {
                return page;
            }
        }
        return null;
    }

    void dispose() {
        pages.forEach(ScenarioPage::dispose);
    }
}
