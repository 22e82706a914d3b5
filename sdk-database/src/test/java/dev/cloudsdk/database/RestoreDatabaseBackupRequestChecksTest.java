package dev.cloudsdk.database;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: the restored instance's name gets the rule of every request's free text, preset included; the volume size
 * must be positive.
 */
class RestoreDatabaseBackupRequestChecksTest {

    @Test
    void aNameWithALineBreakOrAControlCharacterIsRefusedAtBuild() {
        assertThatThrownBy(() -> RestoreDatabaseBackupRequest.named("orders-restored\r\n"))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name ends with a line break: text read from a file keeps its newline; strip() it");
        assertThatThrownBy(() ->
                        RestoreDatabaseBackupRequest.builder().name("a\u0000b").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name holds a control character (U+0000) at index 1");
        assertThatThrownBy(() ->
                        RestoreDatabaseBackupRequest.builder().name("x\uDBFF").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name holds a lone surrogate (U+DBFF) at index 1");
        assertThatThrownBy(
                        () -> RestoreDatabaseBackupRequest.builder().name(" ").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name is required and must not be blank");
        assertThat(RestoreDatabaseBackupRequest.named("orders-restored").name()).isEqualTo("orders-restored");
    }

    @Test
    void aVolumeSizeBelowOneFailsAtBuild() {
        assertThatThrownBy(() -> RestoreDatabaseBackupRequest.builder()
                        .name("x")
                        .volumeSize(0)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("volumeSize must be positive");
    }
}
