package dev.cloudsdk.codegen.text;

import com.palantir.javaformat.java.javadoc.JavadocFormatter;
import java.util.ArrayList;
import java.util.List;

/**
 * One Javadoc comment being written: paragraphs and code blocks, then tags, each paragraph and tag on one line; the
 * formatter wraps them (see {@code Generator}). Its text is Javadoc already: the document's Markdown goes through
 * {@link Text#javadoc} first.
 */
public final class Javadoc {
    private final List<String> lines = new ArrayList<>();
    private final List<String> tags = new ArrayList<>();

    /**
     * @param main the main text, one paragraph (may be empty)
     * @param tags the block tags, such as {@code @return the answer}, each one paragraph
     * @return the comment, each line ending with a line break, unindented: the formatter indents it
     */
    public static String comment(String main, List<String> tags) {
        Javadoc doc = new Javadoc();
        if (!main.isEmpty()) {
            doc.p(main);
        }
        tags.forEach(doc::tag);
        return doc.render();
    }

    /** @return {@link #comment(String, List)} of the main text and the tags */
    public static String comment(String main, String... tags) {
        return comment(main, List.of(tags));
    }

    /**
     * @param comment a comment of the generated Kotlin, which no formatter lays out, at the start of its lines
     * @return it wrapped as the Java formatter wraps a Javadoc comment
     */
    public static String reflow(String comment) {
        return new JavadocFormatter(Text.WIDTH).formatJavadoc(comment.strip(), 0) + "\n";
    }

    /**
     * @param text a paragraph (the caller writes {@code <p>} before all but the first)
     * @return this comment
     */
    public Javadoc p(String text) {
        if (!lines.isEmpty()) {
            lines.add("");
        }
        lines.add(text);
        return this;
    }

    /**
     * @param code a code block, one string per line
     * @return this comment
     */
    public Javadoc pre(List<String> code) {
        if (!lines.isEmpty()) {
            lines.add("");
        }
        lines.add("<pre>{@code");
        lines.addAll(code);
        lines.add("}</pre>");
        return this;
    }

    /**
     * @param text a tag, such as {@code @return this builder}
     * @return this comment
     */
    public Javadoc tag(String text) {
        tags.add(text);
        return this;
    }

    /**
     * @param name a parameter
     * @param text what it is
     * @return this comment
     */
    public Javadoc param(String name, String text) {
        return tag("@param " + name + " " + text);
    }

    /** @return the comment, each line ending with a line break, unindented: the formatter indents it */
    public String render() {
        List<String> all = new ArrayList<>(lines);
        if (!tags.isEmpty() && !all.isEmpty()) {
            all.add("");
        }
        all.addAll(tags);
        StringBuilder out = new StringBuilder("/**\n");
        all.forEach(l -> out.append(l.isEmpty() ? " *\n" : " * " + l + "\n"));
        return out.append(" */\n").toString();
    }
}
