package org.gridbench.runs.report;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** One line naming the machine a benchmark ran on, for the performance log. */
public final class MachineDescription {

    private MachineDescription() {
    }

    public static String current() {
        Runtime rt = Runtime.getRuntime();
        return String.format("Machine: %s, %d cores, %d MiB max heap, %s %s, Java %s (%s), collectors %s",
                cpuModel(), rt.availableProcessors(), rt.maxMemory() >> 20, System.getProperty("os.name"),
                System.getProperty("os.arch"), System.getProperty("java.version"),
                System.getProperty("java.vm.name"), collectors());
    }

    /** The garbage collectors' names (G1 or the parallel collector change the simulators' speed). */
    private static String collectors() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(" + "));
    }

    private static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(cpuinfo)) {
            return "unknown CPU";
        }
        try (Stream<String> lines = Files.lines(cpuinfo)) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown CPU");
        } catch (IOException e) {
            return "unknown CPU";
        }
    }
}
