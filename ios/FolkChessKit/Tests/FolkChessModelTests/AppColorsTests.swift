import FolkChessCore
import Foundation
import Testing

@testable import FolkChessModel

/// The colours around the board are the core's (tested there for contrast): the shell reads
/// them, and the one place that must restate one, the app's accent colour asset, matches it.
@Suite struct AppColorsTests {
    /// The asset's light and dark colours as RGBA (the asset catalogue's JSON).
    static func accentAsset() throws -> (light: RGBA, dark: RGBA) {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("App/Resources/Assets.xcassets/AccentColor.colorset/Contents.json")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let colors = try #require(json["colors"] as? [[String: Any]])
        func rgba(_ entry: [String: Any]) throws -> RGBA {
            let color = try #require(entry["color"] as? [String: Any])
            let c = try #require(color["components"] as? [String: String])
            func byte(_ k: String) throws -> Double {
                let s = try #require(c[k])
                return Double(try #require(UInt8(s.dropFirst(2), radix: 16))) / 255
            }
            return RGBA(red: try byte("red"), green: try byte("green"), blue: try byte("blue"), alpha: 1)
        }
        let dark = try #require(colors.first { $0["appearances"] != nil })
        let light = try #require(colors.first { $0["appearances"] == nil })
        return (try rgba(light), try rgba(dark))
    }

    @Test func theAccentAssetIsTheCoresPrimary() throws {
        let asset = try Self.accentAsset()
        #expect(asset.light == AppColors.of(dark: false).primary)
        #expect(asset.dark == AppColors.of(dark: true).primary)
    }

    @Test func theShellsInksAreTheCores() {
        for dark in [false, true] {
            let ink = AppColors.of(dark: dark)
            #expect(AppInk.onAccent(dark: dark) == ink.onPrimary)
            let chart = ReviewChart.Ink.of(dark: dark)
            #expect(chart.line == ink.primary && chart.axis == ink.chartAxis && chart.ring == ink.onSurface)
            #expect(ink.error != ink.primary, "the core's palette, not a default")
        }
    }
}
