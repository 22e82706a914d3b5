package dev.cloudsdk.kotlincheck

import dev.cloudsdk.core.NotFoundException
import dev.cloudsdk.core.Response
import dev.cloudsdk.storage.StorageClient
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest
import dev.cloudsdk.testkit.BackupStatus
import dev.cloudsdk.testkit.CloudEmulator
import dev.cloudsdk.testkit.EmulatorExtension
import dev.cloudsdk.testkit.VolumeStatus
import java.time.Duration
import java.util.UUID
import java.util.concurrent.TimeUnit.SECONDS
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.extension.RegisterExtension

/** Restore volume backup from Kotlin: into a new volume, a named one, an existing one, blocking and async. */
class StorageFromKotlinTest {
    companion object {
        @JvmField
        @RegisterExtension
        val cloud = EmulatorExtension(CloudEmulator.builder().transitionDelay(Duration.ofMinutes(5)))
    }

    @Test
    fun restoreIntoANewVolume(emulator: CloudEmulator) {
        val backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE)
        val storage = StorageClient.create(emulator.config())

        val unnamed: UUID = storage.backups().restore(backup)
        val named: UUID = storage.backups().restore(backup, RestoreVolumeBackupRequest.builder().name("restored").build())

        val from: UUID? = emulator.volume(unnamed).restoredFrom()
        assertEquals(backup, from)
        assertEquals("restore-" + backup.toString().substring(0, 8), emulator.volume(unnamed).name())
        assertEquals("restored", emulator.volume(named).name())
        assertEquals(VolumeStatus.RESTORING_BACKUP, emulator.volume(named).status())
    }

    @Test
    fun restoreOntoAnExistingVolumeAsync(emulator: CloudEmulator) {
        val backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE)
        val target = emulator.seedVolume("data", VolumeStatus.AVAILABLE)
        val storage = StorageClient.create(emulator.config())
        val request = RestoreVolumeBackupRequest.builder().volumeId(target).build()
        val name: String? = request.name()
        assertNull(name)
        assertNull(emulator.volume(target).restoredFrom())

        val onto: UUID = storage.async().backups().restore(backup, request).get(10, SECONDS)
        val response: Response<UUID> = storage.async().backups().restoreWithResponse(backup).get(10, SECONDS)

        assertEquals(target, onto)
        assertEquals(backup, emulator.volume(target).restoredFrom())
        assertEquals(202, response.statusCode())
        assertEquals(backup, emulator.volume(response.value()).restoredFrom())
    }

    @Test
    fun regionIsNullableAndTheBackupLivesInOne(emulator: CloudEmulator) {
        val backup = emulator.seedVolumeBackup("us-2", BackupStatus.AVAILABLE)
        val storage = StorageClient.create(emulator.config())
        val region: String? = storage.region()

        assertEquals(CloudEmulator.DEFAULT_REGION, region)
        assertThrows<NotFoundException> { storage.backups().restore(backup) }
        assertEquals(backup, emulator.volume(storage.withRegion("us-2").backups().restore(backup)).restoredFrom())
    }
}
