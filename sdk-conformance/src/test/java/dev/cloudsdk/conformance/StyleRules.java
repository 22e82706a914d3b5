package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The house style that a formatter cannot apply, checked on a Java source read as text: no line over {@link #MAX_LINE}
 * characters (but an import, which cannot be wrapped), no wildcard import, and no fully qualified type name in code
 * where an import would do. Each finding names the file, the line and the fix. Spotless (see the root POM) applies the
 * rest.
 */
final class StyleRules {
    /** The longest line allowed, in characters. */
    static final int MAX_LINE = 120;

    /** The first segments of the package names that code may spell out: the JDK's and the libraries'. */
    private static final Set<String> PACKAGE_ROOTS = Set.of(
            "java",
            "javax",
            "jdk",
            "sun",
            "com",
            "org",
            "io",
            "dev",
            "okhttp3",
            "okio",
            "mockwebserver3",
            "kotlin",
            "it");

    /** A qualified name: lower-case package segments, perhaps a type-use annotation, then a type's simple name. */
    private static final Pattern QUALIFIED =
            Pattern.compile("(?<![\\w$.@])((?:[a-z][a-z0-9_]*\\.)+)(?:@\\w+\\s+)?([A-Z][\\w$]*)");

    private static final Pattern IMPORT = Pattern.compile("^\\s*import\\s+(static\\s+)?([\\w.]+)(\\.\\*)?\\s*;");
    private static final Pattern PACKAGE = Pattern.compile("^\\s*package\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);
    private static final Pattern TYPE_DECLARATION =
            Pattern.compile("\\b(?:class|interface|enum|record|@interface)\\s+([A-Z][\\w$]*)");

    /** One finding: where, what is wrong, and what to write instead. */
    record Finding(String file, int line, String problem) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + problem;
        }
    }

    private record Hit(int line, String qualifier, String simple) {}

    private StyleRules() {}

    /** @return the package the source declares, or the empty string for none */
    static String packageOf(String text) {
        Matcher m = PACKAGE.matcher(codeOnly(text));
        return m.find() ? m.group(1) : "";
    }

    /**
     * @param file the file's path relative to the repository root, for the findings
     * @param text the file's text
     * @param samePackage the simple names of the top-level types of the file's package, from every source root
     * @return every line over {@link #MAX_LINE}, wildcard import and needless qualified name, in line order
     */
    static List<Finding> check(String file, String text, Set<String> samePackage) {
        List<Finding> findings = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            int length = lines[i].codePointCount(0, lines[i].length());
            // An import names one type, which no line break can shorten.
            if (length > MAX_LINE && !lines[i].startsWith("import ")) {
                findings.add(new Finding(
                        file,
                        i + 1,
                        "line of " + length + " characters, over " + MAX_LINE
                                + ": wrap it (a string: split it with +)"));
            }
        }
        String[] code = codeOnly(text).split("\n", -1);
        Map<String, String> imported = new HashMap<>();
        for (int i = 0; i < code.length; i++) {
            Matcher m = IMPORT.matcher(code[i]);
            if (!m.find()) {
                continue;
            }
            if (m.group(3) != null) {
                findings.add(new Finding(file, i + 1, "wildcard import " + m.group(2) + ".*: import each type"));
            } else if (m.group(1) == null) {
                String name = m.group(2);
                imported.put(name.substring(name.lastIndexOf('.') + 1), name);
            }
        }
        findings.addAll(qualifiedNames(file, code, imported, declaredTypes(code), samePackage, packageOf(text)));
        findings.sort((a, b) -> Integer.compare(a.line(), b.line()));
        return findings;
    }

    private static Set<String> declaredTypes(String[] code) {
        Set<String> declared = new HashSet<>();
        Matcher m = TYPE_DECLARATION.matcher(String.join("\n", code));
        while (m.find()) {
            declared.add(m.group(1));
        }
        return declared;
    }

    private static List<Finding> qualifiedNames(
            String file,
            String[] code,
            Map<String, String> imported,
            Set<String> declared,
            Set<String> samePackage,
            String ownPackage) {
        Map<String, Set<String>> qualifiersBySimpleName = new HashMap<>();
        List<Hit> hits = new ArrayList<>();
        for (int i = 0; i < code.length; i++) {
            if (code[i].trim().startsWith("import ") || code[i].trim().startsWith("package ")) {
                continue;
            }
            Matcher m = QUALIFIED.matcher(code[i]);
            while (m.find()) {
                String qualifier = m.group(1).substring(0, m.group(1).length() - 1);
                if (PACKAGE_ROOTS.contains(qualifier.split("\\.")[0])) {
                    qualifiersBySimpleName
                            .computeIfAbsent(m.group(2), k -> new HashSet<>())
                            .add(qualifier);
                    hits.add(new Hit(i + 1, qualifier, m.group(2)));
                }
            }
        }
        List<Finding> findings = new ArrayList<>();
        for (Hit hit : hits) {
            String qualifier = hit.qualifier();
            String simple = hit.simple();
            String full = qualifier + "." + simple;
            boolean clashes =
                    (imported.containsKey(simple) && !imported.get(simple).equals(full))
                            || (declared.contains(simple) && !qualifier.equals(ownPackage))
                            || (samePackage.contains(simple) && !qualifier.equals(ownPackage))
                            || qualifiersBySimpleName.get(simple).size() > 1
                            || (isJavaLang(simple) && !qualifier.equals("java.lang"));
            if (clashes) {
                continue;
            }
            String fix = qualifier.equals("java.lang")
                    ? "java.lang needs no import"
                    : qualifier.equals(ownPackage)
                            ? "it is in this package"
                            : imported.containsKey(simple) ? "it is imported" : "import " + full;
            findings.add(new Finding(
                    file, hit.line(), "qualified name " + full + " in code: write " + simple + " (" + fix + ")"));
        }
        return findings;
    }

    private static boolean isJavaLang(String simple) {
        try {
            Class.forName("java.lang." + simple, false, StyleRules.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /**
     * @return the text with every comment, string, text block and char literal blanked to spaces, line breaks kept,
     *     so that a line number of the result is one of the source
     */
    static String codeOnly(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            int end;
            if (text.startsWith("//", i)) {
                end = text.indexOf('\n', i);
                end = end < 0 ? text.length() : end;
            } else if (text.startsWith("/*", i)) {
                end = text.indexOf("*/", i + 2);
                end = end < 0 ? text.length() : end + 2;
            } else if (text.startsWith("\"\"\"", i)) {
                end = closing(text, i + 3, "\"\"\"");
            } else if (text.charAt(i) == '"' || text.charAt(i) == '\'') {
                end = closing(text, i + 1, String.valueOf(text.charAt(i)));
            } else {
                out.append(text.charAt(i++));
                continue;
            }
            for (int j = i; j < end; j++) {
                out.append(text.charAt(j) == '\n' ? '\n' : ' ');
            }
            i = end;
        }
        return out.toString();
    }

    /** @return the index just after the {@code quote} that closes a literal opened before {@code from} */
    private static int closing(String text, int from, String quote) {
        int j = from;
        while (j < text.length() && !text.startsWith(quote, j)) {
            j += text.charAt(j) == '\\' ? 2 : 1;
        }
        return Math.min(text.length(), j + quote.length());
    }
}
