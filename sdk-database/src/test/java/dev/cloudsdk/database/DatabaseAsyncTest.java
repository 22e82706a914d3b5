package dev.cloudsdk.database;

import static dev.cloudsdk.core.testing.RequestAssert.assertThatRequest;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class DatabaseAsyncTest extends WireTest {
    private static final int RESTORES = 500;

    /** Answers each restore with an instance named after the backup in the path. */
    private static final class RestoreDispatcher extends Dispatcher {
        final Set<String> seen = ConcurrentHashMap.newKeySet();
        /**
         * Opened once every future has its callback. A future that completed before {@code whenComplete} was
         * attached would run the callback on the test's own thread: on a loaded machine that happened.
         */
        final CountDownLatch callbacksAttached = new CountDownLatch(1);

        @Override
        public MockResponse dispatch(RecordedRequest r) {
            awaitCallbacks();
            String backup = r.getUrl().pathSegments().get(3);
            if (!seen.add(backup)) {
                return new MockResponse.Builder()
                        .code(500)
                        .body("{\"error\":{\"message\":\"duplicate\"}}")
                        .build();
            }
            return new MockResponse.Builder()
                    .code(202)
                    .setHeader("Content-Type", "application/json")
                    .body("{\"database_instance\":{\"id\":\"" + UUID.randomUUID() + "\",\"name\":\"r-" + backup
                            + "\",\"status\":\"RESTORING\"}}")
                    .build();
        }

        private void awaitCallbacks() {
            try {
                if (!callbacksAttached.await(30, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("the test never attached its callbacks");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    @Test
    void fiveHundredRestoresInFlightUseOnlyOkHttpsDispatcherThreads() throws Exception {
        RestoreDispatcher dispatcher = new RestoreDispatcher();
        server.setDispatcher(dispatcher);
        DatabaseClient db = DatabaseClient.create(config());
        Set<String> completingThreads = ConcurrentHashMap.newKeySet();
        List<UUID> backups = new ArrayList<>();
        List<CompletableFuture<DatabaseInstance>> restores = new ArrayList<>();
        for (int i = 0; i < RESTORES; i++) {
            UUID backup = UUID.randomUUID();
            backups.add(backup);
            restores.add(db.async()
                    .backups()
                    .restore(backup, RestoreDatabaseBackupRequest.named("r"))
                    .whenComplete((v, e) ->
                            completingThreads.add(Thread.currentThread().getName())));
        }
        dispatcher.callbacksAttached.countDown();
        CompletableFuture.allOf(restores.toArray(new CompletableFuture<?>[0])).get(60, TimeUnit.SECONDS);
        for (int i = 0; i < RESTORES; i++) {
            assertThat(restores.get(i).join().name()).isEqualTo("r-" + backups.get(i));
        }
        assertThat(server.getRequestCount()).isEqualTo(RESTORES);
        assertThat(completingThreads)
                .allMatch(name -> name.startsWith("OkHttp"))
                .hasSizeLessThanOrEqualTo(http.dispatcher().getMaxRequests());
    }

    @Test
    void aConflictArrivesAsAFailedFutureOfConflictException() {
        server.enqueue(error(409));
        CompletableFuture<DatabaseInstance> f = DatabaseClient.create(config())
                .async()
                .backups()
                .restore(RestoreDatabaseBackupWireTest.BACKUP, RestoreDatabaseBackupRequest.named("x"));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).cause().isExactlyInstanceOf(ConflictException.class);
    }

    @Test
    void asyncRestartSendsTheSameRequestAsTheBlockingOne() throws Exception {
        server.enqueue(json(202, "{\"message\":\"accepted\"}"));
        UUID instance = RestartDatabaseInstanceWireTest.INSTANCE;
        assertThat(DatabaseClient.create(config())
                        .async()
                        .instances()
                        .restart(instance)
                        .get(5, TimeUnit.SECONDS))
                .isEqualTo("accepted");
        assertThatRequest(takeRequest())
                .hasMethod("POST")
                .hasTarget("/api/v1/database-instances/" + instance + "/restart")
                .sendsNoRegion()
                .hasJsonBody("{}");
    }

    @Test
    void badInputIsThrownAtOnce() {
        assertThatThrownBy(() -> DatabaseClient.create(config())
                        .async()
                        .backups()
                        .restore(null, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("backupId == null");
        assertThat(server.getRequestCount()).isZero();
    }
}
