package dev.cloudsdk.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** Sends what the SDK refuses to send (no region, bad bodies), to test the emulator's own checks. */
final class RawHttp {
    static final OkHttpClient CLIENT = new OkHttpClient();

    record Reply(int status, String body) {
    }

    private RawHttp() {
    }

    static Request.Builder request(CloudEmulator emulator, String path) {
        return new Request.Builder().url(emulator.baseUrl() + path)
                .header("Authorization", "Bearer " + emulator.token());
    }

    static Reply post(CloudEmulator emulator, String path, String region, String json) {
        Request.Builder b = request(emulator, path)
                .post(RequestBody.create(json, MediaType.get("application/json")));
        if (region != null) {
            b.header("X-Region", region);
        }
        return send(b.build());
    }

    static Reply get(CloudEmulator emulator, String path, String region) {
        Request.Builder b = request(emulator, path);
        if (region != null) {
            b.header("X-Region", region);
        }
        return send(b.build());
    }

    static Reply send(Request request) {
        try (Response r = CLIENT.newCall(request).execute()) {
            return new Reply(r.code(), r.body().string());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
