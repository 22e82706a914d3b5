package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import java.util.ArrayList;

/**
 * Bounds the elements of all the lists read from one response, however deeply nested: the page cap bounds a
 * page's items, and this bounds what an item holds (a pool's members, a recordset's records), so that a server
 * cannot fill the heap through a list inside an item. Jackson builds every {@code List} of a model through this
 * instantiator; the count lives in the deserialization context of one read ({@link ReadContext}), so nothing is
 * shared between calls.
 * The members a record keeps without knowing them ({@link JsonValues#read}) count against the same budget: each
 * of their array elements as one element, each object member (and each such member itself) as two.
 */
final class ListBudget extends ValueInstantiator.Base {
    private static final long serialVersionUID = 1L;
    /** The most list elements one response may hold, all lists together. */
    static final int MAX_ELEMENTS = ElementBudget.MAX_ELEMENTS;

    ListBudget() {
        super(ArrayList.class);
    }

    @Override
    public boolean canCreateUsingDefault() {
        return true;
    }

    @Override
    public Object createUsingDefault(DeserializationContext ctxt) {
        return new CountedList(counter(ctxt));
    }

    /**
     * @param ctxt the context of one read
     * @return the read's count of elements, created on first use
     */
    static int[] counter(DeserializationContext ctxt) {
        return ReadContext.budget(ctxt);
    }

    /**
     * Counts one element ({@link ElementBudget#count}).
     *
     * @param used the read's count
     */
    static void count(int[] used) {
        ElementBudget.count(used);
    }

    /** A list that counts its elements against the budget of its response. */
    private static final class CountedList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
        private final transient int[] used;

        CountedList(int[] used) {
            this.used = used;
        }

        @Override
        public boolean add(Object o) {
            count(used);
            return super.add(o);
        }
    }
}
