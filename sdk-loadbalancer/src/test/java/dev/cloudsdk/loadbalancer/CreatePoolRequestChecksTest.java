package dev.cloudsdk.loadbalancer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.loadbalancer.model.SessionPersistence;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Issue 27: every field of Create pool is checked at {@code build()}, by one rule for what the reference does not
 * bound (docs/requests-and-responses.md, "Requests and validation"), with messages that name the field, the index
 * and the fix.
 */
class CreatePoolRequestChecksTest {

    private static CreatePoolRequest.Builder valid() {
        return CreatePoolRequest.builder().protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN);
    }

    @Test
    void aNullTagIsNamedByItsIndexInBothForms() {
        assertThatThrownBy(() -> valid().tags("a", null).build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("tags[1] is null");
        assertThatThrownBy(() -> valid().tags(Arrays.asList("a", "b", null)).build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("tags[2] is null");
        assertThatThrownBy(() -> valid().tags("a", " ").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("tags[1] must not be blank");
        assertThatThrownBy(() -> valid().tags("a\tb").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tags[0] holds a control character (U+0009) at index 1");
    }

    @Test
    void theVarargsSetterCopiesTheArray() {
        String[] tags = {"a", "b"};
        CreatePoolRequest.Builder b = valid().tags(tags);
        tags[1] = "changed";
        assertThat(b.build().tags()).containsExactly("a", "b");
    }

    @Test
    void aLoneSurrogateInAnyTextFieldIsRefusedAtBuildNotWhenSent() {
        assertThatThrownBy(() -> valid().name("web\uD800").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name holds a lone surrogate (U+D800) at index 3: it cannot be sent as UTF-8");
        assertThatThrownBy(() -> valid().description("\uDC00").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("description holds a lone");
        assertThatThrownBy(() -> valid().tags("ok", "x\uD800").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tags[1] holds a lone");
        assertThatThrownBy(() -> valid().sessionPersistence(
                                SessionPersistence.ofType("HTTP_COOKIE").withCookieName("c\uD800"))
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("sessionPersistence.cookieName holds a lone surrogate");
        assertThat(valid().name("web \uD83D\uDE00").build().name()).isEqualTo("web \uD83D\uDE00");
    }

    @Test
    void oneLineTextRefusesControlCharactersAndBlanksAndADescriptionMayHoldLines() {
        assertThatThrownBy(() -> valid().name("web\n").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name ends with a line break: text read from a file keeps its newline; strip() it");
        assertThatThrownBy(() -> valid().name("w\u0000b").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name holds a control character (U+0000) at index 1: this is one line of text, without"
                        + " tabs, line breaks or other control characters");
        assertThatThrownBy(() -> valid().name(" ").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("name must not be blank: leave it out (null) or give it text");
        assertThatThrownBy(() -> valid().sessionPersistence(SessionPersistence.builder()
                                .type("HTTP_COOKIE")
                                .cookieName("")
                                .build())
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("sessionPersistence.cookieName must not be blank: leave it out (null) or give it text");
        assertThat(valid().description("first line\n\tsecond line\r\n").build().description())
                .isEqualTo("first line\n\tsecond line\r\n");
        assertThat(valid().description("").build().description()).isEmpty();
        assertThatThrownBy(() -> valid().description("bell\u0007").build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("description holds a control character (U+0007) at index 4: a description may hold tabs"
                        + " and line breaks, no other control character");
        // What can be meant is sent as it is: the server is the authority on bounds the reference does not give.
        assertThat(valid().name(" web ").tags("x".repeat(1000)).build().name()).isEqualTo(" web ");
    }

    @Test
    void aNegativePersistenceTimeoutIsRefusedAndZeroIsSent() {
        assertThatThrownBy(() -> valid().sessionPersistence(
                                SessionPersistence.ofType("HTTP_COOKIE").withPersistenceTimeout(-1))
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("sessionPersistence.persistenceTimeout must not be negative, was -1");
        assertThat(valid().sessionPersistence(
                                SessionPersistence.ofType("HTTP_COOKIE").withPersistenceTimeout(0))
                        .build()
                        .sessionPersistence()
                        .persistenceTimeout())
                .isZero();
    }

    @Test
    void anEnumValueReadFromAServerIsRefusedWithWhatItIs() {
        assertThatThrownBy(
                        () -> valid().protocol(Protocol.UNKNOWN_TO_SDK_VERSION).build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("protocol is UNKNOWN_TO_SDK_VERSION, which stands for a value this SDK version received"
                        + " from a server and does not know: it cannot be sent. Use one of HTTP, HTTPS, PROXY, PROXYV2,"
                        + " TCP, UDP, SCTP");
        assertThatThrownBy(() -> valid().lbAlgorithm(null).build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("lbAlgorithm is required (one of ROUND_ROBIN, LEAST_CONNECTIONS, SOURCE_IP,"
                        + " SOURCE_IP_PORT)");
    }
}
