import FolkChessCore
import FolkChessModel
import Foundation
import SwiftUI

/// The rules, as the core writes them: in Chinese, English or both (stacked: each piece in
/// Chinese, then in English — ``RulesScreenState/items``), under a compact board diagram that
/// stays in view while the text scrolls. A point name in the text is tinted and tappable, and
/// the points a piece names follow it as chips at least 44 pt tall (a pair in both languages:
/// one row, after the English); tapping one highlights that
/// point on the diagram. The frame (title, language choices, diagram and its words) is the
/// core's ``RulesScreenView``, the text its ``RulesPage``s. Chinese is never slanted: nothing
/// here is italic.
public struct RulesScreen: View {
    let state: RulesScreenState
    let onLanguage: @MainActor (Int) -> Void
    let onPoint: @MainActor (Int) -> Void
    /// Opens the game's lessons.
    let onLearn: @MainActor () -> Void

    /// The rules of `state`; `onLanguage` gets the index of the language chosen.
    public init(
        state: RulesScreenState, onLanguage: @escaping @MainActor (Int) -> Void,
        onPoint: @escaping @MainActor (Int) -> Void, onLearn: @escaping @MainActor () -> Void
    ) {
        self.state = state
        self.onLanguage = onLanguage
        self.onPoint = onPoint
        self.onLearn = onLearn
    }

    public var body: some View {
        VStack(spacing: 0) {
            // Pinned: the languages and a compact diagram (the point tapped in the text
            // highlighted on it); how to mark a point opens the text.
            VStack(spacing: 6) {
                Picker(state.frame.title, selection: languageBinding) {
                    ForEach(Array(state.frame.languages.enumerated()), id: \.offset) { i, name in
                        Text(verbatim: name).tag(i)
                    }
                }
                .pickerStyle(.segmented)
                BoardCanvas(board: state.frame.diagram)
                    .frame(height: 150)
            }
            .padding(.horizontal, 12)
            .padding(.bottom, 8)
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    Text(verbatim: state.frame.tapHint).font(.footnote).foregroundStyle(.secondary)
                    // The game's lessons, for a player who would rather learn by playing.
                    Button(state.frame.learn, action: onLearn).buttonStyle(.bordered)
                    ForEach(Array(state.items.enumerated()), id: \.offset) { _, item in
                        RulesItemView(item: item, onPoint: onPoint)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 12)
            }
        }
        .navigationTitle(state.frame.title)
        .toolbarTitleDisplayMode(.inline)
        .environment(
            \.openURL,
            OpenURLAction { url in
                if let index = RulesLink.point(url) { onPoint(index) }
                return .handled
            })
    }

    private var languageBinding: Binding<Int> {
        let selected = Int(state.frame.selectedLanguage)
        let onLanguage = onLanguage
        return Binding(get: { selected }, set: { @MainActor index in onLanguage(index) })
    }
}

/// The links that point names in the rules text carry.
enum RulesLink {
    static let scheme = "folkchess-point"

    static func url(_ index: Int) -> URL? { URL(string: "\(scheme):\(index)") }

    static func point(_ url: URL) -> Int? {
        guard url.scheme == scheme else { return nil }
        return Int(url.absoluteString.dropFirst(scheme.count + 1))
    }
}

/// One piece of the rules: the name, the tagline, a heading, or a paragraph or bullet with
/// its point names tinted (links) and, under it, its chips (``RulesItem/text(_:bullet:chips:)``:
/// a pair in both languages has one row, under the English).
struct RulesItemView: View {
    let item: RulesItem
    let onPoint: @MainActor (Int) -> Void

    var body: some View {
        switch item {
        case .name(let name):
            Text(verbatim: name).font(.title2.bold()).accessibilityAddTraits(.isHeader)
        case .tagline(let tagline):
            Text(verbatim: tagline).font(.subheadline).foregroundStyle(.secondary)
        case .heading(let heading):
            // VoiceOver's rotor moves from heading to heading.
            Text(verbatim: heading).font(.headline).padding(.top, 8).accessibilityAddTraits(.isHeader)
        case .text(let text, let bullet, let chips):
            VStack(alignment: .leading, spacing: 4) {
                Text(Self.attributed(text, bullet: bullet))
                    .frame(maxWidth: .infinity, alignment: .leading)
                if !chips.isEmpty {
                    ScrollView(.horizontal) {
                        HStack(spacing: 8) {
                            ForEach(chips, id: \.index) { chip in
                                Button {
                                    onPoint(chip.index)
                                } label: {
                                    Text(verbatim: chip.name)
                                        .font(.body.monospaced())
                                        .frame(minWidth: 44, minHeight: 44)
                                }
                                .buttonStyle(.bordered)
                            }
                        }
                    }
                    .scrollIndicators(.hidden)
                }
            }
        }
    }

    /// Rich text with point names as links (tinted, and tappable: they highlight the point);
    /// a bullet item starts with a bullet mark.
    static func attributed(_ text: RichText, bullet: Bool) -> AttributedString {
        var out = AttributedString(bullet ? "\u{2022} " : "")
        for span in text.spans {
            switch span {
            case .text(let s), .term(_, let s):
                out += AttributedString(s)
            case .point(let name, let index):
                var a = AttributedString(name)
                if let index { a.link = RulesLink.url(Int(index)) }
                out += a
            }
        }
        return out
    }
}
