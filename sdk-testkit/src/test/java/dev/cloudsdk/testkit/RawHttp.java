package dev.cloudsdk.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.UUID;
import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** Sends what the SDK refuses to send (no region, bad bodies), to test the emulator's own checks. */
final class RawHttp {
    static final OkHttpClient CLIENT = new OkHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    record Reply(int status, String body) {}

    /** The whole answer: status, reason phrase, headers and JSON body (a JSON null when empty). */
    record Answer(int status, String reason, Headers headers, JsonNode body) {
        JsonNode error() {
            return body.path("error");
        }
    }

    private RawHttp() {}

    static Request.Builder request(CloudEmulator emulator, String path) {
        return new Request.Builder()
                .url(emulator.baseUrl() + path)
                .header("Authorization", "Bearer " + emulator.token());
    }

    static Reply post(CloudEmulator emulator, String path, String region, String json) {
        Request.Builder b = request(emulator, path).post(RequestBody.create(json, MediaType.get("application/json")));
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

    /** @return the operation's operationId, as the admin API and the state name it: {@code listRecordsets} */
    static String operationId(ApiOperation op) {
        StringBuilder id = new StringBuilder();
        for (String word : op.name().toLowerCase(Locale.ROOT).split("_")) {
            id.append(id.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return id.toString();
    }

    /** @return the operation's path without its leading '/', with {@code id} in each path parameter */
    static String path(ApiOperation op, UUID id) {
        return op.path().substring(1).replaceAll("\\{[^}]+}", id.toString());
    }

    /**
     * @return a request of the operation's method to {@code path}, with {@code json} as the body of a method that
     *     takes one ({@code {}} when null) and the region when it is not null
     */
    static Request.Builder request(CloudEmulator emulator, ApiOperation op, String path, String region, String json) {
        boolean body = op.method().equals("POST")
                || op.method().equals("PUT")
                || op.method().equals("PATCH");
        Request.Builder b = request(emulator, path)
                .method(
                        op.method(),
                        body
                                ? RequestBody.create(json == null ? "{}" : json, MediaType.get("application/json"))
                                : null);
        return region == null ? b : b.header("X-Region", region);
    }

    static Answer call(Request request) {
        try (Response r = CLIENT.newCall(request).execute()) {
            String text = r.body().string();
            return new Answer(
                    r.code(), r.message(), r.headers(), text.isEmpty() ? JSON.nullNode() : JSON.readTree(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Reply send(Request request) {
        try (Response r = CLIENT.newCall(request).execute()) {
            return new Reply(r.code(), r.body().string());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
