package dev.cloudsdk.conformance.api;

import java.util.List;

/**
 * What changed between two dumps, line by line (a longest-common-subsequence diff), each change shown under the
 * type it belongs to, and sorted into what a CHANGELOG.md entry needs: removed or changed lines break callers,
 * added lines do not. A canonical constructor marked "not covered" is the exception: it changes whenever a record
 * grows, and the promise points users to the builder instead.
 */
final class ApiDiff {
    private ApiDiff() {}

    /**
     * @param before the committed dump
     * @param after the dump of the compiled classes
     * @return the changes under their types, and a count of removed and added lines
     */
    static String describe(List<String> before, List<String> after) {
        int[][] common = commonSuffixLengths(before, after);
        StringBuilder out = new StringBuilder();
        int removed = 0;
        int added = 0;
        String type = null;
        String shownType = null;
        int i = 0;
        int j = 0;
        while (i < before.size() || j < after.size()) {
            if (i < before.size() && j < after.size() && before.get(i).equals(after.get(j))) {
                type = isTypeLine(before.get(i)) ? before.get(i) : type;
                i++;
                j++;
                continue;
            }
            boolean remove = j == after.size() || (i < before.size() && common[i + 1][j] >= common[i][j + 1]);
            String line = remove ? before.get(i++) : after.get(j++);
            if (type != null && !type.equals(shownType) && !isTypeLine(line)) {
                out.append("    in ").append(type).append('\n');
                shownType = type;
            }
            out.append(remove ? "    - " : "    + ").append(line).append('\n');
            if (isTypeLine(line)) {
                // an added or removed type: the lines after it are its own, shown under the line just printed
                type = line;
                shownType = line;
            }
            if (remove && !line.contains("// not covered")) {
                removed++;
            } else if (!remove) {
                added++;
            }
        }
        return out + "    (" + removed + " line(s) removed or changed: breaking; " + added + " added)";
    }

    private static boolean isTypeLine(String line) {
        return line.endsWith("{") && !line.startsWith(" ");
    }

    /** {@code c[i][j]}: the length of the longest common subsequence of {@code a[i..]} and {@code b[j..]}. */
    private static int[][] commonSuffixLengths(List<String> a, List<String> b) {
        int[][] c = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                c[i][j] = a.get(i).equals(b.get(j)) ? c[i + 1][j + 1] + 1 : Math.max(c[i + 1][j], c[i][j + 1]);
            }
        }
        return c;
    }
}
