package dev.cloudsdk.codegen.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The wording of a response record's Javadoc that the documents do not show yet. */
class RecordWriterTest {
    @Test
    void aRecordTwoRequestsShareNamesThemWithAConjunction() {
        assertThat(RecordWriter.sentAndRead(List.of("CreatePoolRequest", "UpdatePoolRequest"), List.of("Pool")))
                .isEqualTo("Sent in a {@link CreatePoolRequest} or {@link UpdatePoolRequest} and read back in a"
                        + " {@link Pool}");
        assertThat(RecordWriter.sentAndRead(List.of("A"), List.of())).isEqualTo("Sent in a {@link A}");
    }
}
