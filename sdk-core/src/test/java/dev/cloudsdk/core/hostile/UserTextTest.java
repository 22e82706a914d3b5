package dev.cloudsdk.core.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.internal.TestOperations;
import dev.cloudsdk.core.runtime.Checks;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Text that UTF-8 cannot carry (a lone surrogate) is refused, naming where it was, before anything is sent. */
class UserTextTest extends WireTest {
    static final Operation GET = TestOperations.get("TestGet", "v1/things/{}", RegionHeader.NOT_SENT);
    static final Operation POST = TestOperations.post("TestPost", "v1/things", RegionHeader.NOT_SENT);

    record Thing(UUID id, String displayName) {}

    record Body(String name, List<String> tags, Inner inner) {}

    record Inner(String description) {}

    @Test
    void aLoneSurrogateInAQueryValueIsRefusedNamingTheParameter() {
        ServiceContext ctx = ServiceContext.of(config());
        assertThatThrownBy(() -> Calls.call(
                        ctx,
                        GET,
                        new Object[] {"a"},
                        List.of("name", "www\uD83D"),
                        null,
                        ResponseShape.member("thing", DatabindOracle.reader(Thing.class))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("query parameter name")
                .hasMessageContaining("surrogate");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aLoneSurrogateInAPathValueIsRefused() {
        ServiceContext ctx = ServiceContext.of(config());
        assertThatThrownBy(() -> Calls.call(
                        ctx,
                        GET,
                        new Object[] {"\uDE00x"},
                        List.of(),
                        null,
                        ResponseShape.member("thing", DatabindOracle.reader(Thing.class))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("path value 1")
                .hasMessageContaining("surrogate");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aLoneSurrogateInABodyFieldIsRefusedNamingTheField() {
        ServiceContext ctx = ServiceContext.of(config());
        assertThatThrownBy(() -> Calls.call(
                        ctx,
                        POST,
                        new Object[0],
                        List.of(),
                        new Body("ok", List.of(), new Inner("desc\uD800")),
                        ResponseShape.member("thing", DatabindOracle.reader(Thing.class))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("description")
                .hasMessageContaining("surrogate");
        assertThatThrownBy(() -> Calls.call(
                        ctx,
                        POST,
                        new Object[0],
                        List.of(),
                        new Body("ok", List.of("t", "\uDC00"), null),
                        ResponseShape.member("thing", DatabindOracle.reader(Thing.class))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tags")
                .hasMessageContaining("surrogate");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aWholeSurrogatePairIsSentAsUtf8() throws Exception {
        ServiceContext ctx = ServiceContext.of(config());
        server.enqueue(json(200, "{\"thing\":{}}"));
        server.enqueue(json(200, "{\"thing\":{}}"));
        // A query beside a body is no operation's shape: the query goes on a GET, the body on a POST.
        Calls.call(
                ctx,
                GET,
                new Object[] {"a"},
                List.of("name", "\uD83D\uDE00"),
                null,
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
        assertThat(takeRequest().getUrl().queryParameter("name")).isEqualTo("\uD83D\uDE00");
        Calls.call(
                ctx,
                POST,
                new Object[0],
                List.of(),
                new Body("smile \uD83D\uDE00", null, null),
                ResponseShape.member("thing", DatabindOracle.reader(Thing.class)));
        var r = takeRequest();
        // Jackson may write the pair raw or as two escapes; either is the same JSON text.
        assertThat(new ObjectMapper().readTree(bodyOf(r)).get("name").asText()).isEqualTo("smile \uD83D\uDE00");
    }

    @Test
    void checksTextNamesTheFieldAndTheIndex() {
        assertThatThrownBy(() -> Checks.text("ab\uD800", "name"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("name holds a lone surrogate (U+D800) at index 2: it cannot be sent as UTF-8");
        Checks.text("a\uD83D\uDE00b", "name");
        Checks.text(null, "name");
    }

    @Test
    void theQuickCheckOnEveryCallsPathAgreesWithTheCheckThatNamesTheField() {
        // utf8Safe runs per string on every call; text, which builds the message, only when it says no.
        String[] texts = {
            "",
            "plain",
            "\uD800",
            "\uDC00",
            "a\uD800",
            "\uD800a",
            "\uD83D\uDE00",
            "\uDE00\uD83D",
            "x\uD83D\uDE00\uD83D",
            "\uD83D\uD83D\uDE00",
            "\uD83D\uDE00\uDE00",
            "\u00e9\u4e2d",
            null
        };
        for (String t : texts) {
            boolean refused;
            try {
                Checks.text(t, "f");
                refused = false;
            } catch (IllegalArgumentException e) {
                refused = true;
            }
            assertThat(Checks.utf8Safe(t))
                    .as("utf8Safe(%s)", t == null ? null : t.chars().boxed().toList())
                    .isEqualTo(!refused);
        }
        assertThat(Checks.utf8Safe("\uD800")).isFalse();
        assertThat(Checks.utf8Safe("a\uD83D\uDE00b")).isTrue();
    }
}
