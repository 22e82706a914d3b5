package dev.cloudsdk.spring.boot.app;

import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Pool;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;

/** The application's own service: the clients it uses arrive by constructor injection. */
@Service
public class InventoryService {
    private final LoadBalancerClient lb;
    private final DnsClient dns;
    private final DatabaseClient db;
    private final StorageClient storage;

    InventoryService(LoadBalancerClient lb, DnsClient dns, DatabaseClient db, StorageClient storage) {
        this.lb = lb;
        this.dns = dns;
        this.db = db;
        this.storage = storage;
    }

    Pool addWebPool(UUID loadBalancer, UUID listener) {
        return lb.pools()
                .create(
                        loadBalancer,
                        CreatePoolRequest.builder()
                                .name("web")
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .listenerId(listener)
                                .build());
    }

    List<String> recordNames(UUID zone) {
        return dns.recordsets().list(zone).stream().map(Recordset::name).collect(Collectors.toList());
    }

    DatabaseInstance restoreDatabase(UUID backup) {
        return db.backups().restore(backup, RestoreDatabaseBackupRequest.named("orders-copy"));
    }

    String restartDatabase(UUID instance) {
        return db.instances().restart(instance);
    }

    UUID restoreVolume(UUID backup) {
        return storage.backups()
                .restore(
                        backup,
                        RestoreVolumeBackupRequest.builder().name("data-copy").build());
    }
}
