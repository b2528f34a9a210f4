import org.jetbrains.kotlin.gradle.dsl.JvmTarget
import javax.inject.Inject

plugins {
    alias(libs.plugins.android.application)
    // AGP 9 has built-in Kotlin; only the Compose compiler plugin is added.
    alias(libs.plugins.kotlin.compose)
}

// ---------------------------------------------------------------------------------------------
// The Rust core: cargo-ndk builds libfolkchess_ffi.so for each ABI, and scripts/gen-bindings
// generates the UniFFI Kotlin (package app.folkchess.core). Both outputs are generated source
// directories of every variant, so Android Studio's "Run" builds them first.
// ---------------------------------------------------------------------------------------------

/** `cargo ndk -t <abi>… -o <dir> build -p folkchess-ffi --release` → <dir>/<abi>/libfolkchess_ffi.so */
abstract class CargoNdkTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations
    @get:Internal abstract val rustRoot: DirectoryProperty
    @get:Input abstract val abis: ListProperty<String>
    @get:Input abstract val cargoProfile: Property<String>
    @get:Input abstract val platform: Property<Int>
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val rustSources: ConfigurableFileCollection
    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun build() {
        val out = outputDir.get().asFile
        out.deleteRecursively()
        out.mkdirs()
        val args = mutableListOf("cargo", "ndk")
        abis.get().forEach { args += listOf("-t", it) }
        args += listOf("--platform", platform.get().toString(), "-o", out.absolutePath, "build", "-p", "folkchess-ffi", "--locked")
        if (cargoProfile.get() == "release") args += "--release"
        exec.exec {
            workingDir = rustRoot.get().asFile
            commandLine(args)
        }
    }
}

/**
 * `scripts/gen-bindings --language kotlin --out <tmp>` (UniFFI library mode, from the host build
 * of the library), then `<tmp>/kotlin` becomes this source root. Generated, never edited by hand.
 */
abstract class GenBindingsTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations
    @get:Inject abstract val fs: FileSystemOperations
    @get:Internal abstract val rustRoot: DirectoryProperty
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val rustSources: ConfigurableFileCollection
    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun generate() {
        val tmp = temporaryDir.resolve("bindings")
        tmp.deleteRecursively()
        exec.exec {
            workingDir = rustRoot.get().asFile
            commandLine("scripts/gen-bindings", "--language", "kotlin", "--out", tmp.absolutePath)
        }
        fs.sync {
            from(tmp.resolve("kotlin"))
            into(outputDir)
        }
    }
}

val rustRootDir = rootProject.layout.projectDirectory.dir(providers.gradleProperty("folkchess.rustRoot").getOrElse(".."))
val rustInputs = files(
    rustRootDir.file("Cargo.toml"),
    rustRootDir.file("Cargo.lock"),
    fileTree(rustRootDir.dir("core")) { include("Cargo.toml", "src/**") },
    fileTree(rustRootDir.dir("bindings")) { include("Cargo.toml", "src/**", "uniffi.toml", "build.rs") },
)

val cargoNdk = tasks.register<CargoNdkTask>("cargoNdkBuild") {
    group = "rust"
    description = "Builds libfolkchess_ffi.so for every Android ABI with cargo-ndk."
    rustRoot.set(rustRootDir)
    abis.set(providers.gradleProperty("folkchess.abis").getOrElse("arm64-v8a,armeabi-v7a,x86_64").split(',').map { it.trim() })
    cargoProfile.set(providers.gradleProperty("folkchess.cargoProfile").getOrElse("release"))
    platform.set(26)
    rustSources.from(rustInputs)
    outputDir.set(layout.buildDirectory.dir("generated/jniLibs"))
}

val genBindings = tasks.register<GenBindingsTask>("genUniffiBindings") {
    group = "rust"
    description = "Generates the UniFFI Kotlin bindings (package app.folkchess.core)."
    rustRoot.set(rustRootDir)
    rustSources.from(rustInputs)
    outputDir.set(layout.buildDirectory.dir("generated/uniffi"))
}

android {
    namespace = "app.folkchess"
    // 37: lifecycle 2.11.0 declares minCompileSdk 37 in its AAR metadata (checkDebugAarMetadata).
    compileSdk = 37

    defaultConfig {
        applicationId = "app.folkchess"
        minSdk = 26
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
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

    packaging {
        jniLibs.useLegacyPackaging = false
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
    }
}

androidComponents {
    onVariants { variant ->
        variant.sources.kotlin?.addGeneratedSourceDirectory(genBindings, GenBindingsTask::outputDir)
        variant.sources.jniLibs?.addGeneratedSourceDirectory(cargoNdk, CargoNdkTask::outputDir)
    }
}

dependencies {
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
    testImplementation(libs.junit)
}
