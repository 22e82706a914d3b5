package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.testing.WireTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * What the documents say about the page bound (the user guide's docs/pagination.md and the table of
 * docs/configuration.md, the description of {@code limit} in api/openapi.yaml and the Javadoc generated from it,
 * {@code ClientConfigBuilder.maxPageItems})
 * against the code: each number they give for the default is the one a config has, and none says that a page over
 * {@code limit} is refused (issue 27: 0.3.0's documents said 1,000 and "refused"). That on the wire a page over
 * {@code limit} is kept and one over the bound refused with its message: {@code RecordsetsHostileTest}.
 */
class PageBoundClaimsTest extends WireTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** "10,000 unless set", "default 10,000", "| `maxPageItems` | 10,000 |": the default as a document gives it. */
    private static final Pattern DEFAULT =
            Pattern.compile("(\\d{1,3}(?:,\\d{3})+|\\d+) unless set|default (\\d{1,3}(?:,\\d{3})+|\\d+)"
                    + "|\\| `maxPageItems` \\| (\\d{1,3}(?:,\\d{3})+|\\d+) \\|");

    /** A document's text where it speaks of the page bound, with its name for the failure message. */
    private record Claim(String where, String text) {}

    private static String read(String path) throws IOException {
        return Files.readString(ROOT.resolve(path), StandardCharsets.UTF_8);
    }

    private static String section(String text, String start, String end) {
        int from = text.indexOf(start);
        assertThat(from).as("%s is in the document", start).isNotNegative();
        int to = text.indexOf(end, from + start.length());
        return text.substring(from, to < 0 ? text.length() : to);
    }

    /** A Javadoc or YAML text as prose: comment stars, indentation and line breaks gone. */
    private static String prose(String text) {
        return text.replaceAll("\\n\\s*(\\*(?!/)\\s?)?", " ").replaceAll("\\s+", " ");
    }

    private static List<Claim> claims() throws IOException {
        String pagination = read("docs/pagination.md");
        String configuration = read("docs/configuration.md");
        String request = read("sdk-dns/src/main/java/dev/cloudsdk/dns/model/ListRecordsetsRequest.java");
        String builder = read("sdk-core/src/main/java/dev/cloudsdk/core/ClientConfigBuilder.java");
        List<Claim> claims = new ArrayList<>();
        claims.add(new Claim("docs/pagination.md", prose(section(pagination, "# Pagination\n", "\n## "))));
        claims.add(new Claim(
                "docs/configuration.md, its table",
                section(configuration, "# Configuration\n", "\n## ")
                        .lines()
                        .filter(l -> l.startsWith("| `maxPageItems`"))
                        .findFirst()
                        .orElseThrow()));
        claims.add(new Claim(
                "api/openapi.yaml, limit of listRecordsets",
                prose(section(read("api/openapi.yaml"), "- name: limit", "schema:"))));
        Matcher limitDocs = Pattern.compile("@param limit (.*?)(?=@param|@return|\\*/)", Pattern.DOTALL)
                .matcher(request);
        while (limitDocs.find()) {
            claims.add(new Claim("ListRecordsetsRequest's Javadoc of limit", prose(limitDocs.group(1))));
        }
        claims.add(new Claim(
                "ClientConfigBuilder.maxPageItems's Javadoc",
                prose(section(builder, "Bounds the items of one page", "public ClientConfigBuilder maxPageItems"))));
        assertThat(claims)
                .as("the two pages of the user guide, the document, the three Javadoc places of limit, "
                        + "the builder")
                .hasSize(7);
        return claims;
    }

    /** The sentences of a claim that speak of the bound: they name {@code maxPageItems} or what it bounds. */
    private static List<String> boundSentences(Claim claim) {
        return List.of(claim.text().split("(?<=\\.)\\s")).stream()
                .filter(s -> s.contains("maxPageItems") || s.contains("one page may hold"))
                .toList();
    }

    @Test
    void everyDefaultTheDocumentsGiveIsTheOneAConfigHas() throws IOException {
        int bound = config().maxPageItems();
        for (Claim claim : claims()) {
            List<String> numbers = new ArrayList<>();
            for (String sentence : boundSentences(claim)) {
                Matcher m = DEFAULT.matcher(sentence);
                while (m.find()) {
                    numbers.add(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3));
                }
            }
            assertThat(numbers)
                    .as("%s gives the default bound beside maxPageItems", claim.where())
                    .isNotEmpty()
                    .allSatisfy(n -> assertThat(Integer.parseInt(n.replace(",", "")))
                            .as("%s: %s", claim.where(), n)
                            .isEqualTo(bound));
        }
    }

    @Test
    void noDocumentSaysThatAPageOverTheLimitIsRefused() throws IOException {
        for (Claim claim : claims()) {
            String text = claim.text().toLowerCase(Locale.ROOT);
            for (String sentence : text.split("(?<=\\.)\\s")) {
                if (sentence.contains("more items than")) {
                    assertThat(sentence)
                            .as("%s: a page over the limit", claim.where())
                            .contains("kept");
                }
            }
            assertThat(text)
                    .as(claim.where())
                    .doesNotContain("maximum page size)")
                    .doesNotContain("more than 1,000 without");
        }
    }
}
