package dev.cloudsdk.dns;

import dev.cloudsdk.core.testing.FacadeParity;
import org.junit.jupiter.api.Test;

/** Every blocking method has its async twin with the same parameters, and the other way round. */
class FacadeParityTest {
    @Test
    void blockingAndAsyncFacadesOfferTheSameOverloads() {
        FacadeParity.assertParity(Recordsets.class, AsyncRecordsets.class);
    }
}
