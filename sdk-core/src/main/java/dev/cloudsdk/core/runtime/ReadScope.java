package dev.cloudsdk.core.runtime;

/**
 * What one read of a response body shares between the readers it calls: the count of list elements and unknown
 * members against {@link ElementBudget#MAX_ELEMENTS}, the same budget the databind path keeps per read. One per body,
 * used by the one thread that reads it.
 */
public final class ReadScope {
    /** The count of elements so far, as {@link ElementBudget#count} and {@link JsonValues#read} take it. */
    final int[] budget = new int[1];

    /** A scope with nothing counted yet. */
    public ReadScope() {
    }

    /**
     * Counts one list element.
     *
     * @throws BodyFormatException when the body holds more than {@link ElementBudget#MAX_ELEMENTS} in all
     */
    void count() {
        ElementBudget.count(budget);
    }
}
