package dev.cloudsdk.codegen.model;

import java.util.ArrayList;
import java.util.List;

/** One Javadoc comment being written: paragraphs and code blocks, then tags; wrapped at 120 columns. */
final class Javadoc {
    private final List<Object> body = new ArrayList<>();
    private final List<String> tags = new ArrayList<>();

    /** Adds a paragraph (the caller writes {@code <p>} before all but the first). */
    Javadoc p(String text) {
        body.add(text);
        return this;
    }

    /** Adds a code block, one string per line. */
    Javadoc pre(List<String> code) {
        body.add(List.copyOf(code));
        return this;
    }

    /** Adds a tag, such as {@code @return this builder}. */
    Javadoc tag(String text) {
        tags.add(text);
        return this;
    }

    Javadoc param(String name, String text) {
        return tag("@param " + name + " " + text);
    }

    /** @return the comment at this indent, on one line when it fits */
    String render(String indent) {
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
        if (lines.size() == 1 && indent.length() + 7 + lines.get(0).length() <= Text.WIDTH) {
            return indent + "/** " + lines.get(0) + " */\n";
        }
        StringBuilder out = new StringBuilder(indent).append("/**\n");
        for (String l : lines) {
            out.append(indent).append(l.isEmpty() ? " *" : " * " + l).append('\n');
        }
        return out.append(indent).append(" */\n").toString();
    }
}
