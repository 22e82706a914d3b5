package dev.cloudsdk.kotlincheck

import dev.cloudsdk.core.NotFoundException
import dev.cloudsdk.core.Response
import dev.cloudsdk.loadbalancer.LoadBalancerClient
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest
import dev.cloudsdk.loadbalancer.model.LbAlgorithm
import dev.cloudsdk.loadbalancer.model.Pool
import dev.cloudsdk.loadbalancer.model.PoolResourceRef
import dev.cloudsdk.loadbalancer.model.Protocol
import dev.cloudsdk.loadbalancer.model.SessionPersistence
import dev.cloudsdk.testkit.CloudEmulator
import dev.cloudsdk.testkit.EmulatorExtension
import dev.cloudsdk.testkit.SeededLoadBalancer
import java.util.UUID
import java.util.concurrent.TimeUnit.SECONDS
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.RegisterExtension

/** Create pool from Kotlin, blocking and async, with the types a Kotlin user sees. */
class LoadBalancerFromKotlinTest {
    companion object {
        @JvmField
        @RegisterExtension
        val cloud = EmulatorExtension()
    }

    private fun request(lb: SeededLoadBalancer, name: String): CreatePoolRequest =
        CreatePoolRequest.builder()
            .name(name)
            .protocol(Protocol.HTTP)
            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
            .listenerId(lb.listenerIds()[0])
            .sessionPersistence(SessionPersistence.ofType("HTTP_COOKIE").withCookieName("SRV"))
            .tags("prod", "web")
            .build()

    @Test
    fun createPoolReturnsNullableScalarsAndNonNullLists(emulator: CloudEmulator) {
        val seeded = emulator.seedLoadBalancer()
        val lb = LoadBalancerClient.create(emulator.config())

        val pool: Pool = lb.pools().create(seeded.id(), request(seeded, "web"))

        val name: String? = pool.name()
        val protocol: Protocol? = pool.protocol()
        val algorithm: LbAlgorithm? = pool.lbAlgorithm()
        val cookie: String? = pool.sessionPersistence()?.cookieName()
        val healthMonitor: UUID? = pool.healthmonitorId()
        val listeners: List<PoolResourceRef> = pool.listeners()
        val tags: List<String> = pool.tags()
        assertEquals("web", name)
        assertEquals(Protocol.HTTP, protocol)
        assertEquals(LbAlgorithm.ROUND_ROBIN, algorithm)
        assertEquals("SRV", cookie)
        assertNull(healthMonitor)
        assertEquals(listOf(seeded.listenerIds()[0]), listeners.map { it.id() })
        assertEquals(listOf("prod", "web"), tags)
        assertEquals(seeded.id(), pool.loadBalancerId())
        assertEquals(listOf(pool.id()), emulator.pools(seeded.id()))

        // Members the SDK does not know: a map whose values may be null, and builder setters that accept null.
        val extra: Map<String, Any?> = pool.additionalProperties()
        assertEquals(emptyMap<String, Any?>(), extra)
        val fake: Pool = pool.toBuilder().additionalProperty("retired_at", null).additionalProperty("tier", "gold").build()
        assertEquals(mapOf("retired_at" to null, "tier" to "gold"), fake.additionalProperties())
    }

    @Test
    fun createPoolAsyncAndWithResponse(emulator: CloudEmulator) {
        val seeded = emulator.seedLoadBalancer()
        val lb = LoadBalancerClient.create(emulator.config())

        val async: Pool = lb.async().pools().create(seeded.id(), request(seeded, "async")).get(10, SECONDS)
        val response: Response<Pool> = lb.pools().createWithResponse(seeded.id(), request(seeded, "blocking"))

        val requestId: String? = response.requestId()
        assertEquals("async", async.name())
        assertEquals("blocking", response.value().name())
        assertEquals(201, response.statusCode())
        assertEquals(true, requestId?.startsWith("req-"))
        assertNotEquals(async.id(), response.value().id())
        assertEquals(listOf(async.id(), response.value().id()), emulator.pools(seeded.id()))
    }

    @Test
    fun regionIsNullableAndAnUnknownLoadBalancerIsNotFound(emulator: CloudEmulator) {
        val lb = LoadBalancerClient.create(emulator.config())
        val region: String? = lb.region()
        assertEquals(CloudEmulator.DEFAULT_REGION, region)

        val unknown = UUID.randomUUID()
        val e = assertThrows<NotFoundException> {
            lb.pools().create(unknown, CreatePoolRequest.builder().protocol(Protocol.TCP).lbAlgorithm(LbAlgorithm.SOURCE_IP).build())
        }
        val error: Map<String, Any?> = e.error()
        assertEquals(404, e.statusCode())
        assertEquals(true, e.requestId().isPresent)
        assertEquals(e.requestId().get(), error["request_id"])
    }
}
