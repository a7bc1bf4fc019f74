package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Console;
import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginException;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.cli.tests.fixtures.ConstantBid;
import org.gridbench.cli.tests.fixtures.NaNBid;
import org.gridbench.cli.tests.fixtures.NotAPolicy;
import org.gridbench.cli.tests.fixtures.StallingBid;
import org.gridbench.kernel.DecisionGuard;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * Installing, listing and removing policy plug-ins in the running framework, through the installer and the command
 * line: good plug-ins run at once, bad ones are refused whole, faulty policies end only their own run.
 */
class PluginInstallerTest {

    private static final String GOOD = "test.plugins.constant";

    @TempDir
    Path dir;

    private final IExtensionRegistry registry = RegistryFactory.getRegistry();
    private PluginInstaller installer;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void folder() {
        installer = new PluginInstaller(FrameworkUtil.getBundle(PluginInstallerTest.class).getBundleContext(),
                registry, dir.resolve("home/plugins"));
    }

    @AfterEach
    void removeWhatIsLeft() throws PluginException {
        for (PluginDescriptor plugin : installer.installed()) {
            installer.remove(plugin.symbolicName());
        }
        System.clearProperty(DecisionGuard.BUDGET_PROPERTY);
    }

    private int cli(String... args) {
        out.reset();
        err.reset();
        return Cli.standard(registry, installer).run(args, new Console(new PrintStream(out, true,
                StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private boolean catalogHas(String id) {
        return PolicyCatalog.read(registry).contributions().stream().anyMatch(c -> c.id().equals(id));
    }

    private Path marketScenario(String policy, String plugin) throws IOException {
        String market = Examples.names().stream().filter(n -> n.startsWith("market-two")).findFirst().orElseThrow();
        String text = Examples.text(market).replaceFirst("\\{", "{\"policyPlugin\": \"" + plugin + "\", ")
                .replace("\"policy\": \"PVR\"", "\"policy\": \"" + policy + "\"");
        assertTrue(text.contains("\"policy\": \"" + policy + "\""), text);
        Path file = dir.resolve("market.gridbench.json");
        Files.writeString(file, text);
        return file;
    }

    private List<Path> folderFiles() throws IOException {
        Path folder = installer.folder();
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.toList();
        }
    }

    private static boolean bundlePresent(String name) {
        Bundle self = FrameworkUtil.getBundle(PluginInstallerTest.class);
        return Stream.of(self.getBundleContext().getBundles()).anyMatch(b -> name.equals(b.getSymbolicName()));
    }

    @Test
    void anInstalledPolicyRunsFromTheCommandLineAndGoesAwayWhenRemoved() throws IOException {
        Path jar = TestPlugins.bundle(dir, GOOD, TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("test.constant", ConstantBid.class), ConstantBid.class);
        Path scenario = marketScenario("test.constant", GOOD);
        assertEquals(Cli.BAD_INPUT, cli("run", scenario.toString()));
        assertTrue(err().contains("'test.constant' is not installed: it comes from plug-in " + GOOD
                + ", which is not installed"), err());

        assertEquals(Cli.OK, cli("plugin", "install", jar.toString()), err());
        assertTrue(out().startsWith("installed " + GOOD + " 1.0.0 into " + installer.folder()), out());
        assertTrue(out().contains("market test.constant"), out());
        assertTrue(catalogHas("test.constant"));
        assertEquals(Cli.OK, cli("list-policies"));
        assertTrue(out().contains("market\ttest.constant\ttest.constant\t" + GOOD), out());

        assertEquals(Cli.OK, cli("run", scenario.toString()), err());
        String constant = out();
        assertEquals(Cli.OK, cli("run", scenario.toString(), "--policy", "FIFO"), err());
        assertEquals(constant.replace("test.constant", "FIFO"), out(), "equal bids fall to the earlier job: FIFO");

        assertEquals(Cli.OK, cli("plugin", "list"));
        assertTrue(out().startsWith(GOOD + "\t1.0.0\t"), out());
        assertEquals(Cli.OK, cli("plugin", "remove", GOOD), err());
        assertEquals("removed " + GOOD + " 1.0.0\n", out());
        assertFalse(catalogHas("test.constant"));
        assertFalse(bundlePresent(GOOD));
        assertEquals(List.of(), folderFiles());
        assertEquals(Cli.BAD_INPUT, cli("plugin", "remove", GOOD));
        assertEquals("plugin remove: no plug-in '" + GOOD + "' is installed; none is\n", err());
    }

    @Test
    void aP2RepositoryFolderInstallsItsBundles() throws IOException, PluginException {
        Path repository = Files.createDirectories(dir.resolve("repository/plugins"));
        TestPlugins.bundle(repository, GOOD, TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("test.constant", ConstantBid.class), ConstantBid.class);
        Files.writeString(dir.resolve("repository/artifacts.xml"), "<repository/>");
        List<PluginDescriptor> installed = installer.install(dir.resolve("repository"));
        assertEquals(List.of(GOOD), installed.stream().map(PluginDescriptor::symbolicName).toList());
        assertTrue(catalogHas("test.constant"));
        PluginException again = assertThrows(PluginException.class,
                () -> installer.install(repository.resolve(GOOD + ".jar")));
        assertTrue(again.getMessage().endsWith(GOOD + " is already installed; remove it first: ./gridbench plugin"
                + " remove " + GOOD), again.getMessage());
    }

    @Test
    void aJarThatIsNotABundleIsRefused() throws IOException {
        Path jar = TestPlugins.plainJar(dir, "plain", TestPlugins.marketPolicy("test.plain", ConstantBid.class));
        assertRefused(jar, jar + ": not an OSGi bundle: its META-INF/MANIFEST.MF has no Bundle-SymbolicName",
                "test.plain");
        Path text = Files.writeString(dir.resolve("notes.jar"), "not a zip");
        assertEquals(Cli.BAD_INPUT, cli("plugin", "install", text.toString()));
        assertTrue(err().startsWith("plugin install: " + text + ": not a readable plug-in jar"), err());
    }

    @Test
    void aTruncatedPluginXmlIsRefusedAtItsLineAndColumn() throws IOException {
        // the plugin.xml ends inside a <policy> element; the message had neither line nor column
        String cut = TestPlugins.marketPolicy("test.cut", ConstantBid.class);
        Path jar = TestPlugins.bundle(dir, "test.plugins.cut", TestPlugins.MARKET_IMPORTS,
                cut.substring(0, cut.indexOf(" wins=")), ConstantBid.class);
        String message = assertRefused(jar, jar + "!/plugin.xml:3:", "test.cut");
        assertTrue(message.matches("plugin install: .*!/plugin\\.xml:3:[0-9]+: \\(document\\): not well-formed XML:"
                + " .*\\n"), message);
    }

    @Test
    void aBundleWithUnresolvedRequirementsIsRefused() throws IOException {
        Path jar = TestPlugins.bundle(dir, "test.plugins.unresolved",
                TestPlugins.MARKET_IMPORTS + ",org.nowhere.to.be.found",
                TestPlugins.marketPolicy("test.unresolved", ConstantBid.class), ConstantBid.class);
        String message = assertRefused(jar, "test.plugins.unresolved: refused: it does not resolve against this"
                + " Gridbench", "test.unresolved");
        assertTrue(message.contains("org.nowhere.to.be.found"), message);
        assertFalse(bundlePresent("test.plugins.unresolved"));
    }

    @Test
    void aDuplicatePolicyIdIsRefused() throws IOException {
        Path jar = TestPlugins.bundle(dir, "test.plugins.duplicate", TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("PVR", ConstantBid.class), ConstantBid.class);
        assertRefused(jar, jar + ": duplicate policy id: org.gridbench.market.biddingPolicies already has 'PVR',"
                + " contributed by plug-in org.gridbench.market.policies", null);
        assertFalse(bundlePresent("test.plugins.duplicate"));
    }

    @Test
    void aClassThatDoesNotImplementTheApiIsRefused() throws IOException {
        Path jar = TestPlugins.bundle(dir, "test.plugins.notapolicy", TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("test.notapolicy", NotAPolicy.class), NotAPolicy.class);
        assertRefused(jar, "test.plugins.notapolicy: policy 'test.notapolicy': class " + NotAPolicy.class.getName()
                + " does not implement org.gridbench.market.policy.BiddingPolicy, which"
                + " org.gridbench.market.biddingPolicies requires", "test.notapolicy");
        assertFalse(bundlePresent("test.plugins.notapolicy"));
    }

    private String assertRefused(Path jar, String message, String policy) throws IOException {
        assertEquals(Cli.BAD_INPUT, cli("plugin", "install", jar.toString()));
        assertTrue(err().startsWith("plugin install: " + message), err());
        assertEquals(1, err().lines().count(), err());
        assertEquals(List.of(), folderFiles(), "nothing is left in the plug-ins folder");
        if (policy != null) {
            assertFalse(catalogHas(policy));
        }
        return err();
    }

    @Test
    void aFaultyPolicyEndsItsRunWithThePluginThePolicyAndTheTime() throws IOException, PluginException {
        installer.install(TestPlugins.bundle(dir, "test.plugins.faulty", TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("test.nan", NaNBid.class) + TestPlugins.marketPolicy("test.stall",
                        StallingBid.class), NaNBid.class, StallingBid.class));
        Path scenario = marketScenario("test.nan", "test.plugins.faulty");
        assertEquals(Cli.INTERNAL_ERROR, cli("run", scenario.toString()));
        assertTrue(err().matches("run: bidding policy test\\.nan of plug-in test\\.plugins\\.faulty: bid NaN for .*"
                + " at tick 0; bids must be finite \\(simulated time 0\\)\\n"), err());

        System.setProperty(DecisionGuard.BUDGET_PROPERTY, "0.2");
        assertEquals(Cli.INTERNAL_ERROR, cli("run", scenario.toString(), "--policy", "test.stall"));
        assertTrue(err().matches("run: bidding policy test\\.stall of plug-in test\\.plugins\\.faulty: the bid of"
                + " .* for tick 0: a decision took \\d+\\.\\d+ s, over the budget of 0\\.200 s"
                + " \\(gridbench\\.decisionBudget\\) \\(simulated time 0\\)\\n"), err());
        assertFalse(Thread.currentThread().isInterrupted(), "the watchdog's interrupt is cleared");

        assertEquals(Cli.OK, cli("run", scenario.toString(), "--policy", "PVR"), "another run is unaffected");
        assertNotEquals("", out());
    }

    @Test
    void aFaultyPolicyEndsOnlyItsOwnLiveRun() throws Exception {
        installer.install(TestPlugins.bundle(dir, "test.plugins.faulty", TestPlugins.MARKET_IMPORTS,
                TestPlugins.marketPolicy("test.nan", NaNBid.class), NaNBid.class));
        Path faulty = marketScenario("test.nan", "test.plugins.faulty");
        Path healthy = dir.resolve("healthy.gridbench.json");
        Files.writeString(healthy, Files.readString(faulty).replace("test.nan", "PVR"));
        assertEquals(Cli.OK, cli("run", healthy.toString()), err());
        String expected = out();
        try (RunDriver failing = new RunDriver(open(faulty), d -> { });
                RunDriver beside = new RunDriver(open(healthy), d -> { })) {
            failing.start();
            beside.start();
            assertTrue(failing.awaitIdle(60, TimeUnit.SECONDS) && beside.awaitIdle(60, TimeUnit.SECONDS));
            assertEquals(RunDriver.Status.FAILED, failing.status());
            assertTrue(failing.failure().matches("at time 0\\.0: bidding policy test\\.nan of plug-in"
                    + " test\\.plugins\\.faulty: bid NaN for .*; bids must be finite"), failing.failure());
            assertEquals(RunDriver.Status.ENDED, beside.status());
            assertEquals(expected, beside.run().metrics());
        }
    }

    private ScenarioRun open(Path file) throws Exception {
        return ScenarioRuns.open(ScenarioReader.read(file), file, registry, Optional.empty());
    }
}
