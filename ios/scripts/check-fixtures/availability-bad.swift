// Fixture of ios/scripts/check-availability --self-test (never compiled): each line marked
// "reported" uses an API newer than iOS 17 without a guard and must be reported, no other line.
import SwiftUI

struct Unguarded: View {
    var body: some View {
        ScrollView {
            Text(verbatim: "x")
                .glassEffect()  // reported
        }
        .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, _ in }  // reported
        .navigationTitle("glassEffect() in a string is not a use")
        // .glassEffect() in a comment is not a use
    }
}

struct GuardedThenNot: View {
    var body: some View {
        if #available(iOS 18, *) {
            Text(verbatim: "x").navigationTransition(.automatic)
        } else {
            Text(verbatim: "x").navigationTransition(.automatic)  // reported
        }
    }
}

struct TooLowAGuard: View {
    var body: some View {
        if #available(iOS 18.0, *) {
            GlassEffectContainer { Text(verbatim: "x") }  // reported
        }
    }
}

@available(iOS 17.0, *)
struct MarkedSeventeen: View {
    var body: some View {
        Tab("x", systemImage: "star") { Text(verbatim: "x") }  // reported
    }
}
