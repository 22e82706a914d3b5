package dev.cloudsdk.kotlincheck

import dev.cloudsdk.core.ConflictException
import dev.cloudsdk.core.Response
import dev.cloudsdk.database.DatabaseClient
import dev.cloudsdk.database.model.Address
import dev.cloudsdk.database.model.DatabaseInstance
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest
import dev.cloudsdk.testkit.BackupStatus
import dev.cloudsdk.testkit.CloudEmulator
import dev.cloudsdk.testkit.EmulatorExtension
import dev.cloudsdk.testkit.InstanceStatus
import java.time.Duration
import java.util.UUID
import java.util.concurrent.TimeUnit.SECONDS
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.RegisterExtension

/** Restore database backup and restart database instance from Kotlin, blocking and async. */
class DatabaseFromKotlinTest {
    companion object {
        // Accepted work stays pending for the whole test: the states asserted cannot move under it.
        @JvmField
        @RegisterExtension
        val cloud = EmulatorExtension(CloudEmulator.builder().transitionDelay(Duration.ofMinutes(5)))
    }

    @Test
    fun restoreReturnsTheNewInstanceWithNullableComponents(emulator: CloudEmulator) {
        val backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE)
        val db = DatabaseClient.create(emulator.config())

        val restored: DatabaseInstance = db.backups().restore(backup,
            RestoreDatabaseBackupRequest.builder().name("orders-restored").volumeSize(40).build())

        val id: UUID = checkNotNull(restored.id()) { "the emulator sends the id" }
        val status: String? = restored.status()
        val flavorName: String? = restored.flavor()?.name()
        val size: Int? = restored.volume()?.size()
        val ssl: Boolean? = restored.sslEnabled()
        val addresses: List<Address> = restored.addresses()
        assertEquals("orders-restored", restored.name())
        assertEquals("RESTORING", status)
        assertEquals("db.medium", flavorName)
        assertEquals(40, size)
        assertEquals(true, ssl)
        assertEquals(1, addresses.size)
        assertEquals(InstanceStatus.RESTORING, emulator.databaseInstance(id).status())
    }

    @Test
    fun restoreAsyncAndAConflict(emulator: CloudEmulator) {
        val backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE)
        val creating = emulator.seedDatabaseBackup(BackupStatus.CREATING)
        val db = DatabaseClient.create(emulator.config())

        val async: DatabaseInstance = db.async().backups().restore(backup, RestoreDatabaseBackupRequest.named("copy"))
            .get(10, SECONDS)
        val e = assertThrows<ConflictException> { db.backups().restore(creating, RestoreDatabaseBackupRequest.named("x")) }

        assertEquals("copy", async.name())
        assertEquals(409, e.statusCode())
        assertEquals(InstanceStatus.RESTORING, emulator.databaseInstance(checkNotNull(async.id())).status())
    }

    @Test
    fun restartReturnsTheMessageBlockingAndAsync(emulator: CloudEmulator) {
        val instance = emulator.seedDatabaseInstance("orders", InstanceStatus.ACTIVE)
        val db = DatabaseClient.create(emulator.config())

        val message: String = db.instances().restart(instance)
        assertEquals(InstanceStatus.REBOOT, emulator.databaseInstance(instance).status())
        assertThrows<ConflictException> { db.instances().restart(instance) }
        val forced: String = db.async().instances().restart(instance, RestartDatabaseInstanceRequest.forced())
            .get(10, SECONDS)
        val response: Response<String> = db.instances().restartWithResponse(instance, RestartDatabaseInstanceRequest(true))

        assertEquals("Restart of database instance $instance accepted", message)
        assertTrue(forced.endsWith("(forced)"), forced)
        assertEquals(202, response.statusCode())
        assertTrue(response.value().endsWith("(forced)"), response.value())
        val force: Boolean? = RestartDatabaseInstanceRequest.defaults().force()
        assertNull(force)
    }
}
