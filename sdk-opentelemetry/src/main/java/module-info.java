/** cloudsdk for OpenTelemetry: a span per call and per attempt, and the HTTP client duration histogram. */
// opentelemetry-api and -context ship no module-info, only Automatic-Module-Name: these are their stable names.
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.cloudsdk.opentelemetry {
    requires transitive dev.cloudsdk.core;
    requires transitive io.opentelemetry.api;
    requires io.opentelemetry.context;

    exports dev.cloudsdk.opentelemetry;
}
