package dev.cloudsdk.kotlincheck

import dev.cloudsdk.core.AsyncPage
import dev.cloudsdk.core.NotFoundException
import dev.cloudsdk.core.Page
import dev.cloudsdk.core.PageMeta
import dev.cloudsdk.core.PagedIterable
import dev.cloudsdk.dns.DnsClient
import dev.cloudsdk.dns.model.ListRecordsetsRequest
import dev.cloudsdk.dns.model.RecordType
import dev.cloudsdk.dns.model.Recordset
import dev.cloudsdk.testkit.ApiOperation
import dev.cloudsdk.testkit.CloudEmulator
import dev.cloudsdk.testkit.EmulatorExtension
import dev.cloudsdk.testkit.SeededZone
import java.util.UUID
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.TimeUnit.SECONDS
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.RegisterExtension

/** List recordsets from Kotlin: items, pages, one page, async pages, and the region a config may lack. */
class DnsFromKotlinTest {
    companion object {
        @JvmField
        @RegisterExtension
        val cloud = EmulatorExtension()

        private val A_RECORDS = (1..5).map { "www$it.example.com." }
        private val TYPE_A_BY_TWO: ListRecordsetsRequest = ListRecordsetsRequest.builder().type(RecordType.A).limit(2).build()
    }

    private fun seed(emulator: CloudEmulator): SeededZone {
        val zone = emulator.seedZone("example.com")
        for (i in 1..5) {
            emulator.seedRecordset(zone, "www$i", "A", "192.0.2.$i")
        }
        emulator.seedRecordset(zone, "mail", "MX", "10 mx.example.com.")
        return zone
    }

    @Test
    fun listIteratesPagesWithTheFilterOnEveryPage(emulator: CloudEmulator) {
        val zone = seed(emulator)
        val dns = DnsClient.create(emulator.config())

        val recordsets: PagedIterable<Recordset> = dns.recordsets().list(zone.id(), TYPE_A_BY_TWO)
        val pages: List<List<String?>> = recordsets.pages().map { page -> page.items().map { it.name() } }

        assertEquals(listOf(A_RECORDS.subList(0, 2), A_RECORDS.subList(2, 4), A_RECORDS.subList(4, 5)), pages)
        assertEquals(3, emulator.requestCount(ApiOperation.LIST_RECORDSETS))
        assertEquals(A_RECORDS, recordsets.map { it.name() })
    }

    @Test
    fun recordsetComponentsAreNullableAndListsAreNot(emulator: CloudEmulator) {
        val zone = seed(emulator)
        val mx: Recordset = DnsClient.create(emulator.config()).recordsets().list(zone.id()).single { it.type() == RecordType.MX }

        val name: String? = mx.name()
        val type: RecordType? = mx.type()
        val typeText: String? = mx.typeAsString()
        val ttl: Int? = mx.ttl()
        val zoneId: UUID? = mx.zoneId()
        val crnRegion: String? = mx.crn()?.region()?.orElse("?")
        val records: List<String> = mx.records()
        assertEquals("mail.example.com.", name)
        assertEquals(RecordType.MX, type)
        assertEquals("MX", typeText)
        assertEquals(3600, ttl)
        assertEquals(zone.id(), zoneId)
        assertEquals(CloudEmulator.DEFAULT_REGION, crnRegion)
        assertEquals(listOf("10 mx.example.com."), records)
    }

    @Test
    fun listPageGivesMetaAndRequestId(emulator: CloudEmulator) {
        val zone = seed(emulator)
        val dns = DnsClient.create(emulator.config())

        val page: Page<Recordset> = dns.recordsets().listPage(zone.id(), TYPE_A_BY_TWO)
        val meta: PageMeta = page.meta()
        val total: Int? = meta.total()
        val hasMore: Boolean? = meta.hasMore()
        val requestId: String? = page.requestId()
        val last: Recordset = page.last().orElseThrow()

        assertEquals(5, total)
        assertEquals(true, hasMore)
        assertEquals(true, requestId?.startsWith("req-"))
        assertEquals(A_RECORDS[1], last.name())
        val rest = dns.recordsets().listPage(zone.id(), TYPE_A_BY_TWO.withMarker(last.id()))
        assertEquals(A_RECORDS.subList(2, 4), rest.items().map { it.name() })
    }

    @Test
    fun asyncListWalksThePages(emulator: CloudEmulator) {
        val zone = seed(emulator)
        val dns = DnsClient.create(emulator.config())

        val first: AsyncPage<Recordset> = dns.async().recordsets().list(zone.id(), TYPE_A_BY_TWO).get(10, SECONDS)
        val second: AsyncPage<Recordset> = first.nextPage().get(10, SECONDS)
        val seen = CopyOnWriteArrayList<String?>()
        val done: Void? = first.forEachRemaining { seen.add(it.name()) }.get(10, SECONDS)

        assertNull(done)
        assertEquals(A_RECORDS.subList(2, 4), second.items().map { it.name() })
        assertEquals(A_RECORDS, seen)
        assertEquals(true, first.hasNextPage())
        val page: Page<Recordset> = dns.async().recordsets().listPage(zone.id(), ListRecordsetsRequest.all()).get(10, SECONDS)
        assertEquals(6, page.items().size)
    }

    @Test
    fun aConfigWithoutRegionHasANullRegionAndFailsBeforeAnyRequest(emulator: CloudEmulator) {
        emulator.configBuilder().region(null).build().use { config ->
            val configRegion: String? = config.region()
            val dns = DnsClient.create(config)
            val region: String? = dns.region()
            assertNull(configRegion)
            assertNull(region)
            assertThrows<IllegalStateException> { dns.recordsets().list(UUID.randomUUID()) }
            val other: String? = dns.withRegion("us-2").region()
            assertEquals("us-2", other)
        }
        assertEquals(0, emulator.requestCount(ApiOperation.LIST_RECORDSETS))
    }

    @Test
    fun anUnknownZoneIsNotFound(emulator: CloudEmulator) {
        val dns = DnsClient.create(emulator.config())
        val e = assertThrows<NotFoundException> { dns.recordsets().list(UUID.randomUUID()).iterator().hasNext() }
        val error: Map<String, Any?> = e.error()
        assertEquals("not_found", error["code"])
        assertFalse(e.bodySnippet().isEmpty())
    }
}
