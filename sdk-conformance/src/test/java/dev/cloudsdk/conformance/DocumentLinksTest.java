package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every relative link of every Markdown file of the repository leads somewhere: the file or directory it names
 * exists, and a {@code #anchor} into a Markdown file (or into the same file) is one of that file's headings, as
 * GitHub makes its anchor (lower case, punctuation dropped, spaces to hyphens, {@code -1} after a repeated heading).
 * Links in code (fenced blocks and {@code `spans`}) are not links; links with a scheme ({@code https:}) are not
 * followed. A document moved or a heading renamed fails here, naming each link that it broke.
 */
class DocumentLinksTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    /** {@code [text](target)} and {@code ![alt](target)}: the target, up to the first space or closing parenthesis. */
    private static final Pattern LINK = Pattern.compile("\\[[^\\]]*]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");

    private static final Pattern CODE_SPAN = Pattern.compile("(`+).+?\\1");
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:");

    /**
     * Links that are known to be broken and may not be fixed here, each with its reason: CHANGELOG.md is edited only
     * by whoever cuts a release (keyed {@code "FILE:LINE: TARGET"}, valued with the reason). Every entry must still be
     * broken (a fixed one fails the test until it is removed).
     */
    static final Map<String, String> KNOWN_BROKEN = Map.of();

    /** A link as a reader finds it: the file and line, and the target as written. */
    record Link(String file, int line, String target) {
        @Override
        public String toString() {
            return file + ":" + line + ": " + target;
        }
    }

    /**
     * @param root the repository root
     * @return every Markdown file under it, relative and with {@code /}, sorted; none under {@code target},
     *     {@code node_modules} or a directory whose name starts with a dot
     * @throws IOException if the tree cannot be read
     */
    static List<String> markdownFiles(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(p -> p.endsWith(".md"))
                    .filter(p -> Stream.of(p.split("/"))
                            .noneMatch(part ->
                                    part.equals("target") || part.equals("node_modules") || part.startsWith(".")))
                    .sorted()
                    .toList();
        }
    }

    /**
     * @param file the file's name, for the links
     * @param lines its lines
     * @return the links outside code, in order
     */
    static List<Link> links(String file, List<String> lines) {
        List<Link> links = new ArrayList<>();
        boolean fenced = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher m = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(""));
            while (m.find()) {
                links.add(new Link(file, i + 1, m.group(1)));
            }
        }
        return links;
    }

    /**
     * @param lines a Markdown file's lines
     * @return the anchors of its headings (outside fenced code), as GitHub makes them
     */
    static Set<String> anchors(List<String> lines) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        boolean fenced = false;
        for (String line : lines) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            Matcher m = HEADING.matcher(line);
            if (!fenced && m.matches()) {
                String slug = slug(m.group(2));
                int n = seen.merge(slug, 1, Integer::sum) - 1;
                anchors.add(n == 0 ? slug : slug + "-" + n);
            }
        }
        return anchors;
    }

    /** @return GitHub's anchor of a heading's text: lower case, only letters, digits, {@code _}, {@code -}, spaces */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1"); // a link in a heading: its text
        return text.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
                .replace(' ', '-');
    }

    /** @return what is wrong with the link, or null when it leads somewhere */
    private static String problem(Link link) throws IOException {
        String target = link.target();
        if (SCHEME.matcher(target).find()) {
            return null;
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path from = ROOT.resolve(link.file());
        Path to = path.isEmpty() ? from : from.getParent().resolve(path).normalize();
        if (!to.startsWith(ROOT)) {
            return "leads out of the repository";
        }
        if (!Files.exists(to)) {
            return "names " + ROOT.relativize(to).toString().replace('\\', '/') + ", which does not exist";
        }
        if (anchor != null && to.toString().endsWith(".md")) {
            Set<String> anchors = anchors(Files.readAllLines(to));
            if (!anchors.contains(anchor)) {
                return "#" + anchor + " is no heading of "
                        + ROOT.relativize(to).toString().replace('\\', '/') + " (its anchors: "
                        + String.join(", ", anchors) + ")";
            }
        }
        return null;
    }

    @Test
    void everyRelativeLinkOfEveryMarkdownFileLeadsToAFileAndHeading() throws IOException {
        List<String> problems = new ArrayList<>();
        Set<String> stillBroken = new LinkedHashSet<>();
        int followed = 0;
        for (String file : markdownFiles(ROOT)) {
            for (Link link : links(file, Files.readAllLines(ROOT.resolve(file)))) {
                followed++;
                String problem = problem(link);
                if (problem != null && KNOWN_BROKEN.containsKey(link.toString())) {
                    stillBroken.add(link.toString());
                } else if (problem != null) {
                    problems.add(link + ": " + problem);
                }
            }
        }
        if (!problems.isEmpty()) {
            fail(problems.size() + " link(s) that lead nowhere:\n  " + String.join("\n  ", problems));
        }
        assertThat(followed).as("links followed").isGreaterThan(100);
        assertThat(stillBroken)
                .as("KNOWN_BROKEN holds only links that are still broken: remove the fixed ones")
                .containsExactlyInAnyOrderElementsOf(KNOWN_BROKEN.keySet());
    }

    @Test
    void anchorsAreGitHubsAndLinksInCodeAreNoLinks() {
        assertThat(anchors(List.of(
                        "# Title",
                        "## The emulator's own rules (where the reference leaves it open)",
                        "```sh",
                        "# Create pool -> 201",
                        "```",
                        "### Why the BOM pins OkHttp, and OkHttp 4",
                        "## Title",
                        "## `maxPageItems`: the [bound](x.md)")))
                .containsExactly(
                        "title",
                        "the-emulators-own-rules-where-the-reference-leaves-it-open",
                        "why-the-bom-pins-okhttp-and-okhttp-4",
                        "title-1",
                        "maxpageitems-the-bound");
        assertThat(links(
                        "X.md",
                        List.of(
                                "See [a](a.md#b) and `[c](c.md)`.",
                                "```",
                                "[d](d.md)",
                                "```",
                                "![e](e.png \"title\") [f](https://example.org)")))
                .extracting(Link::toString)
                .containsExactly("X.md:1: a.md#b", "X.md:5: e.png", "X.md:5: " + "https://example.org");
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsAProblem() throws IOException {
        assertThat(problem(new Link("README.md", 1, "docs/no-such-page.md")))
                .isEqualTo("names docs/no-such-page.md, which does not exist");
        assertThat(problem(new Link("docs/errors.md", 1, "../README.md#no-such-heading")))
                .startsWith("#no-such-heading is no heading of README.md (its anchors: cloudsdk, quickstart,");
        assertThat(problem(new Link("docs/errors.md", 1, "#no-such-heading")))
                .startsWith("#no-such-heading is no " + "heading of docs/errors.md");
        assertThat(problem(new Link("docs/errors.md", 1, "../../outside.md"))).isEqualTo("leads out of the repository");
        assertThat(problem(new Link("docs/errors.md", 1, "../README.md#operations")))
                .isNull();
        assertThat(problem(new Link("docs/errors.md", 1, "pagination.md"))).isNull();
    }
}
