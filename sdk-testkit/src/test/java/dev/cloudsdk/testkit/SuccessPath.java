package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import org.jspecify.annotations.Nullable;

/**
 * Sends one operation of the document to the emulator on its success path, for the generated
 * {@code EmulatorSuccessPathTest}: the values of its path parameters come from {@link SeededValues} or from a
 * resource made by a generic create, and a body member named like one of those values is set to it. After a generic
 * delete it checks that nothing of the resource is left: {@link #assertNotFound}, {@link #assertNotListed},
 * {@link #assertNotInState}. Hand-written, and the same for every operation. Public, for kotlin-check's generated
 * {@code <Operation>FromKotlinTest}, which takes its path's values from here ({@link #value}) and calls the
 * operation through the SDK.
 */
public final class SuccessPath {
    private static final OkHttpClient CLIENT = new OkHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern VARIABLE = Pattern.compile("\\{([^}]+)}");

    private final CloudEmulator emulator;
    private final IdSpelling ids;
    private final Map<String, String> given = new LinkedHashMap<>();

    /** @param emulator the emulator to seed and send to */
    public SuccessPath(CloudEmulator emulator) {
        this(emulator, IdSpelling.AS_MADE);
    }

    /**
     * @param emulator the emulator to seed and send to
     * @param ids how to spell the UUIDs it sends (the values of {@link #value} stay as the emulator made them)
     */
    SuccessPath(CloudEmulator emulator, IdSpelling ids) {
        this.emulator = emulator;
        this.ids = ids;
    }

    /** What came back: the status and the body's text. */
    record Reply(int status, String body) {
        Reply assertStatus(int expected) {
            assertThat(status).as("the status, with the body %s", body).isEqualTo(expected);
            return this;
        }

        void assertJsonObject() {
            assertThat(json().isObject()).as("a JSON object: %s", body).isTrue();
        }

        /** Asserts a page that holds at least one item in the member. */
        void assertItems(String member) {
            assertThat(json().path(member).isArray())
                    .as("an array %s in %s", member, body)
                    .isTrue();
            assertThat(json().path(member)).as("the items of %s", body).isNotEmpty();
        }

        JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (JsonProcessingException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    /** @return this, with the values {@link SeededValues} seeds for the path parameter */
    public SuccessPath seeded(String parameter) {
        given.putAll(SeededValues.of(emulator, parameter));
        assertThat(given)
                .as("SeededValues.of(emulator, \"%s\") gives no %s: add what it seeds there", parameter, parameter)
                .containsKey(parameter);
        return this;
    }

    /**
     * @return this, with the value of a path parameter that exists without seeding: the key of a catalog's first item
     */
    public SuccessPath given(String parameter, String value) {
        given.put(parameter, value);
        return this;
    }

    /**
     * @return this, with the path values {@link CloudEmulator#seedConflict} seeds for the operation: those of a
     *     resource in a state its rule refuses with the documented 409
     */
    SuccessPath conflict(ApiOperation op) {
        given.putAll(emulator.seedConflict(op));
        return this;
    }

    /**
     * Makes a resource through its generic create.
     *
     * @param parameter the path parameter its key becomes the value of, or {@code null} to only make one
     * @param create the generic create
     * @param body its sample body
     * @param wrapper the create's success body member holding the resource, or {@code null} when it is the body
     * @param key the resource's key member
     * @return this
     */
    public SuccessPath created(
            @Nullable String parameter,
            ApiOperation create,
            @Nullable String body,
            @Nullable String wrapper,
            String key) {
        Reply created = send(create, body);
        assertThat(created.status() / 100)
                .as("the create %s answered %s", create.path(), created.body())
                .isEqualTo(2);
        JsonNode resource = wrapper == null ? created.json() : created.json().path(wrapper);
        if (parameter != null) {
            given.put(parameter, resource.path(key).asText());
        }
        return this;
    }

    /**
     * Asserts that the generic read of the item path, its variables filled in, answers 404: after a delete.
     */
    void assertNotFound(ApiOperation read) {
        Reply reply = send(read, null);
        assertThat(reply.status())
                .as(
                        "GET %s after the delete of %s answered %s: the generic read still has it",
                        read.path(), given, reply.body())
                .isEqualTo(404);
    }

    /**
     * Asserts that no page of the generic list holds an item whose key is the parameter's value: after a delete.
     * Follows the pages by the marker (the last item's key) until an empty one.
     *
     * @param list the generic list
     * @param items the body member holding the page's items
     * @param marker the list's marker parameter
     * @param key the item member that is the resource's key
     * @param parameter the path parameter whose value the deleted resource's key is
     */
    void assertNotListed(ApiOperation list, String items, String marker, String key, String parameter) {
        String template = list.path();
        String deleted = given.get(parameter);
        String after = null;
        for (int page = 0; page < 1000; page++) {
            Reply reply = send(
                    "GET",
                    template,
                    list.regional(),
                    null,
                    after == null ? Map.of() : Map.of(marker, ids.apply(after)));
            assertThat(reply.status()).as("GET %s: %s", template, reply.body()).isEqualTo(200);
            JsonNode found = reply.json().path(items);
            if (found.isEmpty()) {
                return;
            }
            for (JsonNode item : found) {
                assertThat(item.path(key).asText())
                        .as(
                                "GET %s after the delete of %s=%s still lists it: %s",
                                template, parameter, deleted, reply.body())
                        .isNotEqualTo(deleted);
                after = item.path(key).asText();
            }
        }
        throw new AssertionError("GET " + template + ": still a page after 1000");
    }

    /**
     * Asserts that the admin API's state ({@code GET /_emulator/state}) holds nothing of a deleted resource: no
     * {@code resources.<kind>} entry of its scope with its key, and, for a key the emulator made (an {@code id}), no
     * member anywhere that still holds it, such as a parent's list of its children's ids.
     *
     * @param kind the resource's name under {@code x-cloudsdk-resources}
     * @param template its item path, whose last variable is its key and whose others, after the region when
     *     {@code regional}, are its scope
     * @param key the member that is its key
     */
    void assertNotInState(String kind, String template, boolean regional, String key) {
        List<String> scope = new ArrayList<>();
        if (regional) {
            scope.add(emulator.region());
        }
        Matcher m = VARIABLE.matcher(template);
        String value = null;
        while (m.find()) {
            if (value != null) {
                scope.add(value);
            }
            value = given.get(m.group(1));
        }
        Reply state = send("GET", "/_emulator/state", false, null, Map.of());
        assertThat(state.status()).as("the admin API's state: %s", state.body()).isEqualTo(200);
        for (JsonNode held : state.json().path("resources").path(kind)) {
            assertThat(held.path("scope")
                                    .toString()
                                    .equals(JSON.valueToTree(scope).toString())
                            && held.path("resource").path(key).asText().equals(value))
                    .as("the admin API's state still holds the deleted %s %s in %s: %s", kind, value, scope, held)
                    .isFalse();
        }
        if (key.equals("id")) {
            List<String> where = new ArrayList<>();
            holding(state.json(), value, "", where);
            assertThat(where)
                    .as("members of the admin API's state that still hold the deleted %s's id %s", kind, value)
                    .isEmpty();
        }
    }

    /** Adds to {@code where} the JSON pointer of each text in the node equal to the value. */
    static void holding(JsonNode node, String value, String pointer, List<String> where) {
        if (node.isTextual() && node.asText().equals(value)) {
            where.add(pointer);
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                holding(node.get(i), value, pointer + "/" + i, where);
            }
        } else if (node.isObject()) {
            node.properties().forEach(e -> holding(e.getValue(), value, pointer + "/" + e.getKey(), where));
        }
    }

    /**
     * @param parameter a path parameter's name, such as {@code zone_id}
     * @return its value, seeded or made by a generic create
     */
    public String value(String parameter) {
        String value = given.get(parameter);
        assertThat(value)
                .as("a value for {%s}: SeededValues seeds none", parameter)
                .isNotNull();
        return value;
    }

    /**
     * @param member a request member's name, such as {@code listener_id}
     * @param sample the document's sample of it
     * @return the value seeded beside a path parameter under that name (a listener of the seeded load balancer), else
     *     the sample: the rule {@link #send} applies to a body
     */
    public String valueOr(String member, String sample) {
        return given.getOrDefault(member, sample);
    }

    /** @return what the emulator answers to the operation, its path's variables and body members filled in */
    Reply send(ApiOperation op, @Nullable String body) {
        return send(op.method(), op.path(), op.regional(), body, Map.of());
    }

    private Reply send(
            String method, String template, boolean regional, @Nullable String body, Map<String, String> query) {
        HttpUrl base = HttpUrl.get(emulator.baseUrl());
        HttpUrl.Builder url = base.newBuilder();
        for (String segment : template.substring(1).split("/")) {
            Matcher m = VARIABLE.matcher(segment);
            if (m.matches()) {
                String value = given.get(m.group(1));
                assertThat(value)
                        .as("a value for {%s}: SeededValues seeds none", m.group(1))
                        .isNotNull();
                url.addPathSegment(ids.apply(value));
            } else {
                url.addPathSegment(segment);
            }
        }
        query.forEach(url::addQueryParameter);
        Request.Builder request =
                new Request.Builder().url(url.build()).header("Authorization", "Bearer " + emulator.token());
        if (regional) {
            request.header("X-Region", emulator.region());
        }
        RequestBody content = body == null
                ? (method.equals("POST") || method.equals("PUT") ? RequestBody.create(new byte[0]) : null)
                : RequestBody.create(fill(body), MediaType.get("application/json"));
        request.method(method, content);
        try (Response response = CLIENT.newCall(request.build()).execute()) {
            return new Reply(response.code(), response.body().string());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String fill(String body) {
        try {
            ObjectNode json = (ObjectNode) JSON.readTree(body);
            for (Map.Entry<String, String> g : given.entrySet()) {
                if (json.has(g.getKey())) {
                    json.put(g.getKey(), ids.apply(g.getValue()));
                }
            }
            return JSON.writeValueAsString(json);
        } catch (JsonProcessingException e) {
            throw new AssertionError("the sample body is not JSON: " + body, e);
        }
    }
}
