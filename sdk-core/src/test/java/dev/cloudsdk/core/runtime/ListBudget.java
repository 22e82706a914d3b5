package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import java.util.ArrayList;

/**
 * The databind oracle's side of the element budget ({@link ReadScope}): Jackson builds every {@code List} of a model
 * through this instantiator, and each list counts its elements against the scope of its read ({@link ReadContext}),
 * so nothing is shared between reads. The members a record keeps without knowing them ({@link JsonValues#read})
 * count against the same scope: each of their array elements as one element, each object member as two.
 */
final class ListBudget extends ValueInstantiator.Base {
    private static final long serialVersionUID = 1L;
    /** The most list elements one response may hold, all lists together. */
    static final int MAX_ELEMENTS = ReadScope.MAX_ELEMENTS;

    ListBudget() {
        super(ArrayList.class);
    }

    @Override
    public boolean canCreateUsingDefault() {
        return true;
    }

    @Override
    public Object createUsingDefault(DeserializationContext ctxt) {
        return new CountedList(ReadContext.scope(ctxt));
    }

    /** A list that counts its elements against the scope of its read. */
    private static final class CountedList extends ArrayList<Object> {
        private static final long serialVersionUID = 1L;
        private final transient ReadScope scope;

        CountedList(ReadScope scope) {
            this.scope = scope;
        }

        @Override
        public boolean add(Object o) {
            scope.count();
            return super.add(o);
        }
    }
}
