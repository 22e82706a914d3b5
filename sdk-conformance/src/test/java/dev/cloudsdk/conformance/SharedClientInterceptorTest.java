package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockResponse;
import okhttp3.OkHttpClient;
import okhttp3.logging.HttpLoggingInterceptor;
import org.junit.jupiter.api.Test;

/**
 * What docs/configuration.md ("Sharing your own OkHttpClient") says of a supplied client's interceptors: they see
 * the {@code Authorization} header; {@code HttpLoggingInterceptor} logs it unless it is named to redact, and logs a
 * server's echo of the token as sent, where the SDK's own log lines redact it.
 */
class SharedClientInterceptorTest extends WireTest {
    private final List<String> logged = new CopyOnWriteArrayList<>();

    private void callWith(HttpLoggingInterceptor logging) {
        logging.setLevel(HttpLoggingInterceptor.Level.HEADERS);
        OkHttpClient shared = http.newBuilder().addInterceptor(logging).build();
        OperationRow row = FaultMatrixRows.rows().get(0);
        server.enqueue(new MockResponse.Builder()
                .code(row.successStatus())
                .setHeader("X-Echo", "Bearer " + TOKEN)
                .setHeader("Content-Type", "application/json")
                .body(row.successJson())
                .build());
        try (ClientConfig config = configBuilder().httpClient(shared).build()) {
            row.call().apply(config);
        }
    }

    @Test
    void aLoggingInterceptorWithoutRedactHeaderLogsTheToken() {
        callWith(new HttpLoggingInterceptor(logged::add));
        assertThat(logged).contains("Authorization: Bearer " + TOKEN);
    }

    @Test
    void redactHeaderKeepsTheRequestsTokenOutButNotTheServersEcho() {
        HttpLoggingInterceptor logging = new HttpLoggingInterceptor(logged::add);
        logging.redactHeader("Authorization");
        callWith(logging);
        assertThat(logged)
                .contains("Authorization: \u2588\u2588")
                .contains("X-Echo: Bearer " + TOKEN)
                .noneMatch(l -> l.startsWith("Authorization") && l.contains(TOKEN));
        assertThat(LogCapture.lines()).isNotEmpty().noneMatch(l -> l.contains(TOKEN));
    }
}
