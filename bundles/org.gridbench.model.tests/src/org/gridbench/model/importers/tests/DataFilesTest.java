package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** The real data files are the public files unchanged: tests/data/README.md's SHA-256 of each, and the product's copy. */
class DataFilesTest {

    private static final Pattern CHECKSUM_ROW = Pattern.compile("\\| `([^`]+)` \\| `([0-9a-f]{64})` \\|");

    @Test
    void everyFileHasTheChecksumItsReadmeGives() throws IOException, NoSuchAlgorithmException {
        Path readme = TestData.file("README.md");
        Map<String, String> listed = new TreeMap<>();
        for (String line : Files.readAllLines(readme)) {
            Matcher row = CHECKSUM_ROW.matcher(line);
            if (row.matches()) {
                listed.put(row.group(1), row.group(2));
            }
        }
        Map<String, String> found = new TreeMap<>();
        try (Stream<Path> files = Files.walk(readme.getParent())) {
            for (Path file : files.filter(Files::isRegularFile).filter(f -> !f.equals(readme)).toList()) {
                found.put(readme.getParent().relativize(file).toString().replace('\\', '/'), sha256(file));
            }
        }
        assertEquals(13, listed.size());
        assertEquals(listed, found);
    }

    @Test
    void theProductsDefaultTraceIsTheTestDataCopy() throws IOException {
        Path product = Path.of(System.getProperty("user.dir"), "..", "org.gridbench.runs", "data", "hpc2n.swf");
        assertArrayEquals(Files.readAllBytes(TestData.file("swf/hpc2n.swf")), Files.readAllBytes(product));
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
