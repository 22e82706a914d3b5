package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Timeouts;
import java.io.IOException;
import java.time.Duration;
import okhttp3.Authenticator;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.Route;
import org.jspecify.annotations.Nullable;

/**
 * Makes the SDK's OkHttp client from the config, keeping a caller's pool, dispatcher, proxy (unless the config
 * decides one: {@link ProxySettings}) and TLS, and switching off every request OkHttp would send on its own: the
 * SDK alone decides each re-send.
 */
final class HttpClients {
    /** Calls at once on the SDK's own dispatcher; OkHttp's default of 5 per host queues a busy async user. */
    static final int MAX_REQUESTS = 64;

    private HttpClients() {}

    static OkHttpClient create(ClientConfig config, boolean https, @Nullable ProxySettings proxy) {
        OkHttpClient supplied = config.httpClient();
        OkHttpClient.Builder b =
                supplied != null ? supplied.newBuilder() : new OkHttpClient.Builder().dispatcher(ownDispatcher());
        Authenticator proxyAuth = supplied != null ? supplied.proxyAuthenticator() : Authenticator.NONE;
        if (proxy != null) {
            proxyAuth = proxy.applyTo(b, https, proxyAuth);
        }
        return b.connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.writeTimeout())
                // The call deadline is the SDK's (Deadlines, AsyncCall): OkHttp's call timeout would take Okio's
                // process-wide timeout lock and wake its watchdog on every call.
                .callTimeout(Duration.ZERO)
                // OkHttp would silently re-send a request after some connection failures (and after a 408); for
                // a restore that can mean two restores. The SDK decides retries itself, knowing the operation.
                .retryOnConnectionFailure(false)
                // A restore must not be replayed to another URL; a 3xx becomes an error that says so.
                .followRedirects(false)
                .followSslRedirects(false)
                // A 401 is the SDK's to answer (it asks its token provider once more); an authenticator would
                // replay the request behind its back.
                .authenticator(Authenticator.NONE)
                // A proxy's 407 to CONNECT comes before anything is sent, so a tunnel may authenticate; a 407 to
                // the request itself would mean replaying it.
                .proxyAuthenticator(proxyAuth == Authenticator.NONE ? Authenticator.NONE : new TunnelOnly(proxyAuth))
                .addNetworkInterceptor(new NetworkInterceptor())
                .build();
    }

    /**
     * A caller's proxy authenticator, asked only for a tunnel's {@code CONNECT}. A record, so equal for equal
     * delegates: OkHttp pools connections by an address that includes the proxy authenticator, and configs that
     * share one {@code OkHttpClient} must also share its connections.
     *
     * @param delegate the caller's proxy authenticator
     */
    record TunnelOnly(Authenticator delegate) implements Authenticator {
        @Override
        public Request authenticate(Route route, Response response) throws IOException {
            return "CONNECT".equals(response.request().method()) ? delegate.authenticate(route, response) : null;
        }
    }

    /**
     * OkHttp's default dispatcher, but on the SDK's shared executor (daemon threads named {@code cloudsdk-http-N},
     * reused by every config of the process) and with a higher limit.
     */
    private static Dispatcher ownDispatcher() {
        Dispatcher d = new Dispatcher(SdkExecutors.http());
        d.setMaxRequests(MAX_REQUESTS);
        d.setMaxRequestsPerHost(MAX_REQUESTS);
        return d;
    }

    /** A client with other socket timeouts that shares the pool and dispatcher of {@code base}. */
    static OkHttpClient derive(OkHttpClient base, Timeouts overrides) {
        OkHttpClient.Builder b = base.newBuilder();
        if (overrides.connect() != null) {
            b.connectTimeout(overrides.connect());
        }
        if (overrides.read() != null) {
            b.readTimeout(overrides.read());
        }
        if (overrides.write() != null) {
            b.writeTimeout(overrides.write());
        }
        return b.build();
    }
}
