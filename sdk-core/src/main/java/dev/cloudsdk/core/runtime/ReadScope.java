package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.internal.BodyFormatException;

/**
 * What one read of a response body shares between the readers it calls: the one count of its list elements and
 * unknown members, bounded by {@link #MAX_ELEMENTS}, so that a server cannot fill the heap through a list inside an
 * item (the page cap bounds a page's items, this what they hold). One per body, used by the one thread that reads it.
 */
public final class ReadScope {
    /** The most list elements (and kept unknown members) one response may hold, all lists together. */
    static final int MAX_ELEMENTS = 1_000_000;

    private int used;

    /** A scope with nothing counted yet. */
    public ReadScope() {}

    /**
     * Counts one list element.
     *
     * @throws BodyFormatException when the body holds more than {@link #MAX_ELEMENTS} in all
     */
    public void count() {
        if (++used > MAX_ELEMENTS) {
            throw new BodyFormatException(
                    "the body holds more than " + MAX_ELEMENTS + " list elements and unknown members in all");
        }
    }
}
