package dev.cloudsdk.codegen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An OpenAPI document as the generator reads it: the services, groups and operations, with the vendor extensions
 * ({@code x-cloudsdk-...}) that say what the document cannot (CONTRIBUTING.md, "Vendor extensions"). Schemas stay
 * JSON trees ({@link #schema(String)}, {@link #resolve(JsonNode)}): each emitter reads what it needs.
 */
public final class Spec {
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");

    private final JsonNode root;
    private final Map<String, Service> services = new LinkedHashMap<>();
    private final List<Operation> operations = new ArrayList<>();

    private Spec(JsonNode root) {
        this.root = root;
        readServices();
        for (Map.Entry<String, JsonNode> path : root.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> method : path.getValue().properties()) {
                if (METHODS.contains(method.getKey())) {
                    operations.add(operation(path.getKey(), method.getKey(), method.getValue()));
                }
            }
        }
    }

    /**
     * @param yaml the document
     * @return the document, read
     * @throws IllegalArgumentException when it breaks a rule of the generator, naming the place
     */
    public static Spec load(Path yaml) {
        try {
            return new Spec(new ObjectMapper(new YAMLFactory()).readTree(yaml.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + yaml, e);
        }
    }

    /** @return the document's root */
    public JsonNode root() {
        return root;
    }

    /** @return the services, in the document's order */
    public List<Service> services() {
        return List.copyOf(services.values());
    }

    /** @return every operation, in the document's order */
    public List<Operation> operations() {
        return List.copyOf(operations);
    }

    /**
     * @param service a service
     * @return its operations, in the document's order
     */
    public List<Operation> operations(Service service) {
        return operations.stream().filter(o -> o.service().equals(service)).toList();
    }

    /**
     * @param name a name under {@code components.schemas}
     * @return that schema
     * @throws IllegalArgumentException when there is none
     */
    public JsonNode schema(String name) {
        JsonNode s = root.path("components").path("schemas").get(name);
        if (s == null) {
            throw new IllegalArgumentException("no schema " + name + " under components.schemas");
        }
        return s;
    }

    /**
     * @param node a node that may be a {@code $ref}
     * @return the node it refers to, followed until it is not a reference; the node itself otherwise
     */
    public JsonNode resolve(JsonNode node) {
        JsonNode n = node;
        for (int i = 0; i < 16 && n.has("$ref"); i++) {
            n = pointer(n.get("$ref").asText());
        }
        return n;
    }

    /**
     * @param message a request body or a response, maybe a {@code $ref}
     * @return its {@code application/json} schema as written (maybe a {@code $ref}), or a missing node
     */
    public JsonNode jsonSchema(JsonNode message) {
        return resolve(message).path("content").path("application/json").path("schema");
    }

    /**
     * @param node a node that may be a {@code $ref} to a schema
     * @return the schema's name under {@code components.schemas}, or {@code null} when it is not such a reference
     */
    public static @Nullable String refName(JsonNode node) {
        JsonNode ref = node.get("$ref");
        String prefix = "#/components/schemas/";
        return ref != null && ref.asText().startsWith(prefix) ? ref.asText().substring(prefix.length()) : null;
    }

    /**
     * The one rule for the Java name of a record or enum: {@code x-cloudsdk-java-name}, else the name of the schema it
     * refers to, else the name its place gives it.
     *
     * @param node a schema, maybe a reference
     * @param fallback the name of an inline schema, such as {@code CreatePoolRequest}
     * @return the class's simple name
     */
    public String className(JsonNode node, String fallback) {
        JsonNode named = resolve(node).get("x-cloudsdk-java-name");
        String ref = refName(node);
        return named != null ? named.asText() : ref != null ? ref : fallback;
    }

    /**
     * The one rule for the Java name of a member or parameter: {@code x-cloudsdk-name}, else its wire name in lower
     * camel case.
     *
     * @param node the member's schema or the parameter, as written
     * @param wireName its name on the wire, such as {@code load_balancer_id}
     * @return its Java name, such as {@code loadBalancerId}
     */
    public static String memberName(JsonNode node, String wireName) {
        JsonNode named = node.get("x-cloudsdk-name");
        return named != null ? named.asText() : Names.lowerCamel(wireName);
    }

    private JsonNode pointer(String ref) {
        if (!ref.startsWith("#/")) {
            throw new IllegalArgumentException("only local references are read: " + ref);
        }
        JsonNode n = root.at(ref.substring(1));
        if (n.isMissingNode()) {
            throw new IllegalArgumentException("unresolved reference " + ref);
        }
        return n;
    }

    /**
     * Reads {@code x-cloudsdk-services}. What follows from a service's key and a group's class is not written in the
     * document unless it departs from the rule: {@code module} is {@code sdk-<key>}, {@code package}
     * {@code dev.cloudsdk.<key>}, a group's {@code async-class} {@code Async<class>}.
     */
    private void readServices() {
        String where = "x-cloudsdk-services";
        JsonNode all = root.path(where);
        Set<String> classes = new HashSet<>();
        for (Map.Entry<String, JsonNode> e : all.properties()) {
            JsonNode s = e.getValue();
            List<Group> groups = new ArrayList<>();
            for (Map.Entry<String, JsonNode> ge : s.path("groups").properties()) {
                String type = text(ge.getValue(), "class", where);
                if (!classes.add(type)) {
                    throw new IllegalArgumentException("x-cloudsdk-services: two groups have the class " + type
                            + ", the tag that places an operation in one");
                }
                groups.add(new Group(
                        ge.getKey(),
                        type,
                        ge.getValue().path("async-class").asText("Async" + type),
                        text(ge.getValue(), "description", where)));
            }
            services.put(
                    e.getKey(),
                    new Service(
                            e.getKey(),
                            s.path("module").asText("sdk-" + e.getKey()),
                            s.path("package").asText("dev.cloudsdk." + e.getKey()),
                            text(s, "prefix", where),
                            text(s, "title", where),
                            List.copyOf(groups)));
        }
    }

    private Operation operation(String path, String method, JsonNode op) {
        String id = text(op, "operationId", "x-cloudsdk-services");
        String where = id + " (" + method.toUpperCase(Locale.ROOT) + " " + path + ")";
        JsonNode tags = op.path("tags");
        String tag = tags.size() == 1 ? tags.get(0).asText() : "";
        Service service = services.values().stream()
                .filter(s -> s.groups().stream().anyMatch(g -> g.className().equals(tag)))
                .findFirst()
                .orElseThrow(
                        () -> new IllegalArgumentException(where + ": tags " + (tags.isMissingNode() ? "missing" : tags)
                                + ": one tag names the class of the operation's group under x-cloudsdk-services"));
        Group group = service.groups().stream()
                .filter(g -> g.className().equals(tag))
                .findFirst()
                .orElseThrow();
        boolean region = false;
        List<Parameter> pathParams = new ArrayList<>();
        List<Parameter> queryParams = new ArrayList<>();
        for (JsonNode raw : op.path("parameters")) {
            JsonNode param = resolve(raw);
            String in = text(param, "in", where);
            String name = text(param, "name", where);
            if (in.equals("header") && name.equalsIgnoreCase("X-Region")) {
                region = true;
                continue;
            }
            Parameter p = new Parameter(
                    name,
                    memberName(param, name),
                    param.path("required").asBoolean(false),
                    param.path("schema"),
                    param.path("description").asText(""),
                    param);
            switch (in) {
                case "path" -> pathParams.add(p);
                case "query" -> queryParams.add(p);
                default ->
                    throw new IllegalArgumentException(where + ": parameter " + name + " in " + in
                            + ": only path, query and the X-Region header are generated");
            }
        }
        return new Operation(
                id,
                method,
                path,
                op.path("summary").asText(id),
                service,
                group,
                op.has("x-cloudsdk-method") ? text(op, "x-cloudsdk-method", where) : id.split("(?=\\p{Upper})", 2)[0],
                region,
                List.copyOf(pathParams),
                List.copyOf(queryParams),
                op.path("responses").properties().stream()
                        .map(r -> Integer.parseInt(r.getKey()))
                        .toList(),
                op);
    }

    private static String text(JsonNode node, String field, String where) {
        JsonNode v = node.get(field);
        if (v == null || !v.isValueNode() || v.asText().isBlank()) {
            throw new IllegalArgumentException(where + ": " + field + " is missing");
        }
        return v.asText();
    }

    /**
     * A service module.
     *
     * @param key the key under {@code x-cloudsdk-services}, such as {@code loadbalancer}
     * @param module the Maven module, such as {@code sdk-loadbalancer}
     * @param javaPackage the facade package, such as {@code dev.cloudsdk.loadbalancer}; records go in {@code .model}
     * @param prefix the class-name prefix: {@code LoadBalancer} gives {@code LoadBalancerClient}
     * @param title the service in words, such as {@code load balancing}
     * @param groups the groups of its operations, in the document's order
     */
    public record Service(
            String key, String module, String javaPackage, String prefix, String title, List<Group> groups) {
        /** @return the package of the records and enums */
        public String modelPackage() {
            return javaPackage + ".model";
        }

        /** @return the prefix in lower camel case, as a variable is named: {@code loadBalancer} */
        public String variable() {
            return Names.lowerCamel(Character.toLowerCase(prefix.charAt(0)) + prefix.substring(1));
        }

        /**
         * @param sourceSet {@code main} or {@code test}
         * @param className a class of its facade package
         * @return the class's file, its path from the repository root
         */
        public String file(String sourceSet, String className) {
            return module + "/src/" + sourceSet + "/java/" + javaPackage.replace('.', '/') + "/" + className + ".java";
        }
    }

    /**
     * A group of operations on one kind of resource: a facade class, its async twin, and the client accessor.
     *
     * @param key the accessor's name, such as {@code pools}
     * @param className the blocking facade, such as {@code Pools}
     * @param asyncClassName the async facade, such as {@code AsyncPools}
     * @param description the group in words, for Javadoc
     */
    public record Group(String key, String className, String asyncClassName, String description) {}

    /**
     * A path or query parameter (the {@code X-Region} header is {@link Operation#sendsRegion()}).
     *
     * @param wireName the name in the document
     * @param javaName the Java name ({@code x-cloudsdk-name}, or the wire name in lower camel case)
     * @param required whether the document requires it
     * @param schema its schema (may be a {@code $ref})
     * @param description its description, or empty
     * @param node the parameter object, resolved: for what an emitter reads itself ({@code example},
     *     {@code x-cloudsdk-filter})
     */
    public record Parameter(
            String wireName, String javaName, boolean required, JsonNode schema, String description, JsonNode node) {}

    /**
     * One operation.
     *
     * @param id the operationId, such as {@code createPool}
     * @param method the HTTP method in lower case
     * @param path the path template, with its leading {@code /}
     * @param summary the summary, such as {@code Create pool}
     * @param service its service
     * @param group its group
     * @param javaMethod the facade method's name: the operationId's first word ({@code create} for {@code createPool}),
     *     unless {@code x-cloudsdk-method} names another
     * @param sendsRegion whether it has the {@code X-Region} header parameter
     * @param pathParameters the path parameters, in the document's order
     * @param queryParameters the query parameters, in the document's order
     * @param statuses every documented status, in the document's order
     * @param node the operation object, for what the emitters read themselves
     */
    public record Operation(
            String id,
            String method,
            String path,
            String summary,
            Service service,
            Group group,
            String javaMethod,
            boolean sendsRegion,
            List<Parameter> pathParameters,
            List<Parameter> queryParameters,
            List<Integer> statuses,
            JsonNode node) {
        /** @return {@code createPool} as {@code CreatePool} */
        public String upperCamel() {
            return Names.upperCamel(id);
        }

        /** @return {@code createPool} as {@code CREATE_POOL} */
        public String upperSnake() {
            return Names.upperSnake(id);
        }

        /**
         * The one resend rule of the generator, the same as sdk-core's {@code Operation.idempotent()}: GET, PUT and
         * DELETE are idempotent (RFC 9110 9.2.2) and resent on faults; a POST never is once it may have been sent,
         * unless the user opts it in through {@code RetryPolicy.Builder.retryAsIdempotent}.
         *
         * @return whether the transport resends it on faults without an opt-in
         */
        public boolean idempotent() {
            return method.equals("get") || method.equals("put") || method.equals("delete");
        }

        /** @return the operation's place in the document, as a JSON pointer: {@code #/paths/~1v1~1things/post} */
        public String pointer() {
            return "#/paths/" + Names.pointerToken(path) + "/" + method;
        }

        /** @return the path without its leading {@code /}, as an {@code Endpoint} template is written */
        public String template() {
            return path.substring(1);
        }

        /** @return the extension's value, or {@code null} when the operation has none */
        public @Nullable JsonNode extension(String name) {
            return node.get("x-cloudsdk-" + name);
        }
    }
}
