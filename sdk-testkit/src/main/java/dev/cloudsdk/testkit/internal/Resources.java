package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import mockwebserver3.RecordedRequest;
import okhttp3.HttpUrl;

/**
 * The emulator's generic behaviour for a resource the document describes with {@code x-cloudsdk-resource}
 * (sdk-codegen's EXTENSIONS-operations.md, "Resources"): stored as the JSON it was created with, read, listed in
 * marker pages with the declared filters, updated and deleted, with no code per operation. The generated
 * {@code <Prefix>Emulation} calls it from a default method per CRUD-shaped operation; the hand-written
 * {@code <Prefix>Handler} overrides one only for a rule the document cannot state, reads the same resources
 * through {@link #require}, and stores what a hand-written create made through {@link #put}, so that the generic
 * read, list and delete serve it. It is the one store of its resources: what the emulator shows of them elsewhere
 * (the pools of {@code CloudEmulator.pools}, the admin API's state) is read from here, so a generic delete leaves
 * nothing behind. Resources are kept per kind and scope (the region, when the operation sends {@code X-Region},
 * then the parent path values), ordered by their key. Guarded by the {@link Store}'s lock; emptied by
 * {@link Store#reset()}.
 */
final class Resources {
    /**
     * What the document says of a resource.
     *
     * @param name the resource's name, such as {@code server}: the messages' word and the store's kind
     * @param key the member that identifies it in its scope and that the item path's last parameter names:
     *     {@code id} for an id the emulator makes, or a member the create body must give, such as {@code name}
     * @param stamped the members the emulator sets, of {@code id}, {@code created_at} and {@code updated_at}: those
     *     the resource's schema has
     * @param initial the members a created resource starts with before the body's, as JSON text, such as
     *     {@code {"status":"ACTIVE"}}
     * @param catalog the resources every scope of the kind starts with ({@code x-cloudsdk-resources}' {@code catalog},
     *     such as the images a create names), as a JSON array; {@code []} for none
     */
    record Kind(String name, String key, Set<String> stamped, String initial, String catalog) {
        /** A kind without a catalog. */
        Kind(String name, String key, Set<String> stamped, String initial) {
            this(name, key, stamped, initial, "[]");
        }
    }

    /**
     * How a list operation pages and filters.
     *
     * @param items the body member holding the page's items
     * @param marker the query parameter of the marker: list after the item whose key it is
     * @param defaultLimit the page size when {@code limit} is not sent
     * @param maxLimit the most items a page holds, whatever larger {@code limit} is sent
     * @param meta the members of the body's {@code meta} object to fill, of {@code total}, {@code limit},
     *     {@code marker} and {@code has_more}; empty when the body has no {@code meta}
     * @param filters the declared filters
     */
    record Page(String items, String marker, int defaultLimit, int maxLimit, Set<String> meta, List<Filter> filters) {
        /**
         * @param all every item of the scope, for {@code meta.total}
         * @param rest the items after the marker, in list order
         * @param key the member holding an item's key, the next page's marker
         * @return the body of one page: copies of the first {@code limit} items of {@code rest} that pass the filter,
         *     and the {@code meta} members this page fills
         */
        ObjectNode body(
                Collection<ObjectNode> all,
                Collection<ObjectNode> rest,
                Predicate<ObjectNode> filter,
                int limit,
                String key) {
            List<ObjectNode> after = rest.stream().filter(filter).toList();
            List<ObjectNode> shown = after.subList(0, Math.min(limit, after.size()));
            boolean more = after.size() > shown.size();
            ObjectNode body = Wire.object();
            ArrayNode array = body.putArray(items);
            shown.forEach(r -> array.add(r.deepCopy()));
            if (!meta.isEmpty()) {
                // Every member the emulator can fill, in the schema's order; then only those the body's meta has.
                ObjectNode m = body.putObject("meta")
                        .put("total", all.stream().filter(filter).count())
                        .put("limit", limit);
                if (more) {
                    m.put("marker", shown.get(shown.size() - 1).get(key).asText());
                }
                m.put("has_more", more).retain(meta);
            }
            return body;
        }
    }

    /**
     * A query parameter that filters a list.
     *
     * @param parameter the query parameter
     * @param member the item member it matches
     * @param match {@code exact}; {@code uuid} (exact, compared as UUIDs: the generator's choice for a
     *     {@code format: uuid} parameter; one that is none answers 400); {@code prefix} (exact, or a value ending in
     *     {@code *} matches what starts with the rest); {@code all} (an array parameter: the item's array member
     *     holds every value sent)
     */
    record Filter(String parameter, String member, String match) {}

    private final Store store;
    /**
     * Resources by kind and scope ({@link #at}), in that order; a scope's by key, in the order they were stored (what
     * {@link #keys} answers), and sorted by key where a list or the state needs it.
     */
    private final Map<List<String>, Map<String, ObjectNode>> held =
            new TreeMap<>((a, b) -> Arrays.compare(a.toArray(String[]::new), b.toArray(String[]::new)));

    Resources(Store store) {
        this.store = store;
    }

    /** Forgets every resource; called under the store's lock. */
    void clear() {
        held.clear();
    }

    /** @return whether it holds no resource; called under the store's lock */
    boolean isEmpty() {
        return held.values().stream().allMatch(Map::isEmpty);
    }

    /**
     * Creates a resource from the request body: the kind's initial members, the body's members, then the stamped
     * ones.
     *
     * @param scope the region (when sent) and the parent path values
     * @param required the create body's required members
     * @param status the documented success status
     * @param wrapper the success body's one member holding the resource, or {@code null} when the body is it
     * @param references the body members that must name a resource that exists
     * @throws ApiError 400 naming a missing required member, or a reference to nothing; 409 when the key is taken
     */
    Answer create(
            Kind kind,
            List<String> scope,
            RecordedRequest request,
            List<String> required,
            int status,
            String wrapper,
            Reference... references) {
        ObjectNode in = Wire.body(request, true);
        requireMembers(in, required);
        synchronized (store) {
            for (Reference ref : references) {
                ref.check(in, scope(ref.kind(), ref.scope()));
            }
            ObjectNode r = (ObjectNode) Wire.parse(kind.initial());
            r.setAll(in);
            String now = Wire.now();
            for (String stamp : List.of("id", "created_at", "updated_at")) {
                if (kind.stamped().contains(stamp)) {
                    r.put(stamp, stamp.equals("id") ? store.newId().toString() : now);
                }
            }
            hold(kind, scope, r);
            return answer(status, wrapper, r);
        }
    }

    /**
     * Stores a resource a hand-written create made, as the generic create would have: the generic read, list,
     * update and delete then serve it, and {@link #keys} lists it. The handler sets every member, those of
     * {@link Kind#stamped()} and {@link Kind#initial()} included; a copy is stored, so change it later through
     * {@link #require}.
     *
     * @param scope the region (when the create sends {@code X-Region}) and the parent path values, as the generic
     *     operations of the kind name them: a UUID as {@link java.util.UUID#toString()} writes it
     * @param r the resource, with its key member
     * @throws ApiError 400 when it has no key; 409 when the key is taken in the scope
     */
    void put(Kind kind, List<String> scope, ObjectNode r) {
        synchronized (store) {
            hold(kind, scope, r.deepCopy());
        }
    }

    /**
     * @param kind a kind's name, such as {@code pool}
     * @return the keys of its resources in the scope, in the order they were stored (oldest first; an update that
     *     changes a key keeps its place); empty when the scope holds none
     */
    List<String> keys(String kind, List<String> scope) {
        synchronized (store) {
            return List.copyOf(held.getOrDefault(at(kind, scope), Map.of()).keySet());
        }
    }

    /** Stores a new resource under its key, remembering when; under the store's lock. */
    void hold(Kind kind, List<String> scope, ObjectNode r) {
        String key = key(kind, r);
        Map<String, ObjectNode> all = scope(kind, scope);
        if (all.containsKey(key)) {
            throw taken(kind, key);
        }
        all.put(key, r);
    }

    /**
     * @return the resource, as the documented status and body
     * @throws ApiError 404 when there is none with that key in the scope
     */
    Answer read(Kind kind, List<String> scope, String key, int status, String wrapper) {
        synchronized (store) {
            return answer(status, wrapper, require(kind, scope, key));
        }
    }

    /**
     * Merges the request body's members into the resource: the members left out keep their values. A changed key
     * moves it.
     *
     * @throws ApiError 404 when there is none; 400 naming a missing required member; 409 when a new key is taken
     */
    Answer update(
            Kind kind,
            List<String> scope,
            String key,
            RecordedRequest request,
            List<String> required,
            int status,
            String wrapper) {
        ObjectNode in = Wire.body(request, true);
        requireMembers(in, required);
        synchronized (store) {
            ObjectNode r = require(kind, scope, key);
            ObjectNode merged = r.deepCopy();
            merged.setAll(in);
            for (String stamp : kind.stamped()) {
                if (r.has(stamp)) {
                    merged.set(stamp, r.get(stamp));
                }
            }
            if (kind.stamped().contains("updated_at")) {
                merged.put("updated_at", Wire.now());
            }
            String newKey = key(kind, merged);
            Map<String, ObjectNode> all = scope(kind, scope);
            if (!newKey.equals(key) && all.containsKey(newKey)) {
                throw taken(kind, newKey);
            }
            // In its place in the stored order, under its new key when it changed.
            Map<String, ObjectNode> updated = new LinkedHashMap<>();
            all.forEach((k, v) -> updated.put(k.equals(key) ? newKey : k, k.equals(key) ? merged : v));
            held.put(at(kind.name(), scope), updated);
            return answer(status, wrapper, merged);
        }
    }

    /**
     * @return the documented status, with no body
     * @throws ApiError 404 when there is none
     */
    Answer delete(Kind kind, List<String> scope, String key, int status) {
        synchronized (store) {
            require(kind, scope, key);
            scope(kind, scope).remove(key);
            return Answer.empty(status);
        }
    }

    /**
     * Lists one page: the items after the marker, in key order, that pass every filter sent.
     *
     * @throws ApiError 400 for a limit that is not an integer, or is below 1 ({@link Wire#limit})
     */
    Answer list(Kind kind, List<String> scope, RecordedRequest request, int status, Page page) {
        HttpUrl url = request.getUrl();
        int limit = Wire.limit(url, page.defaultLimit(), page.maxLimit());
        synchronized (store) {
            return new Answer(status, page(kind, new TreeMap<>(scope(kind, scope)), url, limit, page));
        }
    }

    /**
     * @return for the admin API's state, under the store's lock: each kind that holds a resource, as an array of
     *     {@code {"scope": [...], "resource": {...}}} in scope and key order
     */
    ObjectNode state() {
        ObjectNode out = Wire.object();
        held.forEach((at, byKey) -> {
            for (ObjectNode r : new TreeMap<>(byKey).values()) {
                ArrayNode kind = out.has(at.get(0)) ? (ArrayNode) out.get(at.get(0)) : out.putArray(at.get(0));
                ObjectNode entry = kind.addObject();
                at.subList(1, at.size()).forEach(entry.putArray("scope")::add);
                entry.set("resource", r.deepCopy());
            }
        });
        return out;
    }

    /** @return the resource a hand-written rule reads or changes in place, or {@code null}; under the store's lock */
    ObjectNode find(Kind kind, List<String> scope, String key) {
        return scope(kind, scope).get(key);
    }

    /**
     * The resource a hand-written rule reads or changes in place, under the store's lock.
     *
     * @throws ApiError 404 when there is none with that key in the scope
     */
    ObjectNode require(Kind kind, List<String> scope, String key) {
        ObjectNode r = find(kind, scope, key);
        if (r == null) {
            throw ApiError.notFound(kind.name() + " " + Wire.printable(key) + " not found"
                    + (scope.isEmpty() ? "" : " in " + Wire.printable(String.join("/", scope))));
        }
        return r;
    }

    /** @return the scope's resources; a scope met the first time starts with the kind's catalog */
    private Map<String, ObjectNode> scope(Kind kind, List<String> scope) {
        Map<String, ObjectNode> all = held.get(at(kind.name(), scope));
        if (all == null) {
            held.put(at(kind.name(), scope), all = new LinkedHashMap<>());
            Wire.parse(kind.catalog()).forEach(r -> hold(kind, scope, (ObjectNode) r));
        }
        return all;
    }

    /** @return the key of a kind's scope in {@link #held}: the kind, then the scope's values */
    private static List<String> at(String kind, List<String> scope) {
        return Stream.concat(Stream.of(kind), scope.stream()).toList();
    }

    /** @throws ApiError 400 naming the first required member the body lacks or holds as {@code null} */
    private static void requireMembers(ObjectNode in, List<String> required) {
        for (String member : required) {
            JsonNode v = in.get(member);
            if (v == null || v.isNull()) {
                throw ApiError.invalid(member, member + " is required");
            }
        }
    }

    /**
     * @return the resource's key: the text of its {@link Kind#key()} member
     * @throws ApiError 400 when it has none, or an empty one, or one that is not a value
     */
    private static String key(Kind kind, ObjectNode r) {
        JsonNode k = r.get(kind.key());
        if (k == null || !k.isValueNode() || k.asText().isEmpty()) {
            throw ApiError.invalid(kind.key(), kind.key() + " is required");
        }
        return k.asText();
    }

    /** @return a 409 saying that a resource of the kind holds the key in the scope */
    private static ApiError taken(Kind kind, String key) {
        return ApiError.conflict("a " + kind.name() + " with " + kind.key() + " " + Wire.printable(key) + " exists");
    }

    /**
     * @param wrapper the success body's one member holding the resource, or {@code null} when the body is it
     * @return the status with a copy of the resource as its body
     */
    private static Answer answer(int status, String wrapper, ObjectNode r) {
        return new Answer(status, wrapper == null ? r.deepCopy() : Wire.object().set(wrapper, r.deepCopy()));
    }

    /**
     * One page of a generic list: the items after the marker in key order that pass every declared filter sent, and
     * the body's {@code meta}.
     *
     * @param all the scope's resources in key order; read under the store's lock
     * @return the page's body: up to {@code limit} copies of the items after the marker that pass the filters
     */
    private static ObjectNode page(Kind kind, TreeMap<String, ObjectNode> all, HttpUrl url, int limit, Page page) {
        String marker = url.queryParameter(page.marker());
        if (marker != null && kind.key().equals("id")) {
            // An id the emulator made is a UUID: the marker is compared as one, in the store's lower-case form.
            marker = Wire.uuid(marker, page.marker()).toString();
        }
        return page.body(
                all.values(),
                (marker == null ? all : all.tailMap(marker, false)).values(),
                r -> matches(r, url, page.filters()),
                limit,
                kind.key());
    }

    private static boolean matches(ObjectNode r, HttpUrl url, List<Filter> filters) {
        for (Filter f : filters) {
            List<String> sent = url.queryParameterValues(f.parameter());
            JsonNode value = r.path(f.member());
            for (String s : sent) {
                if (s == null) {
                    continue;
                }
                boolean ok = switch (f.match()) {
                    case "all" ->
                        value.isArray()
                                ? StreamSupport.stream(value.spliterator(), false)
                                        .anyMatch(v -> v.asText().equals(s))
                                : value.asText().equals(s);
                    case "prefix" -> prefixMatches(value.asText(), s);
                    case "uuid" -> value.isValueNode() && Wire.sameId(value.asText(), Wire.uuid(s, f.parameter()));
                    default -> value.isValueNode() && value.asText().equals(s);
                };
                if (!ok) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * @param sent a filter's value: the exact value, or a prefix when it ends with {@code *} (as the reference says;
     *     nothing more lenient)
     */
    static boolean prefixMatches(String value, String sent) {
        return sent.endsWith("*") ? value.startsWith(sent.substring(0, sent.length() - 1)) : value.equals(sent);
    }
}
