package dev.cloudsdk.kotlincheck

import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import org.jetbrains.kotlin.cli.common.ExitCode
import org.jetbrains.kotlin.cli.common.arguments.K2JVMCompilerArguments
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSeverity
import org.jetbrains.kotlin.cli.common.messages.CompilerMessageSourceLocation
import org.jetbrains.kotlin.cli.common.messages.MessageCollector
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler
import org.jetbrains.kotlin.config.Services

/** One message of the compiler: the file's name and the line (both absent for a message about no file). */
data class Diagnostic(val severity: CompilerMessageSeverity, val file: String?, val line: Int?, val text: String) {
    override fun toString() = "$severity ${file ?: "-"}:${line ?: "-"} $text"
}

/** What one run of the compiler gave. */
data class Compilation(val exitCode: ExitCode, val diagnostics: List<Diagnostic>) {
    val errors: List<Diagnostic> get() = diagnostics.filter { it.severity.isError }
    val warnings: List<Diagnostic> get() = diagnostics.filter { it.severity.isWarning }
}

/**
 * Runs the Kotlin compiler of kotlin.version in this JVM, on source text, against this test's class path (the
 * SDK's jars as the reactor just built them, JSpecify and the stdlib), with the compiler's default flags: no
 * `-Xjspecify-annotations`, so JSpecify is read as a user's Kotlin reads it.
 */
object SnippetCompiler {
    /** Surefire's test class path; `java.class.path` holds only its booter jar. */
    private val classPath: String by lazy {
        val raw = System.getProperty("surefire.test.class.path") ?: System.getProperty("java.class.path")
        // Entries that do not exist (a module without main classes) would each be a compiler warning.
        raw.split(File.pathSeparator).filter { it.isNotBlank() && File(it).exists() }.joinToString(File.pathSeparator)
    }

    /**
     * @param sources file name to Kotlin source
     * @param dir where the sources and the class files go
     * @param before class path entries read before the test class path's, whose classes hide the same ones there
     */
    fun compile(sources: Map<String, String>, dir: Path, before: List<Path> = emptyList()): Compilation {
        val src = Files.createDirectories(dir.resolve("src"))
        val files = sources.map { (name, text) -> Files.writeString(src.resolve(name), text).toString() }
        val args = K2JVMCompilerArguments().apply {
            freeArgs = files
            classpath = (before.map(Path::toString) + classPath).joinToString(File.pathSeparator)
            destination = Files.createDirectories(dir.resolve("classes")).toString()
            moduleName = "snippets"
            jvmTarget = "17"
            noStdlib = true // the stdlib is on the class path already; the embedded compiler has no Kotlin home
            noReflect = true
        }
        val collector = Collector()
        val exitCode = K2JVMCompiler().exec(collector, Services.EMPTY, args)
        return Compilation(exitCode, collector.diagnostics.toList())
    }

    private class Collector : MessageCollector {
        val diagnostics = mutableListOf<Diagnostic>()

        override fun clear() = diagnostics.clear()

        override fun hasErrors() = diagnostics.any { it.severity.isError }

        override fun report(severity: CompilerMessageSeverity, message: String, location: CompilerMessageSourceLocation?) {
            // Progress and logging lines are not diagnostics.
            if (severity.isError || severity.isWarning) {
                diagnostics += Diagnostic(severity, location?.path?.let { File(it).name }, location?.line, message)
            }
        }
    }
}
