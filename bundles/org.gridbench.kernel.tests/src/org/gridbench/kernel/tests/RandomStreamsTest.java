package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.junit.jupiter.api.Test;

class RandomStreamsTest {

    @Test
    void sameSeedAndNameGiveTheSameDraws() {
        assertArrayEquals(draws(new RandomStreams(42).stream("arrivals"), 100),
                draws(new RandomStreams(42).stream("arrivals"), 100));
    }

    @Test
    void differentNamesOrSeedsGiveDifferentDraws() {
        long[] arrivals = draws(new RandomStreams(42).stream("arrivals"), 10);

        assertFalse(Arrays.equals(arrivals, draws(new RandomStreams(42).stream("service"), 10)));
        assertFalse(Arrays.equals(arrivals, draws(new RandomStreams(43).stream("arrivals"), 10)));
    }

    @Test
    void streamIsSharedAndContinuesWhileFreshStartsOver() {
        RandomStreams streams = new RandomStreams(42);
        long[] start = draws(streams.fresh("arrivals"), 3);

        SplittableRandom shared = streams.stream("arrivals");
        assertSame(shared, streams.stream("arrivals"));
        assertEquals(start[0], shared.nextLong());
        assertEquals(start[1], streams.stream("arrivals").nextLong());
        assertNotSame(shared, streams.fresh("arrivals"));
        assertEquals(start[0], streams.fresh("arrivals").nextLong());
    }

    @Test
    void addingAStreamDoesNotShiftAnother() {
        RandomStreams alone = new RandomStreams(42);
        long[] expected = draws(alone.stream("arrivals"), 5);

        RandomStreams withAnother = new RandomStreams(42);
        long[] actual = new long[5];
        for (int i = 0; i < 5; i++) {
            withAnother.stream("failures").nextLong();
            actual[i] = withAnother.stream("arrivals").nextLong();
        }

        assertArrayEquals(expected, actual);
    }

    @Test
    void substreamsAreReproducibleAndDistinct() {
        RandomStreams streams = new RandomStreams(42);
        long[] node3 = draws(streams.substream("node", 3), 10);

        assertArrayEquals(node3, draws(new RandomStreams(42).substream("node", 3), 10));
        assertFalse(Arrays.equals(node3, draws(streams.substream("node", 4), 10)));
        assertFalse(Arrays.equals(node3, draws(streams.fresh("node"), 10)));
    }

    /*
     * The reproducibility contract, pinned by values computed outside Java with Python:
     *   M = 2**64 - 1
     *   def mix64(z):
     *       z = ((z ^ (z >> 30)) * 0xbf58476d1ce4e5b9) & M
     *       z = ((z ^ (z >> 27)) * 0x94d049bb133111eb) & M
     *       return z ^ (z >> 31)
     *   def fnv1a64(data):
     *       h = 0xcbf29ce484222325
     *       for b in data: h = ((h ^ b) * 0x100000001b3) & M
     *       return h
     *   s = mix64(mix64(42) ^ fnv1a64("arrivals".encode()))      # 0xe2cc9363e89d017d
     *   mix64(mix64(7) ^ fnv1a64("délai".encode()))               # 0xf723426636f59662
     *   mix64((s + 0x9e3779b97f4a7c15) & M)                        # first draw, as signed: -3600759723142059279
     *   mix64((s + 4 * 0x9e3779b97f4a7c15) & M)                    # seed of substream 3: 1375463394445878796
     */
    @Test
    void streamSeedsMatchValuesComputedIndependently() {
        assertEquals(0xe2cc9363e89d017dL, RandomStreams.streamSeed(42, "arrivals"));
        assertEquals(0xf723426636f59662L, RandomStreams.streamSeed(7, "délai"));
        assertEquals(-3600759723142059279L, new RandomStreams(42).fresh("arrivals").nextLong());
        assertEquals(new SplittableRandom(1375463394445878796L).nextLong(),
                new RandomStreams(42).substream("arrivals", 3).nextLong());
    }

    private static long[] draws(SplittableRandom random, int count) {
        long[] values = new long[count];
        for (int i = 0; i < count; i++) {
            values[i] = random.nextLong();
        }
        return values;
    }
}
