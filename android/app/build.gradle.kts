import org.jetbrains.kotlin.gradle.dsl.JvmTarget
import java.io.File
import javax.inject.Inject

plugins {
    alias(libs.plugins.android.application)
    // AGP 9 has built-in Kotlin; only the Compose compiler plugin is added.
    alias(libs.plugins.kotlin.compose)
}

// ---------------------------------------------------------------------------------------------
// The Rust core: cargo-ndk builds libfolkchess_ffi.so for each ABI (one task per variant: the
// release variant with the workspace's `mobile` cargo profile), and scripts/gen-bindings
// generates the UniFFI Kotlin (package app.folkchess.core). Both outputs are generated source
// directories of every variant, so Android Studio's "Run" builds them first.
// ---------------------------------------------------------------------------------------------

/** Android ABI → Rust target of each ABI the Rust library can be built for. */
val rustTargets = mapOf(
    "arm64-v8a" to "aarch64-linux-android",
    "armeabi-v7a" to "armv7-linux-androideabi",
    "x86_64" to "x86_64-linux-android",
    "x86" to "i686-linux-android",
)

/**
 * A task that runs cargo (directly or through the repository's bash scripts) in the Rust root.
 *
 * cargo is looked for without relying on the Gradle daemon's PATH, which lacks ~/.cargo/bin when
 * Android Studio was started from the Dock or a desktop launcher. In this order: the folder
 * named by the Gradle property `cargo.dir` (-Pcargo.dir=…, ~/.gradle/gradle.properties) or by
 * `cargo.dir` in local.properties; the CARGO environment variable (cargo itself);
 * $CARGO_HOME/bin; ~/.cargo/bin (rustup's default); the PATH. The folder found goes first on
 * the PATH of the command, so that the scripts, rustup's rustc and cargo's subcommands
 * (cargo-ndk) are found there too.
 */
abstract class RustTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations
    @get:Internal abstract val rustRoot: DirectoryProperty
    @get:Internal abstract val cargoDirProperty: Property<String>
    @get:Internal abstract val localProperties: RegularFileProperty

    /** The folder holding the cargo to use; fails with how to fix it when there is none. */
    protected fun cargoBinDir(): File {
        if (System.getProperty("os.name").lowercase().startsWith("windows")) {
            throw GradleException(
                "The Rust part of this build runs bash scripts (scripts/gen-bindings, scripts/cargo) " +
                    "and cannot run on Windows. Build the app in WSL 2 (e.g. Ubuntu) instead: see android/README.md.",
            )
        }
        val tried = mutableListOf<String>()
        fun candidate(dir: File?, how: String): File? {
            if (dir == null) return null
            val cargo = File(dir, "cargo")
            tried += "$cargo ($how)"
            return dir.takeIf { cargo.isFile && cargo.canExecute() }
        }
        val fromLocal = localProperties.get().asFile.takeIf { it.isFile }?.let { file ->
            java.util.Properties().apply { file.inputStream().use { load(it) } }.getProperty("cargo.dir")
        }
        val home = System.getProperty("user.home")
        val found = candidate(cargoDirProperty.orNull?.let(::File), "Gradle property cargo.dir")
            ?: candidate(fromLocal?.let(::File), "cargo.dir in local.properties")
            ?: candidate(System.getenv("CARGO")?.let { File(it).parentFile }, "\$CARGO")
            ?: candidate(System.getenv("CARGO_HOME")?.let { File(it, "bin") }, "\$CARGO_HOME/bin")
            ?: candidate(File(home, ".cargo/bin"), "~/.cargo/bin")
            ?: System.getenv("PATH").orEmpty().split(File.pathSeparator).filter { it.isNotEmpty() }
                .firstNotNullOfOrNull { candidate(File(it), "PATH") }
        return found ?: throw GradleException(
            "cargo (Rust) was not found. Looked for:\n  " + tried.joinToString("\n  ") + "\n" +
                "Install Rust with rustup (https://rustup.rs), or tell the build where cargo is: add\n" +
                "  cargo.dir=/path/to/.cargo/bin\n" +
                "to android/local.properties (or ~/.gradle/gradle.properties, or pass -Pcargo.dir=…). " +
                "Android Studio started from the Dock or a desktop launcher does not see the PATH of your shell.",
        )
    }

    /** Runs [command] in the Rust root, with cargo's folder first on its PATH (its stdout to [output] if given). */
    protected fun runInRustRoot(
        command: List<String>,
        extraEnvironment: Map<String, String> = emptyMap(),
        output: java.io.OutputStream? = null,
    ) {
        val bin = cargoBinDir()
        logger.info("cargo from {}", bin)
        exec.exec {
            workingDir = rustRoot.get().asFile
            environment("PATH", bin.absolutePath + File.pathSeparator + System.getenv("PATH").orEmpty())
            extraEnvironment.forEach { (name, value) -> environment(name, value) }
            commandLine(command)
            if (output != null) standardOutput = output
        }
    }
}

/**
 * `cargo ndk -t <abi>… --platform 26 -o <dir> rustc -p folkchess-ffi --lib --crate-type cdylib
 * --locked --profile <p>` (one crate type: `cargo build` of a package with three crate types leaves
 * LTO out, so the `mobile` profile would ship an un-LTO'd library; docs/bindings.md, "Library size")
 * → <dir>/<abi>/libfolkchess_ffi.so, with the NDK that AGP uses (`ndkVersion`), then checks
 * that every 64-bit library is aligned to 16 KB pages (required by Android 15+ devices with
 * 16 KB pages and by Google Play).
 */
abstract class CargoNdkTask : RustTask() {
    @get:Input abstract val abis: ListProperty<String>
    @get:Internal abstract val rustTargetTriples: ListProperty<String>
    @get:Input abstract val cargoProfile: Property<String>
    @get:Input abstract val platform: Property<Int>
    @get:Input abstract val ndkVersion: Property<String>
    @get:Internal abstract val ndkDirectory: DirectoryProperty
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val rustSources: ConfigurableFileCollection
    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun build() {
        val ndk = try {
            ndkDirectory.get().asFile
        } catch (e: Exception) {
            throw GradleException(ndkMissing(), e)
        }
        if (!File(ndk, "source.properties").isFile) throw GradleException(ndkMissing())
        val bin = cargoBinDir()
        // cargo runs `cargo ndk` as cargo-ndk from $CARGO_HOME/bin or the PATH (with bin first).
        val searched = listOfNotNull(bin.path, System.getenv("CARGO_HOME")?.let { "$it/bin" }) +
            System.getenv("PATH").orEmpty().split(File.pathSeparator).filter { it.isNotEmpty() }
        if (searched.none { File(it, "cargo-ndk").isFile }) {
            throw GradleException(
                "cargo-ndk is not installed (looked in $bin and on the PATH). Install it with\n" +
                    "  cargo install cargo-ndk --version 4.1.2 --locked\n" +
                    "and the Rust targets with\n" +
                    "  rustup target add ${rustTargetTriples.get().joinToString(" ")}",
            )
        }
        val out = outputDir.get().asFile
        out.deleteRecursively()
        out.mkdirs()
        val args = mutableListOf(File(bin, "cargo").absolutePath, "ndk")
        abis.get().forEach { args += listOf("-t", it) }
        args += listOf("--platform", platform.get().toString(), "-o", out.absolutePath)
        args += listOf(
            "rustc", "-p", "folkchess-ffi", "--lib", "--crate-type", "cdylib", "--locked", "--profile", cargoProfile.get(),
        )
        // cargo-ndk reads the NDK from ANDROID_NDK_HOME first: the one AGP uses, so that the
        // library is linked by the pinned NDK (r28+ aligns 64-bit libraries to 16 KB by default).
        runInRustRoot(args, mapOf("ANDROID_NDK_HOME" to ndk.absolutePath, "ANDROID_NDK_ROOT" to ndk.absolutePath))
        abis.get().forEach { abi ->
            val so = File(out, "$abi/libfolkchess_ffi.so")
            if (!so.isFile) throw GradleException("cargo-ndk did not produce $so")
            val small = loadSegmentAlignments(so).filter { it < 16384 }
            if (small.isNotEmpty()) {
                throw GradleException(
                    "$so has LOAD segments aligned to $small bytes, not to 16 KB pages: it would not load " +
                        "on devices with 16 KB pages. Build with NDK r28 or newer (ndkVersion) or cargo-ndk 4 or newer.",
                )
            }
        }
    }

    private fun ndkMissing() =
        "The Android NDK ${ndkVersion.get()} (ndkVersion in app/build.gradle.kts) is not installed. Install it with\n" +
            "  sdkmanager \"ndk;${ndkVersion.get()}\"\n" +
            "or in Android Studio: Settings → Languages & Frameworks → Android SDK → SDK Tools → NDK (Side by side), " +
            "\"Show Package Details\", ${ndkVersion.get()}."

    /** The alignment (p_align) of each LOAD segment of a 64-bit little-endian ELF file; none for 32-bit. */
    private fun loadSegmentAlignments(so: File): List<Long> {
        val elf = java.nio.ByteBuffer.wrap(so.readBytes()).order(java.nio.ByteOrder.LITTLE_ENDIAN)
        if (elf.getInt(0) != 0x464c457f) throw GradleException("$so is not an ELF file")
        if (elf.get(4).toInt() != 2) return emptyList() // ELFCLASS32: 32-bit devices have 4 KB pages
        val phoff = elf.getLong(0x20).toInt()
        val phentsize = elf.getShort(0x36).toInt()
        val phnum = elf.getShort(0x38).toInt()
        return (0 until phnum).map { phoff + it * phentsize }
            .filter { elf.getInt(it) == 1 } // PT_LOAD
            .map { elf.getLong(it + 0x30) } // p_align
    }
}

/**
 * `scripts/gen-bindings --language kotlin --out <tmp>` (UniFFI library mode, from the host build
 * of the library), then `<tmp>/kotlin` becomes this source root. Generated, never edited by hand.
 */
abstract class GenBindingsTask : RustTask() {
    @get:Inject abstract val fs: FileSystemOperations
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val rustSources: ConfigurableFileCollection
    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun generate() {
        val tmp = temporaryDir.resolve("bindings")
        tmp.deleteRecursively()
        val script = rustRoot.get().file("scripts/gen-bindings").asFile.absolutePath
        runInRustRoot(listOf(script, "--language", "kotlin", "--out", tmp.absolutePath))
        fs.sync {
            from(tmp.resolve("kotlin"))
            into(outputDir)
        }
    }
}

/**
 * `scripts/cargo build -p folkchess-ffi --lib --locked` for the machine running Gradle (the debug
 * profile, as scripts/gen-bindings builds it: the second build is a no-op), then the host library
 * (`libfolkchess_ffi.so`, `.dylib` on a Mac) copied from cargo's target directory to [outputDir]:
 * the library the unit tests (`testDebugUnitTest`) load through JNA, as tests/android-jvm does.
 */
abstract class CargoHostTask : RustTask() {
    @get:Inject abstract val fs: FileSystemOperations
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val rustSources: ConfigurableFileCollection
    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun build() {
        val cargo = rustRoot.get().file("scripts/cargo").asFile.absolutePath
        runInRustRoot(listOf(cargo, "build", "-p", "folkchess-ffi", "--lib", "--locked"))
        // cargo's target directory (CARGO_TARGET_DIR or a config may move it), as gen-bindings finds it.
        val metadata = java.io.ByteArrayOutputStream()
        runInRustRoot(listOf(cargo, "metadata", "--format-version", "1", "--no-deps", "--locked"), output = metadata)
        val targetDir = Regex("\"target_directory\":\"([^\"]*)\"").find(metadata.toString("UTF-8"))?.groupValues?.get(1)
            ?: throw GradleException("cannot find cargo's target directory in `cargo metadata`")
        val ext = if (System.getProperty("os.name").lowercase().startsWith("mac")) "dylib" else "so"
        val lib = File(targetDir, "debug/libfolkchess_ffi.$ext")
        if (!lib.isFile) throw GradleException("cargo build did not produce $lib")
        fs.sync {
            from(lib)
            into(outputDir)
        }
    }
}

/** `-Djna.library.path=<dir>` for a test JVM: where JNA finds the host library; the folder is an input of the test task. */
class JnaLibraryPath(
    @get:InputDirectory @get:PathSensitive(PathSensitivity.NONE) val dir: Provider<Directory>,
) : CommandLineArgumentProvider {
    override fun asArguments() = listOf("-Djna.library.path=${dir.get().asFile.absolutePath}")
}

val rustRootDir = rootProject.layout.projectDirectory.dir(providers.gradleProperty("folkchess.rustRoot").getOrElse(".."))
val rustInputs = files(
    rustRootDir.file("Cargo.toml"),
    rustRootDir.file("Cargo.lock"),
    fileTree(rustRootDir.dir("core")) { include("Cargo.toml", "src/**", "uniffi.toml") },
    fileTree(rustRootDir.dir("bindings")) { include("Cargo.toml", "src/**", "uniffi.toml", "build.rs") },
)

// The ABIs of the Rust library; the APK carries exactly these (ndk.abiFilters below), so that a
// device of another ABI cannot install an app whose libfolkchess_ffi.so is missing.
val rustAbis: List<String> = providers.gradleProperty("folkchess.abis").getOrElse("arm64-v8a,armeabi-v7a,x86_64")
    .split(',').map { it.trim() }.filter { it.isNotEmpty() }
require(rustAbis.isNotEmpty() && rustAbis.all { it in rustTargets }) {
    "folkchess.abis must list some of ${rustTargets.keys}, got $rustAbis"
}

tasks.withType<RustTask>().configureEach {
    group = "rust"
    rustRoot.set(rustRootDir)
    cargoDirProperty.set(providers.gradleProperty("cargo.dir"))
    localProperties.set(rootProject.layout.projectDirectory.file("local.properties"))
}

val genBindings = tasks.register<GenBindingsTask>("genUniffiBindings") {
    description = "Generates the UniFFI Kotlin bindings (packages app.folkchess.core and app.folkchess.core.model)."
    rustSources.from(rustInputs)
    outputDir.set(layout.buildDirectory.dir("generated/uniffi"))
}

// The host build of the library for the unit tests (cargo's debug profile, as tests/android-jvm).
val cargoHost = tasks.register<CargoHostTask>("cargoBuildHost") {
    description = "Builds libfolkchess_ffi for this machine (debug), the library the unit tests load through JNA."
    rustSources.from(rustInputs)
    outputDir.set(layout.buildDirectory.dir("generated/hostLib"))
}

// The holder tests: plain Kotlin over the real library, no Compose. One copy, in
// tests/android-jvm/src/holderTest/kotlin, run by Maven there (tests/android-jvm/pom.xml) and
// here as unit tests of the debug variant (issue 35); the picture tests stay Maven-only.
val holderTests = rustRootDir.dir("tests/android-jvm/src/holderTest/kotlin")
// The shared transcripts the holder tests replay (AppTranscriptTest: tests/transcripts/app).
val transcriptsDir = rustRootDir.dir("tests/transcripts")

android {
    namespace = "app.folkchess"
    // 37: lifecycle 2.11.0 declares minCompileSdk 37 in its AAR metadata (checkDebugAarMetadata).
    // Both from the version catalog, where the workflow's SDK install is checked against them.
    compileSdk = libs.versions.compileSdk.get().toInt()
    buildToolsVersion = libs.versions.buildTools.get()
    // Pinned, r28 or newer: it links 64-bit libraries for 16 KB pages by default. The Rust
    // library is linked with it too (CargoNdkTask passes it to cargo-ndk).
    ndkVersion = libs.versions.androidNdk.get()

    defaultConfig {
        applicationId = "app.folkchess"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        ndk {
            abiFilters += rustAbis
        }
    }

    // A release is signed with the publisher's own key, never the debug key. The key is named in
    // Gradle properties kept outside the repository (~/.gradle/gradle.properties or -P…), see
    // README.md "Signing a release"; without them `assembleRelease` builds an unsigned APK.
    val releaseKeystore = providers.gradleProperty("folkchess.signing.storeFile").orNull
    signingConfigs {
        if (releaseKeystore != null) {
            create("release") {
                storeFile = file(releaseKeystore)
                storePassword = providers.gradleProperty("folkchess.signing.storePassword").get()
                keyAlias = providers.gradleProperty("folkchess.signing.keyAlias").get()
                keyPassword = providers.gradleProperty("folkchess.signing.keyPassword").get()
            }
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.findByName("release")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    buildFeatures {
        compose = true
    }

    sourceSets {
        getByName("test") {
            kotlin.srcDir(holderTests)
        }
    }

    // `./gradlew testDebugUnitTest` (the workflow's android job): the holder tests on the JUnit
    // Platform (they are JUnit Jupiter tests, as in Maven), over the host library of cargoBuildHost
    // and the bindings genUniffiBindings generates for the app.
    testOptions {
        unitTests.all { test ->
            test.useJUnitPlatform()
            test.dependsOn(cargoHost)
            test.jvmArgumentProviders.add(JnaLibraryPath(cargoHost.flatMap { it.outputDir }))
            test.systemProperty("transcripts.dir", transcriptsDir.asFile.absolutePath)
            test.inputs.dir(transcriptsDir).withPropertyName("transcripts").withPathSensitivity(PathSensitivity.RELATIVE)
        }
    }

    packaging {
        jniLibs.useLegacyPackaging = false
    }

    // Android lint (`./gradlew lint`, the workflow's android job). An error fails the task; a
    // warning is reported (app/build/reports/lint-results-debug.html and the text on stdout)
    // and does not. lint.xml makes every check a warning first (lint's own fatal ones too); the
    // checks listed in `fatal` and `error` below are the project's errors: what breaks the app
    // on a phone of minSdk 26, in one of its languages, or for a screen reader. The DSL
    // overrides lint.xml.
    lint {
        lintConfig = file("lint.xml")
        abortOnError = true
        warningsAsErrors = false
        // A release build (lintVitalRelease) stops on the `fatal` ones: a crash on a phone.
        checkReleaseBuilds = true
        // One module: the libraries' own code is not the project's to fix.
        checkDependencies = false
        fatal += setOf(
            // a call newer than minSdk 26 (java.lang.ref.Cleaner was one); a class of the
            // manifest that cannot be found or instantiated; a permission used, not declared
            "NewApi", "MissingClass", "Instantiatable", "MissingPermission",
        )
        error += setOf(
            // an experimental API used without its opt-in
            "UnsafeOptInUsageError",
            // the app's strings (its name) in every language it ships, and none extra
            "MissingTranslation", "ExtraTranslation", "MissingQuantity",
            // words come from the core, never from a layout or a string literal on screen
            "HardcodedText", "SetTextI18n",
            // resources and constants: a resource missing in the default folder, a wrong
            // resource type, an int outside its annotated constants or range
            "MissingDefaultResource", "ResourceType", "WrongConstant", "Range",
            // Compose: state lost on recomposition, flows and coroutines started in composition
            "UnrememberedMutableState", "CoroutineCreationDuringComposition",
            "FlowOperatorInvokedInComposition", "StateFlowValueCalledInComposition",
            // accessibility of any view outside Compose (there is none today)
            "ContentDescription", "ClickableViewAccessibility",
        )
        textReport = true
        textOutput = file("stdout")
        sarifReport = true
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

androidComponents {
    val agpNdkDirectory = sdkComponents.ndkDirectory
    onVariants { variant ->
        // The cargo profile of the variant's library: `mobile` (LTO, one codegen unit, stripped;
        // defined in the workspace Cargo.toml) for a release, `release` for a debug build (the
        // computer player at full speed, without the long link). Gradle properties
        // folkchess.cargoProfile.<build type> choose another.
        val buildType = variant.buildType ?: "debug"
        val profile = providers.gradleProperty("folkchess.cargoProfile.$buildType")
            .orElse(if (buildType == "release") "mobile" else "release")
        val cargoNdk = tasks.register<CargoNdkTask>("cargoNdkBuild${variant.name.replaceFirstChar { it.uppercase() }}") {
            description = "Builds libfolkchess_ffi.so for ${rustAbis.joinToString()} with cargo-ndk (the ${variant.name} variant)."
            abis.set(rustAbis)
            rustTargetTriples.set(rustAbis.map { rustTargets.getValue(it) })
            cargoProfile.set(profile)
            platform.set(26)
            ndkVersion.set(libs.versions.androidNdk)
            ndkDirectory.set(agpNdkDirectory)
            rustSources.from(rustInputs)
            outputDir.set(layout.buildDirectory.dir("generated/jniLibs/${variant.name}"))
        }
        variant.sources.kotlin?.addGeneratedSourceDirectory(genBindings, GenBindingsTask::outputDir)
        variant.sources.jniLibs?.addGeneratedSourceDirectory(cargoNdk, CargoNdkTask::outputDir)
    }
}

// JNA's plain jar (with the host's libjnidispatch), for the unit tests only.
val jnaForTest by configurations.creating

dependencies {
    jnaForTest(libs.jna)
    val composeBom = platform(libs.androidx.compose.bom)
    implementation(composeBom)
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.graphics)
    implementation(libs.androidx.compose.foundation)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.compose.ui.tooling.preview)
    debugImplementation(libs.androidx.compose.ui.tooling)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.kotlinx.coroutines.android)
    // UniFFI's Kotlin calls the library through JNA; the aar carries libjnidispatch.so per ABI.
    implementation(libs.jna) { artifact { type = "aar" } }
    // The unit tests (the holder tests, JUnit Jupiter as in tests/android-jvm): Gradle 9 needs the
    // JUnit Platform launcher on the test runtime classpath itself.
    testImplementation(platform(libs.junit.bom))
    testImplementation(libs.junit.jupiter)
    testRuntimeOnly(libs.junit.platform.launcher)
    testImplementation(libs.kotlinx.coroutines.test)
    // JNA's jar for the host JVM of the unit tests: the aar above has the Android libjnidispatch.so
    // only, and the jar's host libjnidispatch is a Java resource the test JVM loads. A configuration
    // of its own, because the same module in `implementation` (the aar) would win the resolution.
    testRuntimeOnly(files(jnaForTest))
    // The smoke test on an emulator (src/androidTest; README.md, "CI"): the Compose test rule
    // over the real activity, AndroidJUnitRunner.
    androidTestImplementation(composeBom)
    androidTestImplementation(libs.androidx.compose.ui.test.junit4)
    androidTestImplementation(libs.androidx.test.runner)
    androidTestImplementation(libs.androidx.test.ext.junit)
    debugImplementation(libs.androidx.compose.ui.test.manifest)
}
