package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * The generated wire contracts of the test-only document ({@code <Operation>ContractTest}, one per operation, in
 * {@code sdk-compute/src/test/java}) compile with its main sources against sdk-core and its test classes, and pass
 * against its generated client: every shape the document has (a 201 create, a GET by a name sent as one encoded
 * segment, a GET without {@code X-Region}, a PUT, a DELETE answering 204, a 202 action with a default request, a list
 * with repeated and enum query parameters) checked for its request, its success (with the metadata of its
 * {@code ...WithResponse} call, blocking and async; a {@code null} value for the 204), its documented errors, its
 * resend rule and its argument checks. The golden files compare them only as text.
 */
class TestApiContractTest {
    private static final String TESTS = "sdk-compute/src/test/java/";

    @Test
    void everyGeneratedContractCompilesAndPassesAgainstTheGeneratedClient(@TempDir Path dir) throws Exception {
        assertThat(getClass().getClassLoader().getResource("dev/cloudsdk/core/testing/WireTest.class"))
                .as("sdk-core's test classes are missing from the class path: build with -am, as in"
                        + " ./mvnw -B -pl sdk-codegen -am test")
                .isNotNull();
        Map<String, String> sources = new TreeMap<>();
        List<String> contracts = new ArrayList<>();
        for (Map.Entry<String, String> f : TestApi.files().entrySet()) {
            String path = f.getKey();
            if (path.startsWith(TestApi.MAIN) || path.startsWith(TESTS)) {
                sources.put(path, f.getValue());
                if (path.startsWith(TESTS)) {
                    contracts.add(path.substring(TESTS.length(), path.length() - ".java".length())
                            .replace('/', '.'));
                }
            }
        }
        assertThat(contracts)
                .as("one contract per operation of the test-only document")
                .containsExactlyInAnyOrder(
                        "dev.cloudsdk.compute.ListServersContractTest", "dev.cloudsdk.compute.CreateServerContractTest",
                        "dev.cloudsdk.compute.GetServerContractTest", "dev.cloudsdk.compute.UpdateServerContractTest",
                        "dev.cloudsdk.compute.DeleteServerContractTest",
                                "dev.cloudsdk.compute.RebootServerContractTest",
                        "dev.cloudsdk.compute.ListSnapshotsContractTest",
                                "dev.cloudsdk.compute.CreateSnapshotContractTest",
                        "dev.cloudsdk.compute.GetSnapshotContractTest",
                                "dev.cloudsdk.compute.DeleteSnapshotContractTest",
                        "dev.cloudsdk.compute.GetImageContractTest",
                                "dev.cloudsdk.compute.GetServerStatusContractTest");
        Path classes = TestApiClasses.compile(sources, dir);

        List<String> failures = new ArrayList<>();
        Set<String> passed = new TreeSet<>();
        Set<String> skipped = new TreeSet<>();
        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            List<ClassSelector> selectors = new ArrayList<>();
            for (String name : contracts) {
                selectors.add(selectClass(loader.loadClass(name)));
            }
            LauncherFactory.create()
                    .execute(
                            LauncherDiscoveryRequestBuilder.request()
                                    .selectors(selectors)
                                    .build(),
                            new TestExecutionListener() {
                                @Override
                                public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                                    // The class, then the check: a method's name, or a parameterized case's
                                    // display name (the operation and its status or argument).
                                    String name = id.getUniqueId().replaceAll(".*\\[class:[\\w.]*\\.(\\w+)].*", "$1")
                                            + "." + id.getDisplayName().replace("()", "");
                                    if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
                                        skipped.add(name);
                                    } else if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                                        failures.add(name + ": "
                                                + result.getThrowable()
                                                        .map(Throwable::toString)
                                                        .orElse(result.toString()));
                                    } else if (id.isTest()) {
                                        passed.add(name);
                                    }
                                }
                            });
        }
        assertThat(failures)
                .as("the generated contracts of the test-only document")
                .isEmpty();
        assertThat(skipped.stream().map(name -> name.substring(name.indexOf('.') + 1)))
                .as("only the checks that do not apply to every operation skip one")
                .isSubsetOf(
                        "isResentAfterA503",
                        "isNotResentAfterA503",
                        "theResponseCountsTheAttemptsAfterA503",
                        "withoutARequestSendsTheDefaultRequest");
        assertThat(passed)
                .as("a case of each kind, on the shapes that have it")
                .contains(
                        "GetServerContractTest.sendsTheDocumentedRequestAndReadsTheSuccess",
                        "DeleteServerContractTest.sendsTheDocumentedRequestAndReadsTheSuccess",
                        "DeleteServerContractTest.isResentAfterA503",
                        "DeleteServerContractTest.withResponseGivesTheSuccessAndItsMetadata",
                        "DeleteServerContractTest.asyncWithResponseGivesTheSuccessAndItsMetadata",
                        "DeleteServerContractTest.theResponseCountsTheAttemptsAfterA503",
                        "CreateServerContractTest.withResponseGivesTheSuccessAndItsMetadata",
                        "CreateServerContractTest.asyncWithResponseGivesTheSuccessAndItsMetadata",
                        "ListServersContractTest.withResponseGivesTheSuccessAndItsMetadata",
                        "ListServersContractTest.theResponseCountsTheAttemptsAfterA503",
                        "UpdateServerContractTest.updateServer answers 409 with ConflictException",
                        "UpdateServerContractTest.updateServer refuses a request without name",
                        "CreateServerContractTest.isNotResentAfterA503",
                        "RebootServerContractTest.withoutARequestSendsTheDefaultRequest",
                        "ListServersContractTest.listServers refuses a null request",
                        "GetImageContractTest.getImage refuses a null imageId");
    }
}
