package dev.cloudsdk.consumercheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every link of the Javadoc leads somewhere. It reads the Javadoc jars of the modules built on sdk-core (test
 * dependencies with the {@code javadoc} classifier, so the reactor builds them first; it runs in the
 * integration-test phase, as the jars exist only after {@code package}) and the aggregated Javadoc of all library
 * modules (the root's {@code target/reports/apidocs}, made in the root's {@code verify}, first in the reactor).
 *
 * <p>A module's Javadoc links sdk-core's types to core's Javadoc where it is published, {@code core.javadoc.url}
 * (the root POM: javadoc.io's page of sdk-core at the same version), with absolute links, so that they work where a
 * user reads the jar: in an IDE, unpacked, or on javadoc.io. Each such link must name a page of core's own Javadoc
 * jar, which is what is published there. The aggregated Javadoc links every type within itself, has the product's
 * title and leaves out the packages that are not API: the {@code internal} ones and core's {@code runtime}, which
 * only the service modules and the testkit read. The service modules are those of {@code api/openapi.yaml}
 * ({@code x-cloudsdk-services}): each one's pages are checked without a row here.
 */
class JavadocLinksIT {
    private static final String CORE_URL = System.getProperty("cloudsdk.core.javadoc.url", "");
    private static final String VERSION = System.getProperty("cloudsdk.version", "");
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();
    private static final Path AGGREGATE = ROOT.resolve("target/reports/apidocs");
    private static final Pattern SERVICE_KEY = Pattern.compile(" {2}(\\w+):");
    private static final Pattern SERVICE_FIELD = Pattern.compile(" {4}(module|package|prefix): (\\S+)");
    private static final Pattern HREF = Pattern.compile("<a [^>]*href=\"([^\"]*)\"");
    /** Where javadoc links the JDK's own types (its platform links): published, so a link there leads somewhere. */
    private static final String JDK_DOCS = "https://docs.oracle.com/en/java/javase/";

    /**
     * A service of {@code api/openapi.yaml}'s {@code x-cloudsdk-services}: its module, its package (which names its
     * Java module too) and its class prefix.
     */
    private record Service(String module, String javaPackage, String prefix) {
        /** @return a page of the module's Javadoc jar, {@code dev.cloudsdk.dns/dev/cloudsdk/dns/<name>} */
        String page(String name) {
            return javaPackage + "/" + javaPackage.replace('.', '/') + "/" + name;
        }
    }

    /**
     * The services of the document, read from its block of {@code x-cloudsdk-services} (the file is our own): a
     * service's {@code module} and {@code package} default to {@code sdk-<key>} and {@code dev.cloudsdk.<key>}, as
     * the generator has them.
     */
    private static List<Service> services() throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve("api/openapi.yaml"));
        List<Service> services = new ArrayList<>();
        Map<String, String> fields = new TreeMap<>();
        for (String line : lines.subList(lines.indexOf("x-cloudsdk-services:") + 1, lines.size())) {
            Matcher key = SERVICE_KEY.matcher(line);
            Matcher field = SERVICE_FIELD.matcher(line);
            if ((key.matches() || !line.startsWith(" ")) && fields.containsKey("key")) {
                String name = fields.get("key");
                services.add(new Service(
                        fields.getOrDefault("module", "sdk-" + name),
                        fields.getOrDefault("package", "dev.cloudsdk." + name),
                        fields.get("prefix")));
                fields.clear();
            }
            if (!line.isEmpty() && !line.startsWith(" ")) {
                break;
            } else if (key.matches()) {
                fields.put("key", key.group(1));
            } else if (field.matches()) {
                fields.put(field.group(1), field.group(2));
            }
        }
        assertThat(services).as("the services of api/openapi.yaml").isNotEmpty();
        return services;
    }

    static Stream<Arguments> pagesNamingCoreTypes() throws IOException {
        Stream<Arguments> clients =
                services().stream().map(s -> arguments(s.module(), s.page(s.prefix() + "Client.html"), "ClientConfig"));
        return Stream.concat(
                clients,
                Stream.of(
                        arguments("sdk-dns", "dev.cloudsdk.dns/dev/cloudsdk/dns/Recordsets.html", "PagedIterable"),
                        arguments(
                                "sdk-testkit",
                                "dev.cloudsdk.testkit/dev/cloudsdk/testkit/CloudEmulator.html",
                                "ClientConfig"),
                        arguments(
                                "sdk-opentelemetry",
                                "dev.cloudsdk.opentelemetry/dev/cloudsdk/opentelemetry/CloudSdkTelemetry.html",
                                "CallListener"),
                        arguments(
                                "sdk-micrometer",
                                "dev.cloudsdk.micrometer/dev/cloudsdk/micrometer/CloudSdkMetrics.html",
                                "CallListener")));
    }

    @ParameterizedTest(name = "{0}: {1} names {2}")
    @MethodSource("pagesNamingCoreTypes")
    void coreTypesAreLinksToCoresPublishedJavadoc(String module, String page, String coreType) throws IOException {
        String html = read(jarOf(module, page), page);
        assertThat(html).as("%s (%s) should mention %s", page, module, coreType).contains(coreType);
        List<String> links = hrefs(html).stream()
                .map(JavadocLinksIT::withoutFragment)
                .filter(href -> href.endsWith("/" + coreType + ".html"))
                .distinct()
                .collect(Collectors.toList());
        assertThat(CORE_URL)
                .as("system property cloudsdk.core.javadoc.url (consumer-check/pom.xml)")
                .isNotBlank();
        String corePage = "dev.cloudsdk.core/dev/cloudsdk/core/" + coreType + ".html";
        assertThat(links)
                .as(
                        "%s (%s): %s is plain text, not a link to %s; does the root pom.xml's "
                                + "maven-javadoc-plugin configuration have core's offlineLink?",
                        page, module, coreType, CORE_URL + corePage)
                .isNotEmpty()
                .allSatisfy(href -> assertThat(href).isEqualTo(CORE_URL + corePage));
        assertThat(coreJavadoc()).as("the pages of sdk-core's Javadoc jar").contains(corePage);
    }

    static Stream<Arguments> moduleSummaries() throws IOException {
        Stream<Arguments> services =
                services().stream().map(s -> arguments(s.module(), s.javaPackage() + "/module-summary.html"));
        return Stream.concat(
                services,
                Stream.of(
                        arguments("sdk-testkit", "dev.cloudsdk.testkit/module-summary.html"),
                        arguments("sdk-opentelemetry", "dev.cloudsdk.opentelemetry/module-summary.html"),
                        arguments("sdk-micrometer", "dev.cloudsdk.micrometer/module-summary.html"),
                        // No module-info (Spring Boot applications run on the class path), but javadoc lays its pages
                        // out
                        // under its Automatic-Module-Name; it names core's types without links even where core's
                        // Javadoc is
                        // published.
                        arguments("sdk-spring-boot-starter", "dev.cloudsdk.spring.boot/module-summary.html")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("moduleSummaries")
    void everyLinkOfAModulesJavadocJarLeadsToAPageOfThatJar(String module, String page) throws IOException {
        try (JarFile jar = new JarFile(jarOf(module, page).toFile())) {
            Set<String> entries = jar.stream().map(e -> e.getName()).collect(Collectors.toSet());
            List<String> pages =
                    entries.stream().filter(n -> n.endsWith(".html")).sorted().collect(Collectors.toList());
            assertThat(pages).as("the pages of %s's Javadoc jar", module).hasSizeGreaterThan(5);
            Set<String> core = coreJavadoc();
            Predicate<String> inCore =
                    href -> href.startsWith(CORE_URL) && core.contains(href.substring(CORE_URL.length()));
            List<String> dead = deadLinks(
                    pages,
                    name -> read(jar, name),
                    entries::contains,
                    href -> href.startsWith(JDK_DOCS) || inCore.test(href));
            assertThat(dead)
                    .as("links of %s's Javadoc jar that lead nowhere (first 20)", module)
                    .isEmpty();
        }
    }

    @Test
    void theAggregatedJavadocHasTheProductsTitleEveryModuleAndNoInternalPackage() throws IOException {
        Path elementList = AGGREGATE.resolve("element-list");
        assertThat(elementList)
                .as("the aggregated Javadoc (root pom.xml, execution aggregate-javadoc)")
                .exists();
        List<String> packages = Files.readAllLines(elementList);
        assertThat(packages)
                .contains(
                        "dev.cloudsdk.core",
                        "dev.cloudsdk.opentelemetry",
                        "dev.cloudsdk.micrometer",
                        "dev.cloudsdk.testkit",
                        "dev.cloudsdk.spring.boot");
        for (Service service : services()) {
            assertThat(packages).as(service.module()).contains(service.javaPackage(), service.javaPackage() + ".model");
        }
        assertThat(packages).noneMatch(p -> p.endsWith(".internal") || p.equals("dev.cloudsdk.core.runtime"));
        try (Stream<Path> files = Files.walk(AGGREGATE)) {
            assertThat(files.filter(f -> f.getFileName().toString().equals("internal")
                                    || f.endsWith(Path.of("core", "runtime")))
                            .collect(Collectors.toList()))
                    .as("directories of packages that are not API in the aggregated Javadoc")
                    .isEmpty();
        }
        assertThat(VERSION)
                .as("system property cloudsdk.version (consumer-check/pom.xml)")
                .isNotBlank();
        String index = Files.readString(AGGREGATE.resolve("index.html"));
        assertThat(index)
                .contains("<title>Overview (cloudsdk " + VERSION + " API)</title>")
                .doesNotContain("cloudsdk parent");
    }

    @Test
    void everyLinkOfTheAggregatedJavadocLeadsToAPageOfItAndCrossesModules() throws IOException {
        List<String> pages;
        try (Stream<Path> files = Files.walk(AGGREGATE)) {
            pages = files.filter(f -> f.toString().endsWith(".html"))
                    .map(f -> AGGREGATE.relativize(f).toString().replace('\\', '/'))
                    .sorted()
                    .collect(Collectors.toList());
        }
        assertThat(pages).as("the pages of the aggregated Javadoc").hasSizeGreaterThan(50);
        List<String> dead = deadLinks(
                pages,
                name -> readPath(AGGREGATE.resolve(name)),
                name -> Files.isRegularFile(AGGREGATE.resolve(name)),
                href -> href.startsWith(JDK_DOCS));
        assertThat(dead)
                .as("links of the aggregated Javadoc that lead nowhere (first 20)")
                .isEmpty();
        // Links across modules, within the aggregate: dns -> core, testkit -> core.
        assertThat(hrefs(readPath(AGGREGATE.resolve("dev/cloudsdk/dns/Recordsets.html"))))
                .contains("../core/PagedIterable.html");
        assertThat(hrefs(readPath(AGGREGATE.resolve("dev/cloudsdk/testkit/CloudEmulator.html"))))
                .contains("../core/ClientConfig.html");
    }

    /**
     * The links of {@code pages} that lead nowhere, as {@code page -> href}: a relative link to a file that is not
     * there, or a link out (an absolute URL) that {@code allowedOut} does not accept. At most 20, one per page.
     */
    private static List<String> deadLinks(
            List<String> pages, Function<String, String> read, Predicate<String> exists, Predicate<String> allowedOut) {
        List<String> dead = new ArrayList<>();
        for (String page : pages) {
            for (String href : hrefs(read.apply(page))) {
                String target = withoutFragment(href);
                boolean ok;
                if (target.isEmpty() || href.startsWith("javascript:") || href.startsWith("mailto:")) {
                    ok = true;
                } else if (target.contains("://")) {
                    ok = allowedOut.test(target);
                } else {
                    ok = exists.test(resolve(page, target));
                }
                if (!ok && dead.size() < 20) {
                    dead.add(page + " -> " + href);
                    break;
                }
            }
        }
        return dead;
    }

    /** {@code target} relative to the directory of {@code page}, both paths inside the Javadoc's root. */
    private static String resolve(String page, String target) {
        int slash = page.lastIndexOf('/');
        Path dir = Path.of(slash < 0 ? "" : page.substring(0, slash));
        return dir.resolve(target).normalize().toString().replace('\\', '/');
    }

    private static String withoutFragment(String href) {
        int cut = href.indexOf('#');
        String s = cut < 0 ? href : href.substring(0, cut);
        cut = s.indexOf('?');
        return cut < 0 ? s : s.substring(0, cut);
    }

    /**
     * The entries of sdk-core's Javadoc jar: the pages that are published at {@code core.javadoc.url}, where the
     * other modules' Javadoc links core's types.
     */
    private static Set<String> coreJavadoc() throws IOException {
        String page = "dev.cloudsdk.core/dev/cloudsdk/core/PagedIterable.html";
        try (JarFile jar = new JarFile(jarOf("sdk-core", page).toFile())) {
            return jar.stream().map(e -> e.getName()).collect(Collectors.toSet());
        }
    }

    /** The jar of {@code module}'s Javadoc: the one on the test class path that holds {@code page}. */
    private static Path jarOf(String module, String page) throws IOException {
        List<URL> urls = Collections.list(JavadocLinksIT.class.getClassLoader().getResources(page));
        URL url = urls.stream()
                .filter(u -> u.toString().contains("/" + module + "-"))
                .findFirst()
                .orElse(null);
        assertThat(url)
                .as(
                        "%s is in no jar of %s on the test class path (%s): is %s's javadoc jar a test "
                                + "dependency of consumer-check?",
                        page, module, urls, module)
                .isNotNull();
        try {
            return Path.of(
                    ((JarURLConnection) url.openConnection()).getJarFileURL().toURI());
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }

    private static String read(Path jar, String name) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            return read(file, name);
        }
    }

    private static String read(JarFile jar, String name) {
        try (InputStream in = jar.getInputStream(jar.getEntry(name))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String readPath(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> hrefs(String html) {
        Matcher m = HREF.matcher(html);
        return m.results().map(r -> r.group(1).replace("&amp;", "&")).collect(Collectors.toList());
    }
}
