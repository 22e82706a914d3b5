package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import okhttp3.OkHttpClient;

/** Makes the SDK's OkHttp client from the config, keeping a caller's pool, dispatcher, proxy and TLS. */
final class HttpClients {
    private HttpClients() {
    }

    static OkHttpClient create(ClientConfig config) {
        OkHttpClient.Builder b = config.httpClient() != null ? config.httpClient().newBuilder()
                : new OkHttpClient.Builder();
        return b.connectTimeout(config.connectTimeout())
                .readTimeout(config.readTimeout())
                .writeTimeout(config.writeTimeout())
                // The call deadline is set per call, as what is left of it at each attempt.
                .callTimeout(java.time.Duration.ZERO)
                // OkHttp would silently re-send a request after some connection failures; for a restore that
                // can mean two restores. The SDK decides retries itself, knowing the operation.
                .retryOnConnectionFailure(false)
                // A restore must not be replayed to another URL; a 3xx becomes an error that says so.
                .followRedirects(false)
                .followSslRedirects(false)
                .addNetworkInterceptor(new SentMarker())
                .build();
    }

    /** A client with other socket timeouts that shares the pool and dispatcher of {@code base}. */
    static OkHttpClient derive(OkHttpClient base, RequestOptions options) {
        OkHttpClient.Builder b = base.newBuilder();
        if (options.connectTimeout() != null) {
            b.connectTimeout(options.connectTimeout());
        }
        if (options.readTimeout() != null) {
            b.readTimeout(options.readTimeout());
        }
        if (options.writeTimeout() != null) {
            b.writeTimeout(options.writeTimeout());
        }
        return b.build();
    }
}
