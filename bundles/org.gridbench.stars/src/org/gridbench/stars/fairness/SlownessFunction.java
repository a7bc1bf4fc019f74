package org.gridbench.stars.fairness;

import java.util.Arrays;
import java.util.List;

/**
 * A slowness function z(a) of the task length a (Celaya, sections 7.2.2 and 7.3.1): adjacent pieces, each from its
 * left endpoint to the next one's, the last without a right endpoint. Below the first endpoint (a_min) the first piece
 * extends.
 *
 * <p>The pieces are held as four arrays (left endpoints and the u, v, w of eq. 7.8), since the FSP clustering builds
 * and integrates millions of these functions; {@link #piece} and {@link #pieces} give them as {@link SlownessPiece}s.
 *
 * <p>Serialization model (the set Z = {(alpha_j, u_j, v_j, w_j)} of section 7.3.1): a 4-byte piece count and four
 * doubles per piece.
 */
public final class SlownessFunction {

    private final double[] starts;
    private final double[] us;
    private final double[] vs;
    private final double[] ws;
    /** The number of pieces: the arrays may be longer. */
    private final int size;

    private SlownessFunction(double[] starts, double[] us, double[] vs, double[] ws, int size) {
        this.starts = starts;
        this.us = us;
        this.vs = vs;
        this.ws = ws;
        this.size = size;
    }

    /** The function of these pieces, whose starts must be strictly increasing. */
    public static SlownessFunction of(List<SlownessPiece> pieces) {
        Builder b = new Builder(pieces.size());
        for (SlownessPiece p : pieces) {
            b.add(p.start(), p.u(), p.v(), p.w());
        }
        return b.build();
    }

    public static SlownessFunction of(SlownessPiece... pieces) {
        return of(Arrays.asList(pieces));
    }

    public List<SlownessPiece> pieces() {
        SlownessPiece[] out = new SlownessPiece[size];
        for (int j = 0; j < size; j++) {
            out[j] = piece(j);
        }
        return List.of(out);
    }

    public int size() {
        return size;
    }

    public SlownessPiece piece(int j) {
        return new SlownessPiece(starts[j], us[j], vs[j], ws[j]);
    }

    /** The left endpoint of piece j. */
    double start(int j) {
        return starts[j];
    }

    double u(int j) {
        return us[j];
    }

    double v(int j) {
        return vs[j];
    }

    double w(int j) {
        return ws[j];
    }

    // STaRS eq. 7.8 with the parameters of piece j
    double value(int j, double a) {
        return us[j] / a + vs[j] * a + ws[j];
    }

    /** The index of the piece that covers a: the last one starting at or before it, or the first. */
    int indexAt(double a) {
        int lo = 0;
        int hi = size;
        while (lo + 1 < hi) {
            int mid = (lo + hi) / 2;
            if (starts[mid] <= a) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The piece that covers a: the last one starting at or before it, or the first. */
    public SlownessPiece pieceAt(double a) {
        return piece(indexAt(a));
    }

    /** The index of the piece that covers a, stepping forward from piece j, which covers a length no larger. */
    int indexFrom(int j, double a) {
        while (j + 1 < size && starts[j + 1] <= a) {
            j++;
        }
        return j;
    }

    /** The least left endpoint past a, piece j covering a; infinity if there is none. */
    double nextStart(int j, double a) {
        if (starts[j] > a) {
            return starts[j];
        }
        return j + 1 < size ? starts[j + 1] : Double.POSITIVE_INFINITY;
    }

    // STaRS eq. 7.8 on the piece that covers a
    public double value(double a) {
        return value(indexAt(a), a);
    }

    public double firstStart() {
        return starts[0];
    }

    /** The left endpoint of the last piece, alpha_last, the latest sample of section 5.3.1 for Z. */
    public double lastStart() {
        return starts[size - 1];
    }

    // STaRS section 7.2.2, n tasks: "multiplying the v_j and w_j parameters of each piece by n"
    public SlownessFunction forTasks(int n) {
        double[] v = new double[size];
        double[] w = new double[size];
        for (int j = 0; j < size; j++) {
            v[j] = n * vs[j];
            w[j] = n * ws[j];
        }
        return new SlownessFunction(starts, us, v, w, size);
    }

    public int sizeInBytes() {
        return Integer.BYTES + 4 * Double.BYTES * size;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SlownessFunction f && f.size == size && Arrays.equals(f.starts, 0, size, starts, 0, size)
                && Arrays.equals(f.us, 0, size, us, 0, size) && Arrays.equals(f.vs, 0, size, vs, 0, size)
                && Arrays.equals(f.ws, 0, size, ws, 0, size);
    }

    @Override
    public int hashCode() {
        int h = size;
        for (int j = 0; j < size; j++) {
            h = 31 * (31 * (31 * (31 * h + Double.hashCode(starts[j])) + Double.hashCode(us[j]))
                    + Double.hashCode(vs[j])) + Double.hashCode(ws[j]);
        }
        return h;
    }

    @Override
    public String toString() {
        return "SlownessFunction" + pieces();
    }

    /**
     * Pieces added in order of their starts, each checked by {@link SlownessPiece#check}; {@link #append} lets the
     * last piece go on when the next has the same form. {@link #build} hands over the arrays, so a builder builds once,
     * except the thread's {@link #scratch} builder, whose functions are dropped before it builds again.
     */
    static final class Builder {
        private static final ThreadLocal<Builder> SCRATCH = ThreadLocal.withInitial(() -> new Builder(32));

        private double[] starts;
        private double[] us;
        private double[] vs;
        private double[] ws;
        private int size;

        Builder(int capacity) {
            int c = Math.max(1, capacity);
            starts = new double[c];
            us = new double[c];
            vs = new double[c];
            ws = new double[c];
        }

        /**
         * The calling thread's scratch builder, emptied, for a function needed only briefly: what it builds shares its
         * arrays, so it is valid until the thread's next call. The FSP clustering's DIST builds a max of two functions
         * a million times per simulated run and keeps none of them.
         */
        static Builder scratch() {
            Builder b = SCRATCH.get();
            b.size = 0;
            return b;
        }

        /** Adds a piece, or lets the last one go on when it has the same form ({@link SlownessPiece#sameForm}). */
        void append(double start, double u, double v, double w) {
            SlownessPiece.check(start, u, v, w);
            int last = size - 1;
            if (size == 0 || !SlownessPiece.sameForm(us[last], vs[last], ws[last], u, v, w)) {
                put(start, u, v, w);
            }
        }

        void add(double start, double u, double v, double w) {
            SlownessPiece.check(start, u, v, w);
            put(start, u, v, w);
        }

        private void put(double start, double u, double v, double w) {
            if (size > 0 && !(start > starts[size - 1])) {
                throw new IllegalArgumentException("piece starts must be strictly increasing: piece " + size
                        + " starts at " + start + ", piece " + (size - 1) + " at " + starts[size - 1]);
            }
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, 2 * size);
                us = Arrays.copyOf(us, 2 * size);
                vs = Arrays.copyOf(vs, 2 * size);
                ws = Arrays.copyOf(ws, 2 * size);
            }
            starts[size] = start;
            us[size] = u;
            vs[size] = v;
            ws[size] = w;
            size++;
        }

        SlownessFunction build() {
            if (size == 0) {
                throw new IllegalArgumentException("a slowness function needs at least one piece");
            }
            return new SlownessFunction(starts, us, vs, ws, size);
        }
    }
}
