package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Console;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.handlers.InstallPluginDialog;
import org.gridbench.ui.parts.PoliciesPart;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The example third-party plug-in, built by its own script against the p2 repository this build made, installed
 * into the running workbench through Help > Install Policy Plug-in..., chosen in a scenario editor, run from the
 * GUI with the command line's result, and uninstalled from the Policies view: its policies come and go without a
 * restart.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PluginWorkbenchTest {

    private static final String PLUGIN = "org.example.gridbench.policies";
    private static final List<String> POLICIES = List.of("market org.example.valueDensityCubed",
            "stars org.example.randomWalk", "stars org.example.shortestTaskFirst",
            "trees org.example.largestBandwidthFirst");
    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/editors"));

    private static Workbench wb;
    private static Path example;

    @BeforeAll
    static void buildTheExample() throws Exception {
        wb = Workbench.get();
        example = Path.of(System.getProperty("gridbench.root")).resolve("examples/" + PLUGIN);
        Path log = Files.createDirectories(Path.of("target")).resolve("example-build.log");
        Process build = new ProcessBuilder("bash", example.resolve("build").toString()).directory(example.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        assertTrue(build.waitFor(20, TimeUnit.MINUTES), "the example's build did not finish in 20 minutes");
        assertEquals(0, build.exitValue(), () -> "the example's build failed; its log:\n" + tail(log));
        assertTrue(Files.isRegularFile(example.resolve("target/" + PLUGIN + ".jar")));
        assertTrue(Files.isDirectory(example.resolve("target/repository/plugins")));
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return e.toString();
        }
    }

    private static PluginInstaller installer() {
        return wb.ui(() -> wb.app.getContext().get(PluginInstaller.class));
    }

    private static PoliciesPart policiesPart() throws InterruptedException {
        wb.run(() -> {
            EModelService models = wb.app.getContext().get(EModelService.class);
            MPart part = (MPart) models.find("org.gridbench.ui.part.policies", wb.app);
            models.getTopLevelWindowFor(part).getContext().get(EPartService.class).showPart(part,
                    EPartService.PartState.ACTIVATE);
        });
        wb.settle();
        return wb.ui(() -> (PoliciesPart) ((MPart) wb.app.getContext().get(EModelService.class)
                .find("org.gridbench.ui.part.policies", wb.app)).getObject());
    }

    private static List<String> shownPolicies(PoliciesPart part) {
        return wb.ui(() -> part.rows().stream().flatMap(r -> r.policies().stream()
                .map(p -> r.point().family().id() + " " + p.id())).toList());
    }

    private static String cliRun(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.standard(RegistryFactory.getRegistry(), installer()).run(new String[] { "run",
                file.toString() }, new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals(Cli.OK, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theExamplePluginInstallsRunsFromTheGuiAndTheCommandLineAndUninstalls() throws Exception {
        assertEquals(List.of(), installer().installed(), "the test's plug-ins folder starts empty");
        PoliciesPart policies = policiesPart();
        POLICIES.forEach(p -> assertFalse(shownPolicies(policies).contains(p), p + " before the install"));

        Shell window = wb.ui(() -> wb.display.getActiveShell() != null ? wb.display.getActiveShell()
                : wb.display.getShells()[0]);
        InstallPluginDialog dialog = wb.ui(() -> {
            InstallPluginDialog d = new InstallPluginDialog(window, installer());
            d.setBlockOnOpen(false);
            d.open();
            return d;
        });
        wb.run(() -> dialog.typePath(example.resolve("target/repository").toString()));
        wb.settle();
        assertEquals(POLICIES, wb.ui(dialog::listed), "the dialog shows what the plug-in contributes");
        wb.screenshot(SHOTS.resolve("install-plugin.png").toFile());
        wb.run(dialog::pressInstall);
        assertEquals(List.of(PLUGIN), wb.ui(() -> dialog.installed().stream().map(p -> p.symbolicName()).toList()));
        assertTrue(wb.waitUntil(() -> shownPolicies(policies).containsAll(POLICIES)),
                "the Policies view lists the plug-in's policies without a restart");

        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = workspace.resolve("plugin-market.gridbench.json");
        Files.copy(workspace.resolve("market-two-clusters.gridbench.json"), file,
                StandardCopyOption.REPLACE_EXISTING);
        MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file.toAbsolutePath()));
        wb.settle();
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        List<String> choices = wb.ui(() -> new EditorProbe(part).policyChoices());
        int cubed = choices.indexOf(choices.stream().filter(c -> c.startsWith("org.example.valueDensityCubed"))
                .findFirst().orElseThrow(() -> new AssertionError("the editor offers " + choices)));
        assertTrue(choices.get(cubed).endsWith("[" + PLUGIN + "]"), choices.get(cubed));
        wb.run(() -> new EditorProbe(part).choosePolicy(cubed));
        assertEquals("org.example.valueDensityCubed", wb.ui(() -> editor.document().root().path("policy").asText()));
        assertEquals(PLUGIN, wb.ui(() -> editor.document().root().path("policyPlugin").asText()));
        wb.run(editor::save);
        wb.settle();

        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        RunDriver earlier = wb.ui(() -> session.driver().orElse(null));
        wb.run(() -> session.open(editor.document(), editor.file(), RunDriver::start));
        assertTrue(wb.waitUntil(() -> session.driver().map(d -> d != earlier && d.status() == RunDriver.Status.ENDED)
                .orElse(false), 120), () -> "the GUI run ended: " + session.driver().map(RunDriver::failure));
        String gui = session.driver().orElseThrow().run().metrics();
        assertTrue(gui.contains("org.example.valueDensityCubed"), gui);
        assertEquals(cliRun(file), gui, "the GUI and the command line give the same result");
        wb.screenshot(SHOTS.resolve("plugin-policies.png").toFile());

        wb.run(() -> policies.select("org.example.randomWalk"));
        assertEquals(PLUGIN, wb.ui(() -> policies.selectedPlugin().orElseThrow()));
        wb.run(() -> policies.uninstall(PLUGIN));
        assertTrue(wb.waitUntil(() -> POLICIES.stream().noneMatch(shownPolicies(policies)::contains)),
                "the policies leave the view without a restart");
        assertTrue(wb.waitUntil(() -> new EditorProbe(part).policyChoices()
                .contains("org.example.valueDensityCubed (not installed)")), () -> "the editor now offers " + wb.ui(() -> new EditorProbe(part).policyChoices()));
        assertEquals(List.of(), installer().installed(), "nothing is left in the plug-ins folder");
    }
}
