package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.importers.SimGridMapping;
import org.gridbench.model.importers.SimGridPlatform;
import org.gridbench.model.platform.Cluster;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.tree.TreeNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** SimGrid platform XML: the real files of tests/data mapped to trees and clusters, and each bad file's message. */
class SimGridPlatformTest {

    private static final double EPS = 1e-9;

    @TempDir
    Path folder;

    @Test
    void smallPlatformIsAStarOfItsSevenHostsRootedAtTheFirst() throws ScenarioException {
        SimGridPlatform p = SimGridPlatform.read(TestData.file("platforms/simgrid/small_platform.xml"));
        assertEquals(7, p.hosts().size());
        assertEquals(24, p.links().size());
        assertEquals(26, p.routes().size());
        SimGridMapping.TreeImport tree = SimGridMapping.toTree(p);
        assertEquals(7, tree.nodes().size());
        TreeNode root = tree.nodes().get(0);
        assertEquals("Tremblay", root.id());
        assertEquals(98.095e6, root.speed(), EPS);
        // Tremblay -> Jupiter is link 9 alone: 7.20975 MBps, 1.461517 ms
        TreeNode jupiter = tree.nodes().stream().filter(n -> n.id().equals("Jupiter")).findFirst().orElseThrow();
        assertEquals("Tremblay", jupiter.parent());
        assertEquals(7.20975e6, jupiter.bandwidth(), EPS);
        assertEquals(1.461517e-3, jupiter.latency(), 1e-15);
        // Tremblay -> Fafard is links 4, 3, 2, 0, 1, 8: the narrowest is link 8 (8.158 MBps), latencies summed
        TreeNode fafard = tree.nodes().stream().filter(n -> n.id().equals("Fafard")).findFirst().orElseThrow();
        assertEquals(8.158e6, fafard.bandwidth(), 1e-6);
        assertEquals((479.78 + 514.433 + 136.931 + 59.904 + 514.433 + 270.544) * 1e-6, fafard.latency(), 1e-15);
        assertTrue(tree.notMapped().stream().anyMatch(line -> line.startsWith("20 of 26 routes")),
                tree.notMapped().toString());
        assertTrue(tree.notMapped().stream().anyMatch(line -> line.contains("FATPIPE")), tree.notMapped().toString());
    }

    @Test
    void batsimClustersHangUnderTheMasterThroughTheBackbone() throws ScenarioException {
        SimGridPlatform p = SimGridPlatform.read(TestData.file("platforms/simgrid/cluster512.xml"));
        assertEquals(513, p.hosts().size());
        assertEquals(2, p.clusters().size());
        List<TreeNode> nodes = SimGridMapping.toTree(p).nodes();
        assertEquals(513, nodes.size());
        assertEquals("m0", nodes.get(0).id());
        TreeNode a0 = nodes.get(1);
        assertEquals("a0", a0.id());
        assertEquals("m0", a0.parent());
        // backbone 5 GBps / 2 us, and on each side a private link (1 GBps, 5 us) and a backbone (3 GBps, 3 us)
        assertEquals(1e9, a0.bandwidth(), EPS);
        assertEquals((2 + 2 * (5 + 3)) * 1e-6, a0.latency(), 1e-15);
        TreeNode a1 = nodes.get(2);
        assertEquals("a0", a1.parent());
        assertEquals((2 * 5 + 3) * 1e-6, a1.latency(), 1e-15);
        assertEquals(List.of(new Cluster("A", 512, "Kind1"), new Cluster("M", 1, "Kind1")),
                SimGridMapping.toClusters(p).clusters());
    }

    @Test
    void fatTreeClusterIsFlattenedAndSaysSo() throws ScenarioException {
        SimGridPlatform p = SimGridPlatform.read(TestData.file("platforms/simgrid/cluster_fat_tree.xml"));
        SimGridMapping.TreeImport tree = SimGridMapping.toTree(p);
        assertEquals(16, tree.nodes().size());
        assertEquals(1.25e8, tree.nodes().get(1).bandwidth(), EPS);
        assertTrue(tree.notMapped().stream().anyMatch(line -> line.contains("FAT_TREE")), tree.notMapped().toString());
    }

    @Test
    void unitsOfSpeedBandwidthAndTime() throws ScenarioException, IOException {
        SimGridPlatform p = SimGridPlatform.read(write("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <host id="a" speed="2Gf" core="4"/>
                  <host id="b" speed="1.5e3kf,1Mf"/>
                  <link id="l" bandwidth="10Gbps" latency="1.5ms"/>
                  <link id="k" bandwidth="1KiBps" latency="2"/>
                  <route src="a" dst="b"><link_ctn id="l"/><link_ctn id="k"/></route>
                </zone></platform>
                """));
        TreeNode b = SimGridMapping.toTree(p).nodes().get(1);
        assertEquals(8e9, SimGridMapping.toTree(p).nodes().get(0).speed(), EPS);
        assertEquals(1.5e6, b.speed(), EPS);
        assertEquals(1024, b.bandwidth(), EPS);
        assertEquals(2.0015, b.latency(), 1e-12);
        assertEquals(1.25e9, p.links().get("l").bandwidth(), EPS);
    }

    @Test
    void aHostWithoutRouteIsLeftOutAndReported() throws ScenarioException, IOException {
        SimGridPlatform p = SimGridPlatform.read(write("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/><host id="b" speed="1Gf"><prop id="role" value="master"/></host>
                  <host id="c" speed="1Gf"/>
                  <link id="l" bandwidth="1GBps"/>
                  <route src="b" dst="a"><link_ctn id="l"/></route>
                </zone></platform>
                """));
        SimGridMapping.TreeImport tree = SimGridMapping.toTree(p);
        assertEquals(List.of("b", "a"), tree.nodes().stream().map(TreeNode::id).toList());
        assertTrue(tree.notMapped().contains("host c: no route from the root host b; left out"), tree.notMapped()
                .toString());
    }

    @Test
    void wrongVersion() throws IOException {
        assertEquals(List.of("p.xml:1:1: platform.version: SimGrid platform version '3' is not read; Gridbench reads"
                + " version 4 (4.0, 4.1)"), problems("<platform version=\"3\"><host id=\"a\" speed=\"1Gf\"/>"
                        + "</platform>"));
    }

    @Test
    void unknownElement() throws IOException {
        assertEquals(List.of("p.xml:3:3: platform.zone[0].computer[0]: unknown element <computer>: not an element of"
                + " SimGrid platform files (version 4)"), problems("""
                <platform version="4.1">
                <zone id="z" routing="Full">
                  <computer id="a"/>
                </zone></platform>
                """));
    }

    @Test
    void unknownLinkBadUnitAndDuplicateHostEachGiveTheirPosition() throws IOException {
        assertEquals(List.of(
                "p.xml:3:3: platform.zone[0].host[1]: duplicate id 'a', first defined at line 2",
                "p.xml:4:3: platform.zone[0].link[0].bandwidth: unknown unit 'parsecs' in '10 parsecs'; known: Bps"
                        + " (bytes) or bps (bits) per second, after a prefix k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi or Ei"
                        + " (125MBps, 10Gbps)",
                "p.xml:5:26: platform.zone[0].route[0].link_ctn[0].id: unknown link 'nowhere'"), problems("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/>
                  <host id="a" speed="1Gf"/>
                  <link id="l" bandwidth="10 parsecs"/>
                  <route src="a" dst="a"><link_ctn id="nowhere"/></route>
                </zone></platform>
                """));
    }

    /** Issue 26's crash class "a SimGrid time with an unknown unit": it crashed with exit 1. */
    @Test
    void anUnknownTimeUnitIsAProblemListingTheKnownOnes() throws IOException {
        assertEquals(List.of("p.xml:3:3: platform.zone[0].link[0].latency: unknown unit 'min' in '5min'; known: w,"
                + " d, h, m, s, ms, us, ns or ps (50us, 1.5ms)", "p.xml:4:3: platform.zone[0].host[1].speed: unknown"
                + " unit 'GHz' in '2GHz'; known: f or flops, after a prefix k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi or Ei"
                + " (1Gf, 2.5Mflops)"), problems("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <host id="a" speed="1Gf"/>
                  <link id="l" bandwidth="1GBps" latency="5min"/>
                  <host id="b" speed="2GHz"/>
                </zone></platform>
                """));
    }

    /** Issue 26: a 191-byte file declaring 10^7 hosts ran until the JVM was out of memory. */
    @Test
    void aClusterOfTenMillionHostsIsRefusedBeforeItIsBuilt() throws IOException {
        List<String> problems = problems("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <cluster id="c" prefix="h" suffix="" radical="0-9999999" speed="1Gf" bw="1GBps" lat="1us"/>
                </zone></platform>
                """);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("p.xml:2:3: platform.zone[0].cluster[0].radical: 10000000 cluster hosts"
                + " need about 23.3 GB of heap (about 2500 bytes each), more than the "), problems.get(0));
        assertTrue(problems.get(0).contains("; raise it with GRIDBENCH_VMARGS=-Xmx"), problems.get(0));
    }

    /** A trailing empty item, "0-3,", was dropped without a word; SimGrid refuses every empty item of a radical. */
    @Test
    void anEmptyItemOfARadicalIsRefusedAtTheRadical() throws IOException, ScenarioException {
        for (String radical : List.of("0-3,", ",0-3", "0-3,,5", "0-3, ,5")) {
            assertEquals(List.of("p.xml:2:3: platform.zone[0].cluster[0].radical: an empty item in '" + radical
                    + "'; expected numbers and ranges such as 0-15 or 0-3,8"), problems(cluster(radical)), radical);
        }
        assertEquals(List.of("h0", "h1", "h2", "h3", "h5"),
                SimGridPlatform.read(write(cluster("0-3, 5"))).clusters().get(0).hosts());
    }

    private static String cluster(String radical) {
        return """
                <platform version="4.1"><zone id="z" routing="Full">
                  <cluster id="c" prefix="h" suffix="" radical="%s" speed="1Gf" bw="1GBps" lat="1us"/>
                </zone></platform>
                """.formatted(radical);
    }

    /** Found by ReadersFuzzTest: a host of speed 0 crashed the tree mapping with an internal error. */
    @Test
    void aSpeedOrBandwidthOfZeroIsRefusedAtItsAttribute() throws IOException {
        assertEquals(List.of("p.xml:2:3: platform.zone[0].host[0].speed: must be greater than 0, found '0Gf'",
                "p.xml:3:3: platform.zone[0].link[0].bandwidth: must be greater than 0, found '0'"), problems("""
                <platform version="4.1"><zone id="z" routing="Full">
                  <host id="a" speed="0Gf"/>
                  <link id="l" bandwidth="0" latency="0"/>
                </zone></platform>
                """));
    }

    @Test
    void notWellFormed() throws IOException {
        List<String> problems = problems("<platform version=\"4.1\"><host id=\"a\" speed=\"1Gf\"></platform>");
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith("p.xml:1:"), problems.get(0));
        assertTrue(problems.get(0).contains("not well-formed XML"), problems.get(0));
    }

    @Test
    void aFileWithoutHosts() throws IOException {
        assertEquals(List.of("p.xml:1:1: platform: no <host> or <cluster>: a platform needs a host"),
                problems("<platform version=\"4.1\"><zone id=\"z\" routing=\"Full\"/></platform>"));
    }

    private Path write(String content) throws IOException {
        Path file = folder.resolve("p.xml");
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    private List<String> problems(String content) throws IOException {
        Path file = write(content);
        ScenarioException e = assertThrows(ScenarioException.class, () -> SimGridPlatform.read(file));
        return e.problems().stream().map(p -> p.format().replace(folder + "/", "")).toList();
    }
}
