package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import java.util.List;
import java.util.SortedMap;

/**
 * Writes the records and enums of every service's model package ({@code package-info.java} stays hand-written), and
 * each service's {@code <Prefix>Json}, which reads and writes them without databind ({@link JsonCodecWriter}). The
 * rules and the vendor extensions they read are in {@code sdk-codegen/EXTENSIONS-schemas.md}.
 */
public final class ModelEmitter implements Emitter {
    /** The emitter. */
    public ModelEmitter() {}

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        List<ModelType> all = Models.of(spec);
        for (ModelType t : all) {
            String path = t.service.module() + "/src/main/java/" + t.qualified().replace('.', '/') + ".java";
            files.put(path, t.isEnum ? EnumWriter.write(t) : RecordWriter.write(t));
        }
        for (Spec.Service service : spec.services()) {
            String codec = JsonCodecWriter.write(
                    service, all.stream().filter(t -> t.service.equals(service)).toList());
            if (codec != null) {
                files.put(service.file("main", JsonCodecWriter.className(service)), codec);
            }
        }
    }
}
