package org.gridbench.ui.editors.dag;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.MouseMotionListener;
import org.eclipse.draw2d.Polyline;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.DocumentEdit;
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
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;
import org.gridbench.ui.editors.layout.DagLayout;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;
import org.gridbench.ui.pages.FamilyPageFactory;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The DAG workflow editor (market family): the tasks of one job with execution time, cores and kind, and their
 * dependencies. Drag from the lower band of a task onto another to make the second wait for the first (a cycle is
 * refused with its path); drag elsewhere to move a task by hand; Auto layout places them in layers again
 * (Draw2D's DirectedGraphLayout). Click, Ctrl+click and Ctrl+A select; Delete removes the selected tasks or the
 * selected dependency; Ctrl+C and Ctrl+V copy and paste sub-graphs. Ranks &amp; critical path shows each task's
 * upward rank and highlights a critical path. A task that no cluster of its kind can hold is filled in red. Import
 * adds a WfFormat or DAX workflow as a new job.
 */
public final class DagPage implements ScenarioPage {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, DagPage::new);
        }
    }

    public static final String TITLE = "Workflow DAG";
    /** The selection key of the job the DAG and value-curve pages show. */
    public static final String JOB = "market.job";
    private static final int WIDTH = BoxFigure.SIZE.width;
    private static final int HEIGHT = 40;
    private static final int PORT = 12;
    private static final List<RGB> KIND_COLOURS = List.of(new RGB(225, 236, 250), new RGB(226, 245, 220),
            new RGB(250, 232, 214), new RGB(238, 226, 248));
    /** The fill of a task that no cluster of its kind can hold (section III-B: a task runs within one cluster). */
    private static final RGB NO_CLUSTER = new RGB(255, 190, 190);
    private static List<ObjectNode> clipboard = List.of();

    private PageSite site;
    private DiagramView view;
    private Combo jobs;
    private Text arrival;
    private Label summary;
    private Button ranks;
    private Text idField;
    private Text execField;
    private Text coresField;
    private Text kindField;
    private final Map<String, BoxFigure> boxes = new HashMap<>();
    private final Map<String, EdgeFigure> edges = new HashMap<>();
    private final Set<String> selected = new LinkedHashSet<>();
    private String selectedEdge;
    /** Hand-placed tasks by job id, then task id: they stay where they were dropped until Auto layout. */
    private final Map<String, Map<String, Point>> placed = new HashMap<>();
    private Map<String, Point> layout = Map.of();
    private String laidOutFor = "";
    private BoxFigure dragged;
    private boolean connecting;
    private Point dragStart;
    private Rectangle dragFrom;
    private Polyline rubberBand;

    @Override
    public String title() {
        return TITLE;
    }

    @Override
    public Control create(Composite parent, PageSite pageSite) {
        site = pageSite;
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        Toolbar bar = new Toolbar(page);
        new Label(bar.control(), SWT.NONE).setText("Job:");
        jobs = new Combo(bar.control(), SWT.READ_ONLY);
        jobs.addListener(SWT.Selection, e -> site.select(JOB, jobs.getSelectionIndex()));
        new Label(bar.control(), SWT.NONE).setText("Arrival:");
        arrival = new Text(bar.control(), SWT.BORDER);
        arrival.setLayoutData(new RowData(60, SWT.DEFAULT));
        arrival.addListener(SWT.DefaultSelection, e -> setArrival());
        bar.button("Add task", "Add a task of one tick on one core", () -> site.execute(DagEdits.addTask(
                site.document(), job())));
        bar.button("Delete", "Delete the selected tasks or dependency (Delete)", this::delete);
        bar.button("Auto layout", "Place every task in layers again", () -> {
            placed.remove(jobId());
            laidOutFor = "";
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
        view.canvas().addListener(SWT.MouseDown, e -> {
            if (view.shapes().findFigureAt(new Point(e.x, e.y).scale(1 / view.zoom())) == null) {
                clearSelection();
            }
        });
        properties(sash);
        sash.setWeights(4, 1);
        return page;
    }

    private void properties(Composite parent) {
        Composite side = new Composite(parent, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected task");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        idField = Fields.field(group, "Id:", t -> apply(() -> DagEdits.rename(site.document(), job(), only(), t)),
                this::refresh);
        execField = Fields.field(group, "Exec (ticks):", t -> apply(() -> DagEdits.setWhole(site.document(), job(),
                only(), "exec", Integer.parseInt(t))), this::refresh);
        coresField = Fields.field(group, "Cores:", t -> apply(() -> DagEdits.setWhole(site.document(), job(),
                only(), "cores", Integer.parseInt(t))), this::refresh);
        kindField = Fields.field(group, "Kind:", t -> apply(() -> DagEdits.setKind(site.document(), job(), only(),
                t)), this::refresh);
        Label hint = new Label(side, SWT.WRAP);
        hint.setText("Drag from a task's lower band onto another task to make it wait for the first.");
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false);
        layout.widthHint = 160;
        hint.setLayoutData(layout);
    }

    // an edit of the one selected task
    private void apply(Supplier<DocumentEdit> edit) {
        if (selected.size() == 1) {
            site.execute(edit.get());
        }
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

    private String only() {
        return selected.iterator().next();
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
            clearDiagram();
            summary.setText("no job written out in the scenario (a generated or imported workload: see the "
                    + "Workload page)");
            summary.getParent().layout();
            return;
        }
        int j = job();
        jobs.select(j);
        JobDag dag = JobDag.of(site.document().root(), j);
        arrival.setText(dag.job().path("arrival").asText(""));
        List<String> taskIds = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            taskIds.add(dag.id(i));
        }
        selected.retainAll(taskIds);
        String signature = jobId() + taskIds + dag.edges();
        if (!signature.equals(laidOutFor)) {
            layout = autoLayout(dag);
            laidOutFor = signature;
        }
        Optional<DagMeasures> measures = ranks.getSelection()
                ? DagMeasures.of(dag, site.document().root().path("platform").path("ccr").asDouble(0))
                : Optional.empty();
        draw(dag, measures, measures.map(DagMeasures::path).orElse(List.of()));
        String measured = measures.map(m -> String.format(Locale.ROOT, ", critical path %.4g ticks",
                m.criticalPath())).orElse("");
        summary.setText(dag.size() + " tasks, " + dag.edges() + " dependencies" + measured);
        summary.getParent().layout();
        showSelection(dag);
    }

    private Map<String, Point> autoLayout(JobDag dag) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            for (int p : dag.predecessors(i)) {
                pairs.add(new int[] {p, i});
            }
        }
        DagLayout.Positions positions = DagLayout.layout(dag.size(), pairs, WIDTH, HEIGHT, 30);
        Map<String, Point> out = new HashMap<>();
        for (int i = 0; i < dag.size(); i++) {
            out.put(dag.id(i), new Point(positions.x()[i] + 20, positions.y()[i] + 20));
        }
        return out;
    }

    private void draw(JobDag dag, Optional<DagMeasures> measures, List<Integer> path) {
        Map<String, Point> byHand = placed.getOrDefault(jobId(), Map.of());
        Map<String, Integer> largest = new HashMap<>();
        site.document().root().path("platform").path("clusters").forEach(c -> largest.merge(c.path("kind").asText(),
                c.path("cores").asInt(0), Math::max));
        Set<String> present = new LinkedHashSet<>();
        for (int i = 0; i < dag.size(); i++) {
            String id = dag.id(i);
            present.add(id);
            BoxFigure box = boxes.computeIfAbsent(id, this::newBox);
            int index = i;
            String rank = measures.map(m -> "  r " + Fields.number(m.ranks()[index])).orElse("");
            box.setText(id, dag.whole(i, "exec", 0) + " x " + dag.whole(i, "cores", 0) + "  "
                    + dag.task(i).path("kind").asText("?") + rank);
            String kind = dag.task(i).path("kind").asText("");
            boolean fits = dag.whole(i, "cores", 0) <= largest.getOrDefault(kind, 0);
            box.setFill(fits ? KIND_COLOURS.get(Math.floorMod(kind.hashCode(), KIND_COLOURS.size())) : NO_CLUSTER);
            box.setSelected(selected.contains(id));
            box.setMarked(path.contains(i));
            Point at = byHand.getOrDefault(id, layout.getOrDefault(id, new Point(20, 20)));
            view.shapes().setConstraint(box, new Rectangle(at.x, at.y, WIDTH, HEIGHT));
        }
        boxes.keySet().removeIf(id -> {
            if (!present.contains(id)) {
                view.shapes().remove(boxes.get(id));
                return true;
            }
            return false;
        });
        Set<String> presentEdges = new LinkedHashSet<>();
        for (int i = 0; i < dag.size(); i++) {
            for (int p : dag.predecessors(i)) {
                String key = dag.id(p) + "->" + dag.id(i);
                presentEdges.add(key);
                EdgeFigure edge = edges.get(key);
                if (edge == null) {
                    edge = new EdgeFigure(key, boxes.get(dag.id(p)), boxes.get(dag.id(i)), true);
                    edges.put(key, edge);
                    view.connections().add(edge);
                    EdgeFigure chosen = edge;
                    edge.addMouseListener(new MouseListener.Stub() {
                        @Override
                        public void mousePressed(MouseEvent me) {
                            clearSelection();
                            selectedEdge = (String) chosen.key();
                            chosen.setSelected(true);
                            me.consume();
                        }
                    });
                } else {
                    edge.reconnect(boxes.get(dag.id(p)), boxes.get(dag.id(i)));
                }
                edge.setSelected(key.equals(selectedEdge));
                edge.setMarked(path.contains(p) && path.contains(i) && path.indexOf(p) + 1 == path.indexOf(i));
            }
        }
        edges.keySet().removeIf(key -> {
            if (!presentEdges.contains(key)) {
                view.connections().remove(edges.get(key));
                return true;
            }
            return false;
        });
    }

    private void clearDiagram() {
        boxes.values().forEach(view.shapes()::remove);
        edges.values().forEach(view.connections()::remove);
        boxes.clear();
        edges.clear();
    }

    private BoxFigure newBox(String id) {
        BoxFigure box = new BoxFigure(id);
        box.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                if ((me.getState() & SWT.MOD1) != 0) {
                    if (!selected.remove(id)) {
                        selected.add(id);
                    }
                } else if (!selected.contains(id)) {
                    selected.clear();
                    selected.add(id);
                }
                selectedEdge = null;
                boxes.forEach((k, b) -> b.setSelected(selected.contains(k)));
                edges.values().forEach(e -> e.setSelected(false));
                showSelection(JobDag.of(site.document().root(), job()));
                dragged = box;
                dragStart = me.getLocation();
                dragFrom = box.getBounds().getCopy();
                connecting = me.getLocation().y > dragFrom.bottom() - PORT;
                me.consume();
            }

            @Override
            public void mouseReleased(MouseEvent me) {
                release(me.getLocation());
            }
        });
        box.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseDragged(MouseEvent me) {
                if (dragged != box) {
                    return;
                }
                Point at = me.getLocation();
                if (connecting) {
                    rubberBand(box.getBounds().getCenter(), at);
                } else {
                    view.shapes().setConstraint(box, dragFrom.getTranslated(at.x - dragStart.x, at.y - dragStart.y));
                }
            }
        });
        view.shapes().add(box);
        return box;
    }

    private void rubberBand(Point from, Point to) {
        if (rubberBand == null) {
            rubberBand = new Polyline();
            rubberBand.setForegroundColor(ColorConstants.blue);
            rubberBand.setLineStyle(SWT.LINE_DASH);
            view.connections().add(rubberBand);
        }
        rubberBand.setEndpoints(from, to);
    }

    // a connection dragged onto a task makes it wait for the first; a moved task stays where it was dropped
    private void release(Point at) {
        BoxFigure box = dragged;
        dragged = null;
        if (rubberBand != null) {
            view.connections().remove(rubberBand);
            rubberBand = null;
        }
        if (box == null || at.getDistance(dragStart) < 4) {
            return;
        }
        if (connecting) {
            IFigure target = view.shapes().findFigureAt(at);
            if (target instanceof BoxFigure onto && onto != box) {
                site.execute(DagEdits.addDependency(site.document(), job(), (String) box.key(),
                        (String) onto.key()));
            }
            return;
        }
        Rectangle bounds = dragFrom.getTranslated(at.x - dragStart.x, at.y - dragStart.y);
        placed.computeIfAbsent(jobId(), k -> new HashMap<>()).put((String) box.key(), bounds.getTopLeft());
    }

    private void showSelection(JobDag dag) {
        int i = selected.size() == 1 ? dag.indexOf(only()) : -1;
        idField.setText(i < 0 ? "" : dag.id(i));
        execField.setText(i < 0 ? "" : Integer.toString(dag.whole(i, "exec", 0)));
        coresField.setText(i < 0 ? "" : Integer.toString(dag.whole(i, "cores", 0)));
        kindField.setText(i < 0 ? "" : dag.task(i).path("kind").asText(""));
        for (Text t : List.of(idField, execField, coresField, kindField)) {
            t.setEnabled(i >= 0);
        }
    }

    private void clearSelection() {
        selected.clear();
        selectedEdge = null;
        boxes.values().forEach(b -> b.setSelected(false));
        edges.values().forEach(e -> e.setSelected(false));
        if (site.document() != null && !boxes.isEmpty()) {
            showSelection(JobDag.of(site.document().root(), job()));
        }
    }

    private void setArrival() {
        try {
            site.execute(DagEdits.setArrival(site.document(), job(), Long.parseLong(arrival.getText().strip())));
        } catch (NumberFormatException e) {
            refresh();
        }
    }

    private void delete() {
        if (selectedEdge != null) {
            String[] ends = selectedEdge.split("->", 2);
            selectedEdge = null;
            site.execute(DagEdits.removeDependency(site.document(), job(), ends[0], ends[1]));
        } else if (!selected.isEmpty()) {
            site.execute(DagEdits.deleteTasks(site.document(), job(), List.copyOf(selected)));
        }
    }

    private void selectAll() {
        selected.addAll(boxes.keySet());
        boxes.values().forEach(b -> b.setSelected(true));
        showSelection(JobDag.of(site.document().root(), job()));
    }

    private void copy() {
        JobDag dag = JobDag.of(site.document().root(), job());
        List<ObjectNode> tasks = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            if (selected.contains(dag.id(i))) {
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
            public boolean delete() {
                DagPage.this.delete();
                return true;
            }

            @Override
            public boolean selectAll() {
                DagPage.this.selectAll();
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

    /** The diagram, for tests and the benchmark. */
    public DiagramView view() {
        return view;
    }

    /** The figure of a task of the job shown, or null. */
    public BoxFigure box(String taskId) {
        return boxes.get(taskId);
    }

    /** The figure of a dependency "from->to", or null. */
    public EdgeFigure edge(String key) {
        return edges.get(key);
    }

    /** Sets the Ranks &amp; critical path toggle as a click would. */
    public void showRanks(boolean show) {
        ranks.setSelection(show);
        refresh();
    }

    private final class Keys implements DiagramView.Keys {
        @Override
        public void delete() {
            DagPage.this.delete();
        }

        @Override
        public void selectAll() {
            DagPage.this.selectAll();
        }

        @Override
        public void copy() {
            DagPage.this.copy();
        }

        @Override
        public void paste() {
            DagPage.this.paste();
        }
    }
}
