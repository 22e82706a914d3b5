package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.HeaderChecks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The extra headers of {@link RequestOptions}: a map of names, as the caller wrote them, each to its values in
 * order, with names compared without regard to case; and the names, lower case, whose inherited values options
 * drop. How a builder adds and removes them, freezes them, and how a view's layer merges over its parent's.
 */
final class RequestHeaders {
    private RequestHeaders() {
    }

    /**
     * Adds a value under {@code name} (or under the spelling of it that {@code headers} holds already), and cancels
     * a removal of that name.
     *
     * @throws IllegalArgumentException when the name is not an HTTP token or is one the SDK or the HTTP layer
     *     owns, or when the value cannot travel in a header
     * @throws NullPointerException when an argument is null
     */
    static void add(Map<String, List<String>> headers, Set<String> removed, String name, String value) {
        HeaderChecks.extraHeader(name, value, "header");
        String key = find(headers, name);
        removed.remove(name.toLowerCase(Locale.ROOT));
        if (key == null) {
            headers.put(name, new ArrayList<>(List.of(value)));
        } else {
            headers.get(key).add(value);
        }
    }

    /**
     * Drops every value of {@code name} from {@code headers} and records it among the removed names.
     *
     * @throws IllegalArgumentException when the name is not an HTTP token
     * @throws NullPointerException when null
     */
    static void remove(Map<String, List<String>> headers, Set<String> removed, String name) {
        HeaderChecks.headerName(Objects.requireNonNull(name, "name == null"), "removeHeader name");
        String key = find(headers, name);
        if (key != null) {
            headers.remove(key);
        }
        removed.add(name.toLowerCase(Locale.ROOT));
    }

    /** @return an unmodifiable copy, in the same order, each name's values an immutable list */
    static Map<String, List<String>> frozen(Map<String, List<String>> headers) {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        headers.forEach((name, values) -> copy.put(name, List.copyOf(values)));
        return Collections.unmodifiableMap(copy);
    }

    /** Copies every name of {@code from} into {@code to}, each with a list of its values that a builder may grow. */
    static void copyInto(Map<String, List<String>> from, Map<String, List<String>> to) {
        from.forEach((name, values) -> to.put(name, new ArrayList<>(values)));
    }

    /**
     * @param parent a view's headers
     * @param overrides the headers of the options laid over it
     * @param removed the names, lower case, those options drop
     * @return the parent's names that the overrides neither set (in any case) nor remove, in their order, then the
     *     overrides'; unmodifiable
     */
    static Map<String, List<String>> merged(Map<String, List<String>> parent, Map<String, List<String>> overrides,
            Set<String> removed) {
        Map<String, List<String>> merged = new LinkedHashMap<>();
        parent.forEach((name, values) -> {
            String key = name.toLowerCase(Locale.ROOT);
            if (!removed.contains(key) && find(overrides, name) == null) {
                merged.put(name, values);
            }
        });
        merged.putAll(overrides);
        return Collections.unmodifiableMap(merged);
    }

    /** @return the key of {@code map} equal to {@code name} without regard to case, or {@code null} */
    private static @Nullable String find(Map<String, ?> map, String name) {
        for (String key : map.keySet()) {
            if (key.equalsIgnoreCase(name)) {
                return key;
            }
        }
        return null;
    }
}
