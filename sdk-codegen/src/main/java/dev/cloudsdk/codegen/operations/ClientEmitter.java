package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes each service's {@code *Client} and {@code *AsyncClient}: one accessor per group, {@code async()},
 * {@code withOptions}, and {@code withRegion} with {@code region()} only when an operation of the service sends
 * {@code X-Region}. The usage snippets of their class comments come from {@code x-cloudsdk-services}
 * ({@code example}, {@code async-example}).
 */
final class ClientEmitter implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            boolean regional = spec.operations(service).stream().anyMatch(Spec.Operation::sendsRegion);
            JsonNode extension = spec.root().path("x-cloudsdk-services").path(service.key());
            files.put(
                    OperationsEmitter.path(service, service.prefix() + "Client"),
                    client(service, regional, extension.path("example").asText("")));
            files.put(
                    OperationsEmitter.path(service, service.prefix() + "AsyncClient"),
                    async(service, extension.path("async-example").asText("")));
        }
    }

    private static String classComment(String text, String code) {
        Javadoc doc = new Javadoc().p(text);
        return (code.isBlank() ? doc : doc.pre(List.of(code.stripTrailing().split("\n")))).render("");
    }

    private static String client(Spec.Service service, boolean regional, String example) {
        JavaSource src = new JavaSource(service.javaPackage());
        String name = service.prefix() + "Client";
        String async = service.prefix() + "AsyncClient";
        String ctx = src.type(CTX);
        String text = "Client of the " + service.title() + " service. Immutable and thread-safe; make one and share it."
                + (regional ? "" : " Its operations send no {@code X-Region} header, so it needs no region.");
        StringBuilder b = new StringBuilder(classComment(text, example));
        b.append("public final class ").append(name).append(" {\n");
        b.append("    private final ").append(ctx).append(" ctx;\n");
        for (Spec.Group g : service.groups()) {
            b.append("    private final ")
                    .append(g.className())
                    .append(' ')
                    .append(g.key())
                    .append(";\n");
        }
        b.append("    private final ")
                .append(async)
                .append(" async;\n\n    private ")
                .append(name)
                .append('(')
                .append(ctx)
                .append(" ctx) {\n        this.ctx = ctx;\n");
        for (Spec.Group g : service.groups()) {
            b.append("        this.")
                    .append(g.key())
                    .append(" = new ")
                    .append(g.className())
                    .append("(ctx);\n");
        }
        b.append("        this.async = new ").append(async).append("(ctx);\n    }\n\n");
        b.append(Javadoc.comment(
                "    ",
                "",
                List.of(
                        "@param config the settings; clients made from one config share" + " its connection pool",
                        "@return a client",
                        "@throws NullPointerException when config is null")));
        b.append("    public static ")
                .append(name)
                .append(" create(")
                .append(src.type("dev.cloudsdk.core.ClientConfig"))
                .append(" config) {\n        return new ")
                .append(name)
                .append('(')
                .append(ctx)
                .append(".of(config));\n    }\n");
        accessors(b, service, false);
        b.append('\n')
                .append(Javadoc.comment(
                        "    ",
                        "@return the same operations returning {@code"
                                + " CompletableFuture}s, "
                                + (regional ? "on this client's region and limits" : "with this client's" + " limits"),
                        List.of()));
        b.append("    public ").append(async).append(" async() {\n        return async;\n    }\n");
        if (regional) {
            b.append('\n')
                    .append(Javadoc.comment(
                            "    ",
                            "",
                            List.of(
                                    "@param region the {@code X-Region} for this" + " view's calls",
                                    "@return a client for another region that shares this one's connections",
                                    "@throws IllegalArgumentException when the region is blank or not header-safe")));
            b.append("    public ")
                    .append(name)
                    .append(" withRegion(String region) {\n        return new ")
                    .append(name)
                    .append("(ctx.withRegion(region));\n    }\n");
        }
        String options = src.type("dev.cloudsdk.core.RequestOptions");
        b.append('\n')
                .append(Javadoc.comment(
                        "    ",
                        "A view whose calls use {@code options} laid over this view's:"
                                + " what they set (time limits, headers, a token or token provider, "
                                + "pages fetched ahead) wins, what"
                                + " they leave unset is this view's, so a tenant's view narrowed again "
                                + "keeps the tenant's token and"
                                + " headers. Headers merge by name; an inherited value is dropped only by"
                                + " {@code RequestOptions.Builder.removeHeader} or {@code configToken()}.",
                        List.of(
                                "@param options the options of the new view, laid over this one's",
                                "@return a client with those options that shares this one's connections",
                                "@throws NullPointerException when options is null")));
        b.append("    public ")
                .append(name)
                .append(" withOptions(")
                .append(options)
                .append(" options) {\n        return new ")
                .append(name)
                .append("(ctx.withOptions(options));\n    }\n");
        b.append('\n')
                .append(Javadoc.comment(
                        "    ",
                        "@return what this view and the views it came from set"
                                + " ({@code RequestOptions.none()} for a client made by {@code create}), "
                                + "laid over each other; derive"
                                + " new options from them with {@code toBuilder()}",
                        List.of()));
        b.append("    public ").append(options).append(" options() {\n        return ctx.options();\n    }\n");
        if (regional) {
            b.append('\n')
                    .append(Javadoc.comment(
                            "    ",
                            "@return the region this client's calls send, or {@code null}" + " when none is configured",
                            List.of()));
            b.append("    public @")
                    .append(src.type("org.jspecify.annotations.Nullable"))
                    .append(" String region() {\n        return ctx.region();\n    }\n");
        }
        b.append("\n    @Override\n    public String toString() {\n        return \"")
                .append(name)
                .append(regional ? "{region=\" + ctx.region() + '}';" : "{}\";")
                .append("\n    }\n}\n");
        return src.append(b.toString()).toString();
    }

    private static void accessors(StringBuilder b, Spec.Service service, boolean async) {
        for (Spec.Group g : service.groups()) {
            b.append('\n')
                    .append(Javadoc.comment(
                            "    ", "@return " + Text.lowerFirst(Text.javadoc(g.description())), List.of()));
            b.append("    public ")
                    .append(async ? g.asyncClassName() : g.className())
                    .append(' ')
                    .append(g.key())
                    .append("() {\n        return ")
                    .append(g.key())
                    .append(";\n    }\n");
        }
    }

    private static String async(Spec.Service service, String example) {
        JavaSource src = new JavaSource(service.javaPackage());
        String name = service.prefix() + "AsyncClient";
        String client = service.prefix() + "Client";
        StringBuilder b = new StringBuilder(classComment(
                "The " + service.title() + " service without blocking:"
                        + " each call returns a {@code CompletableFuture} and runs on OkHttp's "
                        + "dispatcher, never on a thread"
                        + " of its own. Same validation, errors, retries and deadline as {@link " + client
                        + "}. Get one from"
                        + " {@link " + client + "#async()}.",
                example));
        b.append("public final class ").append(name).append(" {\n");
        for (Spec.Group g : service.groups()) {
            b.append("    private final ")
                    .append(g.asyncClassName())
                    .append(' ')
                    .append(g.key())
                    .append(";\n");
        }
        b.append('\n')
                .append("    ")
                .append(name)
                .append('(')
                .append(src.type(CTX))
                .append(" ctx) {\n");
        for (Spec.Group g : service.groups()) {
            b.append("        this.")
                    .append(g.key())
                    .append(" = new ")
                    .append(g.asyncClassName())
                    .append("(ctx);\n");
        }
        b.append("    }\n");
        accessors(b, service, true);
        return src.append(b.append("}\n").toString()).toString();
    }
}
