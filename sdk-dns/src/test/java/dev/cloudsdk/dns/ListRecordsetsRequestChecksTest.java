package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 27: the filters get the rule of every request's free text at {@code build()}, as Create pool's fields do; the
 * limit must be positive.
 */
class ListRecordsetsRequestChecksTest {

    @Test
    void aFilterWithAControlCharacterOrALineBreakIsRefusedAtBuild() {
        assertThatThrownBy(
                        () -> ListRecordsetsRequest.builder().status("ACTIVE\n").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("status ends with a line break: text read from a file keeps its newline; strip() it");
        assertThatThrownBy(() ->
                        ListRecordsetsRequest.builder().name("www\u001b[2J*").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name holds a control character (U+001B) at index 3");
        assertThatThrownBy(() -> ListRecordsetsRequest.builder().name("").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name must not be blank");
        assertThat(ListRecordsetsRequest.builder()
                        .name("www*")
                        .status("ACTIVE")
                        .build()
                        .name())
                .isEqualTo("www*");
    }

    @Test
    void anUnknownTypeSaysWhatItIs() {
        assertThatThrownBy(() -> ListRecordsetsRequest.builder()
                        .type(RecordType.UNKNOWN_TO_SDK_VERSION)
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("type is UNKNOWN_TO_SDK_VERSION, which stands for a value this SDK version"
                        + " received from a server and does not know: it cannot be sent. Use one of A, AAAA,");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1, Integer.MIN_VALUE})
    void aLimitBelowOneIsRefusedAtBuild(int limit) {
        ListRecordsetsRequest.Builder builder = ListRecordsetsRequest.builder().limit(limit);
        assertThatThrownBy(builder::build)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("limit must be positive, was " + limit);
    }
}
