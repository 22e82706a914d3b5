package dev.cloudsdk.benchmarks;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The hand-written client a user would write with OkHttp and Jackson: one shared {@link ObjectMapper}, a typed
 * record per response, string concatenation for URLs, no retries, no error mapping beyond "not 2xx". It is the
 * physical limit the SDK is measured against.
 */
final class Baseline {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .defaultPropertyInclusion(
                    JsonInclude.Value.construct(JsonInclude.Include.NON_NULL, JsonInclude.Include.NON_NULL))
            .build();
    private static final MediaType JSON = MediaType.get("application/json");

    private final OkHttpClient http;
    private final String baseUrl;
    private final String authorization;
    private final String region;

    Baseline(OkHttpClient http, String baseUrl, String token, String region) {
        this.http = http;
        this.baseUrl = baseUrl;
        this.authorization = "Bearer " + token;
        this.region = region;
    }

    /**
     * The OkHttp settings the SDK applies, written out by hand: the same timeouts, no silent re-sends, no
     * redirects. Both sides of every benchmark use a client with these settings.
     */
    static OkHttpClient httpClient() {
        return new OkHttpClient.Builder()
                .connectTimeout(Duration.ofSeconds(10))
                .readTimeout(Duration.ofSeconds(30))
                .writeTimeout(Duration.ofSeconds(30))
                .retryOnConnectionFailure(false)
                .followRedirects(false)
                .followSslRedirects(false)
                .build();
    }

    // ---- the typed records a user would write ----

    record SessionPersistence(
            String type, String cookieName, Integer persistenceTimeout, String persistenceGranularity) {}

    record Ref(UUID id, String name) {}

    record Pool(
            UUID id,
            String crn,
            String name,
            String description,
            String provisioningStatus,
            String operatingStatus,
            String protocol,
            String lbAlgorithm,
            SessionPersistence sessionPersistence,
            List<Ref> listeners,
            List<Ref> members,
            UUID healthmonitorId,
            UUID loadBalancerId,
            List<String> tags,
            Instant createdAt,
            Instant updatedAt) {}

    record PoolEnvelope(Pool pool) {}

    record CreatePool(String name, String description, String protocol, String lbAlgorithm, List<String> tags) {}

    record Recordset(
            UUID id,
            String crn,
            UUID zoneId,
            String zoneName,
            String name,
            String description,
            String status,
            String action,
            String type,
            Integer ttl,
            List<String> records,
            Instant createdAt,
            Instant updatedAt) {}

    record Meta(Integer total, Integer limit, String marker, Boolean hasMore) {}

    record RecordsetPage(List<Recordset> recordsets, Meta meta) {}

    record Datastore(String type, String version, UUID versionId) {}

    record Volume(Integer size, String type, Integer used) {}

    record Address(String address, String type, String network) {}

    record BackupSchedule(Boolean enabled, String time, Integer retentionDays) {}

    record DatabaseInstance(
            UUID id,
            String crn,
            String name,
            String status,
            String operatingStatus,
            Datastore datastore,
            Ref flavor,
            Volume volume,
            String region,
            List<Address> addresses,
            String hostname,
            List<String> ip,
            List<Ref> replicas,
            Ref replicaOf,
            Ref configuration,
            Boolean publicAccess,
            Boolean sslEnabled,
            BackupSchedule backupSchedule,
            Instant createdAt,
            Instant updatedAt) {}

    record DatabaseInstanceEnvelope(DatabaseInstance databaseInstance) {}

    record RestoreDatabase(String name) {}

    record RestoreVolume(UUID volumeId, String name) {}

    record VolumeRestored(UUID volumeId) {}

    record Restart(Boolean force) {}

    record Message(String message) {}

    // ---- the five calls ----

    Pool createPool(UUID loadBalancerId, CreatePool body) throws IOException {
        return post("/v1/load-balancers/" + loadBalancerId + "/pools", true, body, PoolEnvelope.class)
                .pool();
    }

    RecordsetPage listRecordsets(UUID zoneId, int limit, String marker) throws IOException {
        String url = baseUrl + "/v1/zones/" + zoneId + "/recordsets?limit=" + limit
                + (marker == null ? "" : "&marker=" + marker);
        Request request = new Request.Builder()
                .url(url)
                .header("Authorization", authorization)
                .header("X-Region", region)
                .header("Accept", "application/json")
                .build();
        return execute(request, RecordsetPage.class);
    }

    DatabaseInstance restoreDatabaseBackup(UUID backupId, RestoreDatabase body) throws IOException {
        return post("/v1/database-backups/" + backupId + "/restore", false, body, DatabaseInstanceEnvelope.class)
                .databaseInstance();
    }

    UUID restoreVolumeBackup(UUID backupId) throws IOException {
        return post(
                        "/v1/storage/backups/" + backupId + "/restore",
                        true,
                        new RestoreVolume(null, null),
                        VolumeRestored.class)
                .volumeId();
    }

    String restartDatabaseInstance(UUID instanceId) throws IOException {
        return post("/v1/database-instances/" + instanceId + "/restart", false, new Restart(null), Message.class)
                .message();
    }

    private <T> T post(String path, boolean regional, Object body, Class<T> type) throws IOException {
        Request.Builder b = new Request.Builder()
                .url(baseUrl + path)
                .header("Authorization", authorization)
                .header("Accept", "application/json")
                .post(RequestBody.create(MAPPER.writeValueAsBytes(body), JSON));
        if (regional) {
            b.header("X-Region", region);
        }
        return execute(b.build(), type);
    }

    private <T> T execute(Request request, Class<T> type) throws IOException {
        try (Response response = http.newCall(request).execute()) {
            if (!response.isSuccessful()) {
                throw new IOException("HTTP " + response.code() + " on " + request.method() + " " + request.url());
            }
            return MAPPER.readValue(response.body().byteStream(), type);
        }
    }
}
