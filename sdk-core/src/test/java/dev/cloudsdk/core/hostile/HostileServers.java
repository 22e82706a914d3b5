package dev.cloudsdk.core.hostile;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.internal.TestOperations;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.JsonValues;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import mockwebserver3.MockWebServer;
import okio.Buffer;
import okio.BufferedSink;

/**
 * Run in a child JVM with a small heap by {@link HostileHeapTest}: servers that answer a list with more than any
 * client should hold. Each scenario prints one line, {@code PASS name: ...} when the SDK refused the body with an
 * {@link UnreadableResponseException}, {@code FAIL name: ...} otherwise. The exit code is the number of failures.
 */
public final class HostileServers {
    static final Operation LIST = TestOperations.get("TestList", "v1/things", RegionHeader.NOT_SENT);

    /** A response record: its unknown members are kept, so the bounds must hold for them too. */
    public record Thing(
            UUID id,
            String displayName,
            List<String> tags,
            List<Thing> children,
            Map<String, Object> additionalProperties)
            implements ResponseModel {
        public Thing {
            additionalProperties = JsonValues.members(additionalProperties);
        }
    }

    private static List<String> only = List.of();

    private HostileServers() {}

    /**
     * @param args names of the scenarios to run (a word of each is enough); none for all
     * @throws Exception when a server cannot start
     */
    public static void main(String[] args) throws Exception {
        only = List.of(args);
        int failures = 0;
        failures += run(
                "endless chunked page",
                () -> new MockResponse.Builder()
                        .setHeader("Content-Type", "application/json")
                        .setHeader("Transfer-Encoding", "chunked")
                        .body(new EndlessChunkedPage())
                        .build());
        failures += run("30 MB page of ten million {}", () -> json(manyEmptyObjects(10_000_000)));
        failures += run("deep nesting", () -> json(deepNesting(200_000)));
        failures += run("huge string", () -> json(hugeString(19_000_000)));
        failures += run("an item with ten million children", () -> json(manyChildren(10_000_000)));
        failures += run("an item with ten million tags", () -> json(manyTags(10_000_000)));
        failures += run("an unknown member of ten million elements", () -> json(unknownArray(10_000_000)));
        failures += run("an unknown member with three million members", () -> json(unknownObject(3_000_000)));
        System.out.println("DONE failures=" + failures);
        System.exit(failures);
    }

    private static int run(String name, Supplier<MockResponse> response) throws IOException {
        if (!only.isEmpty() && only.stream().noneMatch(name::contains)) {
            return 0;
        }
        try (MockWebServer server = new MockWebServer()) {
            server.start(InetAddress.getLoopbackAddress(), 0);
            server.enqueue(response.get());
            ClientConfig config = ClientConfig.builder()
                    .baseUrl(server.url("/api").toString())
                    .token("t0ken-x")
                    .retryPolicy(RetryPolicy.none())
                    .callTimeout(Duration.ofSeconds(60))
                    .readTimeout(Duration.ofSeconds(60))
                    .build();
            ServiceContext ctx = ServiceContext.of(config);
            try {
                Object page = Calls.call(
                        ctx,
                        LIST,
                        new Object[0],
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(Thing.class)));
                System.out.println("FAIL " + name + ": no exception, got "
                        + page.getClass().getSimpleName());
                return 1;
            } catch (UnreadableResponseException e) {
                System.out.println("PASS " + name + ": status " + e.statusCode() + ": " + cut(e.getMessage())
                        + " snippet=" + cut(e.bodySnippet()));
                return 0;
            } catch (RuntimeException e) {
                System.out.println("FAIL " + name + ": " + e.getClass().getName() + ": " + cut(e.getMessage()));
                return 1;
            }
        }
    }

    private static String cut(String s) {
        return s == null || s.length() < 200 ? s : s.substring(0, 200) + "...";
    }

    private static MockResponse json(Buffer body) {
        return new MockResponse.Builder()
                .setHeader("Content-Type", "application/json")
                .body(body)
                .build();
    }

    /** {@code {"items":[{},{},...]}}: three bytes an item. */
    private static Buffer manyEmptyObjects(int n) {
        Buffer b = new Buffer().writeUtf8("{\"items\":[{}");
        byte[] block = ",{}".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
        for (int i = 1; i < n; i += 100_000) {
            b.write(block);
        }
        return b.writeUtf8("]}");
    }

    /** {@code {"items":[{"children":[{},{},...]}]}}: a page of one item, with a list inside that is not capped. */
    private static Buffer manyChildren(int n) {
        Buffer b = new Buffer().writeUtf8("{\"items\":[{\"children\":[{}");
        byte[] block = ",{}".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
        for (int i = 1; i < n; i += 100_000) {
            b.write(block);
        }
        return b.writeUtf8("]}]}");
    }

    /** {@code {"items":[{"tags":["","",...]}]}}. */
    private static Buffer manyTags(int n) {
        Buffer b = new Buffer().writeUtf8("{\"items\":[{\"tags\":[\"\"");
        byte[] block = ",\"\"".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
        for (int i = 1; i < n; i += 100_000) {
            b.write(block);
        }
        return b.writeUtf8("]}]}");
    }

    /** {@code {"items":[{"extra":[{},{},...]}]}}: a member the item does not declare, so it is kept. */
    private static Buffer unknownArray(int n) {
        Buffer b = new Buffer().writeUtf8("{\"items\":[{\"extra\":[{}");
        byte[] block = ",{}".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
        for (int i = 1; i < n; i += 100_000) {
            b.write(block);
        }
        return b.writeUtf8("]}]}");
    }

    /** {@code {"items":[{"extra":{"0":0,"1":0,...}}]}}: distinct names, so none replaces another. */
    private static Buffer unknownObject(int n) {
        Buffer b = new Buffer().writeUtf8("{\"items\":[{\"extra\":{\"-\":0");
        for (int i = 0; i < n; i++) {
            b.writeUtf8(",\"").writeUtf8(Integer.toString(i, 36)).writeUtf8("\":0");
        }
        return b.writeUtf8("}}]}");
    }

    private static Buffer deepNesting(int depth) {
        return new Buffer()
                .writeUtf8("{\"items\":[{\"extra\":")
                .writeUtf8("[".repeat(depth))
                .writeUtf8("]".repeat(depth))
                .writeUtf8("}]}");
    }

    private static Buffer hugeString(int chars) {
        return new Buffer()
                .writeUtf8("{\"items\":[{\"display_name\":\"")
                .writeUtf8("x".repeat(chars))
                .writeUtf8("\"}]}");
    }

    /** {@code {"items":[{}} and then {@code ,{}} in 64 KiB chunks until the client hangs up. */
    static final class EndlessChunkedPage implements MockResponseBody {
        @Override
        public long getContentLength() {
            return -1;
        }

        @Override
        public void writeTo(BufferedSink sink) throws IOException {
            chunk(sink, "{\"items\":[{}".getBytes(StandardCharsets.US_ASCII));
            byte[] block = ",{}".repeat(21_000).getBytes(StandardCharsets.US_ASCII);
            // Stops when the client hangs up (the write fails), or after 4 GiB as a safety net.
            for (long sent = 0; sent < (4L << 30); sent += block.length) {
                chunk(sink, block);
            }
        }

        private static void chunk(BufferedSink sink, byte[] data) throws IOException {
            sink.writeUtf8(Integer.toHexString(data.length))
                    .writeUtf8("\r\n")
                    .write(data)
                    .writeUtf8("\r\n")
                    .flush();
        }
    }
}
