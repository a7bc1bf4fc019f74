package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.spi.RegistryContributor;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.policies.PolicyContribution;
import org.gridbench.model.scenario.Family;
import org.junit.jupiter.api.Test;

/** Reads a private extension registry holding the three policy extension points and some contributions. */
class PolicyCatalogTest {

    private final Object token = new Object();
    private final IExtensionRegistry registry = RegistryFactory.createRegistry(null, token, null);

    private void contribute(String bundle, String pluginXml) {
        var contributor = new RegistryContributor(bundle, bundle, null, null);
        registry.addContribution(new ByteArrayInputStream(pluginXml.getBytes(StandardCharsets.UTF_8)), contributor,
                false, bundle, null, token);
    }

    private void declarePoints() {
        contribute("org.gridbench.market", "<plugin><extension-point id=\"biddingPolicies\" name=\"b\"/></plugin>");
        contribute("org.gridbench.stars", "<plugin><extension-point id=\"policies\" name=\"s\"/></plugin>");
        contribute("org.gridbench.trees", "<plugin><extension-point id=\"heuristics\" name=\"t\"/></plugin>");
    }

    @Test
    void noExtensionPointsMeansNoPolicies() {
        PolicyCatalog catalog = PolicyCatalog.read(registry);
        assertEquals(List.of(), catalog.contributions());
        assertEquals(List.of(), catalog.problems());
    }

    @Test
    void listsContributionsOfEveryFamilySortedByFamilyThenId() {
        declarePoints();
        contribute("org.example.policies", """
                <plugin>
                  <extension point="org.gridbench.trees.heuristics">
                    <heuristic id="x.lbf" name="Largest bandwidth first" class="x.Lbf"/>
                  </extension>
                  <extension point="org.gridbench.market.biddingPolicies">
                    <policy id="x.vd3" name="Value density cubed" class="x.Vd3"/>
                    <policy id="x.fifo" class="x.Fifo"/>
                  </extension>
                  <extension point="org.gridbench.stars.policies">
                    <policy id="x.walk" name="Random walk" class="x.Walk"/>
                  </extension>
                </plugin>""");
        PolicyCatalog catalog = PolicyCatalog.read(registry);
        assertEquals(List.of(new PolicyContribution(Family.MARKET, "x.fifo", "x.fifo", "org.example.policies"),
                new PolicyContribution(Family.MARKET, "x.vd3", "Value density cubed", "org.example.policies"),
                new PolicyContribution(Family.STARS, "x.walk", "Random walk", "org.example.policies"),
                new PolicyContribution(Family.TREES, "x.lbf", "Largest bandwidth first", "org.example.policies")),
                catalog.contributions());
    }

    @Test
    void malformedContributionsAreReportedNotListed() {
        declarePoints();
        contribute("org.example.broken", """
                <plugin>
                  <extension point="org.gridbench.stars.policies"><policy name="nameless" class="x.Y"/></extension>
                  <extension point="org.gridbench.trees.heuristics"><policy id="wrong.element" class="x.Z"/></extension>
                </plugin>""");
        PolicyCatalog catalog = PolicyCatalog.read(registry);
        assertEquals(List.of(), catalog.contributions());
        assertEquals(List.of("org.example.broken: a <policy> of org.gridbench.stars.policies has no id",
                "org.example.broken: org.gridbench.trees.heuristics takes <heuristic> elements, not <policy>"),
                catalog.problems());
    }
}
