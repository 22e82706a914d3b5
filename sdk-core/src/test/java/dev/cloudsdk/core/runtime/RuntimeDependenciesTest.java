package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.cloudsdk.core.runtime.RuntimeDependencies.Expected;
import dev.cloudsdk.core.runtime.RuntimeDependencies.Found;
import dev.cloudsdk.core.runtime.RuntimeDependencies.OkHttpJar;
import java.util.List;
import okhttp3.OkHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RuntimeDependenciesTest {
    static final Expected EXPECTED = new Expected("0.4.0", "5.5.1", "5.0.0", "2.21.8", "2.16.0");
    static final OkHttpJar OKHTTP4 = new OkHttpJar("4.12.0", "okhttp-4.12.0.jar");
    static final OkHttpJar OKHTTP5 = new OkHttpJar("5.5.1", "okhttp-jvm-5.5.1.jar");

    private static Found found(List<OkHttpJar> okhttp, String jackson) {
        return new Found(okhttp, jackson, jackson, jackson);
    }

    @Test
    void thisBuildsClassPathPassesWithOneOkHttpAndItsRunningVersion() {
        RuntimeDependencies.check();
        Found found = RuntimeDependencies.scan(RuntimeDependencies.class.getClassLoader());
        assertThat(found.okhttp()).singleElement().satisfies(jar -> {
            assertThat(jar.version()).isEqualTo(OkHttp.VERSION);
            assertThat(jar.location()).matches("okhttp-jvm-5\\.\\d+\\.\\d+\\.jar");
        });
        assertThat(found.jacksonDatabind()).isEqualTo(PackageVersion.VERSION.toString());
        assertThat(found.jacksonCore()).isEqualTo(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString());
        assertThat(RuntimeDependencies.problem(found, Expected.LOADED)).isNull();
    }

    @Test
    void theMinimumsComeFromTheBuild() {
        assertThat(Expected.LOADED.okhttpMinimum()).matches("5\\.\\d+\\.\\d+");
        assertThat(Expected.LOADED.jacksonMinimum()).matches("2\\.\\d+\\.\\d+");
        assertThat(Expected.LOADED.okhttpTested()).matches("5\\.\\d+\\.\\d+");
    }

    @Test
    void twoOkHttpJarsAreRefusedNamingEachVersionTheMinimumAndTheBom() {
        String message = RuntimeDependencies.problem(found(List.of(OKHTTP4, OKHTTP5), "2.21.8"), EXPECTED);
        assertThat(message).isEqualTo("""
                cloudsdk 0.4.0 cannot run with the OkHttp and Jackson on this class path:
                  - 2 OkHttp jars are on the class path, and the JVM loads each class from the first jar that has \
                it, so the SDK would run on a mix of them: OkHttp 4.12.0 (okhttp-4.12.0.jar), OkHttp 5.5.1 \
                (okhttp-jvm-5.5.1.jar)
                  - OkHttp 4.12.0 (okhttp-4.12.0.jar) is older than OkHttp 5.0.0
                Found: OkHttp 4.12.0 (okhttp-4.12.0.jar), OkHttp 5.5.1 (okhttp-jvm-5.5.1.jar); Jackson 2.21.8.
                Supported: exactly one OkHttp 5.0.0 or newer (built with 5.5.1), Jackson 2.16.0 or newer (built \
                with 2.21.8).
                Fix: import the BOM dev.cloudsdk:sdk-bom:0.4.0 (Maven: in <dependencyManagement>, with \
                <type>pom</type> and <scope>import</scope>; Gradle: implementation(platform(\
                "dev.cloudsdk:sdk-bom:0.4.0"))). It sets every com.squareup.okhttp3 artifact to 5.5.1, so one \
                OkHttp remains.""");
    }

    @Test
    void twoOkHttp5JarsAreRefusedToo() {
        OkHttpJar other = new OkHttpJar("5.0.0", "okhttp-5.0.0-shadowed.jar");
        assertThat(RuntimeDependencies.problem(found(List.of(OKHTTP5, other), "2.21.8"), EXPECTED))
                .contains("2 OkHttp jars are on the class path")
                .doesNotContain("is older than");
    }

    @Test
    void twoCopiesOfOneOkHttpVersionAreOneOkHttp() {
        OkHttpJar copy = new OkHttpJar("5.5.1", "lib/okhttp-jvm-5.5.1.jar");
        assertThat(RuntimeDependencies.problem(found(List.of(OKHTTP5, copy), "2.21.8"), EXPECTED))
                .isNull();
    }

    @Test
    void anOkHttpOlderThanTheMinimumAloneIsRefused() {
        assertThat(RuntimeDependencies.problem(found(List.of(OKHTTP4), "2.21.8"), EXPECTED))
                .contains("  - OkHttp 4.12.0 (okhttp-4.12.0.jar) is older than OkHttp 5.0.0\n")
                .contains("Found: OkHttp 4.12.0 (okhttp-4.12.0.jar); Jackson 2.21.8.")
                .contains("Fix: import the BOM dev.cloudsdk:sdk-bom:0.4.0")
                .doesNotContain("jars are on the class path");
    }

    @Test
    void aPreReleaseOfTheMinimumIsOlderThanIt() {
        OkHttpJar alpha = new OkHttpJar("5.0.0-alpha.14", "okhttp-5.0.0-alpha.14.jar");
        assertThat(RuntimeDependencies.problem(found(List.of(alpha), "2.21.8"), EXPECTED))
                .contains("OkHttp 5.0.0-alpha.14 (okhttp-5.0.0-alpha.14.jar) is older than OkHttp 5.0.0");
    }

    @Test
    void aJacksonOlderThanTheMinimumIsRefusedWithTheJacksonFixAndNoBomLine() {
        Found found = new Found(List.of(OKHTTP5), "2.15.4", "2.21.8", "2.21.8");
        assertThat(RuntimeDependencies.problem(found, EXPECTED))
                .contains("  - jackson-core 2.15.4 is older than Jackson 2.16.0\n")
                .contains("Found: OkHttp 5.5.1 (okhttp-jvm-5.5.1.jar); Jackson: jackson-core 2.15.4, "
                        + "jackson-databind 2.21.8, jackson-datatype-jsr310 2.21.8.")
                .endsWith("Fix: use Jackson 2.16.0 or newer for all Jackson modules, for example import "
                        + "com.fasterxml.jackson:jackson-bom:2.21.8.")
                .doesNotContain("sdk-bom");
    }

    @Test
    void missingJarsAreNamed() {
        String message = RuntimeDependencies.problem(found(List.of(), RuntimeDependencies.NOT_FOUND), EXPECTED);
        assertThat(message)
                .contains("  - OkHttp (com.squareup.okhttp3:okhttp-jvm) is not on the class path\n")
                .contains("  - jackson-databind is not on the class path\n")
                .contains("Found: no OkHttp; Jackson not found.");
    }

    @Test
    void theOldestSupportedVersionsAndNewerPass() {
        assertThat(RuntimeDependencies.problem(found(List.of(new OkHttpJar("5.0.0", "a.jar")), "2.16.0"), EXPECTED))
                .isNull();
        assertThat(RuntimeDependencies.problem(found(List.of(new OkHttpJar("5.10.1", "a.jar")), "2.21.0"), EXPECTED))
                .isNull();
    }

    @Test
    void anUnreadableVersionIsNotCalledOlder() {
        assertThat(RuntimeDependencies.problem(found(List.of(new OkHttpJar("unknown", "a.jar")), "2.21.8"), EXPECTED))
                .isNull();
    }

    @ParameterizedTest
    @CsvSource({
        "5.0.0, 5.0.0, true", "5.5.1, 5.0.0, true", "5.0.1, 5.0.0, true", "5.10.0, 5.9.0, true",
        "4.12.0, 5.0.0, false", "5.0.0-alpha.14, 5.0.0, false", "5.0.0-RC1, 5.0.0, false", "2.16, 2.16.0, true",
        "2.15.4, 2.16.0, false", "2.20.0-SNAPSHOT, 2.16.0, true", "unknown, 5.0.0, false", "5, 5.0.0, false"
    })
    void versionsCompareByNumberAndAPreReleaseComesBeforeItsRelease(String version, String minimum, boolean atLeast) {
        assertThat(RuntimeDependencies.atLeast(version, minimum)).isEqualTo(atLeast);
    }

    @ParameterizedTest
    @CsvSource({
        "5.5.1",
        "2.16",
        "5.0.0-alpha.14",
        "1.2+build.7",
        "1.2-",
        "10.20.30",
        "5",
        "5.5.1.1",
        "5..3",
        ".5.3",
        "5.3.",
        "''",
        "-1.2",
        "v5.5.1",
        "5.3.x",
        "５.3.2",
        "5.3 .2",
        "unknown",
        "not found"
    })
    void aReadableVersionIsWhatTheFormerPatternAccepted(String version) {
        // The check reads versions without a regular expression (it runs before the first call); same verdicts.
        assertThat(RuntimeDependencies.readable(version))
                .as(version)
                .isEqualTo(version.matches("\\d+\\.\\d+(\\.\\d+)?([-+].*)?"));
    }

    @Test
    void theUserAgentNamesTheSdkVersionTheBuildWrote() {
        assertThat(RuntimeDependencies.sdkVersion())
                .isEqualTo(Expected.LOADED.sdk())
                .matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(RuntimeDependencies.userAgent("app/1"))
                .isEqualTo("cloudsdk-java/" + Expected.LOADED.sdk() + " java/" + Runtime.version() + " app/1");
    }

    @Test
    void aLocationIsTheJarNameOrTheDirectory() {
        assertThat(RuntimeDependencies.location(
                        "jar:file:/home/u/.m2/repository/okhttp-4.12.0.jar!/okhttp3/OkHttp.class"))
                .isEqualTo("okhttp-4.12.0.jar");
        assertThat(RuntimeDependencies.location("file:/work/okhttp/build/classes/okhttp3/OkHttp.class"))
                .isEqualTo("file:/work/okhttp/build/classes");
    }
}
