package dev.cloudsdk.kotlincheck

import dev.cloudsdk.core.CallListener
import dev.cloudsdk.core.NotFoundException
import dev.cloudsdk.dns.DnsClient
import dev.cloudsdk.testkit.CloudEmulator
import dev.cloudsdk.testkit.EmulatorExtension
import java.time.Duration
import java.util.UUID
import java.util.concurrent.CopyOnWriteArrayList
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.RegisterExtension

/** A listener written in Kotlin: the failure a call ends with is `Throwable?`, null on success. */
class CallListenerFromKotlinTest {
    companion object {
        @JvmField
        @RegisterExtension
        val cloud = EmulatorExtension()
    }

    @Test
    fun callEndHearsNullOnSuccessAndTheExceptionOnFailure(emulator: CloudEmulator) {
        val failures = CopyOnWriteArrayList<Throwable?>()
        val regions = CopyOnWriteArrayList<String?>()
        val listener = CallListener { call ->
            regions.add(call.region())
            object : CallListener.Observer {
                override fun callEnd(attempts: Int, elapsed: Duration, failure: Throwable?) {
                    failures.add(failure)
                }
            }
        }
        val zone = emulator.seedZone("example.com")

        emulator.configBuilder().callListener(listener).build().use { config ->
            val dns = DnsClient.create(config)
            dns.recordsets().list(zone.id()).toList()
            assertThrows<NotFoundException> { dns.recordsets().list(UUID.randomUUID()).toList() }
        }

        assertEquals(2, failures.size)
        assertNull(failures[0])
        assertInstanceOf(NotFoundException::class.java, failures[1])
        assertEquals(listOf(CloudEmulator.DEFAULT_REGION, CloudEmulator.DEFAULT_REGION), regions)
    }
}
