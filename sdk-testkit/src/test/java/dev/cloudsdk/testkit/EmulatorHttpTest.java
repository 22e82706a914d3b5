package dev.cloudsdk.testkit;

import static dev.cloudsdk.testkit.RawHttp.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.testkit.RawHttp.Answer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import okhttp3.MediaType;
import okhttp3.Request;
import okhttp3.RequestBody;
import okio.BufferedSink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 27, B: what a client in another language meets. Bodies must be JSON (415 otherwise), answers carry the
 * standard reason phrases, a 401 its challenge, faults are error statuses only, and a body too large or too deep,
 * or a {@code limit} that is no number, is named as that.
 */
class EmulatorHttpTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static final String POOL = "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\"}";

    private static Request createPool(CloudEmulator emulator, SeededLoadBalancer lb, RequestBody body) {
        return RawHttp.request(emulator, "v1/load-balancers/" + lb.id() + "/pools")
                .header("X-Region", lb.region())
                .post(body)
                .build();
    }

    @Test
    void theServerKeepsNoLogOfTheRequestsItAnsweredSoALongRunningEmulatorStaysSmall(CloudEmulator emulator)
            throws Exception {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        for (int i = 0; i < 20; i++) {
            assertThat(call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get("application/json"))))
                            .status())
                    .isEqualTo(201);
        }
        // MockWebServer records every request it serves for takeRequest(); the emulator takes each one away.
        Field server = CloudEmulator.class.getDeclaredField("server");
        server.setAccessible(true);
        assertThat(((MockWebServer) server.get(emulator)).takeRequest(0, TimeUnit.NANOSECONDS))
                .as("a request MockWebServer still holds")
                .isNull();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "application/x-www-form-urlencoded",
                "text/plain; charset=utf-8",
                "application/xml",
                "application/json; charset=iso-8859-1"
            })
    void aBodyThatIsNotJsonAnswers415NamingItsContentTypeAndCreatesNothing(String type, CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Answer a = call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get(type))));
        assertThat(a.status()).isEqualTo(415);
        assertThat(a.reason()).isEqualTo("Unsupported Media Type");
        assertThat(a.headers().get("Content-Type")).startsWith("application/json");
        assertThat(a.error().path("code").asText()).isEqualTo("unsupported_media_type");
        assertThat(a.error().path("field").asText()).isEqualTo("Content-Type");
        assertThat(a.error().path("message").asText()).contains(type.split(";")[0]);
        assertThat(a.error().path("request_id").asText()).startsWith("req-");
        assertThat(emulator.pools(lb.id())).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "application/json",
                "application/json; charset=utf-8",
                "Application/JSON;charset=\"UTF-8\"",
                "application/json; charset=UTF-8; profile=x"
            })
    void jsonWithParametersIsAccepted(String type, CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Answer a = call(createPool(
                emulator, lb, RequestBody.create(POOL.getBytes(StandardCharsets.UTF_8), MediaType.get(type))));
        assertThat(a.status()).as(a.body().toString()).isEqualTo(201);
    }

    @Test
    void aBodyWithoutContentTypeIsReadAsJson(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        // OkHttp sends no Content-Type for a body without a media type, as Java's HttpClient does by default.
        Answer a = call(createPool(emulator, lb, RequestBody.create(POOL.getBytes(StandardCharsets.UTF_8))));
        assertThat(a.headers().get("Content-Type")).startsWith("application/json");
        assertThat(a.status()).as(a.body().toString()).isEqualTo(201);
    }

    @Test
    void aBodylessPostNeedsNoContentType(CloudEmulator emulator) {
        UUID instance = emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE);
        Answer a = call(RawHttp.request(emulator, "v1/database-instances/" + instance + "/restart")
                .post(RequestBody.create(new byte[0]))
                .build());
        assertThat(a.status()).isEqualTo(202);
        assertThat(a.reason()).isEqualTo("Accepted");
    }

    @Test
    void everyAnswerHasTheStandardReasonPhrase(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Answer created = call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get("application/json"))));
        assertThat(created.status() + " " + created.reason()).isEqualTo("201 Created");
        Answer notFound = call(createPool(
                emulator,
                new SeededLoadBalancer(UUID.randomUUID(), lb.region(), lb.listenerIds()),
                RequestBody.create(POOL, MediaType.get("application/json"))));
        assertThat(notFound.status() + " " + notFound.reason()).isEqualTo("404 Not Found");
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.CREATING);
        Answer conflict = call(RawHttp.request(emulator, "v1/database-backups/" + backup + "/restore")
                .post(RequestBody.create("{\"name\": \"copy\"}", MediaType.get("application/json")))
                .build());
        assertThat(conflict.status() + " " + conflict.reason()).isEqualTo("409 Conflict");
        Answer badRequest = call(RawHttp.request(emulator, "v1/zones/" + UUID.randomUUID() + "/recordsets")
                .build());
        assertThat(badRequest.status() + " " + badRequest.reason()).isEqualTo("400 Bad Request");
        Answer noContent =
                call(RawHttp.request(emulator, "_emulator/faults").delete().build());
        assertThat(noContent.status() + " " + noContent.reason()).isEqualTo("204 No Content");
        Answer ok = call(RawHttp.request(emulator, "_emulator/state").build());
        assertThat(ok.status() + " " + ok.reason()).isEqualTo("200 OK");
        Answer notAllowed =
                call(RawHttp.request(emulator, "_emulator/state").delete().build());
        assertThat(notAllowed.status() + " " + notAllowed.reason()).isEqualTo("405 Method Not Allowed");
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.status(503));
        Answer unavailable =
                call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get("application/json"))));
        assertThat(unavailable.status() + " " + unavailable.reason()).isEqualTo("503 Service Unavailable");
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.status(499));
        Answer unnamed = call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get("application/json"))));
        assertThat(unnamed.status() + " " + unnamed.reason()).isEqualTo("499 ");
    }

    @Test
    void a401CarriesABearerChallengeNamingAnInvalidToken(CloudEmulator emulator) {
        String path = "v1/database-instances/" + UUID.randomUUID() + "/restart";
        Request.Builder noToken =
                new Request.Builder().url(emulator.baseUrl() + path).post(RequestBody.create(new byte[0]));
        Answer missing = call(noToken.build());
        assertThat(missing.status() + " " + missing.reason()).isEqualTo("401 Unauthorized");
        assertThat(missing.headers().values("WWW-Authenticate")).containsExactly("Bearer");
        assertThat(missing.error().path("code").asText()).isEqualTo("unauthorized");
        Answer wrong =
                call(noToken.header("Authorization", "Bearer not-the-token").build());
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.headers().values("WWW-Authenticate")).containsExactly("Bearer error=\"invalid_token\"");
        Answer basic =
                call(noToken.header("Authorization", "Basic dXNlcjpwYXNz").build());
        assertThat(basic.headers().values("WWW-Authenticate")).containsExactly("Bearer");
        assertThat(basic.error().path("message").asText()).isEqualTo("the Authorization header is not a Bearer token");
        Answer admin = call(new Request.Builder()
                .url(emulator.baseUrl() + "_emulator/state")
                .build());
        assertThat(admin.headers().values("WWW-Authenticate")).containsExactly("Bearer");
        emulator.injectFault(ApiOperation.RESTART_DATABASE_INSTANCE, 1, Fault.status(401));
        Answer injected = call(RawHttp.request(emulator, path)
                .post(RequestBody.create(new byte[0]))
                .build());
        assertThat(injected.status()).isEqualTo(401);
        assertThat(injected.headers().values("WWW-Authenticate")).containsExactly("Bearer");
    }

    @ParameterizedTest
    @ValueSource(ints = {101, 200, 204, 302, 399, 600, -1})
    void aFaultStatusMustBeAnErrorStatus(int status) {
        assertThatThrownBy(() -> Fault.status(status))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("status must be an error status from 400 to 599 (or 0 for a fault that is not a status),"
                        + " was " + status);
        assertThatThrownBy(() -> new Fault(status, null, Duration.ZERO, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("from 400 to 599");
    }

    @Test
    void errorStatusesMakeFaults() {
        assertThat(Fault.status(400).status()).isEqualTo(400);
        assertThat(Fault.status(599).status()).isEqualTo(599);
        assertThatThrownBy(() -> Fault.status(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("status must be an error status from 400 to 599, was 0");
    }

    @ParameterizedTest
    @ValueSource(ints = {101, 200, 302, 399, 600})
    void theAdminApiRefusesAFaultStatusThatIsNoError(int status, CloudEmulator emulator) {
        Answer a = call(RawHttp.request(emulator, "_emulator/faults")
                .post(RequestBody.create(
                        "{\"operation\": " + "\"createPool\", \"fault\": \"status\", \"status\": " + status + "}",
                        MediaType.get("application/json")))
                .build());
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error().path("field").asText()).isEqualTo("status");
        assertThat(a.error().path("message").asText())
                .isEqualTo("status must be a whole number from 400 to 599, was " + status);
        assertThat(emulator.hasStateOrFaults()).isFalse();
    }

    @Test
    void aBodyOverTheBoundAnswers413NamingTheBound(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        String big = "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\", \"name\": \"" + "x".repeat(1 << 20)
                + "\"}";
        Answer fixed = call(createPool(emulator, lb, RequestBody.create(big, MediaType.get("application/json"))));
        assertThat(fixed.status() + " " + fixed.reason()).isEqualTo("413 Content Too Large");
        assertThat(fixed.error().path("code").asText()).isEqualTo("content_too_large");
        assertThat(fixed.error().path("message").asText())
                .isEqualTo("the body is " + big.length()
                        + " bytes (Content-Length); this emulator accepts at most 1048576 bytes (1 MiB)");
        Answer chunked = call(createPool(emulator, lb, new RequestBody() {
            @Override
            public MediaType contentType() {
                return MediaType.get("application/json");
            }

            @Override
            public void writeTo(BufferedSink sink) throws IOException {
                sink.writeUtf8(big); // no Content-Length: OkHttp sends it chunked
            }
        }));
        assertThat(chunked.status()).isEqualTo(413);
        assertThat(chunked.error().path("message").asText()).startsWith("the chunked body is over 1048576 bytes");
        assertThat(emulator.pools(lb.id())).isEmpty();
        // Just under the bound is read: the JSON is valid, and the pool made.
        String under = "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\", \"name\": \""
                + "x".repeat((1 << 20) - 100) + "\"}";
        assertThat(call(createPool(emulator, lb, RequestBody.create(under, MediaType.get("application/json"))))
                        .status())
                .isEqualTo(201);
    }

    @Test
    void aBodyNestedTooDeeplyIsNamedAsThat(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Answer deep = call(createPool(
                emulator,
                lb,
                RequestBody.create(
                        "{\"protocol\": \"HTTP\", \"lb_algorithm\": " + "\"ROUND_ROBIN\", \"tags\": " + "[".repeat(40)
                                + "]".repeat(40) + "}",
                        MediaType.get("application/json"))));
        assertThat(deep.status()).isEqualTo(400);
        assertThat(deep.error().path("field").asText()).isEqualTo("body");
        assertThat(deep.error().path("message").asText())
                .isEqualTo("the body is too deeply nested (more than 32 levels of objects and arrays)");
        Answer shallower = call(createPool(
                emulator,
                lb,
                RequestBody.create(
                        "{\"protocol\": \"HTTP\", \"lb_algorithm\": " + "\"ROUND_ROBIN\", \"tags\": " + "[".repeat(31)
                                + "]".repeat(31) + "}",
                        MediaType.get("application/json"))));
        assertThat(shallower.error().path("message").asText()).isEqualTo("tags must be an array of strings");
        Answer broken = call(
                createPool(emulator, lb, RequestBody.create("{\"protocol\": ", MediaType.get("application/json"))));
        assertThat(broken.error().path("message").asText()).isEqualTo("the body is not valid JSON");
        Answer trailing = call(createPool(
                emulator,
                lb,
                RequestBody.create(
                        "{\"protocol\": \"HTTP\", \"lb_algorithm\": \"ROUND_ROBIN\"} x",
                        MediaType.get("application/json"))));
        assertThat(trailing.error().path("message").asText()).isEqualTo("the body is not valid JSON");
    }

    @Test
    void aLimitThatIsNoNumberIsNamedAsThat(CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.org");
        Answer a = call(RawHttp.request(emulator, "v1/zones/" + zone.id() + "/recordsets?limit=ten")
                .header("X-Region", zone.region())
                .build());
        assertThat(a.error().path("message").asText()).isEqualTo("limit must be an integer, was 'ten'");
    }

    @Test
    void aPoolWithoutNameOrDescriptionHasNeither(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Answer raw = call(createPool(emulator, lb, RequestBody.create(POOL, MediaType.get("application/json"))));
        assertThat(raw.body().path("pool").has("name"))
                .as(raw.body().toString())
                .isFalse();
        assertThat(raw.body().path("pool").has("description")).isFalse();
        Pool pool = LoadBalancerClient.create(emulator.config())
                .pools()
                .create(
                        lb.id(),
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build());
        assertThat(pool.name()).isNull();
        assertThat(pool.description()).isNull();
        Pool named = LoadBalancerClient.create(emulator.config())
                .pools()
                .create(
                        lb.id(),
                        CreatePoolRequest.builder()
                                .name("web")
                                .description("")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build());
        assertThat(named.name()).isEqualTo("web");
        assertThat(named.description()).isEmpty();
    }
}
