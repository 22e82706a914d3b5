package dev.cloudsdk.codegen.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one escaping and wrapping rule that every emitter's Javadoc goes through, and the one rule that breaks a list of
 * arguments or calls in generated code.
 */
class TextTest {
    @Test
    void markdownEscapesHtmlAndAtOutsideCodeSpansAndKeepsCodeSpansAsTheyAre() {
        assertThat(Text.javadoc("  a < b &\n c `x<y> @z` @see"))
                .isEqualTo("a &lt; b &amp; c {@code x<y> @z} &#64;see");
    }

    @Test
    void anUnmatchedBacktickStaysText() {
        assertThat(Text.javadoc("it's `a")).isEqualTo("it's `a");
    }

    @Test
    void aBlankDescriptionIsTheNameInWords() {
        assertThat(Text.javadoc(" ", "load_balancer-id")).isEqualTo("the load balancer id");
    }

    @Test
    void aCallFillsEachLineAndBreaksBeforeAnyArgumentThatWouldPassTheWidthTheFirstToo() {
        String a = "a".repeat(50);
        String b = "b".repeat(50);
        assertThat(CodeLines.call("    ", "call(", List.of(a, b), ");")).as("fits")
                .isEqualTo("    call(" + a + ", " + b + ");\n");
        String longer = "b".repeat(60);
        assertThat(CodeLines.call("    ", "call(", List.of(a, longer, "c"), ");")).as("the next argument that passes")
                .isEqualTo("    call(" + a + ",\n            " + longer + ", c);\n");
        String head = "h".repeat(80) + "(";
        assertThat(CodeLines.call("    ", head, List.of(a, "c"), ");")).as("the first argument that passes")
                .isEqualTo("    " + head + "\n            " + a + ", c);\n");
        assertThat(CodeLines.list("    ", "", List.of("x".repeat(130)), ", ", ";", "        ")).as("nothing to break")
                .isEqualTo("    " + "x".repeat(130) + ";\n");
        assertThat(CodeLines.list("    ", "new Builder()", List.of("." + a + "()", "." + b + "()"), "", ";", "    ")
                .lines()).as("a chain, broken before a dot").containsExactly("    new Builder()." + a + "()",
                "    ." + b + "();");
        assertThat(CodeLines.call("    ", "h = f(", List.of("x".repeat(120)), ");").lines().findFirst())
                .as("no trailing space").contains("    h = f(");
    }

    @Test
    void wrappingNeverBreaksAnInlineTag() {
        assertThat(Text.wrap("one {@code a b c} {@link A#b(C, D)} two", 12, 12))
                .containsExactly("one", "{@code a b c}", "{@link A#b(C, D)}", "two");
    }

    @Test
    void aCommentWithTagsIsNeverOnOneLineAndItsTagsContinueIndentedByFour() {
        String tag = "@return " + "word ".repeat(30).strip();
        String comment = Javadoc.comment("    ", "Main.", List.of(tag));
        assertThat(comment).startsWith("    /**\n     * Main.\n     *\n     * @return word");
        assertThat(comment.lines().filter(l -> l.startsWith("     *     word"))).isNotEmpty();
        assertThat(comment.lines()).allMatch(l -> l.length() <= Text.WIDTH);
        assertThat(Javadoc.comment("", "Short.", List.of())).isEqualTo("/** Short. */\n");
        assertThat(new Javadoc().tag("@return x").render("")).isEqualTo("/** @return x */\n");
    }

    @Test
    void everyStringLiteralEscapesQuotesBackslashesLineBreaksAndNonAscii() {
        // The one literal rule of the model's messages and defaults too (they escaped only quote and backslash).
        assertThat(CodeLines.literal("a\"b\\c\nd \u00e9")).isEqualTo("\"a\\\"b\\\\c\\nd \\u00e9\"");
    }

    @Test
    void aLongThrowIsBrokenAtSpacesOfItsLiteralsWithinTheWidth() {
        String message = CodeLines.literal("word ".repeat(40).strip()) + " + x";
        String statement = CodeLines.throwing("        ", message);
        assertThat(statement).startsWith("        throw new IllegalArgumentException(\"word").endsWith(" + x);\n");
        assertThat(statement.lines()).hasSizeGreaterThan(1).allMatch(l -> l.length() <= Text.WIDTH);
        assertThat(statement.lines().skip(1)).allMatch(l -> l.startsWith("                + "));
    }
}
