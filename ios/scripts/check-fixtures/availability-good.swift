// Fixture of ios/scripts/check-availability --self-test (never compiled): every use of an API
// newer than iOS 17 is guarded, so nothing may be reported.
import SwiftUI

struct Guarded: View {
    var body: some View {
        if #available(iOS 26, *) {
            Text(verbatim: "x").glassEffect()
        } else {
            Text(verbatim: "x")
        }
    }
}

@available(iOS 18.0, *)
struct MarkedEighteen: View {
    var body: some View {
        ScrollView {
            Text(verbatim: "x")
        }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }
    }
}

struct GuardStatement {
    func run() {
        guard #available(iOS 26, *) else { return }
        _ = ToolbarSpacer()
    }
}

struct OneLine: View {
    var body: some View {
        if #available(iOS 18, *) { Text(verbatim: "x").navigationTransition(.automatic) }
    }
}

// Same names, older APIs: Font.largeTitle, an accessibilityLabel with a string, a TabView.
struct Older: View {
    var body: some View {
        TabView { Text(verbatim: "x").font(.largeTitle).accessibilityLabel("label") }
    }
}
