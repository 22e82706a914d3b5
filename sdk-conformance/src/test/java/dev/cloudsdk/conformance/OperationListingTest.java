package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cloudsdk.conformance.ApiDocument.Operation;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Nothing hand-written lists the operations (CONTRIBUTING.md, "Nothing hand-written lists the operations"): a test or
 * a document that enumerates the operations, counts them, or takes a path or name the document could grow into as
 * its example of "no such operation" fails the build here, naming the file and line and what to write instead.
 */
class OperationListingTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    private static List<Operation> documented() throws Exception {
        List<Operation> operations =
                ApiDocument.read(ROOT.resolve("api/openapi.yaml")).operations();
        assertThat(operations).as("operations read from api/openapi.yaml").isNotEmpty();
        return operations;
    }

    @Test
    void noHandWrittenFileListsCountsOrInventsOperations() throws Exception {
        ApiDocument document = ApiDocument.read(ROOT.resolve("api/openapi.yaml"));
        List<OperationListing.Finding> found = new OperationListing(documented(), document.facades()).scan(ROOT);

        if (!found.isEmpty()) {
            fail(found.size() + " hand-written place(s) that the next operation of api/openapi.yaml would make "
                    + "wrong (CONTRIBUTING.md, \"Nothing hand-written lists the operations\"):\n  "
                    + String.join("\n  ", found.stream().map(Object::toString).toList()));
        }
    }

    @Test
    void noDocumentedPathHoldsTheImpossibleCharacter() throws Exception {
        for (Operation op : documented()) {
            assertThat(op.path())
                    .as(
                            "%s's path: a test's path of no operation holds '%s', so no documented path may",
                            op.operationId(), OperationListing.IMPOSSIBLE)
                    .doesNotContain(OperationListing.IMPOSSIBLE);
            assertThat(op.operationId())
                    .as("operationId")
                    .matches("[a-z][A-Za-z0-9]*")
                    .isNotEqualTo(OperationListing.NO_SUCH_OPERATION);
        }
    }

    private static final List<Operation> OPS = List.of(
            new Operation("createPool", "POST", "/v1/load-balancers/{load_balancer_id}/pools", true),
            new Operation("listRecordsets", "GET", "/v1/zones/{zone_id}/recordsets", true),
            new Operation(
                    "restartDatabaseInstance", "POST", "/v1/database-instances/{database_instance_id}/restart", false));

    private static List<String> check(String file, String... lines) {
        return new OperationListing(OPS)
                .check(file, List.of(lines)).stream().map(Object::toString).toList();
    }

    private static final String DERIVE = "a list the next operation makes incomplete: derive them from the "
            + "generated ApiOperation (ApiOperation.values(), .path(), .method(), .regional()) or the document, or "
            + "use one operation";

    @Test
    void twoOperationsOnOneLineOrEveryOperationInOneBlockAreAnEnumeration() {
        assertThat(check(
                        "m/src/test/java/A.java",
                        "    @CsvSource({\"v1/load-balancers/%s/pools,POST\", \"v1/zones/%s/recordsets,GET\"})",
                        "",
                        "    case CREATE_POOL -> 1;",
                        "    case LIST_RECORDSETS -> 2;",
                        "    default -> { String p = \"v1/database-instances/\" + id + \"/restart\"; }",
                        "",
                        "    emulator.injectFault(ApiOperation.CREATE_POOL, 1, f);",
                        "    emulator.injectFault(ApiOperation.LIST_RECORDSETS, 1, f);"))
                .containsExactly(
                        "m/src/test/java/A.java:1: names 2 operations on one line (createPool, listRecordsets), "
                                + DERIVE,
                        "m/src/test/java/A.java:3: names every operation in one block (createPool, listRecordsets, "
                                + "restartDatabaseInstance), " + DERIVE);
    }

    @Test
    void facadeCallsOfEveryOperationInOneBlockAreAnEnumerationInCodeOnly() {
        List<Operation> ops = List.of(
                OPS.get(0),
                new Operation(
                        "restoreDatabaseBackup", "POST", "/v1/database-backups/{database_backup_id}/restore", false),
                new Operation("restoreVolumeBackup", "POST", "/v1/storage/backups/{backup_id}/restore", true));
        List<ApiDocument.Facade> facades = List.of(
                new ApiDocument.Facade("createPool", "pools", "create", "LoadBalancerClient", "lb"),
                new ApiDocument.Facade("restoreDatabaseBackup", "backups", "restore", "DatabaseClient", "db"),
                new ApiDocument.Facade("restoreVolumeBackup", "backups", "restore", "StorageClient", "storage"));
        OperationListing listing = new OperationListing(ops, facades);
        List<String> block = List.of(
                "    assertThatThrownBy(() -> LoadBalancerClient.create(c).pools().createWithResponse(unknown, p))",
                "    DatabaseClient.create(config).backups()",
                "            .restore(unknown, r);",
                "    storage.withRegion(\"us-2\").backups().restore(unknown);");
        assertThat(listing.check("m/src/test/java/A.java", block))
                .extracting(Object::toString)
                .containsExactly("m/src/test/java/A.java:1: names every operation in one block (createPool, "
                        + "restoreVolumeBackup, " + "restoreDatabaseBackup), " + DERIVE);
        assertThat(listing.check(
                        "m/src/test/kotlin/A.kt",
                        List.of(
                                "val pool: Pool = lb.async().pools().create(id, request).get()",
                                "db.backups().restore(backup, request); "
                                        + "StorageClient.create(c).backups().restore(backup)")))
                .extracting(Object::toString)
                .containsExactly(
                        "m/src/test/kotlin/A.kt:1: names every operation in one block (createPool, "
                                + "restoreDatabaseBackup, restoreVolumeBackup), " + DERIVE,
                        "m/src/test/kotlin/A.kt:2: names 2 operations on one line (restoreDatabaseBackup, "
                                + "restoreVolumeBackup), " + DERIVE);
        assertThat(listing.check(
                        "README.md",
                        List.of(
                                "lb.pools().create(id, r);",
                                "db.backups().restore(b, r);",
                                "storage.backups().restore(b);")))
                .as("a Markdown snippet shows calls")
                .isEmpty();
        assertThat(listing.check("m/src/test/java/A.java", List.of("x.backups().restore(b); y.pools().creates(z);")))
                .as("a shared call of no known client, and another method")
                .isEmpty();
    }

    @Test
    void theDocumentGivesEachOperationsFacadeCall() throws Exception {
        List<ApiDocument.Facade> facades =
                ApiDocument.read(ROOT.resolve("api/openapi.yaml")).facades();
        assertThat(facades)
                .extracting(ApiDocument.Facade::operationId)
                .containsExactlyElementsOf(
                        documented().stream().map(Operation::operationId).toList());
        assertThat(facades)
                .contains(
                        new ApiDocument.Facade("createPool", "pools", "create", "LoadBalancerClient", "lb"),
                        new ApiDocument.Facade(
                                "restartDatabaseInstance", "instances", "restart", "DatabaseClient", "db"),
                        new ApiDocument.Facade(
                                "restoreVolumeBackup", "backups", "restore", "StorageClient", "storage"));
    }

    @Test
    void aPathTheDocumentCouldGrowIntoIsRefusedAndAnImpossibleOneIsNot() {
        List<String> found = check(
                "m/src/test/java/A.java",
                "get(\"v1/nothing\");",
                "post(\"v1/database-instances/\" + id);",
                "post(\"v1/~nothing\"); post(\"v1/zones/\" + zone.id() + \"/recordsets\");",
                "String url = \"http://h:1/v2/zones/x/recordsets?limit=1\";",
                "String f = String.format(\"/v1/load-balancers/%s/pools\", id);");
        assertThat(found).hasSize(3);
        assertThat(found.get(0))
                .isEqualTo("m/src/test/java/A.java:1: the path v1/nothing is not in "
                        + "api/openapi.yaml, and the document could grow an operation there: for a path "
                        + "of no operation, put "
                        + "'~' in it (\"v1/~no-such-path\"), which no path of the document may hold");
        assertThat(found.get(1)).startsWith("m/src/test/java/A.java:2: the path v1/database-instances/{} is not");
        assertThat(found.get(2)).startsWith("m/src/test/java/A.java:4: the path v2/zones/x/recordsets is not");
        assertThat(check("sdk-core/src/test/java/A.java", "get(\"v1/things\");"))
                .as("sdk-core knows no operation")
                .isEmpty();
    }

    @Test
    void aNameShapedLikeAnOperationTheDocumentLacksIsRefused() {
        assertThat(check(
                        "m/src/test/java/A.java",
                        "post(\"{\\\"operation\\\": \\\"deletePool\\\"}\");",
                        "",
                        "valueOf(\"GET_POOLS\"); deletePool(); String s = \"createPool no-such-operation retryAfter\";",
                        "m(\"getModule\", \"restoreErrors\", \"START_ARRAY\");"))
                .containsExactly(
                        "m/src/test/java/A.java:1: 'deletePool' looks like an operation that api/openapi.yaml does "
                                + "not have, and could have one day: for an operation that does not exist, use "
                                + "'no-such-operation', which no operationId can be",
                        "m/src/test/java/A.java:3: 'GET_POOLS' looks like an operation that api/openapi.yaml does "
                                + "not have, and could have one day: for an operation that does not exist, use "
                                + "'no-such-operation', which no operationId can be");
    }

    @Test
    void aCountOfTheOperationsIsRefusedAnywhereButTheGeneratedTableIsNot() {
        assertThat(check(
                        "README.md",
                        "Make the three calls.",
                        "",
                        "<!-- operations:start -->",
                        "| `createPool` | `POST /v1/load-balancers/{load_balancer_id}/pools` |",
                        "| `listRecordsets` | `GET /v1/zones/{zone_id}/recordsets` |",
                        "<!-- operations:end -->",
                        "four clients, all 3 API operations, two calls of each, a limit of 3 calls per host"))
                .containsExactly(
                        "README.md:1: 'the three calls' counts the operations, and the count is wrong once the "
                                + "document grows: say \"every operation\" or \"each operation\", or point to the "
                                + "generated table of README.md, \"Operations\"",
                        "README.md:7: 'all 3 API operations' counts the operations, and the count is wrong once the "
                                + "document grows: say \"every operation\" or \"each operation\", or point to the "
                                + "generated table of README.md, \"Operations\"");
    }

    @Test
    void aCountOfTheServicesIsRefused() {
        List<ApiDocument.Facade> facades = List.of(
                new ApiDocument.Facade("createPool", "pools", "create", "LoadBalancerClient", "lb"),
                new ApiDocument.Facade("listRecordsets", "recordsets", "list", "DnsClient", "dns"));
        assertThat(new OperationListing(OPS, facades)
                        .check(
                                "README.md",
                                List.of(
                                        "The starter brings the two service modules.",
                                        "",
                                        "on all 2 clients, two calls of each, one module")))
                .extracting(Object::toString)
                .satisfiesExactly(
                        f -> assertThat(f).startsWith("README.md:1: 'the two service modules' counts the services"),
                        f -> assertThat(f).startsWith("README.md:3: 'all 2 clients' counts the services"));
    }

    @Test
    void aTestThatClaimsToCallEveryOperationIsRefusedAndOneThatCountsPerOperationIsNot() {
        String claim = "asserts that every operation reached the emulator, which holds only while this test calls "
                + "each one by hand";
        assertThat(check(
                        "app/src/test/java/A.java",
                        "for (ApiOperation op : ApiOperation.values()) {",
                        "    assertThat(cloud.requestCount(op)).as(\"%s reached\", op)",
                        "            .isEqualTo(1);",
                        "}",
                        "for (ApiOperation op : ApiOperation.values()) assertEquals(1, "
                                + "cloud.requestCount(op), op.name());",
                        "assertThat(registry.get(CloudSdkMetrics.CALLS).timers()).hasSize(3);",
                        "",
                        "assertThat(spans).extracting(SpanData::getName)"
                                + ".contains(\"CreatePool\", \"ListRecordsets\");"))
                .hasSize(4)
                .satisfiesExactly(
                        f -> assertThat(f).startsWith("app/src/test/java/A.java:1: " + claim),
                        f -> assertThat(f).startsWith("app/src/test/java/A.java:5: " + claim),
                        f -> assertThat(f).startsWith("app/src/test/java/A.java:6: 'hasSize(3)' counts the operations"),
                        f -> assertThat(f)
                                .startsWith("app/src/test/java/A.java:8: names 2 operations on one line "
                                        + "(createPool, listRecordsets)"));
        assertThat(check(
                        "app/src/test/java/A.java",
                        "for (ApiOperation op : ApiOperation.values()) {",
                        "    assertThat(emulator.requestCount(op)).isZero();",
                        "    assertThat(emulator.requestCount(op)).isEqualTo(op == sent ? 1 : 0);",
                        "}",
                        "assertThat(timers).hasSize(Stream.of(ApiOperation.values())"
                                + ".mapToInt(cloud::requestCount).sum());"))
                .as("no claim: zero requests, a count per operation, the size of what was called")
                .isEmpty();
    }

    @Test
    void aGeneratedFileIsNotHandWritten() {
        assertThat(HandWrittenPieces.GENERATED).startsWith("// Generated by sdk-codegen");
    }
}
