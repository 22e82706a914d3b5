package it.conflict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.testkit.CloudEmulator;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * OkHttp 4.12 (from logging-interceptor) and OkHttp 5 (from the SDK) are both on the class path. The first
 * ClientConfig.build() and CloudEmulator.start() fail at once with a message naming what was found and the fix,
 * never with a NoSuchMethodError from deep inside OkHttp.
 */
class WithoutTheBomTest {
    static final String VERSION = System.getProperty("expected.version");
    static final String OKHTTP = System.getProperty("expected.okhttp");
    static final String OKHTTP4 = System.getProperty("expected.okhttp4");

    @Test
    void bothOkHttpJarsAreReallyOnTheClassPathTheOldOneFirst() throws Exception {
        List<URL> jars = Collections.list(getClass().getClassLoader().getResources("okhttp3/OkHttp.class"));
        assertEquals(2, jars.size(), jars.toString());
        assertTrue(jars.get(0).toString().contains("okhttp-" + OKHTTP4 + ".jar"), jars.toString());
        assertTrue(jars.get(1).toString().contains("okhttp-jvm-" + OKHTTP + ".jar"), jars.toString());
    }

    @Test
    void theFirstBuildFailsFastNamingTheVersionsTheMinimumAndTheBom() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> ClientConfig.builder()
                        .baseUrl("http://127.0.0.1:1/")
                        .token("t")
                        .build());
        assertNamesVersionsAndFix(e.getMessage());
    }

    @Test
    void theEmulatorFailsFastTooAndSoDoesEveryLaterAttempt() {
        assertNamesVersionsAndFix(
                assertThrows(IllegalStateException.class, CloudEmulator::start).getMessage());
        assertNamesVersionsAndFix(
                assertThrows(IllegalStateException.class, CloudEmulator::start).getMessage());
    }

    private static void assertNamesVersionsAndFix(String message) {
        assertTrue(message.contains("2 OkHttp jars are on the class path"), message);
        assertTrue(
                message.contains("Found: OkHttp " + OKHTTP4 + " (okhttp-" + OKHTTP4 + ".jar), OkHttp " + OKHTTP
                        + " (okhttp-jvm-" + OKHTTP + ".jar); Jackson " + System.getProperty("expected.jackson") + "."),
                message);
        assertTrue(
                message.contains("exactly one OkHttp " + System.getProperty("expected.okhttp.oldest") + " or newer"),
                message);
        assertTrue(message.contains("Jackson " + System.getProperty("expected.jackson.oldest") + " or newer"), message);
        assertTrue(message.contains("Fix: import the BOM dev.cloudsdk:sdk-bom:" + VERSION), message);
    }
}
