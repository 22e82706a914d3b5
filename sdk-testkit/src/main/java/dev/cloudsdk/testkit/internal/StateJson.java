package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.CloudEmulator;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * What {@code GET /_emulator/state} answers: every resource the emulator holds (each kind in the order of its
 * ids' text; under {@code resources}, by kind, those of the generic behaviour, only when it holds one), then the
 * request count of each operation (from {@link CloudEmulator#requestCount}) and how many requests of it the queued
 * faults will still answer. The resources are read under the store's lock, so they are
 * one consistent picture.
 */
final class StateJson {
    private StateJson() {
    }

    static ObjectNode of(Store store, CloudEmulator emulator, EmulatorDispatcher dispatcher) {
        ObjectNode root = Wire.object().put("region", emulator.region());
        synchronized (store) {
            list(root, "load_balancers", store.loadBalancers.values(), lb -> lb.id, (lb, o) -> {
                o.put("region", lb.region);
                ArrayNode listeners = o.putArray("listener_ids");
                lb.listeners.forEach(id -> listeners.add(id.toString()));
                ArrayNode pools = o.putArray("pool_ids");
                store.pools(lb).forEach(id -> pools.add(id.toString()));
            });
            list(root, "zones", store.zones.values(), z -> z.id, (z, o) -> o.put("region", z.region)
                    .put("name", z.name).put("recordsets", z.ordered().size()));
            list(root, "database_backups", store.databaseBackups.values(), b -> b.id, (b, o) -> o
                    .put("region", b.region).put("status", b.status.name()));
            list(root, "database_instances", store.instances.values(), i -> i.id, (i, o) -> o
                    .put("region", i.region).put("name", i.name).put("status", i.status.name()));
            list(root, "volume_backups", store.volumeBackups.values(), b -> b.id, (b, o) -> o
                    .put("region", b.region).put("status", b.status.name()));
            list(root, "volumes", store.volumes.values(), v -> v.id, (v, o) -> o.put("region", v.region)
                    .put("name", v.name).put("status", v.status.wireValue())
                    .put("restored_from", v.restoredFrom == null ? null : v.restoredFrom.toString()));
            if (!store.resources.isEmpty()) {
                root.set("resources", store.resources.state());
            }
        }
        ObjectNode requests = root.putObject("requests");
        ObjectNode faults = root.putObject("queued_faults");
        for (ApiOperation op : ApiOperation.values()) {
            requests.put(AdminApi.operationId(op), emulator.requestCount(op));
            faults.put(AdminApi.operationId(op), dispatcher.queuedFaults(op));
        }
        return root;
    }

    private interface Fields<T> {
        void write(T entity, ObjectNode into);
    }

    private static <T> void list(ObjectNode root, String name, Collection<T> entities, Function<T, UUID> id,
                                 Fields<T> fields) {
        ArrayNode array = root.putArray(name);
        List<T> sorted = entities.stream().sorted(Comparator.comparing((T e) -> id.apply(e).toString())).toList();
        for (T entity : sorted) {
            ObjectNode o = array.addObject().put("id", id.apply(entity).toString());
            fields.write(entity, o);
        }
    }
}
