package org.gridbench.kernel.random;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Named random streams derived from one scenario seed, so that every draw has a name and adding a
 * stream never shifts the draws of another (common random numbers across compared policies).
 *
 * <p>Reproducibility contract, stable across versions:
 * <ul>
 * <li>{@code streamSeed(seed, name) = mix64(mix64(seed) ^ fnv1a64(utf8(name)))}, where
 * {@code fnv1a64} is 64-bit FNV-1a (offset basis {@code 0xcbf29ce484222325}, prime
 * {@code 0x100000001b3}) and {@code mix64} is the SplitMix64 finalizer (Steele, Lea and Flood,
 * OOPSLA 2014, with Stafford's Mix13 constants {@code 0xbf58476d1ce4e5b9}, {@code 0x94d049bb133111eb}
 * and shifts 30, 27, 31, as in {@link SplittableRandom});</li>
 * <li>stream {@code name} is {@code new SplittableRandom(streamSeed(seed, name))};</li>
 * <li>substream {@code index} of {@code name} is seeded with output {@code index + 1} of SplitMix64
 * started at the stream seed: {@code mix64(streamSeed + (index + 1) * 0x9e3779b97f4a7c15)}.</li>
 * </ul>
 * Not thread-safe: a simulation draws from its streams on its own thread.
 */
public final class RandomStreams {
    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    private final long seed;
    private final Map<String, SplittableRandom> streams = new HashMap<>();

    public RandomStreams(long seed) {
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    /** The shared generator of {@code name}: every call returns the same instance, its state continuing. */
    public SplittableRandom stream(String name) {
        return streams.computeIfAbsent(name, this::fresh);
    }

    /** A new generator at the start of stream {@code name}, independent of the shared one. */
    public SplittableRandom fresh(String name) {
        return new SplittableRandom(streamSeed(seed, name));
    }

    /** A new generator for replication, node or job {@code index} of stream {@code name}. */
    public SplittableRandom substream(String name, long index) {
        return new SplittableRandom(mix64(streamSeed(seed, name) + (index + 1) * GOLDEN_GAMMA));
    }

    public static long streamSeed(long seed, String name) {
        return mix64(mix64(seed) ^ fnv1a64(name.getBytes(StandardCharsets.UTF_8)));
    }

    private static long fnv1a64(byte[] bytes) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : bytes) {
            hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
        }
        return hash;
    }

    // SplitMix64 finalizer: a bijection of 64-bit values with full avalanche.
    private static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
