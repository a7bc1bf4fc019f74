package org.gridbench.model.fuzz.tests;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Seeded mutations of a file's bytes, as a hostile or careless user makes them: cut, duplicated and swapped ranges, a
 * truncated end, stray characters (quotes, brackets, markup, control characters, bytes that are not UTF-8), numbers
 * replaced by extreme ones, and a line repeated. The same seed gives the same mutants.
 */
final class Mutator {

    /** Values past the bounds the readers and the engine hold. */
    private static final String[] EXTREME_NUMBERS = {"0", "-1", "-0", "1.5", "2147483647", "2147483648",
            "4294967296", "9223372036854775807", "9223372036854775808", "9e15", "1e308", "1e400", "1e-400",
            "99999999999999999999999999999999", "NaN", "0x10", "1_000", "+7", ".5", "5."};
    private static final String[] STRAY = {"\"", "'", "{", "}", "[", "]", ",", ":", "<", ">", "&", "&amp;", "/>",
            "<!--", "\\", "\\u0000", "\n", "\r", "\t", "\u0000", "\u2028", ";", "-", "e", "é", "\uD83D\uDE00",
            "<!DOCTYPE x [<!ENTITY e \"e\">]>", "&e;", "min", "GHz", "  "};

    private final SplittableRandom random;

    Mutator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** One mutant of {@code original}: one to three mutations. */
    byte[] mutant(byte[] original) {
        byte[] bytes = original;
        int mutations = 1 + random.nextInt(3);
        for (int i = 0; i < mutations && bytes.length > 0; i++) {
            bytes = mutate(bytes);
        }
        return bytes;
    }

    private byte[] mutate(byte[] bytes) {
        int at = random.nextInt(bytes.length);
        int length = 1 + random.nextInt(Math.min(64, bytes.length - at));
        return switch (random.nextInt(9)) {
            case 0 -> concat(slice(bytes, 0, at), slice(bytes, at + length, bytes.length));
            case 1 -> concat(slice(bytes, 0, at + length), slice(bytes, at, bytes.length));
            case 2 -> slice(bytes, 0, at);
            case 3 -> insert(bytes, at, utf8(STRAY[random.nextInt(STRAY.length)]));
            case 4 -> insert(bytes, at, new byte[] {(byte) (0x80 + random.nextInt(0x80))});
            case 5 -> replaceNumber(bytes, at);
            case 6 -> swap(bytes, at, length);
            case 7 -> repeatLine(bytes, at);
            default -> flip(bytes, at);
        };
    }

    /** The next number at or after {@code at} becomes an extreme one; a text without numbers gets one inserted. */
    private byte[] replaceNumber(byte[] bytes, int at) {
        int start = at;
        while (start < bytes.length && !Character.isDigit(bytes[start])) {
            start++;
        }
        int end = start;
        while (end < bytes.length && (Character.isDigit(bytes[end]) || bytes[end] == '.')) {
            end++;
        }
        byte[] number = utf8(EXTREME_NUMBERS[random.nextInt(EXTREME_NUMBERS.length)]);
        return concat(concat(slice(bytes, 0, start), number), slice(bytes, end, bytes.length));
    }

    private byte[] swap(byte[] bytes, int at, int length) {
        int other = random.nextInt(bytes.length);
        int otherLength = 1 + random.nextInt(Math.min(64, bytes.length - other));
        if (other < at + length && at < other + otherLength) {
            return flip(bytes, at);
        }
        int first = Math.min(at, other);
        int firstEnd = first == at ? at + length : other + otherLength;
        int second = Math.max(at, other);
        int secondEnd = second == at ? at + length : other + otherLength;
        return concat(concat(concat(concat(slice(bytes, 0, first), slice(bytes, second, secondEnd)),
                slice(bytes, firstEnd, second)), slice(bytes, first, firstEnd)), slice(bytes, secondEnd, bytes.length));
    }

    /** The line holding {@code at}, repeated up to 50 times (a duplicated job, host or task). */
    private byte[] repeatLine(byte[] bytes, int at) {
        int start = at;
        while (start > 0 && bytes[start - 1] != '\n') {
            start--;
        }
        int end = at;
        while (end < bytes.length && bytes[end] != '\n') {
            end++;
        }
        byte[] line = concat(slice(bytes, start, end), new byte[] {'\n'});
        byte[] copies = new byte[0];
        for (int i = 1 + random.nextInt(50); i > 0; i--) {
            copies = concat(copies, line);
        }
        return insert(bytes, start, copies);
    }

    private byte[] flip(byte[] bytes, int at) {
        byte[] flipped = bytes.clone();
        flipped[at] ^= (byte) (1 << random.nextInt(8));
        return flipped;
    }

    private static byte[] insert(byte[] bytes, int at, byte[] inserted) {
        return concat(concat(slice(bytes, 0, at), inserted), slice(bytes, at, bytes.length));
    }

    private static byte[] slice(byte[] bytes, int from, int to) {
        return Arrays.copyOfRange(bytes, Math.min(from, bytes.length), Math.min(to, bytes.length));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] joined = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, joined, a.length, b.length);
        return joined;
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
