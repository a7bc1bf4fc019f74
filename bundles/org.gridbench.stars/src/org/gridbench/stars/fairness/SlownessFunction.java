package org.gridbench.stars.fairness;

import java.util.ArrayList;
import java.util.List;

/**
 * A slowness function z(a) of the task length a (Celaya, sections 7.2.2 and 7.3.1): adjacent pieces, each from its
 * left endpoint to the next one's, the last without a right endpoint. Below the first endpoint (a_min) the first piece
 * extends.
 *
 * <p>Serialization model (the set Z = {(alpha_j, u_j, v_j, w_j)} of section 7.3.1): a 4-byte piece count and four
 * doubles per piece.
 */
public final class SlownessFunction {

    private final List<SlownessPiece> pieces;
    private final double[] starts;

    private SlownessFunction(List<SlownessPiece> pieces) {
        this.pieces = pieces;
        starts = new double[pieces.size()];
        for (int j = 0; j < starts.length; j++) {
            starts[j] = pieces.get(j).start();
        }
    }

    /** The function of these pieces, whose starts must be strictly increasing. */
    public static SlownessFunction of(List<SlownessPiece> pieces) {
        if (pieces.isEmpty()) {
            throw new IllegalArgumentException("a slowness function needs at least one piece");
        }
        for (int j = 1; j < pieces.size(); j++) {
            if (!(pieces.get(j).start() > pieces.get(j - 1).start())) {
                throw new IllegalArgumentException("piece starts must be strictly increasing: piece " + j + " starts at "
                        + pieces.get(j).start() + ", piece " + (j - 1) + " at " + pieces.get(j - 1).start());
            }
        }
        return new SlownessFunction(List.copyOf(pieces));
    }

    public static SlownessFunction of(SlownessPiece... pieces) {
        return of(List.of(pieces));
    }

    public List<SlownessPiece> pieces() {
        return pieces;
    }

    public int size() {
        return pieces.size();
    }

    public SlownessPiece piece(int j) {
        return pieces.get(j);
    }

    /** The left endpoint of piece j. */
    double start(int j) {
        return starts[j];
    }

    /** The piece that covers a: the last one starting at or before it, or the first. */
    public SlownessPiece pieceAt(double a) {
        int lo = 0;
        int hi = starts.length;
        while (lo + 1 < hi) {
            int mid = (lo + hi) / 2;
            if (starts[mid] <= a) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return pieces.get(lo);
    }

    /** A walk over the pieces for lengths asked in non-decreasing order, each answered as {@link #pieceAt} would. */
    public Cursor cursor() {
        return new Cursor();
    }

    /** The pieces covering a rising length, found by stepping forward instead of searching from the start. */
    public final class Cursor {
        private int j;

        private Cursor() {
        }

        /** The piece that covers {@code a}, no smaller than the previous length asked. */
        public SlownessPiece at(double a) {
            while (j + 1 < starts.length && starts[j + 1] <= a) {
                j++;
            }
            return pieces.get(j);
        }
    }

    // STaRS eq. 7.8 on the piece that covers a
    public double value(double a) {
        return pieceAt(a).value(a);
    }

    public double firstStart() {
        return starts[0];
    }

    /** The left endpoint of the last piece, alpha_last, the latest sample of section 5.3.1 for Z. */
    public double lastStart() {
        return starts[starts.length - 1];
    }

    // STaRS section 7.2.2, n tasks: "multiplying the v_j and w_j parameters of each piece by n"
    public SlownessFunction forTasks(int n) {
        List<SlownessPiece> scaled = new ArrayList<>(pieces.size());
        for (SlownessPiece p : pieces) {
            scaled.add(new SlownessPiece(p.start(), p.u(), n * p.v(), n * p.w()));
        }
        return new SlownessFunction(List.copyOf(scaled));
    }

    public int sizeInBytes() {
        return Integer.BYTES + 4 * Double.BYTES * pieces.size();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SlownessFunction f && f.pieces.equals(pieces);
    }

    @Override
    public int hashCode() {
        return pieces.hashCode();
    }

    @Override
    public String toString() {
        return "SlownessFunction" + pieces;
    }
}
