package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CrnTest {
    @Test
    void wellFormedCrnExposesItsParts() {
        Crn crn = Crn.of("crn:eu-1:loadbalancer:pool:6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a");
        assertThat(crn.isWellFormed()).isTrue();
        assertThat(crn.region()).contains("eu-1");
        assertThat(crn.serviceArea()).contains("loadbalancer");
        assertThat(crn.resourceKind()).contains("pool");
        assertThat(crn.resourceId()).contains("6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a");
        assertThat(crn.raw()).isEqualTo(crn.toString());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "crn",
                "urn:eu-1:dns:recordset:x",
                "crn:eu-1:dns:recordset",
                "crn::dns:recordset:x",
                "crn:eu-1:dns:recordset:x:extra"
            })
    void otherShapesAreKeptRawWithoutParts(String text) {
        Crn crn = Crn.of(text);
        assertThat(crn.isWellFormed()).isFalse();
        assertThat(crn.raw()).isEqualTo(text);
        assertThat(crn.region()).isEmpty();
        assertThat(crn.resourceId()).isEmpty();
    }

    @Test
    void equalityFollowsTheRawText() {
        assertThat(Crn.of("crn:a:b:c:d")).isEqualTo(Crn.of("crn:a:b:c:d")).hasSameHashCodeAs(Crn.of("crn:a:b:c:d"));
        assertThat(Crn.of("crn:a:b:c:d")).isNotEqualTo(Crn.of("crn:a:b:c:e"));
    }
}
