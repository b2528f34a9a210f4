import SwiftUI

extension View {
    /// A screen's title in the navigation bar that keeps every word: on one line where it fits,
    /// else on two lines a size smaller — never cut with an ellipsis. A title in both languages
    /// parts between them (the core keeps each language's words together), the Chinese title
    /// over "Weiming · Puzzle 1 · Easy". The navigation title stays the core's words too (the back
    /// button's menu and VoiceOver read it).
    func inlineTitle(_ title: String) -> some View {
        navigationTitle(title)
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    ViewThatFits(in: .horizontal) {
                        Text(verbatim: title).font(.headline).lineLimit(1)
                        Text(verbatim: title)
                            .font(.footnote.weight(.semibold))
                            .lineLimit(2)
                            .multilineTextAlignment(.center)
                            .minimumScaleFactor(0.8)
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                    .accessibilityAddTraits(.isHeader)
                }
            }
    }
}

/// A list screen's large title, which at an accessibility text size (where a large title in
/// both languages runs past the screen's edge and is cut: "Saved g…" after its Chinese) becomes the inline
/// title that keeps every word (`inlineTitle`).
struct LargeTitled<Content: View>: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let title: String
    let content: Content

    @ViewBuilder var body: some View {
        if typeSize.isAccessibilitySize {
            content.inlineTitle(title)
        } else {
            content.navigationTitle(title).toolbarTitleDisplayMode(.large)
        }
    }
}

extension View {
    /// The screen's large title (inline, every word kept, at an accessibility text size).
    func largeTitle(_ title: String) -> some View {
        LargeTitled(title: title, content: self)
    }
}
