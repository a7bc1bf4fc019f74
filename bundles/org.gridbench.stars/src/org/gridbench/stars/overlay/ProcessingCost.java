package org.gridbench.stars.overlay;

/**
 * The time a node takes to process a received message (Celaya, section 8.2): fixed + perByte * size.
 * The thesis measured the simulating machine's time; we fix the constants to stay reproducible.
 */
public final class ProcessingCost implements ProcessingTime {
    /** 20 microseconds per message plus 10 ns per byte (100 MB/s decoding); our assumption, see docs/stars.md. */
    public static final ProcessingCost DEFAULT = new ProcessingCost(20e-6, 10e-9);

    private final double fixed;
    private final double perByte;

    /** Seconds per message and seconds per byte, both non-negative. */
    public ProcessingCost(double fixed, double perByte) {
        if (!(fixed >= 0) || !(perByte >= 0) || Double.isInfinite(fixed) || Double.isInfinite(perByte)) {
            throw new IllegalArgumentException("bad processing cost: " + fixed + " s + " + perByte + " s/byte");
        }
        this.fixed = fixed;
        this.perByte = perByte;
    }

    public double fixed() {
        return fixed;
    }

    public double perByte() {
        return perByte;
    }

    public double time(int sizeBytes) {
        return fixed + perByte * sizeBytes;
    }

    @Override
    public double time(int to, int sizeBytes, int kind, Object payload) {
        return time(sizeBytes);
    }
}
