package org.gridbench.ui.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A SimGrid platform of two hosts (the master and a worker) joined by one link, for File > Import. */
final class TwoHostPlatform {

    private TwoHostPlatform() {
    }

    /** Writes it as {@code two-hosts.xml} in {@code dir}. */
    static Path writeIn(Path dir) throws IOException {
        Path platform = dir.resolve("two-hosts.xml");
        Files.writeString(platform, """
                <?xml version='1.0'?>
                <platform version="4.1">
                  <zone id="world" routing="Full">
                    <host id="master" speed="1Gf"><prop id="role" value="master"/></host>
                    <host id="worker" speed="2Gf"/>
                    <link id="l1" bandwidth="125MBps" latency="100us"/>
                    <route src="master" dst="worker"><link_ctn id="l1"/></route>
                  </zone>
                </platform>
                """, StandardCharsets.UTF_8);
        return platform;
    }
}
