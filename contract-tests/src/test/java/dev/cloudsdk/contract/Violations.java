package dev.cloudsdk.contract;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.OkHttpClient;
import okhttp3.Response;

/** An OkHttp client that records every {@code sl-violations} header Prism sets, and counts the exchanges. */
final class Violations {
    private final List<String> found = new CopyOnWriteArrayList<>();
    private final AtomicInteger exchanges = new AtomicInteger();
    private final OkHttpClient client;

    Violations() {
        client = new OkHttpClient.Builder()
                .addNetworkInterceptor(chain -> {
                    Response r = chain.proceed(chain.request());
                    exchanges.incrementAndGet();
                    String v = r.header("sl-violations");
                    if (v != null) {
                        found.add(
                                chain.request().method() + " " + chain.request().url() + " -> " + r.code() + ": " + v);
                    }
                    return r;
                })
                .build();
    }

    OkHttpClient client() {
        return client;
    }

    List<String> found() {
        return List.copyOf(found);
    }

    int exchanges() {
        return exchanges.get();
    }
}
