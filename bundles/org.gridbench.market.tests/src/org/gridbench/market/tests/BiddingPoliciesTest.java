package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.ContributorFactorySimple;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.spi.RegistryContributor;
import org.eclipse.core.runtime.spi.RegistryStrategy;
import org.gridbench.market.BiddingPolicies;
import org.gridbench.market.MarketOptions;
import org.gridbench.market.MarketRun;
import org.gridbench.market.BiddingPolicyException;
import org.gridbench.market.policies.BuiltInPolicies;
import org.gridbench.market.policies.ProjectedValueRemaining;
import org.gridbench.market.policy.BidOrder;
import org.gridbench.market.policy.BiddingPolicyInstance;
import org.junit.jupiter.api.Test;

/**
 * The registry reader, on a registry holding the real plugin.xml of the market and policies bundles plus
 * third-party contributions, as the workbench would hold them.
 */
class BiddingPoliciesTest {
    private static final Path BUNDLES = Path.of(System.getProperty("user.dir")).getParent();

    private static IExtensionRegistry registry(String... thirdParty) throws IOException {
        Object token = new Object();
        IExtensionRegistry registry = RegistryFactory.createRegistry(new TestClassLoading(), token, null);
        contribute(registry, token, "org.gridbench.market",
                Files.newInputStream(BUNDLES.resolve("org.gridbench.market/plugin.xml")));
        contribute(registry, token, "org.gridbench.market.policies",
                Files.newInputStream(BUNDLES.resolve("org.gridbench.market.policies/plugin.xml")));
        for (int i = 0; i < thirdParty.length; i += 2) {
            String xml = "<?xml version=\"1.0\"?><plugin><extension point=\"org.gridbench.market.biddingPolicies\">"
                    + thirdParty[i + 1] + "</extension></plugin>";
            contribute(registry, token, thirdParty[i], new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        }
        return registry;
    }

    private static void contribute(IExtensionRegistry registry, Object token, String plugin, InputStream xml)
            throws IOException {
        try (xml) {
            assertTrue(registry.addContribution(xml, ContributorFactorySimple.createContributor(plugin), false, plugin,
                    null, token), plugin);
        }
    }

    @Test
    void theBuiltInPoliciesArriveThroughTheExtensionPointExactlyAsTheStaticListHasThem() throws IOException {
        List<BiddingPolicyInstance> read = BiddingPolicies.createAll(registry());
        List<BiddingPolicyInstance> listed = BuiltInPolicies.all();
        assertEquals(List.of("Random", "FIFO", "SRTF", "LRTF", "P-SLR", "PV", "PVD", "PVDSQ", "EDF", "PVR",
                "EDF-initial"),
                read.stream().map(BiddingPolicyInstance::id).toList());
        for (int i = 0; i < listed.size(); i++) {
            BiddingPolicyInstance a = read.get(i);
            BiddingPolicyInstance b = listed.get(i);
            assertEquals(List.of(b.id(), b.name(), b.description(), b.order(), b.policy().getClass()),
                    List.of(a.id(), a.name(), a.description(), a.order(), a.policy().getClass()));
        }
    }

    @Test
    void onePolicyIsCreatedById() throws IOException {
        BiddingPolicyInstance pvr = BiddingPolicies.create(registry(), "PVR");
        assertEquals(BidOrder.LOWEST_WINS, pvr.order());
        assertInstanceOf(ProjectedValueRemaining.class, pvr.policy());
    }

    @Test
    void aThirdPartyPolicyIsASmallPlainClassThatRunsLikeTheBuiltIns() throws IOException {
        BiddingPolicyInstance maxValue = BiddingPolicies.create(registry("com.example.market",
                "<policy id=\"com.example.maxValue\" name=\"Maximum value\" wins=\"highest\" "
                        + "class=\"org.gridbench.market.tests.MaxValue\"/>"), "com.example.maxValue");
        assertEquals("", maxValue.description());
        assertEquals(BidOrder.HIGHEST_WINS, maxValue.order());
        assertTrue(MarketRun.run(RandomWorkloads.PLATFORM, RandomWorkloads.overloaded(3, 40), maxValue,
                MarketOptions.defaults(), 1).earnedValue() > 0);
    }

    @Test
    void anUnknownIdIsAPolicyException() throws IOException {
        BiddingPolicyException e = assertThrows(BiddingPolicyException.class, () -> BiddingPolicies.create(registry(), "SJF"));
        assertEquals("SJF", e.policyId());
    }

    @Test
    void aBadWinsAttributeNamesThePlugIn() throws IOException {
        IExtensionRegistry registry = registry("com.example.sideways", "<policy id=\"sideways\" name=\"S\" "
                + "wins=\"sideways\" class=\"org.gridbench.market.tests.MaxValue\"/>");
        BiddingPolicyException e = assertThrows(BiddingPolicyException.class, () -> BiddingPolicies.create(registry, "sideways"));
        assertTrue(e.getMessage().contains("com.example.sideways") && e.getMessage().contains("highest"),
                e.getMessage());
    }

    @Test
    void aClassThatIsNotAPolicyNamesThePlugInAndTheClass() throws IOException {
        IExtensionRegistry registry = registry("com.example.wrong", "<policy id=\"wrong\" name=\"W\" wins=\"lowest\" "
                + "class=\"java.lang.Object\"/>");
        BiddingPolicyException e = assertThrows(BiddingPolicyException.class, () -> BiddingPolicies.createAll(registry));
        assertTrue(e.getMessage().contains("com.example.wrong") && e.getMessage().contains("java.lang.Object"),
                e.getMessage());
    }

    @Test
    void aClassThatCannotBeLoadedNamesThePlugIn() throws IOException {
        IExtensionRegistry registry = registry("com.example.missing", "<policy id=\"missing\" name=\"M\" "
                + "wins=\"lowest\" class=\"com.example.NoSuchPolicy\"/>");
        BiddingPolicyException e = assertThrows(BiddingPolicyException.class, () -> BiddingPolicies.create(registry, "missing"));
        assertEquals("missing", e.policyId());
        assertTrue(e.getMessage().contains("com.example.missing"), e.getMessage());
    }

    /** Loads contributed classes through this bundle's class loader, which sees the policies, in OSGi or not. */
    private static final class TestClassLoading extends RegistryStrategy {
        TestClassLoading() {
            super(null, null);
        }

        @Override
        public Object createExecutableExtension(RegistryContributor contributor, String className,
                String overriddenContributorName) throws CoreException {
            try {
                return Class.forName(className, true, getClass().getClassLoader()).getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                throw new CoreException(Status.error("cannot instantiate " + className, e));
            }
        }
    }
}
