package dev.cloudsdk.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The operations of {@code api/openapi.yaml}, read without a YAML library: the file is our own, in block style, so
 * its lines form a tree by indentation, and only {@code paths} (with their parameters), {@code components.parameters}
 * and {@code x-cloudsdk-services} are read. Flow values ({@code {type: string}}) stay raw text.
 */
final class ApiDocument {
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "head", "options");

    /** One operation as the document declares it. */
    record Operation(String operationId, String method, String path, boolean sendsRegion) {
        /** @return the path without its leading '/', as an {@code Endpoint} template is written */
        String template() {
            return path.substring(1);
        }

        /** @return {@code restartDatabaseInstance} as {@code RestartDatabaseInstance} */
        String upperCamel() {
            return Character.toUpperCase(operationId.charAt(0)) + operationId.substring(1);
        }

        /** @return {@code restartDatabaseInstance} as {@code RESTART_DATABASE_INSTANCE} */
        String upperSnake() {
            return operationId.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
        }
    }

    /**
     * How an operation is called through the SDK: {@code lb.pools().create(...)}.
     *
     * @param operationId the operationId
     * @param group the group accessor, such as {@code pools}: the key of the group under {@code x-cloudsdk-services}
     *     whose class the operation's tag names
     * @param method the facade method: the operationId's first word ({@code create}), unless
     *     {@code x-cloudsdk-method} names another
     * @param client the service's client class, such as {@code LoadBalancerClient}
     * @param variable the variable the service's {@code example} declares that client in, such as {@code lb}
     */
    record Facade(String operationId, String group, String method, String client, String variable) {}

    /** One non-blank line and the more deeply indented lines under it. */
    private static final class Node {
        final int indent;
        final String text;
        final List<Node> children = new ArrayList<>();

        Node(int indent, String text) {
            this.indent = indent;
            this.text = text;
        }

        /** @return the key of {@code key: value}, {@code key:} or {@code - key: value}, unquoted */
        String key() {
            String t = text.startsWith("- ") ? text.substring(2).trim() : text;
            int colon = t.indexOf(": ");
            String key = colon >= 0 ? t.substring(0, colon) : t.endsWith(":") ? t.substring(0, t.length() - 1) : t;
            return unquote(key.trim());
        }

        /** @return the value of {@code key: value}, unquoted; empty for {@code key:} */
        String value() {
            int colon = text.indexOf(": ");
            return colon < 0 ? "" : unquote(text.substring(colon + 2).trim());
        }

        Node child(String key) {
            for (Node c : children) {
                if (c.key().equals(key)) {
                    return c;
                }
            }
            return null;
        }

        /** @return the value under {@code key}: on this line (a sequence item's first pair) or a child's */
        String get(String key) {
            if (key().equals(key)) {
                return value();
            }
            Node c = child(key);
            return c == null ? null : c.value();
        }
    }

    private final Node root;

    private ApiDocument(Node root) {
        this.root = root;
    }

    static ApiDocument read(Path file) throws IOException {
        return parse(Files.readAllLines(file));
    }

    static ApiDocument parse(List<String> lines) {
        Node root = new Node(-1, "");
        Deque<Node> open = new ArrayDeque<>();
        open.push(root);
        for (String line : lines) {
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                continue;
            }
            int indent = line.indexOf(trimmed.charAt(0));
            while (open.peek().indent >= indent) {
                open.pop();
            }
            Node node = new Node(indent, trimmed);
            open.peek().children.add(node);
            open.push(node);
        }
        return new ApiDocument(root);
    }

    /** @return every operation under {@code paths}, in document order */
    List<Operation> operations() {
        List<Operation> found = new ArrayList<>();
        Node paths = root.child("paths");
        if (paths == null) {
            return found;
        }
        for (Node path : paths.children) {
            for (Node op : path.children) {
                if (METHODS.contains(op.key())) {
                    boolean region = sendsRegion(path.child("parameters")) || sendsRegion(op.child("parameters"));
                    found.add(new Operation(
                            op.get("operationId"), op.key().toUpperCase(Locale.ROOT), path.key(), region));
                }
            }
        }
        return found;
    }

    /**
     * @return the module of each service of {@code x-cloudsdk-services} ({@code sdk-dns}), in document order: its
     *     {@code module}, else {@code sdk-<key>} as the generator has it
     */
    List<String> serviceModules() {
        Node services = root.child("x-cloudsdk-services");
        return services == null
                ? List.of()
                : services.children.stream()
                        .map(s -> s.get("module") != null ? s.get("module") : "sdk-" + s.key())
                        .toList();
    }

    /** @return the facade call of every operation under {@code paths}, in document order */
    List<Facade> facades() {
        List<Facade> found = new ArrayList<>();
        Node paths = root.child("paths");
        Node services = root.child("x-cloudsdk-services");
        if (paths == null || services == null) {
            return found;
        }
        for (Node path : paths.children) {
            for (Node op : path.children) {
                String tag = METHODS.contains(op.key()) ? op.get("tags") : null;
                Node service = null;
                Node group = null;
                for (Node s : tag == null ? List.<Node>of() : services.children) {
                    Node groups = s.child("groups");
                    for (Node g : groups == null ? List.<Node>of() : groups.children) {
                        if (g.value().matches("\\{class: " + tag.replaceAll("[\\[\\] ]", "") + "\\b.*")) {
                            service = s;
                            group = g;
                        }
                    }
                }
                if (service != null && service.get("prefix") != null) {
                    String client = service.get("prefix") + "Client";
                    found.add(new Facade(
                            op.get("operationId"),
                            group.key(),
                            op.get("x-cloudsdk-method") != null
                                    ? op.get("x-cloudsdk-method")
                                    : op.get("operationId").split("(?=\\p{Upper})", 2)[0],
                            client,
                            variable(service.child("example"), client)));
                }
            }
        }
        return found;
    }

    /** @return the variable of {@code LoadBalancerClient lb = ...} in the example, else the client in lower camel */
    private static String variable(Node example, String client) {
        Deque<Node> lines = new ArrayDeque<>();
        if (example != null) {
            lines.push(example);
        }
        Pattern declared = Pattern.compile("\\b" + client + "\\s+(\\w+)\\s*=");
        while (!lines.isEmpty()) {
            Node n = lines.pop();
            Matcher m = declared.matcher(n.text);
            if (m.find()) {
                return m.group(1);
            }
            n.children.forEach(lines::push);
        }
        return Character.toLowerCase(client.charAt(0)) + client.substring(1, client.length() - "Client".length());
    }

    private boolean sendsRegion(Node parameters) {
        if (parameters == null) {
            return false;
        }
        for (Node p : parameters.children) {
            Node declared = resolve(p);
            if (declared != null
                    && "X-Region".equalsIgnoreCase(declared.get("name"))
                    && "header".equals(declared.get("in"))) {
                return true;
            }
        }
        return false;
    }

    /** @return the parameter itself, or the one its {@code $ref: '#/components/parameters/X'} names */
    private Node resolve(Node parameter) {
        String ref = parameter.get("$ref");
        if (ref == null) {
            return parameter;
        }
        Node at = root;
        for (String part : ref.substring(ref.indexOf("#/") + 2).split("/")) {
            at = at == null ? null : at.child(part);
        }
        return at;
    }

    private static String unquote(String s) {
        boolean quoted =
                s.length() >= 2 && (s.startsWith("'") && s.endsWith("'") || s.startsWith("\"") && s.endsWith("\""));
        return quoted ? s.substring(1, s.length() - 1) : s;
    }
}
