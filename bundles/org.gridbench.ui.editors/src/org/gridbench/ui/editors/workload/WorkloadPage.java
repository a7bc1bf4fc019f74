package org.gridbench.ui.editors.workload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.gridbench.editing.dag.DagMeasures;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.editing.workload.WorkloadEdits;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.market.graph.JobGraph;
import org.gridbench.model.importers.SwfJobs;
import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.market.MarketScenario;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Job;
import org.gridbench.ui.editors.dag.DagPage;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.pages.FamilyPageFactory;

/**
 * The workload of a market scenario as a table of jobs: arrival, tasks, dependencies, V_max and critical-path length
 * (section III-A). Double-click a written-out job to open it in the DAG editor. A generated or imported workload is
 * listed as it would run (read-only) and can be written out as jobs, to edit them one by one; an SWF trace can
 * replace the jobs (one single-task job per trace job, docs/formats/imports.md).
 */
public final class WorkloadPage extends ToolbarPage {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, WorkloadPage::new);
        }
    }

    public static final String TITLE = "Workload";
    private static final String[] COLUMNS = {"Job", "Arrival (tick)", "Tasks", "Dependencies", "V_max",
        "Critical path (ticks)"};

    private Table table;
    private Label summary;
    private List<Job> generated = List.of();

    public WorkloadPage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        bar.button("Open in DAG editor", "Show the selected job's tasks (double-click)", this::open);
        bar.button("Remove job", "Remove the selected job", () -> {
            if (table.getSelectionIndex() >= 0) {
                site.execute(WorkloadEdits.removeJob(site.document(), table.getSelectionIndex()));
            }
        });
        bar.button("Write out jobs", "Replace a generated or imported workload by its jobs, to edit them",
                this::writeOut);
        bar.button("Import SWF...", "Replace the jobs by those of an SWF trace", this::importSwf);
        summary = new Label(bar.control(), SWT.NONE);
        table = new Table(page, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String title : COLUMNS) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText(title);
            column.setWidth(title.equals("Job") ? 220 : 110);
        }
        table.addListener(SWT.DefaultSelection, e -> open());
        return table;
    }

    @Override
    public void refresh() {
        if (site.document() == null || table == null) {
            return;
        }
        boolean written = site.document().root().path("workload").path("jobs").isArray();
        List<String[]> rows = written ? writtenRows() : generatedRows();
        table.setRedraw(false);
        table.setItemCount(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            table.getItem(i).setText(rows.get(i));
        }
        table.setRedraw(true);
        summary.setText(HumanNumbers.count(rows.size(), "job") + (written ? "" : " (generated or imported: read-only until written"
                + " out)"));
        summary.requestLayout();
    }

    private List<String[]> writtenRows() {
        List<String[]> rows = new ArrayList<>();
        double ccr = site.document().root().path("platform").path("ccr").asDouble(0);
        int count = site.document().root().path("workload").path("jobs").size();
        for (int j = 0; j < count; j++) {
            JobDag dag = JobDag.of(site.document().root(), j);
            String cp = DagMeasures.of(dag, ccr).map(m -> number(m.criticalPath())).orElse("?");
            rows.add(new String[] {dag.job().path("id").asText(), dag.job().path("arrival").asText(),
                    Integer.toString(dag.size()), Integer.toString(dag.edges()),
                    number(dag.job().path("valueCurve").path("vMax").asDouble(Double.NaN)), cp});
        }
        return rows;
    }

    // a generated or imported workload as it would run; nothing when the document cannot build it yet
    private List<String[]> generatedRows() {
        try {
            generated = MarketScenario.of(site.document(), site.file().getParent()).workload().jobs();
        } catch (ScenarioException | RuntimeException e) {
            generated = List.of();
            summary.setText("the workload cannot be built yet: see the problems on the Form page");
        }
        double ccr = site.document().root().path("platform").path("ccr").asDouble(0);
        List<String[]> rows = new ArrayList<>();
        for (Job job : generated) {
            int edges = job.tasks().stream().mapToInt(t -> t.predecessors().size()).sum();
            rows.add(new String[] {job.id(), Long.toString(job.arrival()), Integer.toString(job.tasks().size()),
                    Integer.toString(edges), number(job.valueCurve().vMax()),
                    number(new JobGraph(job).criticalPath(ccr))});
        }
        return rows;
    }

    private static String number(double x) {
        return Double.isNaN(x) ? "?" : HumanNumbers.format(x);
    }

    private void open() {
        int j = table.getSelectionIndex();
        if (j < 0) {
            return;
        }
        if (!site.document().root().path("workload").path("jobs").isArray()) {
            MessageDialog.openInformation(site.shell(), "Generated workload", "Write the jobs out first to edit"
                    + " them one by one.");
            return;
        }
        site.select(DagPage.JOB, j);
        site.show(DagPage.TITLE);
    }

    private void writeOut() {
        if (site.document().root().path("workload").path("jobs").isArray()) {
            return;
        }
        refresh();
        if (!generated.isEmpty()) {
            site.execute(WorkloadEdits.writeOut(site.document(), "Write Out " + generated.size() + " Jobs",
                    generated));
        }
    }

    private void importSwf() {
        Path file = Exports.chooseImport(site.shell(), site.file(), new String[] {"*.swf", "*"},
                new String[] {"SWF trace", "All files"});
        if (file == null) {
            return;
        }
        try {
            SwfJobs.Converted converted = SwfJobs.of(SwfReader.read(file), new RandomStreams(
                    site.document().seed()));
            site.execute(WorkloadEdits.writeOut(site.document(), "Import " + file.getFileName(), converted.jobs()));
        } catch (ScenarioException e) {
            Exports.importFailed(site.shell(), file, e);
        }
    }
}
