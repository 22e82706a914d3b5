package dev.cloudsdk.codegen.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The one escaping rule that every emitter's Javadoc goes through, and how code and comments are written for the
 * formatter to lay out.
 */
class TextTest {
    @Test
    void markdownEscapesHtmlAndAtOutsideCodeSpansAndKeepsCodeSpansAsTheyAre() {
        assertThat(Text.javadoc("  a < b &\n c `x<y> @z` @see")).isEqualTo("a &lt; b &amp; c {@code x<y> @z} &#64;see");
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
    void aCommentHasItsParagraphsThenItsTagsEachOnOneLine() {
        String tag = "@return " + "word ".repeat(30).strip();
        assertThat(Javadoc.comment("Main.", tag)).isEqualTo("/**\n * Main.\n *\n * " + tag + "\n */\n");
        assertThat(new Javadoc().p("One.").p("<p>Two.").pre(List.of("a();")).render())
                .isEqualTo("/**\n * One.\n *\n * <p>Two.\n *\n * <pre>{@code\n * a();\n * }</pre>\n */\n");
    }

    @Test
    void aKotlinCommentIsWrappedAsTheFormatterWrapsJavadoc() {
        String comment = Javadoc.reflow(Javadoc.comment("word ".repeat(40).strip()));
        assertThat(comment).startsWith("/**\n * word").endsWith(" */\n");
        assertThat(comment.lines()).hasSizeGreaterThan(3).allMatch(l -> l.length() <= Text.WIDTH);
    }

    @Test
    void everyStringLiteralEscapesQuotesBackslashesLineBreaksAndNonAscii() {
        // The one literal rule of the model's messages and defaults too (they escaped only quote and backslash).
        assertThat(CodeLines.literal("a\"b\\c\nd \u00e9")).isEqualTo("\"a\\\"b\\\\c\\nd \\u00e9\"");
    }

    @Test
    void aLongThrowHasItsLiteralsCutAtSpacesShortEnoughForTheFormatter() {
        String words = "word ".repeat(40).strip();
        String statement = CodeLines.throwing("        ", CodeLines.literal(words) + " + x");
        assertThat(statement)
                .startsWith("        throw new IllegalArgumentException(\"word")
                .endsWith(" + x);\n");
        String message = statement.substring(statement.indexOf('(') + 1, statement.lastIndexOf(" + x"));
        List<String> literals = List.of(message.split(" \\+ "));
        assertThat(literals).hasSizeGreaterThan(1).allMatch(l -> l.length() <= CodeLines.LITERAL);
        assertThat(String.join("", literals).replace("\"\"", "")).isEqualTo(CodeLines.literal(words));
    }
}
