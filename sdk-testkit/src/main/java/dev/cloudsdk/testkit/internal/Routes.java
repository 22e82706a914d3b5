package dev.cloudsdk.testkit.internal;

import dev.cloudsdk.testkit.ApiOperation;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Matches a request's method and path segments against the path template of every operation. A template's
 * segment in braces ({@code {zone_id}}) matches any one segment and is handed to the handler by that name. When
 * two templates match, the one with more literal segments wins ({@code things/search} before {@code things/{id}}).
 */
final class Routes {
    /**
     * A request matched to its operation.
     *
     * @param op the operation
     * @param variables the path's variables by the template's names, as sent (decoded)
     */
    record Route(ApiOperation op, Map<String, String> variables) {
        /**
         * @param name a variable of the operation's template, such as {@code zone_id}
         * @return its value in the request's path
         * @throws IllegalStateException when the template has no such variable (a generator bug)
         */
        String variable(String name) {
            String value = variables.get(name);
            if (value == null) {
                throw new IllegalStateException("the path template of " + op + " has no variable " + name);
            }
            return value;
        }

        /**
         * A path id: a variable the document declares {@code format: uuid}. The one place a path id is read, so that
         * every rule, generic or hand-written, compares ids as UUIDs ({@code 3F4AA0B2-...} is the id
         * {@code 3f4aa0b2-...}); the generic store keys by {@link UUID#toString()}, the lower-case form.
         *
         * @param name a variable of the operation's template, such as {@code zone_id}
         * @return its value as a UUID
         * @throws ApiError 400 naming the variable when its value is not a UUID ({@link Wire#uuid})
         */
        UUID id(String name) {
            return Wire.uuid(variable(name), name);
        }
    }

    /**
     * What a request matched.
     *
     * @param route the operation and its variables, or {@code null} when none of that method matched
     * @param allowed the methods of the operations whose template matched the path, empty when none did
     */
    record Match(Route route, List<String> allowed) {}

    private final Map<ApiOperation, List<String>> templates = new EnumMap<>(ApiOperation.class);

    /** Reads the path template of each operation from {@link ApiOperation#path()}. */
    Routes() {
        for (ApiOperation op : ApiOperation.values()) {
            templates.put(op, List.of(op.path().substring(1).split("/")));
        }
    }

    /**
     * @param method the request's method
     * @param segments the request's path segments, decoded
     * @return the operation of that method whose template matches best, and every method whose template matches
     */
    Match match(String method, List<String> segments) {
        Route best = null;
        int bestLiterals = -1;
        List<String> allowed = new ArrayList<>();
        for (Map.Entry<ApiOperation, List<String>> e : templates.entrySet()) {
            Map<String, String> variables = variables(e.getValue(), segments);
            if (variables == null) {
                continue;
            }
            ApiOperation op = e.getKey();
            if (!allowed.contains(op.method())) {
                allowed.add(op.method());
            }
            int literals = e.getValue().size() - variables.size();
            if (op.method().equals(method) && literals > bestLiterals) {
                best = new Route(op, variables);
                bestLiterals = literals;
            }
        }
        return new Match(best, List.copyOf(allowed));
    }

    /** @return the template's variables taken from the segments, or {@code null} when they do not match it */
    private static Map<String, String> variables(List<String> template, List<String> segments) {
        if (template.size() != segments.size()) {
            return null;
        }
        Map<String, String> variables = new LinkedHashMap<>();
        for (int i = 0; i < template.size(); i++) {
            String t = template.get(i);
            if (t.startsWith("{") && t.endsWith("}")) {
                variables.put(t.substring(1, t.length() - 1), segments.get(i));
            } else if (!t.equals(segments.get(i))) {
                return null;
            }
        }
        return variables;
    }
}
