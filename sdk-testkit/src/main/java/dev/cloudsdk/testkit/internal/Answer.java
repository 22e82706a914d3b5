package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What a handler answers: a status and a JSON body, or a status alone for an operation the document gives no body
 * (a {@code 204}), which {@link DispatcherCore} sends with no body and no {@code Content-Type}.
 *
 * @param status the status
 * @param body the JSON body, or {@code null} for none
 */
record Answer(int status, JsonNode body) {
    /** @return an answer with no body, such as {@code Answer.empty(204)} for a DELETE */
    static Answer empty(int status) {
        return new Answer(status, null);
    }
}
