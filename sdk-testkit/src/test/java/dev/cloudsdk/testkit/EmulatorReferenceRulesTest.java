package dev.cloudsdk.testkit;

import static dev.cloudsdk.testkit.RawHttp.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.testkit.RawHttp.Answer;
import okhttp3.Request;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 36, section 2: List recordsets' {@code name} and {@code limit}, and the bearer token, as the reference and
 * RFC 9110 state them, on the wire: the exact name or a prefix, any limit from 1 up answered with a page, the
 * scheme in any case before one or more spaces.
 */
class EmulatorReferenceRulesTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    @ParameterizedTest
    @ValueSource(strings = {"0", "-5", "-99999999999"})
    void aLimitBelowOneNamesTheBound(String limit, CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.org");
        Answer a = call(RawHttp.request(emulator, "v1/zones/" + zone.id() + "/recordsets?limit=" + limit)
                .header("X-Region", zone.region())
                .build());
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error().path("field").asText()).isEqualTo("limit");
        assertThat(a.error().path("message").asText()).isEqualTo("limit must be at least 1, was " + limit);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1001", "99999999999", "100000000000000000000000"})
    void aLimitAboveTheEmulatorsMaximumGetsAPageOfTheMaximum(String limit, CloudEmulator emulator) {
        SeededZone zone = emulator.seedGeneratedZone("example.org", 1005, 7);
        Answer a = call(RawHttp.request(emulator, "v1/zones/" + zone.id() + "/recordsets?limit=" + limit)
                .header("X-Region", zone.region())
                .build());
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body().path("recordsets")).hasSize(1000);
        assertThat(a.body().path("meta").path("limit").asInt()).isEqualTo(1000);
        assertThat(a.body().path("meta").path("total").asInt()).isEqualTo(1005);
        assertThat(a.body().path("meta").path("has_more").asBoolean()).isTrue();
    }

    @Test
    void aNameFilterMatchesTheExactNameOnly(CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
        emulator.seedRecordset(zone, "www2", "A", "192.0.2.11");
        for (String[] filter : new String[][] {
            {"www.example.org.", "www.example.org."},
            {"www.example.org", ""},
            {"WWW.example.org.", ""},
            {"www*", "www.example.org., www2.example.org."},
            {"www.*", "www.example.org."},
            {"www.example.org.*", "www.example.org."}
        }) {
            Answer a = call(RawHttp.request(emulator, "v1/zones/" + zone.id() + "/recordsets?name=" + filter[0])
                    .header("X-Region", zone.region())
                    .build());
            assertThat(a.status()).isEqualTo(200);
            assertThat(String.join(", ", a.body().path("recordsets").findValuesAsText("name")))
                    .as(filter[0])
                    .isEqualTo(filter[1]);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"bearer %s", "BEARER %s", "Bearer  %s", "bEaReR    %s"})
    void theBearerSchemeIsCaseInsensitiveAndMayBeFollowedBySeveralSpaces(String form, CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.org");
        Request.Builder list = new Request.Builder()
                .url(emulator.baseUrl() + "v1/zones/" + zone.id() + "/recordsets")
                .header("X-Region", zone.region());
        Answer accepted = call(list.header("Authorization", String.format(form, emulator.token()))
                .build());
        assertThat(accepted.status()).as(accepted.body().toString()).isEqualTo(200);
        Answer wrong = call(list.header("Authorization", String.format(form, "not-the-token"))
                .build());
        assertThat(wrong.status()).isEqualTo(401);
        assertThat(wrong.error().path("message").asText()).isEqualTo("the bearer token is invalid");
        assertThat(wrong.headers().values("WWW-Authenticate")).containsExactly("Bearer error=\"invalid_token\"");
    }

    @Test
    void aSeededRecordsetOfATypeTheApiDoesNotListIsRefusedNamingTheTypesInOrder(CloudEmulator emulator) {
        // The same list, in the same order, as the 400 of a list filtered by such a type: a message that is the
        // same on every run.
        SeededZone zone = emulator.seedZone("example.org");
        assertThatThrownBy(() -> emulator.seedRecordset(zone, "www", "LOC", "x"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("type must be one of [A, AAAA, CAA, CNAME, MX, NAPTR, NS, PTR, SOA, SPF, SRV, SSHFP, TXT],"
                        + " was LOC");
        Answer a = call(RawHttp.request(emulator, "v1/zones/" + zone.id() + "/recordsets?type=LOC")
                .header("X-Region", zone.region())
                .build());
        assertThat(a.status()).isEqualTo(400);
        assertThat(a.error().path("message").asText())
                .isEqualTo("type must be one of [A, AAAA, CAA, CNAME, MX, NAPTR, NS, PTR, SOA, SPF, SRV, SSHFP, TXT],"
                        + " was 'LOC'");
    }
}
