package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link RequestOptions#overriddenBy}, {@link RequestOptions#toBuilder()} and the explicit drops (issue 27). */
class RequestOptionsLayeringTest {
    private static final RequestOptions TENANT = RequestOptions.builder()
            .token("tenant-secret")
            .header("X-Tenant", "3")
            .header("X-Trace", "a")
            .header("X-Trace", "b")
            .callTimeout(Duration.ofSeconds(30))
            .prefetchPages(2)
            .build();

    @Test
    void whatTheOverridesLeaveUnsetIsInherited() {
        RequestOptions quick = TENANT.overriddenBy(RequestOptions.builder()
                .callTimeout(Duration.ofSeconds(2))
                .readTimeout(Duration.ofSeconds(1))
                .build());
        assertThat(quick.overridesToken()).isTrue();
        assertThat(quick.headers()).isEqualTo(Map.of("X-Tenant", List.of("3"), "X-Trace", List.of("a", "b")));
        assertThat(quick.callTimeout()).isEqualTo(Duration.ofSeconds(2));
        assertThat(quick.readTimeout()).isEqualTo(Duration.ofSeconds(1));
        assertThat(quick.prefetchPages()).isEqualTo(2);
        // The same token source travels: the layered options equal the tenant's but for the limits.
        assertThat(quick)
                .isEqualTo(TENANT.toBuilder()
                        .callTimeout(Duration.ofSeconds(2))
                        .readTimeout(Duration.ofSeconds(1))
                        .build());
    }

    @Test
    void headersMergeByNameWithoutRegardToCaseAndKeepTheirOrder() {
        RequestOptions merged = TENANT.overriddenBy(RequestOptions.builder()
                .header("x-trace", "c")
                .header("X-New", "n")
                .build());
        assertThat(merged.headers())
                .containsExactly(
                        Map.entry("X-Tenant", List.of("3")),
                        Map.entry("x-trace", List.of("c")),
                        Map.entry("X-New", List.of("n")));
        assertThat(merged.headers().keySet()).containsExactly("X-Tenant", "x-trace", "X-New");
    }

    @Test
    void aDropIsExplicit() {
        RequestOptions dropped = TENANT.overriddenBy(
                RequestOptions.builder().removeHeader("x-TRACE").configToken().build());
        assertThat(dropped.headers()).containsOnlyKeys("X-Tenant");
        assertThat(dropped.overridesToken()).isFalse();
        assertThat(dropped.removedHeaders()).isEmpty();
        // The removal stays in the overrides until applied, and shows in their toString (names only).
        RequestOptions removal =
                RequestOptions.builder().removeHeader("X-Trace").build();
        assertThat(removal.removedHeaders()).containsExactly("x-trace");
        assertThat(removal.toString()).contains("removedHeaders=[x-trace]");
        // A later header() of the same name on the same builder cancels the removal.
        assertThat(RequestOptions.builder()
                        .removeHeader("X-Trace")
                        .header("X-Trace", "z")
                        .build()
                        .removedHeaders())
                .isEmpty();
    }

    @Test
    void aNewTokenWinsAndTheLastCredentialSetOnABuilderCounts() {
        RequestOptions other = TENANT.overriddenBy(
                RequestOptions.builder().tokenProvider(() -> "other").build());
        assertThat(other.overridesToken()).isTrue();
        assertThat(other).isNotEqualTo(TENANT);
        assertThat(RequestOptions.builder().configToken().token("t").build().usesConfigToken())
                .isFalse();
        assertThat(RequestOptions.builder().token("t").configToken().build().overridesToken())
                .isFalse();
    }

    @Test
    void toBuilderCopiesEverythingAndNoneIsTheIdentity() {
        assertThat(TENANT.toBuilder().build()).isEqualTo(TENANT);
        assertThat(TENANT.overriddenBy(RequestOptions.none())).isSameAs(TENANT);
        assertThat(RequestOptions.none().overriddenBy(TENANT)).isEqualTo(TENANT);
        assertThat(TENANT.toString()).doesNotContain("tenant-secret").contains("headers=[X-Tenant, X-Trace]");
        assertThatThrownBy(() -> TENANT.headers().put("X", List.of()))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> TENANT.headers().get("X-Trace").add("c"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> TENANT.overriddenBy(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("overrides == null");
        assertThatThrownBy(() -> RequestOptions.builder().removeHeader("bad name"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
