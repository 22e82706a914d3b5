package dev.cloudsdk.conformance;

import static dev.cloudsdk.conformance.ViewLayeringTest.BACKUP;
import static dev.cloudsdk.conformance.ViewLayeringTest.INSTANCE;
import static dev.cloudsdk.conformance.ViewLayeringTest.LB;
import static dev.cloudsdk.conformance.ViewLayeringTest.PAGES;
import static dev.cloudsdk.conformance.ViewLayeringTest.POOL;
import static dev.cloudsdk.conformance.ViewLayeringTest.ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.storage.StorageClient;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One service client of {@link ViewLayeringTest}, seen through what the test does with it: its views, and a call
 * in one of the service's ways.
 */
sealed interface ServiceView permits ServiceView.Lb, ServiceView.Dns, ServiceView.Db, ServiceView.Storage {
    ServiceView withOptions(RequestOptions options);

    /** @return the view in that region, or this view when the service sends no region */
    ServiceView withRegion(String region);

    boolean regional();

    /** Makes a call in one of the service's ways (mode chosen by the caller), returning when it completed. */
    void call(int mode) throws Exception;

    int modes();

    record Lb(LoadBalancerClient c) implements ServiceView {
        public ServiceView withOptions(RequestOptions o) {
            return new Lb(c.withOptions(o));
        }

        public ServiceView withRegion(String r) {
            return new Lb(c.withRegion(r));
        }

        public boolean regional() {
            return true;
        }

        public void call(int mode) throws Exception {
            assertThat(
                            mode == 0
                                    ? c.pools().create(LB, POOL).name()
                                    : c.async()
                                            .pools()
                                            .create(LB, POOL)
                                            .get(10, TimeUnit.SECONDS)
                                            .name())
                    .isEqualTo("web");
        }

        public int modes() {
            return 2;
        }
    }

    record Dns(DnsClient c) implements ServiceView {
        public ServiceView withOptions(RequestOptions o) {
            return new Dns(c.withOptions(o));
        }

        public ServiceView withRegion(String r) {
            return new Dns(c.withRegion(r));
        }

        public boolean regional() {
            return true;
        }

        public void call(int mode) throws Exception {
            switch (mode) {
                case 0 ->
                    assertThat(c.recordsets()
                                    .listPage(ZONE, ListRecordsetsRequest.all())
                                    .items())
                            .hasSize(2);
                case 1 ->
                    assertThat(c.async()
                                    .recordsets()
                                    .listPage(ZONE, ListRecordsetsRequest.all())
                                    .get(10, TimeUnit.SECONDS)
                                    .items())
                            .hasSize(2);
                case 2 -> assertThat(c.recordsets().list(ZONE).stream().count()).isEqualTo(2L * PAGES);
                default -> {
                    AtomicInteger items = new AtomicInteger();
                    c.async()
                            .recordsets()
                            .list(ZONE)
                            .thenCompose(first -> first.forEachRemaining(r -> items.incrementAndGet()))
                            .get(10, TimeUnit.SECONDS);
                    assertThat(items).hasValue(2 * PAGES);
                }
            }
        }

        public int modes() {
            return 4;
        }
    }

    record Db(DatabaseClient c) implements ServiceView {
        public ServiceView withOptions(RequestOptions o) {
            return new Db(c.withOptions(o));
        }

        public ServiceView withRegion(String r) {
            return this;
        }

        public boolean regional() {
            return false;
        }

        public void call(int mode) throws Exception {
            RestoreDatabaseBackupRequest restore =
                    RestoreDatabaseBackupRequest.builder().name("r").build();
            switch (mode) {
                case 0 -> assertThat(c.backups().restore(BACKUP, restore).id()).isEqualTo(INSTANCE);
                case 1 ->
                    assertThat(c.async()
                                    .backups()
                                    .restore(BACKUP, restore)
                                    .get(10, TimeUnit.SECONDS)
                                    .id())
                            .isEqualTo(INSTANCE);
                case 2 -> assertThat(c.instances().restart(INSTANCE)).isEqualTo("restarting");
                default ->
                    assertThat(c.async().instances().restart(INSTANCE).get(10, TimeUnit.SECONDS))
                            .isEqualTo("restarting");
            }
        }

        public int modes() {
            return 4;
        }
    }

    record Storage(StorageClient c) implements ServiceView {
        public ServiceView withOptions(RequestOptions o) {
            return new Storage(c.withOptions(o));
        }

        public ServiceView withRegion(String r) {
            return new Storage(c.withRegion(r));
        }

        public boolean regional() {
            return true;
        }

        public void call(int mode) throws Exception {
            assertThat(
                            mode == 0
                                    ? c.backups().restore(BACKUP)
                                    : c.async().backups().restore(BACKUP).get(10, TimeUnit.SECONDS))
                    .isEqualTo(INSTANCE);
        }

        public int modes() {
            return 2;
        }
    }
}
