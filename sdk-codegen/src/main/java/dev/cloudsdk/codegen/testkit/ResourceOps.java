package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * The emulator's generic behaviour as the document states it (EXTENSIONS-operations.md, "Resources"): a resource
 * declared under {@code x-cloudsdk-resources}, and each operation that names it with {@code x-cloudsdk-resource},
 * whose shape the method and path decide: {@code POST} on a collection creates, {@code GET} on a collection lists,
 * and {@code GET}, {@code PUT} and {@code DELETE} on an item path (one ending in a path parameter) read, update and
 * delete. Each such operation becomes a default method of the generated {@code <Prefix>Emulation} that calls the
 * testkit's {@code Resources}; every other operation stays hand-written.
 *
 * <p>A resource's {@code Resources.Kind} as the emulator keeps it, with what a create may name
 * (EXTENSIONS-operations.md, "Catalogs and references"): a resource of {@code x-cloudsdk-resources} may declare a
 * {@code catalog}, the resources every scope of it starts with (the images a server is built from), and a create
 * body's member
 * {@code x-cloudsdk-refers-to: <resource>}, which the generic create resolves (400 naming the member when it names
 * nothing) and whose sample, in every generated test, is the key of the catalog's first resource.
 */
public final class ResourceOps {
    private static final List<String> META = List.of("total", "limit", "marker", "has_more");

    /** The members the emulator sets itself when the resource's schema has them. */
    private static final List<String> STAMPED = List.of("id", "created_at", "updated_at");

    private ResourceOps() {}

    /**
     * A resource of {@code x-cloudsdk-resources}.
     *
     * @param name its name, such as {@code server}
     * @param key the member that identifies it
     * @param schemaName its schema's name under {@code components.schemas}
     * @param schema its schema (the item of a list, the body of a read)
     * @param initial the members it starts with, as JSON text
     */
    public record Resource(String name, String key, String schemaName, JsonNode schema, String initial) {
        /** @return the constant of its {@code Resources.Kind}, such as {@code SERVER} */
        String constant() {
            return Names.upperSnake(Names.lowerCamel(name));
        }
    }

    /**
     * @param spec the document
     * @param op an operation
     * @return its resource, or {@code null} when it names none (its behaviour is hand-written)
     * @throws IllegalArgumentException when it names one the document does not declare
     */
    public static @Nullable Resource of(Spec spec, Op op) {
        JsonNode named = op.spec().extension("resource");
        if (named == null) {
            return null;
        }
        return named(spec, named.asText(), op.where());
    }

    /**
     * @param name a resource of {@code x-cloudsdk-resources}
     * @param where the place that names it, for the message
     * @return it, as declared
     * @throws IllegalArgumentException when the document does not declare it
     */
    static Resource named(Spec spec, String name, String where) {
        JsonNode declared = spec.root().path("x-cloudsdk-resources").get(name);
        if (declared == null || !declared.has("schema")) {
            throw new IllegalArgumentException(where + ": x-cloudsdk-resource " + name + " is not declared under the "
                    + "document's x-cloudsdk-resources with its schema (EXTENSIONS-operations.md, \"Resources\")");
        }
        String key = declared.path("key").asText("id");
        JsonNode schema = spec.resolve(spec.schema(declared.get("schema").asText()));
        if (!schema.path("properties").has(key)) {
            throw new IllegalArgumentException(where + ": the key " + key + " of resource " + name
                    + " is not a member of schema " + declared.get("schema").asText());
        }
        return new Resource(
                name,
                key,
                declared.get("schema").asText(),
                schema,
                declared.path("initial").isObject() ? declared.get("initial").toString() : "{}");
    }

    /**
     * @return every resource the operations name, and those their generic creates' members refer to, by constant, in
     *     the document's order of first use
     */
    static Map<String, Resource> resources(Spec spec, List<Op> ops) {
        Map<String, Resource> all = new LinkedHashMap<>();
        for (Op op : ops) {
            Resource r = of(spec, op);
            if (r != null) {
                all.putIfAbsent(r.constant(), r);
                for (String named : referred(spec, op).values()) {
                    Resource target = named(spec, named, op.where());
                    all.putIfAbsent(target.constant(), target);
                }
            }
        }
        return all;
    }

    /**
     * @param spec the document
     * @param op an operation naming a resource
     * @param r its resource
     * @return the body of its default method: one {@code return resources()....;} statement
     * @throws IllegalArgumentException when its shape is none of the five, naming the fix
     */
    static String call(Spec spec, Op op, Resource r) {
        String where = op.where();
        List<Op.PathParam> params = op.pathParameters();
        boolean item = op.onItem();
        List<String> scope = new ArrayList<>();
        if (op.regional()) {
            scope.add("region");
        }
        for (int i = 0; i < params.size() - (item ? 1 : 0); i++) {
            scope.add(text(params.get(i)));
        }
        String scopeList = "List.of(" + String.join(", ", scope) + ")";
        String key = item ? text(params.get(params.size() - 1)) : null;
        String status = String.valueOf(op.successStatus());
        String shape = op.spec().method() + (item ? " item" : " collection");
        String refusal = where + ": x-cloudsdk-resource on an operation that is not a create (POST on a collection"
                + " answering the resource), list (GET on a collection), read, update or delete (GET, PUT, DELETE on a"
                + " path ending in a parameter): leave the extension out and write its rule in the handler"
                + " (EXTENSIONS-operations.md, \"Resources\")";
        if (!answersTheResource(spec, op, r, shape)) {
            throw new IllegalArgumentException(
                    refusal + "; its success body is not the resource's schema " + r.schemaName());
        }
        String wrapper = op.result().wrapper() == null
                ? "null"
                : CodeLines.literal(op.result().wrapper());
        // The method of Resources, then its arguments after the kind and the scope.
        List<String> call = switch (shape) {
            case "post collection" -> List.of("create", "request", required(spec, op), status, wrapper);
            case "get item" -> List.of("read", key, status, wrapper);
            case "put item" -> List.of("update", key, "request", required(spec, op), status, wrapper);
            case "delete item" -> List.of("delete", key, status);
            case "get collection" -> List.of("list", "request", status, page(spec, op, r, where));
            default -> throw new IllegalArgumentException(refusal);
        };
        List<String> args = new ArrayList<>(List.of(r.constant(), scopeList));
        args.addAll(call.subList(1, call.size()));
        if (call.get(0).equals("create")) {
            args.addAll(references(spec, op));
        }
        return "return resources()." + call.get(0) + "(" + String.join(", ", args) + ");\n";
    }

    /** @return the Java of a path value as the store keys it: a UUID's {@code toString()}, its lower-case form */
    private static String text(Op.PathParam p) {
        return p.uuid() ? p.javaName() + ".toString()" : p.javaName();
    }

    /**
     * A {@code POST} on a path ending in a literal is a create only when it answers the resource: an action such as
     * {@code /reboot} answers something else. A read, update and create answer the resource's schema, whole or as
     * the one member of an inline object; a list, an array of it in its items member; a delete, no body.
     */
    private static boolean answersTheResource(Spec spec, Op op, Resource r, String shape) {
        JsonNode body = op.result().schema();
        if (shape.equals("delete item")) {
            return op.bodyless();
        }
        if (body == null) {
            return false;
        }
        if (shape.equals("get collection")) {
            JsonNode items = body.path("properties")
                    .path(op.paging() == null ? "" : op.paging().itemsMember());
            return r.schemaName().equals(Spec.refName(spec.resolve(items).path("items")));
        }
        String wrapper = op.result().wrapper();
        return r.schemaName()
                .equals(Spec.refName(
                        wrapper == null ? body : body.path("properties").path(wrapper)));
    }

    /** @return the Java of the list's {@code Resources.Page} */
    private static String page(Spec spec, Op op, Resource r, String where) {
        Op.Paging paging = op.paging();
        if (paging == null) {
            throw new IllegalArgumentException(where + ": a generic list needs x-cloudsdk-pagination");
        }
        String markerParameter = paging.markerWire();
        String markerOf = paging.markerOfItemWire();
        if (!markerOf.equals(r.key())) {
            throw new IllegalArgumentException(where + ": x-cloudsdk-pagination's marker-of-item " + markerOf
                    + " is not the key " + r.key() + " of resource " + r.name() + ": the generic list pages by key");
        }
        int defaultLimit = 20;
        int maxLimit = 1000;
        List<String> filters = new ArrayList<>();
        for (Spec.Parameter q : op.spec().queryParameters()) {
            JsonNode s = spec.resolve(q.schema());
            if (q.wireName().equals("limit")) {
                defaultLimit = s.path("default").asInt(defaultLimit);
                maxLimit = s.path("maximum").asInt(maxLimit);
            } else if (!q.wireName().equals(markerParameter)) {
                filters.add(filter(q, s, r, where));
            }
        }
        JsonNode body = op.result().schema();
        JsonNode meta = body == null
                ? MissingNode.getInstance()
                : spec.resolve(body.path("properties").path("meta"));
        return "new Resources.Page(" + CodeLines.literal(paging.itemsMember()) + ", "
                + CodeLines.literal(markerParameter) + ", " + defaultLimit + ", " + maxLimit + ", "
                + setOf(meta, META) + ", List.of(" + String.join(", ", filters) + "))";
    }

    /** @return {@code Set.of(...)} of those of the names that the object schema has as members, in their order */
    private static String setOf(JsonNode schema, List<String> names) {
        return "Set.of("
                + names.stream()
                        .filter(n -> schema.path("properties").has(n))
                        .map(CodeLines::literal)
                        .collect(Collectors.joining(", "))
                + ")";
    }

    private static String filter(Spec.Parameter q, JsonNode schema, Resource r, String where) {
        JsonNode declared = q.node().path("x-cloudsdk-filter");
        boolean array = schema.path("type").asText().equals("array");
        String member = declared.path("member").asText(q.wireName());
        String match = declared.path("match").asText(array ? "all" : "exact");
        if (!r.schema().path("properties").has(member)) {
            throw new IllegalArgumentException(where + ": the query parameter " + q.wireName() + " filters on "
                    + member + ", which is not a member of resource " + r.name() + ": name the member with"
                    + " x-cloudsdk-filter: {member: ...} on the parameter's schema");
        }
        if (!List.of("exact", "prefix", "all").contains(match)) {
            throw new IllegalArgumentException(where + ": x-cloudsdk-filter match " + match + " of " + q.wireName()
                    + " is none of exact, prefix, all");
        }
        String compared =
                match.equals("exact") && schema.path("format").asText().equals("uuid") ? "uuid" : match;
        return "new Resources.Filter(" + CodeLines.literal(q.wireName()) + ", " + CodeLines.literal(member) + ", "
                + CodeLines.literal(compared) + ")";
    }

    /** @return {@code List.of("name", "image_id")}: the request body's required members */
    private static String required(Spec spec, Op op) {
        List<String> names = new ArrayList<>();
        spec.resolve(op.requestSchema()).path("required").forEach(n -> names.add(CodeLines.literal(n.asText())));
        return "List.of(" + String.join(", ", names) + ")";
    }

    /** @return the resource's create: a {@code POST} on a collection that names it, or null */
    static @Nullable Op createOf(Spec spec, List<Op> all, String resource) {
        return first(spec, all, resource, o -> o.spec().method().equals("post") && !o.onItem());
    }

    /** @return the first of the operations that names the resource and has the shape, or null */
    private static @Nullable Op first(Spec spec, List<Op> ops, String resource, Predicate<Op> shape) {
        return ops.stream()
                .filter(o -> shape.test(o)
                        && of(spec, o) != null
                        && of(spec, o).name().equals(resource))
                .findFirst()
                .orElse(null);
    }

    /** @return the declaration of a resource's {@code Resources.Kind} constant, with its Javadoc */
    static String kind(Spec spec, Resource r) {
        List<String> args = new ArrayList<>(List.of(
                CodeLines.literal(r.name()),
                CodeLines.literal(r.key()),
                setOf(r.schema(), STAMPED),
                CodeLines.literal(r.initial())));
        JsonNode catalog = catalog(spec, r.name());
        if (catalog != null) {
            args.add(CodeLines.literal(catalog.toString()));
        }
        return Javadoc.comment("The " + r.name() + " of {@code x-cloudsdk-resources}: kept by its {@code " + r.key()
                        + "}" + (catalog == null ? "." : "; every scope starts with its catalog."))
                + "Resources.Kind " + r.constant() + " = new Resources.Kind(" + String.join(", ", args) + ");\n";
    }

    /**
     * @return the resource's {@code catalog}, or {@code null} when it declares none
     * @throws IllegalArgumentException when it is not an array of objects that each hold the resource's key
     */
    static @Nullable JsonNode catalog(Spec spec, String resource) {
        JsonNode declared = spec.root().path("x-cloudsdk-resources").path(resource);
        JsonNode catalog = declared.get("catalog");
        if (catalog == null) {
            return null;
        }
        String key = declared.path("key").asText("id");
        for (JsonNode item : catalog) {
            if (!item.isObject() || !item.hasNonNull(key)) {
                throw new IllegalArgumentException("x-cloudsdk-resources." + resource + ".catalog: each item must be"
                        + " an object holding the key " + key + ", was " + item);
            }
        }
        if (!catalog.isArray() || catalog.isEmpty()) {
            throw new IllegalArgumentException("x-cloudsdk-resources." + resource + ".catalog must be a non-empty"
                    + " array of the resources every scope of it starts with");
        }
        return catalog;
    }

    /**
     * @return the sample of a member {@code x-cloudsdk-refers-to} the resource: the key of its catalog's first item
     * @throws IllegalArgumentException when the resource has no catalog, naming the fix
     */
    static JsonNode sample(Spec spec, String resource) {
        JsonNode catalog = catalog(spec, resource);
        if (catalog == null) {
            throw new IllegalArgumentException("x-cloudsdk-refers-to: " + resource + " names a resource without a"
                    + " catalog under x-cloudsdk-resources: declare catalog: [{...}] there, the resources that exist"
                    + " on a fresh emulator (EXTENSIONS-operations.md, \"Catalogs and references\")");
        }
        JsonNode declared = spec.root().path("x-cloudsdk-resources").path(resource);
        return catalog.get(0).get(declared.path("key").asText("id"));
    }

    /**
     * @return each member of the operation's request body that {@code x-cloudsdk-refers-to} a resource, with that
     *     resource's name, in order
     */
    static Map<String, String> referred(Spec spec, Op op) {
        Map<String, String> named = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> m :
                spec.resolve(op.requestSchema()).path("properties").properties()) {
            if (m.getValue().has("x-cloudsdk-refers-to")) {
                named.put(m.getKey(), m.getValue().get("x-cloudsdk-refers-to").asText());
            }
        }
        return named;
    }

    /**
     * @return the Java of the generic create's {@code Reference} arguments, one per member of its body that
     *     {@code x-cloudsdk-refers-to} a resource: found in the region when the operations of the same service that
     *     serve that resource send {@code X-Region}, or, when none serves it, when the create does (its catalog is
     *     what there is of it)
     * @throws IllegalArgumentException when the resource has a parent, or neither an operation nor a catalog
     */
    static List<String> references(Spec spec, Op create) {
        List<String> refs = new ArrayList<>();
        for (Map.Entry<String, String> m : referred(spec, create).entrySet()) {
            String named = m.getValue();
            Resource target = named(spec, named, create.where());
            Op served = first(spec, Ops.of(spec, create.spec().service()), named, o -> true);
            if (served != null && served.pathParameters().size() > (served.onItem() ? 1 : 0)) {
                throw new IllegalArgumentException(create.where() + ": " + m.getKey() + "'s x-cloudsdk-refers-to "
                        + named + " names a resource with a parent, which a member cannot name alone: make"
                        + " it a resource without one (EXTENSIONS-operations.md, \"Catalogs and references\")");
            }
            sample(spec, named);
            refs.add("new Reference(" + CodeLines.literal(m.getKey()) + ", " + target.constant() + ", List.of("
                    + ((served == null ? create : served).regional() ? "region" : "") + "))");
        }
        return refs;
    }
}
