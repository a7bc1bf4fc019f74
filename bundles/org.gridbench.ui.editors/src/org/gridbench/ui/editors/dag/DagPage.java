package org.gridbench.ui.editors.dag;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.eclipse.draw2d.geometry.Point;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.DagMeasures;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.editing.workload.WorkloadEdits;
import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.pages.FamilyPageFactory;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.run.HumanNumbers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The DAG workflow editor (market family): the tasks of one job with execution time, cores and kind, and their
 * dependencies, each drawn and handled by its controller ({@link TaskPart}, {@link DependencyPart}, made by
 * {@link DagParts}); the selected task is edited in its {@link TaskForm}. Drag from the lower band of a task onto
 * another to make the second wait for the first (a cycle is refused with its path); drag elsewhere to move a task by
 * hand; Auto layout places them in layers again ({@link DagPlacement}). Click, Ctrl+click and Ctrl+A select; Delete
 * removes the selected tasks or the selected dependency; Ctrl+C and Ctrl+V copy and paste sub-graphs. Ranks &amp;
 * critical path shows each task's upward rank and highlights a critical path. Add job starts a new job of one task;
 * Import adds a WfFormat or DAX workflow as a new job.
 */
public final class DagPage extends ToolbarPage implements DagParts.Listener {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, DagPage::new);
        }
    }

    public static final String TITLE = "Workflow DAG";
    /** The selection key of the job the DAG and value-curve pages show. */
    public static final String JOB = "market.job";
    private static List<ObjectNode> clipboard = List.of();

    private DiagramView view;
    private DagParts parts;
    private TaskForm form;
    private final DagPlacement placement = new DagPlacement();
    private Combo jobs;
    private Text arrival;
    private Label summary;
    private Button ranks;

    public DagPage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        new Label(bar.control(), SWT.NONE).setText("Job:");
        jobs = new Combo(bar.control(), SWT.READ_ONLY);
        jobs.addListener(SWT.Selection, e -> site.select(JOB, jobs.getSelectionIndex()));
        new Label(bar.control(), SWT.NONE).setText("Arrival (tick):");
        arrival = new Text(bar.control(), SWT.BORDER);
        arrival.setLayoutData(new RowData(60, SWT.DEFAULT));
        arrival.addListener(SWT.DefaultSelection, e -> setArrival());
        bar.button("Add job", "Add a job of one task, arriving at tick 0, to draw its DAG", this::addJob);
        bar.button("Add task", "Add a task of one tick on one core", () -> site.execute(DagEdits.addTask(
                site.document(), job())));
        bar.button("Delete", "Delete the selected tasks or dependency (Delete)", this::delete);
        bar.button("Auto layout", "Place every task in layers again", () -> {
            placement.reset(jobId());
            refresh();
        });
        ranks = bar.toggle("Ranks && critical path", "Show upward ranks and highlight a critical path", this::refresh);
        bar.separator();
        bar.button("Import workflow...", "Add a WfFormat or DAX workflow as a new job", this::importWorkflow);
        bar.button("Export...", "Write the diagram as PNG or SVG", () -> Exports.export(site.shell(), view,
                site.file(), "workflow-" + jobId()));
        bar.button("Fit", "Zoom to show the whole DAG (Ctrl+wheel zooms)", () -> view.fit());
        summary = new Label(bar.control(), SWT.NONE);
        SashForm sash = new SashForm(page, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        view = new DiagramView(sash, new Keys());
        parts = new DagParts(view, this);
        view.canvas().addListener(SWT.MouseDown, e -> {
            if (view.shapes().findFigureAt(new Point(e.x, e.y).scale(1 / view.zoom())) == null) {
                parts.clearSelection();
            }
        });
        form = new TaskForm(sash, site, this::job, () -> parts.selection().only());
        sash.setWeights(4, 1);
        return view.canvas();
    }

    /** The index of the job shown. */
    int job() {
        Object chosen = site.selection(JOB);
        int count = site.document().root().path("workload").path("jobs").size();
        int j = chosen instanceof Integer i ? i : 0;
        return Math.max(0, Math.min(j, count - 1));
    }

    private String jobId() {
        return site.document().root().path("workload").path("jobs").path(job()).path("id").asText("job");
    }

    @Override
    public void refresh() {
        if (site.document() == null || view == null) {
            return;
        }
        List<String> ids = new ArrayList<>();
        site.document().root().path("workload").path("jobs").forEach(j -> ids.add(j.path("id").asText()));
        if (!ids.equals(List.of(jobs.getItems()))) {
            jobs.setItems(ids.toArray(String[]::new));
            jobs.getParent().layout(true);
        }
        if (ids.isEmpty()) {
            parts.clear();
            site.showProperties(null);
            summary.setText(site.document().root().path("workload").path("jobs").isArray()
                    ? "no job yet: Add job starts one, Import workflow... reads one"
                    : "no job written out in the scenario (a generated or imported workload: see the Workload page)");
            summary.requestLayout();
            return;
        }
        int j = job();
        jobs.select(j);
        JobDag dag = JobDag.of(site.document().root(), j);
        arrival.setText(dag.job().path("arrival").asText(""));
        Optional<DagMeasures> measures = ranks.getSelection()
                ? DagMeasures.of(dag, site.document().root().path("platform").path("ccr").asDouble(0))
                : Optional.empty();
        parts.refresh(dag, placement.positions(jobId(), dag), measures, largestCores(site.document().root()));
        String measured = measures.map(m -> ", critical path " + Fields.quantity(m.criticalPath(), "ticks")
                + " (upward ranks r in ticks)").orElse("");
        summary.setText(HumanNumbers.count(dag.size(), "task") + ", " + HumanNumbers.count(dag.edges(), "dependency")
                + measured);
        // the whole page is laid out again: the longer text may wrap the bar onto another line, which only the page
        // can make room for (laying out the bar alone left the summary on a line cut away until a resize)
        summary.requestLayout();
        form.show(dag);
        site.showProperties(DagProperties.of(site, j, dag, parts.selection()));
    }

    /** The most cores a cluster of each kind has (section III-B: a task runs within one cluster). */
    static Map<String, Integer> largestCores(JsonNode root) {
        Map<String, Integer> largest = new HashMap<>();
        root.path("platform").path("clusters").forEach(c -> largest.merge(c.path("kind").asText(),
                c.path("cores").asInt(0), Math::max));
        return largest;
    }

    @Override
    public void selectionChanged() {
        if (site.document() != null && !parts.isEmpty()) {
            JobDag dag = JobDag.of(site.document().root(), job());
            form.show(dag);
            site.showProperties(DagProperties.of(site, job(), dag, parts.selection()));
        }
    }

    @Override
    public void connect(String from, String to) {
        site.execute(DagEdits.addDependency(site.document(), job(), from, to));
    }

    @Override
    public void placed(String id, Point at) {
        placement.place(jobId(), id, at);
    }

    private void setArrival() {
        try {
            site.execute(DagEdits.setArrival(site.document(), job(), Long.parseLong(arrival.getText().strip())));
        } catch (NumberFormatException e) {
            refresh();
        }
    }

    private void delete() {
        DagSelection selection = parts.selection();
        if (selection.dependency() != null) {
            String[] ends = selection.dependency().split("->", 2);
            selection.dropDependency();
            site.execute(DagEdits.removeDependency(site.document(), job(), ends[0], ends[1]));
        } else if (!selection.tasks().isEmpty()) {
            site.execute(DagEdits.deleteTasks(site.document(), job(), selection.tasks()));
        }
    }

    private void copy() {
        if (parts.isEmpty()) {
            return;
        }
        JobDag dag = JobDag.of(site.document().root(), job());
        List<ObjectNode> tasks = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            if (parts.selection().isSelected(dag.id(i))) {
                tasks.add(dag.task(i).deepCopy());
            }
        }
        clipboard = List.copyOf(tasks);
    }

    private void paste() {
        if (!clipboard.isEmpty()) {
            site.execute(DagEdits.paste(site.document(), job(), clipboard));
        }
    }

    private void addJob() {
        if (site.execute(WorkloadEdits.addJob(site.document())).isOK()) {
            site.select(JOB, site.document().root().path("workload").path("jobs").size() - 1);
        }
    }

    private void importWorkflow() {
        Path file = Exports.chooseImport(site.shell(), site.file(), new String[] {"*.json;*.dax;*.xml", "*"},
                new String[] {"WfFormat or DAX workflow", "All files"});
        if (file == null) {
            return;
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        WorkflowFormat format = name.endsWith(".json") ? WorkflowFormat.WFFORMAT : WorkflowFormat.DAX;
        try {
            ImportedWorkflow workflow = format.read(file, KindMapping.allDefault());
            if (site.execute(WorkloadEdits.addWorkflow(site.document(), workflow)).isOK()) {
                site.select(JOB, site.document().root().path("workload").path("jobs").size() - 1);
            }
        } catch (ScenarioException e) {
            Exports.importFailed(site.shell(), file, e);
        }
    }

    @Override
    public PageActions actions() {
        return new PageActions() {
            @Override
            public boolean copies() {
                return true;
            }

            @Override
            public boolean delete() {
                DagPage.this.delete();
                return true;
            }

            @Override
            public boolean selectAll() {
                parts.selectAll();
                return true;
            }

            @Override
            public boolean copy() {
                DagPage.this.copy();
                return true;
            }

            @Override
            public boolean paste() {
                DagPage.this.paste();
                return true;
            }
        };
    }

    private final class Keys implements DiagramView.Keys {
        @Override
        public void delete() {
            DagPage.this.delete();
        }

        @Override
        public void selectAll() {
            parts.selectAll();
        }

        @Override
        public void copy() {
            DagPage.this.copy();
        }

        @Override
        public void cut() {
            DagPage.this.copy();
            DagPage.this.delete();
        }

        @Override
        public void paste() {
            DagPage.this.paste();
        }
    }
}
