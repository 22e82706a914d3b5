package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import java.util.SortedMap;

/**
 * Writes the records and enums of every service's model package ({@code package-info.java} stays hand-written). The
 * rules and the vendor extensions they read are in {@code sdk-codegen/EXTENSIONS-schemas.md}.
 */
public final class ModelEmitter implements Emitter {
    /** The emitter. */
    public ModelEmitter() {
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (ModelType t : Models.of(spec)) {
            String path = t.service.module() + "/src/main/java/" + t.qualified().replace('.', '/') + ".java";
            files.put(path, t.isEnum ? EnumWriter.write(t) : t.response ? ResponseRecordWriter.write(t)
                    : RequestRecordWriter.write(t));
        }
    }
}
