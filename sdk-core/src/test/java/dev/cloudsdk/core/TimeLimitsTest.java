package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A time limit outside its range is refused when it is set, naming the setting and the range, rather than
 * failing at call time with an {@code ArithmeticException}, turning retries off, or becoming "no limit".
 */
class TimeLimitsTest {
    private static final Duration FOREVER = ChronoUnit.FOREVER.getDuration();

    static Stream<Arguments> outOfRange() {
        return Stream.of(
                        FOREVER,
                        Duration.ofDays(100),
                        Duration.ofMillis(Long.MAX_VALUE),
                        Duration.ofNanos(1),
                        Duration.ofNanos(999_999),
                        Duration.ZERO,
                        Duration.ofMillis(-1))
                .map(Arguments::of);
    }

    private static void refused(Function<Duration, ?> setter, Duration d, String name, String range) {
        assertThatThrownBy(() -> setter.apply(d))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(name)
                .hasMessageContaining(range);
    }

    @ParameterizedTest
    @MethodSource("outOfRange")
    void configTimeoutsOutOfRangeAreRefused(Duration d) {
        ClientConfigBuilder b = ClientConfig.builder();
        String range = "from 1 ms to 1 day";
        refused(b::connectTimeout, d, "connectTimeout", range);
        refused(b::readTimeout, d, "readTimeout", range);
        refused(b::writeTimeout, d, "writeTimeout", range);
        refused(b::callTimeout, d, "callTimeout", range);
    }

    @ParameterizedTest
    @MethodSource("outOfRange")
    void perViewTimeoutsOutOfRangeAreRefused(Duration d) {
        RequestOptions.Builder b = RequestOptions.builder();
        String range = "from 1 ms to 1 day";
        refused(b::connectTimeout, d, "connectTimeout", range);
        refused(b::readTimeout, d, "readTimeout", range);
        refused(b::writeTimeout, d, "writeTimeout", range);
        refused(b::callTimeout, d, "callTimeout", range);
    }

    @Test
    void retryDelaysOutOfRangeAreRefused() {
        RetryPolicy.Builder b = RetryPolicy.builder();
        for (Duration d : new Duration[] {
            FOREVER, Duration.ofDays(100), Duration.ofMillis(Long.MAX_VALUE), Duration.ofMillis(-1), Duration.ofHours(2)
        }) {
            refused(b::maxDelay, d, "maxDelay", "from 0 to 1 hour");
            refused(b::baseDelay, d, "baseDelay", "from 0 to 1 hour");
        }
    }

    @ParameterizedTest
    @MethodSource("outOfRange")
    void theSharedTimeoutsValueChecksEachLimitItSets(Duration d) {
        refused(x -> new Timeouts(x, null, null, null), d, "connectTimeout", "from 1 ms to 1 day");
        refused(x -> new Timeouts(null, null, null, x), d, "callTimeout", "from 1 ms to 1 day");
        refused(x -> Timeouts.UNSET.withRead(x), d, "readTimeout", "from 1 ms to 1 day");
    }

    @Test
    void configAndViewShareOneTimeoutsValue() {
        Timeouts shorter = Timeouts.UNSET.withCall(Duration.ofSeconds(5)).withRead(Duration.ofSeconds(2));
        ClientConfig c = ClientConfig.builder()
                .baseUrl("https://api.example.cloud")
                .token("t")
                .connectTimeout(Duration.ofSeconds(3))
                .timeouts(shorter)
                .build();
        assertThat(c.timeouts())
                .isEqualTo(new Timeouts(
                        Duration.ofSeconds(3), Duration.ofSeconds(2), Duration.ofSeconds(30), Duration.ofSeconds(5)));
        assertThat(ClientConfig.builder()
                        .baseUrl("https://api.example.cloud")
                        .token("t")
                        .build()
                        .timeouts())
                .isEqualTo(Timeouts.DEFAULTS);
        RequestOptions view = RequestOptions.builder().timeouts(shorter).build();
        assertThat(view.timeouts()).isEqualTo(shorter);
        assertThat(view.timeouts().orElse(c.timeouts()).write()).isEqualTo(Duration.ofSeconds(30));
        assertThat(view.overridesSocketTimeouts()).isTrue();
        assertThat(RequestOptions.none().timeouts()).isEqualTo(Timeouts.UNSET);
    }

    @Test
    void theBoundsThemselvesAreAccepted() {
        ClientConfig c = ClientConfig.builder()
                .baseUrl("https://api.example.cloud")
                .token("t")
                .connectTimeout(Duration.ofMillis(1))
                .callTimeout(Duration.ofDays(1))
                .build();
        assertThat(c.callTimeout()).isEqualTo(Duration.ofDays(1));
        RetryPolicy p = RetryPolicy.builder()
                .baseDelay(Duration.ZERO)
                .maxDelay(Duration.ofHours(1))
                .build();
        assertThat(p.maxDelay()).isEqualTo(Duration.ofHours(1));
    }
}
