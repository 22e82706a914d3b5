package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.core.testing.Databind;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/** The builders of the core's records: what users make in tests instead of calling the canonical constructors. */
class RecordBuildersTest {
    private final Databind json = new Databind(1 << 20);

    private static PageMeta fullMeta() {
        return PageMeta.builder()
                .total(42)
                .limit(20)
                .marker("m-7")
                .hasMore(true)
                .build();
    }

    @Test
    void pageMetaBuilderSetsEveryComponent() {
        assertThat(fullMeta()).isEqualTo(new PageMeta(42, 20, "m-7", true, null));
    }

    @Test
    void pageMetaBuilderLeavesUnsetComponentsNull() {
        assertThat(PageMeta.builder().build()).isEqualTo(new PageMeta(null, null, null, null, null));
    }

    @Test
    void pageMetaToBuilderRoundTripsAndMakesChangedCopies() {
        PageMeta meta = fullMeta();
        assertThat(meta.toBuilder().build()).isEqualTo(meta);
        assertThat(meta.toBuilder().hasMore(false).build()).isEqualTo(new PageMeta(42, 20, "m-7", false, null));
    }

    @Test
    void aBuiltPageMetaIsWhatJacksonReadsAndWritesTheSameMembers() throws Exception {
        String wire = "{\"total\":42,\"limit\":20,\"marker\":\"m-7\",\"has_more\":true}";
        assertThat(json.reader(PageMeta.class).<PageMeta>readValue(wire)).isEqualTo(fullMeta());
        // The builder methods add no member: written, it is the same four members, and reads back equal.
        byte[] written = json.write(fullMeta());
        assertThat(json.treeOrNull(written)).isEqualTo(json.treeOrNull(wire.getBytes(StandardCharsets.UTF_8)));
        assertThat(json.reader(PageMeta.class).<PageMeta>readValue(written)).isEqualTo(fullMeta());
    }

    @Test
    void pageBuilderSetsEveryComponent() {
        Page<String> page = Page.<String>builder()
                .items(List.of("a", "b"))
                .meta(fullMeta())
                .requestId("req-1")
                .build();
        assertThat(page).isEqualTo(new Page<>(List.of("a", "b"), fullMeta(), "req-1"));
    }

    @Test
    void pageBuilderDefaultsToNoItemsAnEmptyMetaAndNoRequestId() {
        Page<String> page = Page.<String>builder().build();
        assertThat(page.items()).isEmpty();
        assertThat(page.meta()).isEqualTo(PageMeta.builder().build());
        assertThat(page.requestId()).isNull();
        assertThat(page.hasMore()).isFalse();
    }

    @Test
    void pageBuilderCopiesTheItemsAtBuild() {
        List<String> items = new ArrayList<>(List.of("a"));
        Page<String> page = Page.<String>builder().items(items).build();
        items.add("b");
        assertThat(page.items()).containsExactly("a");
        assertThatThrownBy(() -> page.items().add("c")).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void pageToBuilderRoundTrips() {
        Page<String> page = Page.<String>builder()
                .items(List.of("a"))
                .meta(fullMeta())
                .requestId("req-1")
                .build();
        assertThat(page.toBuilder().build()).isEqualTo(page);
        assertThat(page.toBuilder().requestId("req-2").build()).isEqualTo(page.withRequestId("req-2"));
    }

    @Test
    void builtPagesDriveThePagedIterable() {
        Page<String> first = Page.<String>builder()
                .items(List.of("a", "b"))
                .meta(PageMeta.builder().hasMore(true).build())
                .build();
        Page<String> last = Page.<String>builder()
                .items(List.of("c"))
                .meta(PageMeta.builder().hasMore(false).build())
                .build();
        PagedIterable<String> all =
                new PagedIterable<>(null, m -> m == null ? first : last, null, s -> s, 0, ContextPropagator.NONE);
        assertThat(all).containsExactly("a", "b", "c");
    }

    @Test
    void responseBuilderSetsEveryComponent() {
        Map<String, List<String>> headers = Map.of("x-request-id", List.of("req-1"));
        Response<String> r = Response.<String>builder()
                .value("ok")
                .statusCode(202)
                .headers(headers)
                .requestId("req-1")
                .attempts(2)
                .elapsed(Duration.ofMillis(35))
                .build();
        assertThat(r).isEqualTo(new Response<>("ok", 202, headers, "req-1", 2, Duration.ofMillis(35)));
    }

    @Test
    void responseBuilderDefaultsAreTheSimplestSuccessfulCall() {
        Response<String> r = Response.<String>builder().value("ok").build();
        assertThat(r).isEqualTo(new Response<>("ok", 200, Map.of(), null, 1, Duration.ZERO));
    }

    @Test
    void responseBuilderRefusesAResponseWithoutAValue() {
        assertThatThrownBy(() -> Response.<String>builder().statusCode(202).build())
                .isInstanceOf(NullPointerException.class)
                .hasMessage("value == null: set the result with value(...)");
    }

    @Test
    void responseBuilderBuildsTheNullValueOfAnOperationWithoutABodyWhenSetSo() {
        Response<@Nullable Void> r =
                Response.<@Nullable Void>builder().value(null).statusCode(204).build();
        assertThat(r.value()).isNull();
        assertThat(r.statusCode()).isEqualTo(204);
        assertThatThrownBy(
                        () -> Response.<@Nullable Void>builder().statusCode(204).build())
                .as("never set is still refused")
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void responseBuilderHeaderIsStoredByLowerCaseNameAsTheSdkGivesIt() {
        Response<String> r = Response.<String>builder()
                .value("ok")
                .header("X-Request-Id", "req-1")
                .header("Set-Cookie", "a=1", "b=2")
                .build();
        assertThat(r.headers()).containsOnlyKeys("x-request-id", "set-cookie");
        assertThat(r.header("x-request-id")).contains("req-1");
        assertThat(r.headers().get("set-cookie")).containsExactly("a=1", "b=2");
    }

    @Test
    void responseBuilderCopiesTheHeaders() {
        Map<String, List<String>> headers = new LinkedHashMap<>();
        headers.put("etag", List.of("v1"));
        Response.Builder<String> builder =
                Response.<String>builder().value("ok").headers(headers);
        headers.put("late", List.of("x"));
        Response<String> r = builder.build();
        assertThat(r.headers()).containsOnlyKeys("etag");
        assertThatThrownBy(() -> r.headers().put("x", List.of())).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void responseToBuilderRoundTrips() {
        Response<String> r = Response.<String>builder()
                .value("ok")
                .statusCode(201)
                .header("etag", "v1")
                .requestId("req-1")
                .attempts(3)
                .elapsed(Duration.ofSeconds(1))
                .build();
        assertThat(r.toBuilder().build()).isEqualTo(r);
        assertThat(r.toBuilder().attempts(1).build().attempts()).isEqualTo(1);
    }

    @Test
    void errorResponseBuilderSetsEveryComponent() {
        Map<String, Object> error = Map.of("code", "E409");
        Map<String, List<String>> headers = Map.of("retry-after", List.of("5"));
        ErrorResponse built = ErrorResponse.builder()
                .statusCode(409)
                .method("POST")
                .path("/v1/x/restore")
                .error(error)
                .requestId("req-9")
                .bodySnippet("{\"error\":{}}")
                .detail("not restorable")
                .headers(Map.of("Retry-After", List.of("5")))
                .attempts(2)
                .maxAttempts(3)
                .elapsed(Duration.ofMillis(250))
                .build();
        assertThat(built)
                .isEqualTo(new ErrorResponse(
                        409,
                        "POST",
                        "/v1/x/restore",
                        error,
                        "req-9",
                        "{\"error\":{}}",
                        "not restorable",
                        headers,
                        2,
                        3,
                        Duration.ofMillis(250),
                        true));
        assertThat(built.toBuilder().build()).isEqualTo(built);
        assertThat(built.toBuilder().retryable(false).build().toBuilder()
                        .build()
                        .retryable())
                .isFalse();
        ConflictException e = new ConflictException(built);
        assertThat(e)
                .hasMessage("HTTP 409 on POST /v1/x/restore: not restorable"
                        + " (request id req-9; attempt 2 of 3, after 250 ms)");
        assertThat(e.attempts()).isEqualTo(2);
        assertThat(e.headers()).isEqualTo(headers);
        assertThat(e.header("RETRY-AFTER")).contains("5");
        assertThat(e.errorCode()).contains("E409");
        assertThat(e.errorMessage()).isEmpty();
    }

    @Test
    void anErrorResponseBuiltWithoutTheAttemptsSaysNothingOfThemAndCountsOne() {
        ErrorResponse built = ErrorResponse.builder()
                .statusCode(409)
                .method("POST")
                .path("/v1/x/restore")
                .detail("not restorable")
                .build();
        assertThat(new ConflictException(built))
                .hasMessage("HTTP 409 on POST /v1/x/restore: not restorable")
                .satisfies(e -> assertThat(e.attempts()).isEqualTo(1))
                .satisfies(e -> assertThat(e.headers()).isEmpty());
        assertThatThrownBy(() -> built.toBuilder().attempts(0).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("attempts must be at least 1");
    }

    @Test
    void errorResponseBuilderDefaultsGoThroughTheConstructorsNormalisation() {
        ErrorResponse built = ErrorResponse.builder()
                .statusCode(404)
                .method("GET")
                .path("/v1/y")
                .build();
        assertThat(built.error()).isEmpty();
        assertThat(built.bodySnippet()).isEmpty();
        assertThat(built.detail()).isEqualTo("no detail in response");
        assertThat(built.requestId()).isNull();
        assertThat(built.headers()).isEmpty();
        assertThat(built.attempts()).isEqualTo(1);
        assertThat(built.maxAttempts()).isZero();
        assertThat(built.elapsed()).isEqualTo(Duration.ZERO);
        assertThatThrownBy(() ->
                        ErrorResponse.builder().statusCode(500).path("/v1/y").build())
                .isInstanceOf(NullPointerException.class)
                .hasMessage("method == null");
    }

    @Test
    void aBuiltPageMetaTreeHasOnlyTheComponents() {
        JsonNode tree = json.treeOrNull(json.write(PageMeta.builder().total(1).build()));
        assertThat(tree.fieldNames()).toIterable().containsExactly("total");
    }
}
