package org.gridbench.runs.plugins;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.policies.PolicyContribution;
import org.gridbench.model.scenario.Family;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Installs third-party policy plug-ins into the running OSGi framework and into the user's plug-ins folder, removes
 * them, and loads the folder's plug-ins at start-up. The extension registry follows the framework, so installed
 * policies appear, and removed ones disappear, without a restart. An install is all or nothing: a jar that is not a
 * bundle, does not resolve, repeats a policy id, or names a class that does not implement its extension point's API
 * is refused, and every file and bundle of that install is taken back.
 */
public final class PluginInstaller {

    private static final String REFERENCE = "reference:";
    private static final long REFRESH_SECONDS = 60;

    private final BundleContext context;
    private final IExtensionRegistry registry;
    private final Path folder;

    public PluginInstaller(BundleContext context, IExtensionRegistry registry, Path folder) {
        this.context = context;
        this.registry = registry;
        this.folder = folder.toAbsolutePath().normalize();
    }

    /** The installer of this framework, on the user's plug-ins folder ({@link PluginHome}). */
    public static PluginInstaller standard(IExtensionRegistry registry) {
        return new PluginInstaller(FrameworkUtil.getBundle(PluginInstaller.class).getBundleContext(), registry,
                PluginHome.plugins());
    }

    public Path folder() {
        return folder;
    }

    /**
     * What installing {@code source} would add, checked as far as can be without installing: bundles, not yet
     * present, policy ids not yet taken. A repository's bundles that are part of Gridbench are left out.
     */
    public synchronized List<PluginDescriptor> inspect(Path source) throws PluginException {
        List<PluginDescriptor> plugins = new ArrayList<>();
        boolean repository = Files.isDirectory(source);
        for (Path jar : PluginSource.jars(source)) {
            PluginDescriptor plugin = PluginJarReader.read(jar);
            Bundle present = bundle(plugin.symbolicName());
            if (present == null) {
                plugins.add(plugin);
            } else if (isInstalledPlugin(present)) {
                throw new PluginException(jar + ": " + plugin.symbolicName() + " is already installed; remove it"
                        + " first: ./gridbench plugin remove " + plugin.symbolicName());
            } else if (!repository) {
                throw new PluginException(jar + ": " + plugin.symbolicName() + " is part of Gridbench");
            }
        }
        if (plugins.stream().allMatch(p -> p.policies().isEmpty())) {
            throw new PluginException(source + ": contributes no policy to org.gridbench.market.biddingPolicies,"
                    + " org.gridbench.stars.policies or org.gridbench.trees.heuristics");
        }
        checkIds(plugins);
        return plugins;
    }

    /** Installs {@code source} (a jar or a p2 repository folder) for this user and returns what it added. */
    public synchronized List<PluginDescriptor> install(Path source) throws PluginException {
        List<PluginDescriptor> plugins = inspect(source);
        List<Path> copies = new ArrayList<>();
        List<Bundle> bundles = new ArrayList<>();
        try {
            Files.createDirectories(folder);
            for (PluginDescriptor plugin : plugins) {
                Path copy = copy(plugin);
                copies.add(copy);
                bundles.add(context.installBundle(location(copy)));
            }
            resolve(bundles);
            for (int i = 0; i < plugins.size(); i++) {
                checkClasses(plugins.get(i), bundles.get(i));
            }
            awaitRegistry(plugins);
            List<PluginDescriptor> installed = new ArrayList<>();
            for (int i = 0; i < plugins.size(); i++) {
                PluginDescriptor p = plugins.get(i);
                installed.add(new PluginDescriptor(p.symbolicName(), p.version(), copies.get(i), p.policies()));
            }
            return installed;
        } catch (PluginException | IOException | BundleException | RuntimeException e) {
            takeBack(bundles, copies);
            if (e instanceof PluginException refused) {
                throw refused;
            }
            throw new PluginException(source + ": cannot install it: " + e.getMessage(), e);
        }
    }

    /** Uninstalls the plug-in {@code symbolicName} from the framework and deletes its jar from the folder. */
    public synchronized PluginDescriptor remove(String symbolicName) throws PluginException {
        Bundle bundle = bundle(symbolicName);
        if (bundle == null || !isInstalledPlugin(bundle)) {
            List<String> names = installed().stream().map(PluginDescriptor::symbolicName).toList();
            throw new PluginException("no plug-in '" + symbolicName + "' is installed"
                    + (bundle != null ? " (it is part of Gridbench)" : "")
                    + (names.isEmpty() ? "; none is" : "; installed: " + String.join(", ", names)));
        }
        Path jar = jarOf(bundle);
        PluginDescriptor plugin = PluginJarReader.read(jar);
        try {
            bundle.uninstall();
            refresh(List.of(bundle));
            Files.deleteIfExists(jar);
        } catch (BundleException | IOException e) {
            throw new PluginException(symbolicName + ": cannot remove it: " + e.getMessage(), e);
        }
        return plugin;
    }

    /** Whether {@code symbolicName} is a plug-in installed from the folder (not part of Gridbench). */
    public synchronized boolean isInstalled(String symbolicName) {
        Bundle bundle = bundle(symbolicName);
        return bundle != null && isInstalledPlugin(bundle);
    }

    /** The plug-ins in the folder, by symbolic name. */
    public synchronized List<PluginDescriptor> installed() throws PluginException {
        List<PluginDescriptor> plugins = new ArrayList<>();
        for (Path jar : folderJars()) {
            plugins.add(PluginJarReader.read(jar));
        }
        plugins.sort(Comparator.comparing(PluginDescriptor::symbolicName));
        return plugins;
    }

    /**
     * Brings the framework in line with the folder at start-up: installs its jars, uninstalls bundles whose jar is
     * gone. A plug-in that no longer resolves stays in the folder and is reported.
     *
     * @return one line per plug-in that could not be loaded
     */
    public synchronized List<String> loadInstalled() {
        List<String> problems = new ArrayList<>();
        List<Bundle> stale = new ArrayList<>();
        for (Bundle bundle : context.getBundles()) {
            if (isInstalledPlugin(bundle) && !Files.isRegularFile(jarOf(bundle))) {
                stale.add(bundle);
            }
        }
        List<Bundle> loaded = new ArrayList<>();
        try {
            for (Bundle bundle : stale) {
                bundle.uninstall();
            }
            if (!stale.isEmpty()) {
                refresh(stale);
            }
            for (Path jar : folderJars()) {
                Bundle bundle = context.getBundle(location(jar));
                loaded.add(bundle != null ? bundle : context.installBundle(location(jar)));
            }
        } catch (BundleException | PluginException | RuntimeException e) {
            problems.add("the plug-ins in " + folder + " could not all be loaded: " + e.getMessage());
        }
        wiring().resolveBundles(loaded);
        for (Bundle bundle : loaded) {
            String reason = startFailure(bundle);
            if (reason != null) {
                problems.add("plug-in " + bundle.getSymbolicName() + " is installed but not loaded: " + reason
                        + "; remove it with ./gridbench plugin remove " + bundle.getSymbolicName());
            }
        }
        return problems;
    }

    private void checkIds(List<PluginDescriptor> plugins) throws PluginException {
        Map<String, String> taken = new HashMap<>();
        for (PolicyContribution c : PolicyCatalog.read(registry).contributions()) {
            taken.put(key(c.family(), c.id()), "plug-in " + c.bundle());
        }
        for (PluginDescriptor plugin : plugins) {
            for (ContributedPolicy policy : plugin.policies()) {
                String owner = taken.putIfAbsent(key(policy.point().family(), policy.id()), "this plug-in");
                if (owner != null) {
                    throw new PluginException(plugin.jar() + ": duplicate policy id: " + policy.point().id()
                            + " already has '" + policy.id() + "', contributed by " + owner);
                }
            }
        }
    }

    /** Policy ids are unique within a family. */
    private static String key(Family family, String id) {
        return family.id() + "/" + id;
    }

    private Path copy(PluginDescriptor plugin) throws IOException {
        Path target = folder.resolve(plugin.symbolicName() + "_" + plugin.version() + ".jar");
        Path partial = Files.createTempFile(folder, plugin.symbolicName(), ".part");
        Files.copy(plugin.jar(), partial, StandardCopyOption.REPLACE_EXISTING);
        return Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    private void resolve(List<Bundle> bundles) throws PluginException {
        wiring().resolveBundles(bundles);
        for (Bundle bundle : bundles) {
            String reason = startFailure(bundle);
            if (reason != null) {
                throw new PluginException(bundle.getSymbolicName() + ": refused: it does not resolve against this"
                        + " Gridbench: " + reason);
            }
        }
    }

    /** Starts the bundle by its activation policy (lazy for plug-ins); the reason it cannot, or null. */
    private static String startFailure(Bundle bundle) {
        try {
            bundle.start(Bundle.START_ACTIVATION_POLICY);
            return null;
        } catch (BundleException | IllegalStateException e) {
            return e.getMessage() == null ? e.toString()
                    : e.getMessage().lines().map(String::trim).filter(l -> !l.isEmpty())
                            .collect(Collectors.joining("; "));
        }
    }

    // each contribution's class: loadable from the plug-in, concrete, public no-argument constructor, the right API
    private static void checkClasses(PluginDescriptor plugin, Bundle bundle) throws PluginException {
        for (ContributedPolicy policy : plugin.policies()) {
            String where = plugin.symbolicName() + ": policy '" + policy.id() + "': class " + policy.className();
            Class<?> type;
            try {
                type = bundle.loadClass(policy.className());
            } catch (ClassNotFoundException | LinkageError e) {
                throw new PluginException(where + " cannot be loaded: " + e);
            }
            if (!policy.point().api().isAssignableFrom(type)) {
                throw new PluginException(where + " does not implement " + policy.point().api().getName()
                        + ", which " + policy.point().id() + " requires");
            }
            if (Modifier.isAbstract(type.getModifiers()) || Stream.of(type.getConstructors())
                    .noneMatch(c -> c.getParameterCount() == 0)) {
                throw new PluginException(where + " needs to be a concrete class with a public no-argument"
                        + " constructor");
            }
        }
    }

    // the registry adds a bundle's extensions when the bundle resolves; give it a moment if it does so asynchronously
    private void awaitRegistry(List<PluginDescriptor> plugins) throws PluginException {
        Set<String> wanted = plugins.stream().flatMap(p -> p.policies().stream())
                .map(p -> key(p.point().family(), p.id())).collect(Collectors.toSet());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (true) {
            Set<String> present = PolicyCatalog.read(registry).contributions().stream()
                    .map(c -> key(c.family(), c.id())).collect(Collectors.toSet());
            if (present.containsAll(wanted)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                wanted.removeAll(present);
                throw new PluginException("the extension registry did not take the policies " + wanted);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new PluginException("interrupted while waiting for the extension registry", e);
            }
        }
    }

    private void takeBack(List<Bundle> bundles, List<Path> copies) {
        for (Bundle bundle : bundles) {
            try {
                bundle.uninstall();
            } catch (BundleException | IllegalStateException e) {
                // already gone
            }
        }
        try {
            if (!bundles.isEmpty()) {
                refresh(bundles);
            }
        } catch (PluginException e) {
            // the files go regardless
        }
        for (Path copy : copies) {
            try {
                Files.deleteIfExists(copy);
            } catch (IOException e) {
                // nothing more to do; the next start-up reports a jar that does not load
            }
        }
    }

    // uninstalled bundles leave the wiring, and the registry drops their extensions, once the framework refreshes
    private void refresh(List<Bundle> bundles) throws PluginException {
        CountDownLatch done = new CountDownLatch(1);
        wiring().refreshBundles(bundles, event -> {
            if (event.getType() == FrameworkEvent.PACKAGES_REFRESHED) {
                done.countDown();
            }
        });
        try {
            if (!done.await(REFRESH_SECONDS, TimeUnit.SECONDS)) {
                throw new PluginException("the OSGi framework did not refresh within " + REFRESH_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PluginException("interrupted while the OSGi framework refreshed", e);
        }
    }

    private FrameworkWiring wiring() {
        return context.getBundle(Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
    }

    private List<Path> folderJars() throws PluginException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new PluginException(folder + ": cannot list it: " + e.getMessage(), e);
        }
    }

    private Bundle bundle(String symbolicName) {
        return Stream.of(context.getBundles()).filter(b -> symbolicName.equals(b.getSymbolicName())).findFirst()
                .orElse(null);
    }

    private boolean isInstalledPlugin(Bundle bundle) {
        return bundle.getLocation().startsWith(REFERENCE + folder.toUri());
    }

    /** The jar of a bundle installed from the folder. */
    private static Path jarOf(Bundle bundle) {
        return Path.of(URI.create(bundle.getLocation().substring(REFERENCE.length())));
    }

    private static String location(Path jar) {
        return REFERENCE + jar.toAbsolutePath().normalize().toUri();
    }
}
