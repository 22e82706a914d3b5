package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ConflictException;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.storage.model.RestoreVolumeBackupRequest;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The emulator's state rules and its asynchronous transitions. */
class EmulatorStateTest {
    private static final Duration WAIT = Duration.ofSeconds(5);

    // Long enough that a state read right after a 202 still sees the transition's first state on a loaded machine
    // (200 ms was not, at a load average of 13 on 2 cores); every wait for the last state is WAIT.
    @RegisterExtension
    final EmulatorExtension cloud =
            new EmulatorExtension(CloudEmulator.builder().transitionDelay(Duration.ofMillis(600)));

    @Test
    void restoredInstanceStartsRestoringThenBecomesActive(CloudEmulator emulator) {
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        DatabaseInstance inst = DatabaseClient.create(emulator.config())
                .backups()
                .restore(
                        backup,
                        RestoreDatabaseBackupRequest.builder()
                                .name("orders-copy")
                                .volumeSize(40)
                                .build());
        assertThat(inst.status()).isEqualTo("RESTORING");
        assertThat(inst.name()).isEqualTo("orders-copy");
        assertThat(inst.volume().size()).isEqualTo(40);
        assertThat(inst.crn().serviceArea()).contains("database");
        assertThat(emulator.databaseInstance(inst.id()).status()).isEqualTo(InstanceStatus.RESTORING);
        emulator.databaseInstance(inst.id()).awaitStatus(InstanceStatus.ACTIVE, WAIT);
    }

    @ParameterizedTest
    @EnumSource(
            value = BackupStatus.class,
            names = {"CREATING", "ERROR", "DELETING"})
    void backupNotAvailableAnswers409(BackupStatus status, CloudEmulator emulator) {
        UUID db = emulator.seedDatabaseBackup(status);
        assertThatThrownBy(() -> DatabaseClient.create(emulator.config())
                        .backups()
                        .restore(db, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(ConflictException.class)
                .hasMessageContaining(status.name());
        UUID vol = emulator.seedVolumeBackup(status);
        assertThatThrownBy(
                        () -> StorageClient.create(emulator.config()).backups().restore(vol))
                .isInstanceOf(ConflictException.class);
    }

    @Test
    void aBackupWhoseStateATestChangesRestoresOnlyWhileAvailable(CloudEmulator emulator) {
        UUID db = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        UUID vol = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        emulator.setDatabaseBackupStatus(db, BackupStatus.DELETING);
        emulator.setVolumeBackupStatus(vol, BackupStatus.ERROR);
        DatabaseClient database = DatabaseClient.create(emulator.config());
        StorageClient storage = StorageClient.create(emulator.config());
        assertThatThrownBy(() -> database.backups().restore(db, RestoreDatabaseBackupRequest.named("x")))
                .isInstanceOf(ConflictException.class)
                .hasMessageContaining("DELETING");
        assertThatThrownBy(() -> storage.backups().restore(vol)).isInstanceOf(ConflictException.class);
        emulator.setDatabaseBackupStatus(db, BackupStatus.AVAILABLE);
        emulator.setVolumeBackupStatus(vol, BackupStatus.AVAILABLE);
        assertThat(database.backups()
                        .restore(db, RestoreDatabaseBackupRequest.named("x"))
                        .status())
                .isEqualTo("RESTORING");
        assertThat(emulator.volume(storage.backups().restore(vol)).status()).isEqualTo(VolumeStatus.RESTORING_BACKUP);
    }

    @Test
    void restartPassesThroughRebootBackToActive(CloudEmulator emulator) {
        UUID id = emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE);
        String message = DatabaseClient.create(emulator.config()).instances().restart(id);
        assertThat(message).contains(id.toString());
        assertThat(emulator.databaseInstance(id).status()).isEqualTo(InstanceStatus.REBOOT);
        emulator.databaseInstance(id).awaitStatus(InstanceStatus.ACTIVE, WAIT);
    }

    @ParameterizedTest
    @CsvSource({
        "BUILD,false,409",
        "BUILD,true,409",
        "ERROR,false,409",
        "ERROR,true,409",
        "REBOOT,false,409",
        "REBOOT,true,202",
        "RESTORING,false,409",
        "RESTORING,true,202",
        "ACTIVE,false,202",
        "ACTIVE,true,202"
    })
    void restartFollowsTheStateRules(InstanceStatus status, boolean force, int expected, CloudEmulator emulator) {
        UUID id = emulator.seedDatabaseInstance("db", status);
        DatabaseClient db = DatabaseClient.create(emulator.config());
        RestartDatabaseInstanceRequest request =
                force ? RestartDatabaseInstanceRequest.forced() : RestartDatabaseInstanceRequest.defaults();
        if (expected == 202) {
            db.instances().restart(id, request);
            assertThat(emulator.databaseInstance(id).status()).isEqualTo(InstanceStatus.REBOOT);
        } else {
            assertThatThrownBy(() -> db.instances().restart(id, request)).isInstanceOf(ConflictException.class);
            assertThat(emulator.databaseInstance(id).status()).isEqualTo(status);
        }
    }

    @Test
    void forcedRestartDuringRestoreEndsActiveOnce(CloudEmulator emulator) {
        UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
        DatabaseClient db = DatabaseClient.create(emulator.config());
        UUID id = db.backups()
                .restore(backup, RestoreDatabaseBackupRequest.named("x"))
                .id();
        db.instances().restart(id, RestartDatabaseInstanceRequest.forced());
        assertThat(emulator.databaseInstance(id).status()).isEqualTo(InstanceStatus.REBOOT);
        emulator.databaseInstance(id).awaitStatus(InstanceStatus.ACTIVE, WAIT);
    }

    @Test
    void aNullStatusIsRefusedBeforeAnythingChanges(CloudEmulator emulator) {
        DatabaseInstanceState instance =
                emulator.databaseInstance(emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE));
        VolumeState volume = emulator.volume(emulator.seedVolume("data", VolumeStatus.AVAILABLE));
        assertThatThrownBy(() -> instance.setStatus(null))
                .isExactlyInstanceOf(NullPointerException.class)
                .hasMessage("status == null");
        assertThatThrownBy(() -> volume.setStatus(null))
                .isExactlyInstanceOf(NullPointerException.class)
                .hasMessage("status == null");
        assertThat(instance.status()).isEqualTo(InstanceStatus.ACTIVE);
        assertThat(volume.status()).isEqualTo(VolumeStatus.AVAILABLE);
    }

    @Test
    void volumeRestoreCreatesAVolumeThatBecomesAvailable(CloudEmulator emulator) {
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        UUID volume = StorageClient.create(emulator.config())
                .backups()
                .restore(
                        backup,
                        RestoreVolumeBackupRequest.builder().name("data-copy").build());
        VolumeState state = emulator.volume(volume);
        assertThat(state.status()).isEqualTo(VolumeStatus.RESTORING_BACKUP);
        assertThat(state.name()).isEqualTo("data-copy");
        assertThat(state.restoredFrom()).isEqualTo(backup);
        state.awaitStatus(VolumeStatus.AVAILABLE, WAIT);
    }

    @Test
    void volumeRestoreOntoAnExistingVolumeMarksItRestoring(CloudEmulator emulator) {
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        UUID target = emulator.seedVolume("data", VolumeStatus.AVAILABLE);
        UUID answered = StorageClient.create(emulator.config())
                .backups()
                .restore(
                        backup,
                        RestoreVolumeBackupRequest.builder().volumeId(target).build());
        assertThat(answered).isEqualTo(target);
        assertThat(emulator.volume(target).status()).isEqualTo(VolumeStatus.RESTORING_BACKUP);
        emulator.volume(target).awaitStatus(VolumeStatus.AVAILABLE, WAIT);
    }

    @ParameterizedTest
    @EnumSource(
            value = VolumeStatus.class,
            names = {"IN_USE", "RESTORING_BACKUP"})
    void busyVolumeCannotBeARestoreTarget(VolumeStatus status, CloudEmulator emulator) {
        UUID backup = emulator.seedVolumeBackup(BackupStatus.AVAILABLE);
        UUID target = emulator.seedVolume("data", status);
        assertThatThrownBy(() -> StorageClient.create(emulator.config())
                        .backups()
                        .restore(
                                backup,
                                RestoreVolumeBackupRequest.builder()
                                        .volumeId(target)
                                        .build()))
                .isInstanceOf(ConflictException.class)
                .hasMessageContaining(status.wireValue());
        assertThat(emulator.volume(target).status()).isEqualTo(status);
    }

    @Test
    void awaitGivesUpAfterItsTimeout(CloudEmulator emulator) {
        UUID id = emulator.seedDatabaseInstance("db", InstanceStatus.ERROR);
        assertThatThrownBy(
                        () -> emulator.databaseInstance(id).awaitStatus(InstanceStatus.ACTIVE, Duration.ofMillis(50)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("ERROR");
    }
}
