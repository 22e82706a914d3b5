package dev.cloudsdk.codegen;

import dev.cloudsdk.codegen.docs.ReadmeEmitter;
import dev.cloudsdk.codegen.model.ModelEmitter;
import dev.cloudsdk.codegen.modules.ModuleFilesEmitter;
import dev.cloudsdk.codegen.modules.ServiceListsEmitter;
import dev.cloudsdk.codegen.operations.ContractTestEmitter;
import dev.cloudsdk.codegen.operations.KotlinCheckEmitter;
import dev.cloudsdk.codegen.operations.OperationsEmitter;
import dev.cloudsdk.codegen.spring.SpringClientsEmitter;
import dev.cloudsdk.codegen.testkit.ContractCallsEmitter;
import dev.cloudsdk.codegen.testkit.FaultRowsEmitter;
import dev.cloudsdk.codegen.testkit.SuccessPathEmitter;
import dev.cloudsdk.codegen.testkit.TestkitEmitter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Every emitter of this repository, in the order they run. */
final class Emitters {
    private Emitters() {
    }

    /**
     * @param root the repository root, for the files an emitter rewrites in part (the README, the POMs)
     * @return every emitter
     */
    static List<Emitter> all(Path root) {
        List<Emitter> all = new ArrayList<>();
        all.add(new ModuleFilesEmitter(root));
        all.add(new ModelEmitter());
        all.addAll(OperationsEmitter.all());
        all.add(new TestkitEmitter(path -> Files.exists(root.resolve(path))));
        all.add(new ReadmeEmitter(root));
        all.add(new FaultRowsEmitter());
        all.add(new ContractCallsEmitter());
        all.add(new SuccessPathEmitter());
        all.add(new ContractTestEmitter());
        all.add(new KotlinCheckEmitter());
        all.add(new SpringClientsEmitter());
        all.add(new ServiceListsEmitter(root));
        return List.copyOf(all);
    }
}
