package dev.cloudsdk.codegen.operations;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;
import java.util.List;
import java.util.SortedMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Writes each service's {@code *Client} and {@code *AsyncClient}: one accessor per group, {@code async()},
 * {@code withOptions}, and {@code withRegion} with {@code region()} only when an operation of the service sends
 * {@code X-Region}. The usage snippets of their class comments come from {@code x-cloudsdk-services}
 * ({@code example}, {@code async-example}). The code is written unindented: the formatter lays it out and wraps its
 * comments (see {@code Generator}).
 */
final class ClientEmitter implements Emitter {
    private static final String CTX = "dev.cloudsdk.core.runtime.ServiceContext";

    /** The blocking client; its arguments are named in {@link #client}. */
    private static final String CLIENT = """
            public final class %1$s {
            private final %2$s ctx;
            %3$sprivate final %4$s async;

            private %1$s(%2$s ctx) {
            this.ctx = ctx;
            %5$sthis.async = new %4$s(ctx);
            }

            /**
             * @param config the settings; clients made from one config share its connection pool
             * @return a client
             * @throws NullPointerException when config is null
             */
            public static %1$s create(%6$s config) {
            return new %1$s(%2$s.of(config));
            }
            %7$s
            /** @return the same operations returning {@code CompletableFuture}s, %8$s */
            public %4$s async() {
            return async;
            }
            %9$s
            /**
             * A view whose calls use {@code options} laid over this view's: what they set (time limits, headers, a
             * token or token provider, pages fetched ahead) wins, what they leave unset is this view's, so a tenant's
             * view narrowed again keeps the tenant's token and headers. Headers merge by name; an inherited value is
             * dropped only by {@code RequestOptions.Builder.removeHeader} or {@code configToken()}.
             *
             * @param options the options of the new view, laid over this one's
             * @return a client with those options that shares this one's connections
             * @throws NullPointerException when options is null
             */
            public %1$s withOptions(%10$s options) {
            return new %1$s(ctx.withOptions(options));
            }

            /**
             * @return what this view and the views it came from set ({@code RequestOptions.none()} for a client made
             *     by {@code create}), laid over each other; derive new options from them with {@code toBuilder()}
             */
            public %10$s options() {
            return ctx.options();
            }
            %11$s
            @Override
            public String toString() {
            return "%1$s%12$s;
            }
            }
            """;

    /** {@code withRegion}, of a client whose operations send {@code X-Region}. */
    private static final String WITH_REGION = """

            /**
             * @param region the {@code X-Region} for this view's calls
             * @return a client for another region that shares this one's connections
             * @throws IllegalArgumentException when the region is blank or not header-safe
             */
            public %1$s withRegion(String region) {
            return new %1$s(ctx.withRegion(region));
            }
            """;

    /** {@code region()}, of a client whose operations send {@code X-Region}. */
    private static final String REGION = """

            /** @return the region this client's calls send, or {@code null} when none is configured */
            public @%s String region() {
            return ctx.region();
            }
            """;

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            boolean regional = spec.operations(service).stream().anyMatch(Spec.Operation::sendsRegion);
            JsonNode extension = spec.root().path("x-cloudsdk-services").path(service.key());
            files.put(service.file("main", service.prefix() + "Client"), client(service, regional, extension));
            files.put(service.file("main", service.prefix() + "AsyncClient"), async(service, extension));
        }
    }

    private static String classComment(String text, String code) {
        Javadoc doc = new Javadoc().p(text);
        return (code.isBlank() ? doc : doc.pre(List.of(code.stripTrailing().split("\n")))).render();
    }

    /** @return the code of each group, joined */
    private static String each(Spec.Service service, Function<Spec.Group, String> code) {
        return service.groups().stream().map(code).collect(Collectors.joining());
    }

    /** @param extension the service's entry under {@code x-cloudsdk-services}, whose {@code example} it shows */
    private static String client(Spec.Service service, boolean regional, JsonNode extension) {
        JavaSource src = new JavaSource(service.javaPackage());
        String name = service.prefix() + "Client";
        String text = "Client of the " + service.title() + " service. Immutable and thread-safe; make one and share it."
                + (regional ? "" : " Its operations send no {@code X-Region} header, so it needs no region.");
        return src.append(classComment(text, extension.path("example").asText("")))
                .append(CLIENT.formatted(
                        name,
                        src.type(CTX),
                        each(service, g -> "private final " + g.className() + " " + g.key() + ";\n"),
                        service.prefix() + "AsyncClient",
                        each(service, g -> "this." + g.key() + " = new " + g.className() + "(ctx);\n"),
                        src.type("dev.cloudsdk.core.ClientConfig"),
                        accessors(service, false),
                        regional ? "on this client's region and limits" : "with this client's limits",
                        regional ? WITH_REGION.formatted(name) : "",
                        src.type("dev.cloudsdk.core.RequestOptions"),
                        regional ? REGION.formatted(src.type("org.jspecify.annotations.Nullable")) : "",
                        regional ? "{region=\" + ctx.region() + '}'" : "{}\""))
                .toString();
    }

    private static String accessors(Spec.Service service, boolean async) {
        return each(
                service,
                g -> "\n/** @return " + Text.lowerFirst(Text.javadoc(g.description())) + " */\npublic "
                        + (async ? g.asyncClassName() : g.className()) + " " + g.key() + "() {\nreturn " + g.key()
                        + ";\n}\n");
    }

    /** @param extension the service's entry under {@code x-cloudsdk-services}, whose {@code async-example} it shows */
    private static String async(Spec.Service service, JsonNode extension) {
        JavaSource src = new JavaSource(service.javaPackage());
        String name = service.prefix() + "AsyncClient";
        String client = service.prefix() + "Client";
        String text = "The " + service.title() + " service without blocking: each call returns a {@code"
                + " CompletableFuture} and runs on OkHttp's dispatcher, never on a thread of its own. Same validation,"
                + " errors, retries and deadline as {@link " + client + "}. Get one from {@link " + client
                + "#async()}.";
        return src.append(classComment(text, extension.path("async-example").asText("")) + "public final class " + name
                        + " {\n"
                        + each(service, g -> "private final " + g.asyncClassName() + " " + g.key() + ";\n") + "\n"
                        + name + "(" + src.type(CTX) + " ctx) {\n"
                        + each(service, g -> "this." + g.key() + " = new " + g.asyncClassName() + "(ctx);\n") + "}\n"
                        + accessors(service, true) + "}\n")
                .toString();
    }
}
