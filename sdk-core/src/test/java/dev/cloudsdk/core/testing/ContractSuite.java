package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.ServerException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.ArgumentsProvider;
import org.junit.jupiter.params.provider.ArgumentsSource;
import org.junit.platform.commons.support.ReflectionSupport;

/**
 * The wire contract of one operation, its checks written once. A generated {@code <Operation>ContractTest} describes
 * its operation from the document as data ({@link #contract()}: the sample call, what it sends, what it answers, its
 * documented errors and the arguments it refuses) and inherits every check:
 * <ul>
 *   <li>the request the sample call sends: method, token, {@code Accept}, {@code X-Region} or none, the exact JSON
 *       body or none, the path one segment per value (and as encoded, when every value is plain), the query;</li>
 *   <li>the success's sample body read into the typed result ({@code null} value for a success without a body);</li>
 *   <li>the {@code ...WithResponse} call, blocking and async: the status with its metadata, the value the plain call
 *       gives, the same request; for a GET, PUT or DELETE, the attempts it counts after a 503;</li>
 *   <li>the default request sent when none is given;</li>
 *   <li>each documented error status as the exception it maps to, after every attempt the resend rule makes;</li>
 *   <li>the resend rule after a 503: a GET, PUT or DELETE is resent once, the same request, a POST is not;</li>
 *   <li>a null path argument or request, and a request without a required member, refused before anything is
 *       sent.</li>
 * </ul>
 * A case that does not apply to the operation (the attempts of a POST, a default request it does not have) is
 * skipped. Each case of a parameterized check is named after the operation and its status or argument.
 */
public abstract class ContractSuite extends WireTest {
    /** The attempts of the default retry policy: a retried status answered every time ends the call after these. */
    private static final int ATTEMPTS = 3;
    /** The statuses the transport resends an idempotent call after. */
    private static final List<Integer> RETRIED = List.of(429, 500, 502, 503, 504);
    /** Characters that every encoder of a path segment leaves as they are, and the space, sent as {@code %20}. */
    private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~ -]*");

    /**
     * @return the operation under test; its calls are made only when a check runs, so that building it needs no
     *     server
     */
    protected abstract Contract<?> contract();

    @Test
    void sendsTheDocumentedRequestAndReadsTheSuccess() {
        sendsAndReads(contract());
    }

    private <T> void sendsAndReads(Contract<T> c) {
        server.enqueue(c.answer());
        T result = c.call.apply(config());

        RecordedRequest sent = takeRequest();
        RequestAssert request = RequestAssert.assertThatRequest(sent)
                .hasMethod(c.method)
                .hasBearerToken(TOKEN)
                .hasHeader("Accept", "application/json");
        if (c.regional) {
            request.sendsRegion(REGION);
        } else {
            request.sendsNoRegion();
        }
        if (c.body == null) {
            request.hasNoBody();
        } else {
            request.hasJsonBody(c.body);
        }
        List<String> segments = new ArrayList<>(List.of("api"));
        StringBuilder encoded = new StringBuilder("/api");
        boolean plain = true;
        int next = 0;
        for (String part : c.template.split("/")) {
            String value = part.startsWith("{") ? String.valueOf(c.pathValues[next++]) : part;
            segments.add(value);
            plain &= PLAIN_SEGMENT.matcher(value).matches();
            encoded.append('/').append(value.replace(" ", "%20"));
        }
        assertThat(next).as("a value per path parameter").isEqualTo(c.pathValues.length);
        assertThat(sent.getUrl().pathSegments())
                .as("the path, one segment per value")
                .containsExactlyElementsOf(segments);
        if (plain) {
            assertThat(sent.getUrl().encodedPath()).isEqualTo(encoded.toString());
        }
        if (c.query.isEmpty()) {
            assertThat(sent.getUrl().query()).as("the query").isNull();
        } else {
            assertThat(sent.getUrl().queryParameterNames()).containsExactlyElementsOf(c.query.keySet());
            c.query.forEach((name, values) ->
                    assertThat(sent.getUrl().queryParameterValues(name)).containsExactlyElementsOf(values));
        }

        if (c.reads == null) {
            Response<?> response = (Response<?>) result;
            assertThat(response.statusCode()).isEqualTo(c.status);
            assertThat(response.value())
                    .as("the value of a response without a body")
                    .isNull();
        } else {
            c.reads.accept(result);
        }
    }

    @Test
    void withResponseGivesTheSuccessAndItsMetadata() throws Exception {
        withResponse(contract(), false);
    }

    @Test
    void asyncWithResponseGivesTheSuccessAndItsMetadata() throws Exception {
        withResponse(contract(), true);
    }

    /**
     * The {@code ...WithResponse} call answered with {@link #success(int, String)}: the status with its metadata,
     * one attempt, the value the plain call gives for the same answer ({@code null} for a success without a body,
     * as {@code Response} documents), and the same request as the plain call.
     */
    private void withResponse(Contract<?> c, boolean async) throws Exception {
        server.enqueue(c.success());
        Object plain = c.call.apply(config());
        server.enqueue(c.success());
        Response<?> response = c.withResponse(config(), async);

        assertResponse(response, c.status, 1);
        if (c.reads == null) {
            assertThat(response.value())
                    .as("the value of a response without a body")
                    .isNull();
        } else {
            assertThat(response.value())
                    .as("the value, as the plain call gives it")
                    .isEqualTo(plain);
        }
        sameRequestAgain(c);
    }

    @Test
    void theResponseCountsTheAttemptsAfterA503() throws Exception {
        Contract<?> c = contract();
        assumeTrue(c.idempotent(), "a POST is not resent");
        for (boolean async : List.of(false, true)) {
            server.enqueue(error(503));
            server.enqueue(c.success());
            assertResponse(c.withResponse(config(), async), c.status, 2);
        }
        assertThat(server.getRequestCount()).isEqualTo(4);
    }

    @Test
    void withoutARequestSendsTheDefaultRequest() {
        Contract<?> c = contract();
        assumeTrue(c.withoutRequest != null, "the operation has no default request");
        server.enqueue(c.answer());
        c.withoutRequest.apply(config());
        RequestAssert.assertThatRequest(takeRequest()).hasJsonBody(c.defaultBody);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @ArgumentsSource(Errors.class)
    void answersADocumentedErrorWithItsException(int status) {
        Contract<?> c = contract();
        int attempts = RETRIED.contains(status) && c.idempotent() ? ATTEMPTS : 1;
        for (int i = 0; i < attempts; i++) {
            server.enqueue(error(status));
        }
        assertFailsWith(() -> c.call.apply(config()), status, c.errors.get(status), attempts);
    }

    @Test
    void isResentAfterA503() {
        Contract<?> c = contract();
        assumeTrue(c.idempotent(), "a POST is not resent");
        server.enqueue(error(503));
        server.enqueue(c.answer());
        c.call.apply(config());
        assertThat(server.getRequestCount()).isEqualTo(2);
        assertThat(sleeps).hasSize(1);
        sameRequestAgain(c);
    }

    @Test
    void isNotResentAfterA503() {
        Contract<?> c = contract();
        assumeTrue(!c.idempotent(), "a " + c.method + " is resent");
        server.enqueue(error(503));
        assertThatThrownBy(() -> c.call.apply(config())).isExactlyInstanceOf(ServerException.class);
        assertThat(server.getRequestCount())
                .as("a " + c.method + " once it may have been sent")
                .isEqualTo(1);
        assertThat(sleeps).isEmpty();
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @ArgumentsSource(NullArguments.class)
    void aNullArgumentIsRefusedBeforeAnythingIsSent(String argument) {
        Contract<?> c = contract();
        assertThatThrownBy(() -> c.nullArguments.get(argument).apply(config()))
                .isInstanceOf(NullPointerException.class)
                .hasMessage(argument + " == null");
        assertThat(server.getRequestCount()).isZero();
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true)
    @ArgumentsSource(RequiredMembers.class)
    void aRequestWithoutARequiredMemberIsRefused(String member) {
        assertThatThrownBy(contract().requiredMembers.get(member))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(member + " is required");
        assertThat(server.getRequestCount()).isZero();
    }

    /** Takes the two requests the server saw, and asserts that the second was the first again. */
    private void sameRequestAgain(Contract<?> c) {
        RecordedRequest first = takeRequest();
        RequestAssert request = RequestAssert.assertThatRequest(takeRequest())
                .hasMethod(first.getMethod())
                .hasTarget(first.getTarget());
        if (c.body == null) {
            request.hasNoBody();
        } else {
            request.hasJsonBody(first.getBody().utf8());
        }
    }

    /** The cases of a parameterized check, read from the contract of a test instance made for the purpose. */
    private abstract static class Cases implements ArgumentsProvider {
        @Override
        public Stream<? extends Arguments> provideArguments(ExtensionContext context) {
            Contract<?> c = ((ContractSuite) ReflectionSupport.newInstance(context.getRequiredTestClass())).contract();
            return cases(c).map(Arguments::of);
        }

        abstract Stream<Named<?>> cases(Contract<?> c);
    }

    private static final class Errors extends Cases {
        @Override
        Stream<Named<?>> cases(Contract<?> c) {
            return c.errors.entrySet().stream()
                    .map(e -> Named.of(
                            c.id + " answers " + e.getKey() + " with "
                                    + e.getValue().getSimpleName(),
                            e.getKey()));
        }
    }

    private static final class NullArguments extends Cases {
        @Override
        Stream<Named<?>> cases(Contract<?> c) {
            return c.nullArguments.keySet().stream()
                    .map(argument -> Named.of(c.id + " refuses a null " + argument, argument));
        }
    }

    private static final class RequiredMembers extends Cases {
        @Override
        Stream<Named<?>> cases(Contract<?> c) {
            return c.requiredMembers.keySet().stream()
                    .map(member -> Named.of(c.id + " refuses a request without " + member, member));
        }
    }

    /**
     * One operation as its contract checks it, from the document: the sample call and its twins, what it sends, what
     * it answers, its documented errors and the arguments it refuses. Each call is made with the config the check
     * gives it.
     *
     * @param <T> what the sample call returns
     */
    public static final class Contract<T> {
        private final String id;
        private final Function<ClientConfig, T> call;
        private final Function<ClientConfig, ? extends Response<?>> blocking;
        private final Function<ClientConfig, ? extends Future<? extends Response<?>>> async;
        private String method = "GET";
        private String template = "";
        private Object[] pathValues = {};
        private boolean regional;
        private @Nullable String body;
        private final Map<String, List<String>> query = new LinkedHashMap<>();
        private int status = 200;
        private @Nullable String successBody;
        private @Nullable Consumer<? super T> reads;
        private @Nullable Function<ClientConfig, ?> withoutRequest;
        private String defaultBody = "";
        private final Map<Integer, Class<? extends ApiException>> errors = new LinkedHashMap<>();
        private final Map<String, Function<ClientConfig, ?>> nullArguments = new LinkedHashMap<>();
        private final Map<String, ThrowingCallable> requiredMembers = new LinkedHashMap<>();

        private Contract(
                String id,
                Function<ClientConfig, T> call,
                Function<ClientConfig, ? extends Response<?>> blocking,
                Function<ClientConfig, ? extends Future<? extends Response<?>>> async) {
            this.id = id;
            this.call = call;
            this.blocking = blocking;
            this.async = async;
        }

        /**
         * @param operationId the operation's id in the document, which names each case
         * @param call the sample call; for a success without a body, its {@code ...WithResponse} call
         * @param blocking the sample call's {@code ...WithResponse} twin
         * @param async the same through the async facade
         * @param <T> what the sample call returns
         * @return a contract of it
         */
        public static <T> Contract<T> of(
                String operationId,
                Function<ClientConfig, T> call,
                Function<ClientConfig, ? extends Response<?>> blocking,
                Function<ClientConfig, ? extends Future<? extends Response<?>>> async) {
            return new Contract<>(operationId, call, blocking, async);
        }

        /**
         * @param method the HTTP method, such as {@code POST}
         * @param template the path under the base URL as the document writes it, without its first {@code /}, such
         *     as {@code v1/zones/{zone_id}/recordsets}
         * @param pathValues the sample call's path arguments, in the template's order
         * @return this
         */
        public Contract<T> sends(String method, String template, Object... pathValues) {
            this.method = method;
            this.template = template;
            this.pathValues = pathValues.clone();
            return this;
        }

        /** @return this, for an operation that sends {@code X-Region} (without it, the request must not) */
        public Contract<T> regional() {
            this.regional = true;
            return this;
        }

        /**
         * @param json the exact JSON the sample call sends as its body (without it, the request has no body)
         * @return this
         */
        public Contract<T> body(String json) {
            this.body = json;
            return this;
        }

        /**
         * @param name a query parameter the sample call sends, in the order sent (without any, there is no query)
         * @param values its values, in order
         * @return this
         */
        public Contract<T> query(String name, String... values) {
            query.put(name, List.of(values));
            return this;
        }

        /**
         * @param status the success status, for a success without a body
         * @return this
         */
        public Contract<T> answers(int status) {
            this.status = status;
            return this;
        }

        /**
         * @param status the success status
         * @param json its sample body
         * @param reads the assertions on what the sample call reads from it
         * @return this
         */
        public Contract<T> answers(int status, String json, Consumer<? super T> reads) {
            this.status = status;
            this.successBody = json;
            this.reads = reads;
            return this;
        }

        /**
         * @param call the call without a request
         * @param json the exact JSON body it sends, the default request's
         * @return this
         */
        public Contract<T> withoutRequest(Function<ClientConfig, ?> call, String json) {
            this.withoutRequest = call;
            this.defaultBody = json;
            return this;
        }

        /**
         * @param status a documented error status
         * @param type the exception it maps to
         * @return this
         */
        public Contract<T> fails(int status, Class<? extends ApiException> type) {
            errors.put(status, type);
            return this;
        }

        /**
         * @param argument the name of a path argument, or {@code request}
         * @param call the sample call with that argument null
         * @return this
         */
        public Contract<T> refusesNull(String argument, Function<ClientConfig, ?> call) {
            nullArguments.put(argument, call);
            return this;
        }

        /**
         * @param member the setter of a required member of the request
         * @param build the sample request built without it
         * @return this
         */
        public Contract<T> requires(String member, ThrowingCallable build) {
            requiredMembers.put(member, build);
            return this;
        }

        private boolean idempotent() {
            return List.of("GET", "PUT", "DELETE").contains(method);
        }

        /** @return the success with its sample body, if it has one */
        private MockResponse answer() {
            return successBody == null ? new MockResponse.Builder().code(status).build() : json(status, successBody);
        }

        /** @return the success with the metadata {@link WireTest#assertResponse} reads */
        private MockResponse success() {
            return successBody == null ? WireTest.success(status) : WireTest.success(status, successBody);
        }

        private Response<?> withResponse(ClientConfig config, boolean async) throws Exception {
            return async ? this.async.apply(config).get(5, TimeUnit.SECONDS) : blocking.apply(config);
        }
    }
}
