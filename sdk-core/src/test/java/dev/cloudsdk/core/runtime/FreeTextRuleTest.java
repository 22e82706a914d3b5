package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The rule every generated request record applies to its free text and unbounded integers (issue 27). */
class FreeTextRuleTest {

    @Test
    void oneLineOfTextRefusesEveryControlCharacterAndBlanks() {
        for (char c = 0; c < 0x20; c++) {
            String value = "a" + c + "b";
            assertThatThrownBy(() -> Checks.line(value, "name"))
                    .isExactlyInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith(
                            String.format("name holds a control character (U+%04X) at index 1", (int) c));
        }
        assertThatThrownBy(() -> Checks.line("a\u007f", "name")).hasMessageStartingWith("name holds a control");
        assertThatThrownBy(() -> Checks.line("", "name"))
                .hasMessage("name must not be blank: leave it out (null) or give it text");
        assertThatThrownBy(() -> Checks.line("\t", "tags", 3)).hasMessage("tags[3] must not be blank");
        assertThatThrownBy(() -> Checks.line("a\r\n", "tags", 0))
                .hasMessage("tags[0] ends with a line break: text read from a file keeps its newline; strip() it");
        assertThatThrownBy(() -> Checks.line("a\uD800", "tags", 2))
                .hasMessage("tags[2] holds a lone surrogate (U+D800) at index 1: it cannot be sent as UTF-8");
        assertThatCode(() -> {
                    Checks.line(null, "name");
                    Checks.line(" web \u00e9\uD83D\uDE00\u0085", "name");
                })
                .doesNotThrowAnyException();
    }

    @Test
    void proseAllowsTabsAndLineBreaksAndBlanksButNoOtherControlCharacter() {
        assertThatCode(() -> {
                    Checks.prose("a\tb\nc\r\n", "description");
                    Checks.prose("", "description");
                    Checks.prose(null, "description");
                })
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> Checks.prose("a\u0000", "description"))
                .hasMessage("description holds a control character (U+0000) at index 1: a description may hold tabs"
                        + " and line breaks, no other control character");
        assertThatThrownBy(() -> Checks.prose("\uDC00", "description")).hasMessageContaining("lone surrogate");
    }

    @Test
    void anIntegerWithoutADocumentedBoundMustNotBeNegative() {
        assertThatThrownBy(() -> Checks.notNegative(-1, "persistenceTimeout"))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("persistenceTimeout must not be negative, was -1");
        assertThatThrownBy(() -> Checks.notNegative(Long.MIN_VALUE, "count")).hasMessageContaining("was -9223");
        assertThatCode(() -> {
                    Checks.notNegative(0, "persistenceTimeout");
                    Checks.notNegative(Integer.MAX_VALUE, "persistenceTimeout");
                    Checks.notNegative(null, "persistenceTimeout");
                })
                .doesNotThrowAnyException();
    }
}
