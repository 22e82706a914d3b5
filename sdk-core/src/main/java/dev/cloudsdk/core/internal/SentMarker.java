package dev.cloudsdk.core.internal;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Response;

/**
 * A network interceptor: OkHttp calls it once a connection exists, just before it writes the request. From that
 * point on the request may reach the server, and a POST must not be re-sent.
 */
final class SentMarker implements Interceptor {
    @Override
    public Response intercept(Chain chain) throws IOException {
        CallState state = chain.request().tag(CallState.class);
        if (state == null) {
            return chain.proceed(chain.request());
        }
        state.phase(chain.request().body() == null ? CallState.Phase.AWAITING_RESPONSE : CallState.Phase.SENDING);
        Response response = chain.proceed(chain.request());
        state.phase(CallState.Phase.READING_BODY);
        return response;
    }
}
