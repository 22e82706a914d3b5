package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;

/** What a handler answers: a status and a JSON body. */
record Answer(int status, JsonNode body) {
    static Answer json(int status, JsonNode body) {
        return new Answer(status, body);
    }
}
