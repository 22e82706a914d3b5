package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An {@link OkHttpClient} the caller supplies stays the caller's: the SDK never shuts it down, so its threads are
 * the caller's to make daemons or to release. What docs/configuration.md ("Sharing your own OkHttpClient") tells
 * the caller to do must make a program exit at once, and a plain client must show why it is needed.
 */
class SuppliedClientLifecycleTest extends WireTest {
    private static final String PAGE = "{\"items\":[{\"id\":\"" + TestApi.ID + "\"}]}";

    @Test
    void aPlainSuppliedClientRunsAsyncCallsOnNonDaemonThreadsThatCloseLeavesRunning() throws Exception {
        server.enqueue(json(200, PAGE));
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        OkHttpClient plain = new OkHttpClient.Builder()
                .addInterceptor(chain -> {
                    ranOn.set(Thread.currentThread());
                    return chain.proceed(chain.request());
                })
                .build();
        try {
            ClientConfig config = configBuilder().httpClient(plain).build();
            Calls.callAsync(
                            ServiceContext.of(config),
                            TestApi.GET,
                            new Object[] {TestApi.ID},
                            List.of(),
                            null,
                            ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)))
                    .get(5, TimeUnit.SECONDS);
            config.close();
            // OkHttp's own dispatcher: a non-daemon thread that waits 60 s for more work, and the SDK leaves it be.
            assertThat(ranOn.get()).isNotNull().isNotSameAs(Thread.currentThread());
            assertThat(ranOn.get().isDaemon())
                    .as("thread %s is a daemon", ranOn.get().getName())
                    .isFalse();
            assertThat(plain.dispatcher().executorService().isShutdown()).isFalse();
        } finally {
            plain.dispatcher().executorService().shutdown();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"daemon-dispatcher", "shutdown-at-exit"})
    void aProgramOnASuppliedClientExitsAtOnceWhenItDoesWhatTheReadmeSays(String pattern) throws Exception {
        server.enqueue(json(200, PAGE));
        ChildJvm.Run child = ChildJvm.run(
                SuppliedClientThenExit.class,
                "non-daemon threads=",
                server.url("/api").toString(),
                pattern);
        // Left as it is, the client's dispatcher keeps the JVM alive for 60 s after main returns; done as
        // docs/configuration.md says, it exits at once.
        String output = child.output();
        assertThat(child.exited())
                .as("the child JVM exited within 20 s of main's return; output: %s", output)
                .isTrue();
        assertThat(child.exitValue()).as(output).isZero();
        assertThat(output).contains("items=1");
        if (pattern.equals("daemon-dispatcher")) {
            assertThat(output).contains("non-daemon threads=[]");
        }
        assertThat(child.millisToExit())
                .as("time from main's return to the exit")
                .isLessThan(10_000);
    }
}
