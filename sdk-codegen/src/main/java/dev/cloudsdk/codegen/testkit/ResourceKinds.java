package dev.cloudsdk.codegen.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Javadoc;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A resource's {@code Resources.Kind} as the emulator keeps it, with what a create may name (EXTENSIONS-operations.md,
 * "Catalogs and references"): a resource of {@code x-cloudsdk-resources} may declare a {@code catalog}, the resources
 * every scope of it starts with (the images a server is built from), and a create body's member
 * {@code x-cloudsdk-refers-to: <resource>}, which the generic create resolves (400 naming the member when it names
 * nothing) and whose sample, in every generated test, is the key of the catalog's first resource.
 */
public final class ResourceKinds {
    /** The members the emulator sets itself when the resource's schema has them. */
    private static final List<String> STAMPED = List.of("id", "created_at", "updated_at");

    private ResourceKinds() {}

    /** @return the declaration of a resource's {@code Resources.Kind} constant, with its Javadoc */
    static String kind(Spec spec, ResourceOps.Resource r) {
        List<String> stamped = new ArrayList<>();
        for (String s : STAMPED) {
            if (r.schema().path("properties").has(s)) {
                stamped.add(CodeLines.literal(s));
            }
        }
        List<String> args = new ArrayList<>(List.of(
                CodeLines.literal(r.name()),
                CodeLines.literal(r.key()),
                "Set.of(" + String.join(", ", stamped) + ")",
                CodeLines.literal(r.initial())));
        JsonNode catalog = catalog(spec, r.name());
        if (catalog != null) {
            args.add(CodeLines.literal(catalog.toString()));
        }
        return Javadoc.comment(
                        "    ",
                        "The " + r.name() + " of {@code x-cloudsdk-resources}: kept by its {@code " + r.key() + "}"
                                + (catalog == null ? "." : "; every scope starts with its catalog."),
                        List.of())
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
        JsonNode body = op.request() == null ? null : op.request().schema();
        Map<String, String> named = new LinkedHashMap<>();
        if (body != null) {
            for (Map.Entry<String, JsonNode> m :
                    spec.resolve(body).path("properties").properties()) {
                if (m.getValue().has("x-cloudsdk-refers-to")) {
                    named.put(
                            m.getKey(), m.getValue().get("x-cloudsdk-refers-to").asText());
                }
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
            ResourceOps.Resource target = ResourceOps.named(spec, named, create.where());
            Op served = null;
            for (Op o : Ops.of(spec, create.spec().service())) {
                ResourceOps.Resource r = ResourceOps.of(spec, o);
                if (served == null && r != null && r.name().equals(named)) {
                    served = o;
                }
            }
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

    /**
     * @return the key of the first item of the catalog of the resource whose item path is the start of the
     *     operation's path and ends in the parameter, when that resource has a catalog and no create (it exists on a
     *     fresh emulator and nothing makes more), else {@code null}
     */
    public static @Nullable String catalogKeyOfItem(Spec spec, List<Op> all, Op op, Op.PathParam p) {
        String item = itemPath(op, p);
        for (Op other : all) {
            ResourceOps.Resource r = ResourceOps.of(spec, other);
            if (r != null
                    && other.spec().path().equals(item)
                    && ResourceOps.createOf(spec, all, r.name()) == null
                    && catalog(spec, r.name()) != null) {
                return sample(spec, r.name()).asText();
            }
        }
        return null;
    }

    /** @return the operation's path up to and including the parameter: the item path of what it names */
    static String itemPath(Op op, Op.PathParam p) {
        String end = "{" + p.wireName() + "}";
        String path = op.spec().path();
        return path.substring(0, path.indexOf(end) + end.length());
    }
}
