package dev.cloudsdk.codegen.text;

import java.util.ArrayList;
import java.util.List;

/**
 * One Javadoc comment being written: paragraphs and code blocks, then tags, wrapped at {@link Text#WIDTH} columns
 * by {@link Text#wrap}, a tag's continuation lines indented by four. Its text is Javadoc already: the document's
 * Markdown goes through {@link Text#javadoc} first.
 */
public final class Javadoc {
    private final List<Object> body = new ArrayList<>();
    private final List<String> tags = new ArrayList<>();

    /**
     * @param indent the comment's indent
     * @param main the main text, one paragraph (may be empty)
     * @param tags the block tags, such as {@code @return the answer}, each one paragraph
     * @return the comment, on one line when it has no tags and fits, each line ending with a line break
     */
    public static String comment(String indent, String main, List<String> tags) {
        if (tags.isEmpty() && (indent + "/** " + main + " */").length() <= Text.WIDTH) {
            return indent + "/** " + main + " */\n";
        }
        Javadoc doc = new Javadoc();
        if (!main.isEmpty()) {
            doc.p(main);
        }
        tags.forEach(doc::tag);
        return doc.render(indent, false);
    }

    /**
     * @param text a paragraph (the caller writes {@code <p>} before all but the first)
     * @return this comment
     */
    public Javadoc p(String text) {
        body.add(text);
        return this;
    }

    /**
     * @param code a code block, one string per line
     * @return this comment
     */
    public Javadoc pre(List<String> code) {
        body.add(List.copyOf(code));
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

    /**
     * @param indent the comment's indent
     * @return the comment, on one line when it is one line that fits, a lone tag included
     */
    public String render(String indent) {
        return render(indent, true);
    }

    /**
     * @param indent the comment's indent
     * @param oneLine whether a comment of one line that fits is written on one line
     * @return the comment, each line ending with a line break
     */
    public String render(String indent, boolean oneLine) {
        int room = Text.WIDTH - indent.length() - 3;
        List<String> lines = new ArrayList<>();
        for (Object block : body) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            if (block instanceof String text) {
                lines.addAll(Text.wrap(text, room, room));
            } else {
                lines.add("<pre>{@code");
                for (Object line : (List<?>) block) {
                    lines.add(line.toString());
                }
                lines.add("}</pre>");
            }
        }
        if (!tags.isEmpty() && !lines.isEmpty()) {
            lines.add("");
        }
        for (String tag : tags) {
            List<String> wrapped = Text.wrap(tag, room, room - 4);
            lines.add(wrapped.get(0));
            wrapped.subList(1, wrapped.size()).forEach(l -> lines.add("    " + l));
        }
        if (oneLine && lines.size() == 1 && indent.length() + 7 + lines.get(0).length() <= Text.WIDTH) {
            return indent + "/** " + lines.get(0) + " */\n";
        }
        StringBuilder out = new StringBuilder(indent).append("/**\n");
        for (String l : lines) {
            out.append(indent).append(l.isEmpty() ? " *" : " * " + l).append('\n');
        }
        return out.append(indent).append(" */\n").toString();
    }
}
