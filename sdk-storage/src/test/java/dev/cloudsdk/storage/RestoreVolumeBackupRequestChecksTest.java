package dev.cloudsdk.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import org.junit.jupiter.api.Test;

/** Issue 27: the new volume's name gets the rule of every request's free text at {@code build()}. */
class RestoreVolumeBackupRequestChecksTest {

    @Test
    void aNameWithAControlCharacterIsRefusedAtBuild() {
        assertThatThrownBy(() ->
                        RestoreVolumeBackupRequest.builder().name("vol\u007f").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("name holds a control character (U+007F) at index 3");
        assertThatThrownBy(
                        () -> RestoreVolumeBackupRequest.builder().name("vol\n").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name ends with a line break: text read from a file keeps its newline; strip() it");
        assertThat(RestoreVolumeBackupRequest.builder().name("vol-1").build().name())
                .isEqualTo("vol-1");
    }
}
