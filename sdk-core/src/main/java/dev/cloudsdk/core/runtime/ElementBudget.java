package dev.cloudsdk.core.runtime;

/**
 * The one count of the list elements (and kept unknown members) of a response, shared by the generated readers
 * ({@link ReadScope}) and the databind path ({@link ListBudget}), in a class of its own so that the readers load no
 * databind class to use it.
 */
final class ElementBudget {
    /** The most list elements one response may hold, all lists together. */
    static final int MAX_ELEMENTS = 1_000_000;

    private ElementBudget() {
    }

    /**
     * Counts one element.
     *
     * @param used the read's count
     * @throws BodyFormatException when the response holds more than {@link #MAX_ELEMENTS} elements
     */
    static void count(int[] used) {
        if (++used[0] > MAX_ELEMENTS) {
            throw new BodyFormatException("the body holds more than " + MAX_ELEMENTS
                    + " list elements and unknown members in all");
        }
    }
}
