package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.text.Text;
import java.util.List;

/** Java statements and signatures wrapped at 120 columns, continuation lines indented by eight. */
final class Code {
    private Code() {
    }

    /**
     * @param indent the line's indent
     * @param head what comes before the arguments, ending with {@code (}
     * @param args the arguments
     * @param tail what comes after them, starting with {@code )}
     * @return the line, or lines, each ending with a newline
     */
    static String call(String indent, String head, List<String> args, String tail) {
        return call(indent, indent + "        ", head, args, tail);
    }

    /**
     * @param indent the first line's indent
     * @param more the indent of the lines after the first
     * @param head what comes before the arguments, ending with {@code (}
     * @param args the arguments
     * @param tail what comes after them, starting with {@code )}
     * @return the line, or lines, each ending with a newline
     */
    static String call(String indent, String more, String head, List<String> args, String tail) {
        String one = indent + head + String.join(", ", args) + tail;
        if (one.length() <= Text.WIDTH) {
            return one + "\n";
        }
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(indent).append(head);
        boolean fresh = true;
        for (int i = 0; i < args.size(); i++) {
            String piece = args.get(i) + (i < args.size() - 1 ? "," : tail);
            int extra = (fresh ? 0 : 1) + piece.length();
            if (line.length() + extra > Text.WIDTH && line.length() > more.length()) {
                out.append(line.toString().stripTrailing()).append('\n');
                line.setLength(0);
                line.append(more);
                fresh = true;
            }
            line.append(fresh ? "" : " ").append(piece);
            fresh = false;
        }
        return out.append(line).append('\n').toString();
    }
}
