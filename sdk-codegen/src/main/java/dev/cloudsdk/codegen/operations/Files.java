package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Spec;

/** Where the operation layer's files go. */
final class Files {
    private Files() {
    }

    /**
     * @param service the service
     * @param className a class of its facade package
     * @return the file's path from the repository root
     */
    static String path(Spec.Service service, String className) {
        return service.module() + "/src/main/java/" + service.javaPackage().replace('.', '/') + "/" + className
                + ".java";
    }
}
