package dev.cloudsdk.dns;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.testing.FaultMatrix;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;

/** The fault matrix for List recordsets: a GET, retried on connection failures, timeouts and 429/5xx. */
class ListRecordsetsFaultTest extends FaultMatrix {
    @Override
    protected Object call(ClientConfig config) {
        return DnsClient.create(config).recordsets().listPage(ListRecordsetsWireTest.ZONE, ListRecordsetsRequest.all());
    }

    @Override
    protected int successStatus() {
        return 200;
    }

    @Override
    protected String successJson() {
        return fixture("dns/recordsets-page.json");
    }

    @Override
    protected boolean repeatable() {
        return true;
    }
}
