package org.gridbench.ui.editors.curve;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.MouseEvent;
import org.eclipse.draw2d.MouseListener;
import org.eclipse.draw2d.MouseMotionListener;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.gridbench.editing.curve.CurveEdits;
import org.gridbench.editing.curve.PointerPrecision;
import org.gridbench.editing.curve.CurveEdits.Template;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.model.scenario.Family;
import org.gridbench.ui.editors.dag.DagPage;
import org.gridbench.ui.editors.diagram.DiagramView;
import org.gridbench.ui.editors.diagram.Exports;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.Toolbar.Choice;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.editors.figures.CurveFigure;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.pages.CheckedField;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.pages.FamilyPageFactory;

/**
 * The value-curve editor (market family, Figure 1 and Algorithm 1 of the paper): a job's curve on SLR axes with
 * D_initial, D_final and the points between. Drag a point: it follows the mouse where the curve stays valid
 * (non-increasing, between its neighbours and the deadlines); double-click the plot to add a point there, Delete to
 * remove the selected one; V_max and the deadlines are fields, rounded for reading with every digit in the tooltip
 * (V_max in value units, the deadlines in SLR); the Template drop-down's Linear, Step and Paper replace the points.
 */
public final class ValueCurvePage extends ToolbarPage {

    /** Contributes the page to market scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.MARKET, ValueCurvePage::new);
        }
    }

    public static final String TITLE = "Value curve";
    /** What the page says instead of a curve when the scenario writes out no job (a generated workload). */
    public static final String NO_JOBS = "No job is written out in this scenario: its workload is generated when it "
            + "runs (see the Workload page), and so are the jobs' value curves. To see them, run the scenario and "
            + "open the Value Curve view (Window > Show View), which shows the curve of a job of the run.";

    /** The drop-down button of the curve templates, which replace the points. */
    public static final String TEMPLATE = "Template";
    /**
     * The width, in pixels, of the deadline fields: room for their four significant digits ("12.35"), so that the
     * toolbar holds on one row at the default layout, 1280 x 800.
     */
    private static final int DEADLINE_WIDTH = 80;

    /**
     * The least height, in pixels, the curve is drawn at before its canvas scrolls: a plot of 100 px between its axes.
     * It was 260, so a refusal's line under the toolbar, which takes its height from the canvas, gave the canvas a
     * scrollbar at 1280 x 800 (about 220 px left).
     */
    private static final int LEAST_HEIGHT = 160;

    private DiagramView view;
    private CurveFigure figure;
    private Combo jobs;
    private CheckedField vMax;
    private CheckedField dInitial;
    private CheckedField dFinal;
    private Label noJobs;
    private int selectedPoint = -1;
    private int dragging = -1;
    /** Where the point being dragged was pressed: released there, it is selected, not moved. */
    private Point pressedAt;

    public ValueCurvePage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        new Label(bar.control(), SWT.NONE).setText("Job:");
        jobs = new Combo(bar.control(), SWT.READ_ONLY);
        jobs.addListener(SWT.Selection, e -> site.select(DagPage.JOB, jobs.getSelectionIndex()));
        // a refused value's reason goes on a line of its own under the toolbar, which it would wrap to two rows
        vMax = field(bar.control(), page, "V_max (" + CurveProperties.VALUE_UNIT + "):", "vMax");
        dInitial = field(bar.control(), page, "D_initial (SLR):", "dInitial");
        dFinal = field(bar.control(), page, "D_final (SLR):", "dFinal");
        for (CheckedField deadline : List.of(dInitial, dFinal)) {
            deadline.text().setLayoutData(new RowData(DEADLINE_WIDTH, SWT.DEFAULT));
        }
        bar.separator();
        List<Choice> templates = new ArrayList<>();
        for (Template t : Template.values()) {
            String name = t.name().charAt(0) + t.name().substring(1).toLowerCase();
            templates.add(new Choice(name, "Replace the points by the " + name.toLowerCase() + " template", () -> site
                    .execute(CurveEdits.applyTemplate(site.document(), job(), t, site.document().seed() + job()))));
        }
        bar.choices(TEMPLATE, templates);
        bar.button("Export...", "Write the curve as PNG or SVG", () -> Exports.export(site.shell(), view,
                site.file(), "value-curve"));
        noJobs = new Label(page, SWT.WRAP);
        noJobs.setText(NO_JOBS);
        GridData noJobsData = new GridData(SWT.FILL, SWT.TOP, true, false);
        noJobsData.widthHint = 1;
        noJobsData.exclude = true;
        noJobs.setLayoutData(noJobsData);
        noJobs.setVisible(false);
        view = new DiagramView(page, new DiagramView.Keys() {
            @Override
            public void delete() {
                removePoint();
            }
        });
        view.canvas().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        figure = new CurveFigure();
        view.shapes().add(figure, new Rectangle(0, 0, 760, 440));
        view.canvas().addListener(SWT.Resize, e -> {
            org.eclipse.swt.graphics.Rectangle area = view.canvas().getClientArea();
            view.shapes().setConstraint(figure, new Rectangle(0, 0, Math.max(400, area.width - 2),
                    Math.max(LEAST_HEIGHT, area.height - 2)));
        });
        figure.addMouseListener(new MouseListener.Stub() {
            @Override
            public void mousePressed(MouseEvent me) {
                selectedPoint = figure.pointAt(me.getLocation());
                dragging = selectedPoint;
                pressedAt = me.getLocation();
                figure.setShape(figure.shape(), selectedPoint);
                showProperties(figure.shape());
                me.consume();
            }

            @Override
            public void mouseReleased(MouseEvent me) {
                int k = dragging;
                dragging = -1;
                // a click selects the point: moving it to the pixel under the pointer would round its digits
                if (k >= 0 && !me.getLocation().equals(pressedAt)) {
                    double[] at = placed(me.getLocation());
                    site.execute(CurveEdits.movePoint(site.document(), job(), k, at[0], at[1]));
                }
            }

            @Override
            public void mouseDoubleClicked(MouseEvent me) {
                site.execute(CurveEdits.addPoint(site.document(), job(), placed(me.getLocation())[0]));
            }
        });
        figure.addMouseMotionListener(new MouseMotionListener.Stub() {
            @Override
            public void mouseDragged(MouseEvent me) {
                if (dragging >= 0) {
                    preview(dragging, figure.toData(me.getLocation()));
                }
            }
        });
        return view.canvas();
    }

    // a field of the shown job's curve, at workload.jobs[j].valueCurve.<name> in the document, its reason in lines
    private CheckedField field(Composite parent, Composite lines, String label, String name) {
        return new CheckedField(parent, lines, label, site, () -> site.document() == null ? null
                : "workload.jobs[" + job() + "].valueCurve." + name, "a number", text -> site.execute(
                        CurveEdits.setField(site.document(), job(), name, Double.parseDouble(text))));
    }

    // the data point under the pointer, to the precision of one pixel
    private double[] placed(Point location) {
        double[] at = figure.toData(location);
        double[] next = figure.toData(location.getTranslated(1, -1));
        return new double[] { PointerPrecision.round(at[0], Math.abs(next[0] - at[0])),
                PointerPrecision.round(at[1], Math.abs(next[1] - at[1])) };
    }

    // the dragged point where the curve stays valid, drawn before the edit is made on release
    private void preview(int k, double[] at) {
        CurveShape shape = figure.shape();
        List<double[]> points = new ArrayList<>(shape.points());
        points.set(k, shape.clamp(k, at[0], at[1]));
        figure.setShape(shape.withPoints(points), k);
    }

    private int job() {
        Object chosen = site.selection(DagPage.JOB);
        int count = site.document().root().path("workload").path("jobs").size();
        return Math.max(0, Math.min(chosen instanceof Integer i ? i : 0, count - 1));
    }

    @Override
    public void refresh() {
        if (site.document() == null || figure == null) {
            return;
        }
        List<String> ids = new ArrayList<>();
        site.document().root().path("workload").path("jobs").forEach(j -> ids.add(j.path("id").asText()));
        if (!ids.equals(List.of(jobs.getItems()))) {
            jobs.setItems(ids.toArray(String[]::new));
            jobs.getParent().layout(true);
        }
        showNoJobs(ids.isEmpty());
        if (ids.isEmpty()) {
            figure.setVisible(false);
            site.showProperties(null);
            return;
        }
        figure.setVisible(true);
        jobs.select(job());
        CurveShape shape = CurveShape.of(CurveEdits.curve(site.document().root(), job()));
        if (selectedPoint >= shape.points().size()) {
            selectedPoint = -1;
        }
        figure.setShape(shape, selectedPoint);
        showProperties(shape);
        vMax.show(shape.vMax(), true);
        // a drawn deadline has every digit of a double: four are shown, all of them in the tooltip
        dInitial.show(Property.significant(shape.dInitial()), Property.plain(shape.dInitial()), true);
        dFinal.show(Property.significant(shape.dFinal()), Property.plain(shape.dFinal()), true);
    }

    // the curve's fields and the templates act on a job: with none, the page says why it is blank instead
    private void showNoJobs(boolean none) {
        if (noJobs.getVisible() != none) {
            noJobs.setVisible(none);
            ((GridData) noJobs.getLayoutData()).exclude = !none;
            for (CheckedField field : List.of(vMax, dInitial, dFinal)) {
                field.show("", !none);
            }
            noJobs.requestLayout();
        }
    }

    private void showProperties(CurveShape shape) {
        String job = site.document().root().path("workload").path("jobs").path(job()).path("id").asText();
        site.showProperties(CurveProperties.of(site, job(), job, shape, selectedPoint));
    }

    private void removePoint() {
        if (selectedPoint >= 0) {
            int k = selectedPoint;
            selectedPoint = -1;
            site.execute(CurveEdits.removePoint(site.document(), job(), k));
        }
    }

    @Override
    public PageActions actions() {
        return new PageActions() {
            @Override
            public boolean delete() {
                removePoint();
                return true;
            }
        };
    }
}
