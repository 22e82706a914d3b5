package it.consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.RecordType;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.SeededZone;
import java.net.URL;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import okhttp3.OkHttp;
import okhttp3.OkHttpClient;
import okhttp3.logging.HttpLoggingInterceptor;
import org.junit.jupiter.api.Test;

/**
 * The project's other libraries bring OkHttp 4.12 and 3.14.9; the BOM leaves exactly one OkHttp on the class path,
 * the SDK's version, and the SDK and the emulator work, with the project's own logging interceptor too.
 */
class OneOkHttpTest {
    static final String OKHTTP = System.getProperty("expected.okhttp");

    private static List<URL> resources(String name) throws Exception {
        return Collections.list(OneOkHttpTest.class.getClassLoader().getResources(name));
    }

    @Test
    void exactlyOneOkHttpAndOneOkioAreOnTheClassPathAtTheSdksVersion() throws Exception {
        List<URL> okhttp = resources("okhttp3/OkHttp.class");
        assertEquals(1, okhttp.size(), "jars holding okhttp3.OkHttp: " + okhttp);
        assertTrue(okhttp.get(0).toString().contains("okhttp-jvm-" + OKHTTP + ".jar"), okhttp.toString());
        // Read at run time: OkHttp 4's VERSION is a compile-time constant.
        assertEquals(OKHTTP, OkHttp.class.getField("VERSION").get(null));
        List<URL> okio = resources("okio/Buffer.class");
        assertEquals(1, okio.size(), "jars holding okio.Buffer: " + okio);
        assertTrue(okio.get(0).toString().contains("okio-jvm-3."), okio.toString());
    }

    @Test
    void theEmulatorStartsAndTheSdkCallsItThroughTheProjectsOwnClientAndInterceptor() {
        List<String> logged = new CopyOnWriteArrayList<>();
        HttpLoggingInterceptor logging = new HttpLoggingInterceptor(logged::add);
        logging.setLevel(HttpLoggingInterceptor.Level.BASIC);
        OkHttpClient mine = new OkHttpClient.Builder().addInterceptor(logging).build();
        try (CloudEmulator emulator = CloudEmulator.start()) {
            SeededZone zone = emulator.seedZone("example.org");
            emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
            DnsClient dns =
                    DnsClient.create(emulator.configBuilder().httpClient(mine).build());
            long count =
                    dns
                            .recordsets()
                            .list(
                                    zone.id(),
                                    ListRecordsetsRequest.builder()
                                            .type(RecordType.A)
                                            .build())
                            .stream()
                            .count();
            assertEquals(1L, count);
            assertTrue(logged.stream().anyMatch(line -> line.startsWith("--> GET ")), logged.toString());
        } finally {
            mine.dispatcher().executorService().shutdown();
            mine.connectionPool().evictAll();
        }
    }
}
