package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import java.util.List;

/**
 * A child-JVM program for {@link LifecycleTest}: one async call, then {@code main} returns without closing
 * anything. The JVM must exit at once, so every thread the SDK started must be a daemon. Its last line,
 * {@code items=}, is printed as {@code main} returns: the test times the exit from it.
 */
public final class AsyncThenExit {
    private AsyncThenExit() {}

    /**
     * @param args the base URL
     * @throws Exception when the call fails
     */
    public static void main(String[] args) throws Exception {
        ClientConfig config = ClientConfig.builder()
                .baseUrl(args[0])
                .token("child-token")
                .region("eu-1")
                .build();
        Page<TestApi.Thing> page = Calls.callAsync(
                        ServiceContext.of(config),
                        TestApi.GET,
                        new Object[] {TestApi.ID},
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)))
                .get();
        System.out.println("items=" + page.items().size());
    }
}
