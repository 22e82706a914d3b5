package dev.cloudsdk.conformance;

import dev.cloudsdk.core.ClientConfig;
import java.net.InetAddress;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * The child JVM of {@link NoDatabindOnTheCallPathTest}: builds a config against a loopback MockWebServer, then loads
 * {@link CallsStart}, calls every operation once through its facade as its fault-matrix row does
 * ({@link FaultMatrixRows}: sample arguments, the success of the document's schema), and loads {@link CallsEnd}.
 * With {@code -Xlog:class+load}, the classes the JVM loaded between the two markers are those the calls' path needed
 * first.
 */
public final class CallsWithoutDatabind {
    private CallsWithoutDatabind() {}

    /** Loaded just before the calls. */
    public static final class CallsStart {}

    /** Loaded just after them. */
    public static final class CallsEnd {}

    /**
     * @param args none
     * @throws Exception when a call fails, which fails the test
     */
    public static void main(String[] args) throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.start(InetAddress.getLoopbackAddress(), 0);
            ClientConfig config = ClientConfig.builder()
                    .baseUrl(server.url("/api").toString())
                    .token("t0ken")
                    .region("region-1")
                    .build();
            List<OperationRow> rows = FaultMatrixRows.rows();
            for (OperationRow row : rows) {
                MockResponse.Builder success = new MockResponse.Builder().code(row.successStatus());
                if (!row.successJson().isEmpty()) {
                    success.setHeader("Content-Type", "application/json").body(row.successJson());
                }
                server.enqueue(success.build());
            }
            Class.forName(CallsStart.class.getName());
            StringBuilder results = new StringBuilder();
            for (OperationRow row : rows) {
                results.append("result ")
                        .append(row.operation())
                        .append(": ")
                        .append(row.call().apply(config))
                        .append('\n');
            }
            Class.forName(CallsEnd.class.getName());
            System.out.print(results);
            for (int i = 0; i < rows.size(); i++) {
                RecordedRequest r = server.takeRequest();
                System.out.println("sent " + r.getMethod() + " "
                        + (r.getBody() == null ? "" : r.getBody().utf8()));
            }
        }
    }
}
