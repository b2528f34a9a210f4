import Foundation
import Testing

/// The C module's map as ios/scripts/install-bindings installed it — the same file
/// ios/scripts/build-xcframework packs into the xcframework for Xcode.
@Suite struct ModuleMapTests {
    static let installed = repositoryRoot.appendingPathComponent(
        "ios/FolkChessKit/Sources/FolkChessCoreFFI/module.modulemap")

    static func lines() throws -> [String] {
        try String(contentsOf: installed, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// No `use` declaration: UniFFI's `use "Darwin"`, `use "_Builtin_stdbool"` and
    /// `use "_Builtin_stdint"` make the module unimportable under Xcode 26's explicit module
    /// builds (uniffi-rs issue #2917), so install-bindings strips them.
    @Test func hasNoUseDeclaration() throws {
        let uses = try Self.lines().filter { $0.hasPrefix("use ") || $0.hasPrefix("use\t") || $0 == "use" }
        #expect(uses.isEmpty, "use declarations left in \(Self.installed.path): \(uses)")
    }

    /// A plain module over the generated header (a `framework module` breaks a static-library
    /// xcframework, uniffi-rs issue #2646), still exporting what it includes.
    @Test func isAPlainModuleOverTheHeader() throws {
        let lines = try Self.lines()
        #expect(lines.first { !$0.isEmpty } == "module FolkChessCoreFFI {")
        #expect(lines.contains("header \"FolkChessCoreFFI.h\""))
        // The core's own component (folkchess_core) has its header in the same C module.
        #expect(lines.contains("header \"FolkChessCoreModelFFI.h\""))
        #expect(lines.contains("export *"))
        #expect(!lines.contains { $0.contains("framework module") })
    }
}
