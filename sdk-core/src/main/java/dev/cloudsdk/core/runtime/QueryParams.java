package dev.cloudsdk.core.runtime;

import java.util.Collection;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds the name/value list an {@link Endpoint}'s query function returns, for the generated {@code *Api}
 * classes: a {@code null} value is not sent, a collection is sent as one pair per element (repeated names), and
 * every value is sent as its {@code toString()} (the wire text of the SDK's enums, ids and numbers).
 */
public final class QueryParams {
    private QueryParams() {}

    /**
     * @param query the list being built
     * @param name the parameter's name on the wire
     * @param value its value, or {@code null} to leave it out
     */
    public static void add(List<String> query, String name, @Nullable Object value) {
        if (value != null) {
            query.add(name);
            query.add(value.toString());
        }
    }

    /**
     * @param query the list being built
     * @param name the parameter's name on the wire, repeated once per element
     * @param values the values, or {@code null} to leave the parameter out; {@code null} elements are skipped
     */
    public static void addEach(List<String> query, String name, @Nullable Collection<?> values) {
        if (values != null) {
            for (Object v : values) {
                add(query, name, v);
            }
        }
    }

    /**
     * @param value a marker's value (an id), or {@code null}
     * @return its text, or {@code null} when it is {@code null}
     */
    public static @Nullable String text(@Nullable Object value) {
        return value == null ? null : value.toString();
    }
}
