package org.gridbench.ui.editors.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.report.PerformanceLog;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioNodes;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.editors.dag.DagPage;
import org.gridbench.ui.editors.tree.TreePlatformPage;
import org.gridbench.ui.pages.ScenarioPage;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code ./gridbench bench editors}: how fast the graphical editors open a 10,000-node tree and a 1,000-task DAG
 * (reading the scenario text, building the page, laying out and painting it) and how fast a single edit is shown
 * again (the edit, the copy of the document the editor validates in the background, the page update and the
 * paint), in a real window, and how long that background validation takes. Goals of issue 7: open under 2 s, an edit
 * repainted under 100 ms.
 */
public final class EditorBenchmark implements IApplication {

    private static final int TREE_NODES = 10_000;
    private static final int DAG_TASKS = 1_000;
    private static final int EDITS = 21;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** How many edits were made so far, which picks the next one. */
    private int edit;

    private record Row(String what, double openMs, double editMedianMs, double editMaxMs, double validateMs) {
    }

    @Override
    public Object start(IApplicationContext context) throws Exception {
        Path log = PerformanceLog.option(
                (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS));
        Display display = new Display();
        List<Row> rows = new ArrayList<>();
        run(display, "warm-up", treeScenario(2_000), TreePlatformPage::new, this::treeEdit);
        rows.add(run(display, "tree platform, " + TREE_NODES + " nodes (random, up to 4 children)",
                treeScenario(TREE_NODES), TreePlatformPage::new, this::treeEdit));
        run(display, "warm-up", dagScenario(200), DagPage::new, this::dagEdit);
        rows.add(run(display, "DAG workflow, " + DAG_TASKS + " tasks", dagScenario(DAG_TASKS), DagPage::new,
                this::dagEdit));
        display.dispose();
        String table = table(rows);
        System.out.print(table);
        if (log != null) {
            PerformanceLog.append(log, "Graphical editors", "./gridbench bench editors", table);
            System.out.println("appended to " + log);
        }
        return IApplication.EXIT_OK;
    }

    @Override
    public void stop() {
        // the benchmark ends by itself
    }

    private Row run(Display display, String what, String text, Supplier<ScenarioPage> pages,
            Function<ScenarioDocument, DocumentEdit> edits) throws Exception {
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(1400, 900);
        shell.open();
        long start = System.nanoTime();
        ScenarioDocument document = ScenarioReader.parse(text, "bench.gridbench.json");
        BenchSite site = new BenchSite(document, shell);
        ScenarioPage page = pages.get();
        site.page(page);
        page.create(shell, site);
        page.refresh();
        shell.layout(true, true);
        paint(display, shell);
        double open = (System.nanoTime() - start) / 1e6;
        double[] times = new double[EDITS];
        for (int k = 0; k < EDITS; k++) {
            DocumentEdit edit = edits.apply(document);
            long t = System.nanoTime();
            site.execute(edit);
            paint(display, shell);
            times[k] = (System.nanoTime() - t) / 1e6;
        }
        shell.dispose();
        Arrays.sort(times);
        double[] checks = new double[5];
        for (int k = 0; k < checks.length; k++) {
            long t = System.nanoTime();
            try {
                ScenarioReader.parse(ScenarioWriter.toJson(document), "bench.gridbench.json");
            } catch (ScenarioException e) {
                // a benchmark document has no problem; the time is what is measured
            }
            checks[k] = (System.nanoTime() - t) / 1e6;
        }
        Arrays.sort(checks);
        return new Row(what, open, times[EDITS / 2], times[EDITS - 1], checks[checks.length / 2]);
    }

    private static void paint(Display display, Shell shell) {
        shell.update();
        while (display.readAndDispatch()) {
            shell.update();
        }
    }

    // add a child to a node shown near the top, alternating with setting a speed
    private DocumentEdit treeEdit(ScenarioDocument document) {
        PlatformTree tree = PlatformTree.of(document.root());
        String id = tree.id(tree.children(tree.roots().get(0)).get(0));
        return edit++ % 2 == 0 ? TreeEdits.addChild(document, id)
                : TreeEdits.setNumber(document, id, "speed", 1e8 + edit);
    }

    private DocumentEdit dagEdit(ScenarioDocument document) {
        return DagEdits.setWhole(document, 0, "T" + (1 + edit++ % 50), "exec", 1 + edit % 7);
    }

    private static String treeScenario(int n) {
        ObjectNode root = header("trees");
        root.putObject("platform").set("nodes", ScenarioNodes.treeNodes(TreeEdits.randomTree(n, 4, 1)));
        root.putArray("applications").addObject().put("id", "A1").put("weight", 1.0).put("flops", 1e8)
                .put("bytes", 1e6);
        return root.toPrettyString();
    }

    // a layered random DAG: task i waits for up to two of the 30 tasks before it
    private static String dagScenario(int n) {
        ObjectNode root = header("market");
        ObjectNode platform = root.putObject("platform").put("ccr", 0.2);
        platform.putArray("clusters").addObject().put("id", "C1").put("cores", 64).put("kind", "Kind1");
        ObjectNode job = root.putObject("workload").putArray("jobs").addObject().put("id", "J1").put("arrival", 0);
        ArrayNode tasks = job.putArray("tasks");
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 1; i <= n; i++) {
            ObjectNode t = tasks.addObject().put("id", "T" + i).put("exec", 1 + random.nextInt(60))
                    .put("cores", 1 + random.nextInt(8)).put("kind", "Kind1");
            if (i > 1) {
                ArrayNode after = t.putArray("after");
                int a = Math.max(1, i - 1 - random.nextInt(Math.min(30, i - 1)));
                int b = Math.max(1, i - 1 - random.nextInt(Math.min(30, i - 1)));
                after.add("T" + a);
                if (b != a) {
                    after.add("T" + b);
                }
            }
        }
        job.putObject("valueCurve").put("vMax", 100.0).put("dInitial", 2.0).put("dFinal", 6.0);
        return root.toPrettyString();
    }

    private static ObjectNode header(String family) {
        return NODES.objectNode().put("format", "gridbench-scenario").put("version", 1).put("family", family)
                .put("seed", 1);
    }

    private static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| editor | open (read, build, lay out, paint) | one edit shown again:"
                + " median | max of " + EDITS + " | background validation of the document |\n"
                + "|---|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT, "| %s | %.0f ms | %.1f ms | %.1f ms | %.0f ms |%n", r.what(),
                    r.openMs(), r.editMedianMs(), r.editMaxMs(), r.validateMs()));
        }
        return out.toString();
    }
}
