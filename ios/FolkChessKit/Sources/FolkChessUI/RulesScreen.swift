import FolkChessCore
import FolkChessModel
import Foundation
import SwiftUI

/// The rules, as the core writes them: in Chinese, English or both side by side, with the
/// board diagram; a point name in the text highlights that point on the diagram. The frame
/// (title, language choices, diagram and its words) is the core's ``RulesScreenView``, the
/// text its ``RulesPage``s.
public struct RulesScreen: View {
    let state: RulesScreenState
    let onLanguage: @MainActor (Int) -> Void
    let onPoint: @MainActor (Int) -> Void

    /// The rules of `state`; `onLanguage` gets the index of the language chosen.
    public init(
        state: RulesScreenState, onLanguage: @escaping @MainActor (Int) -> Void,
        onPoint: @escaping @MainActor (Int) -> Void
    ) {
        self.state = state
        self.onLanguage = onLanguage
        self.onPoint = onPoint
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Picker(state.frame.title, selection: languageBinding) {
                    ForEach(Array(state.frame.languages.enumerated()), id: \.offset) { i, name in
                        Text(verbatim: name).tag(i)
                    }
                }
                .pickerStyle(.segmented)
                Text(verbatim: state.frame.diagramTitle).font(.headline)
                BoardCanvas(board: state.frame.diagram)
                Text(verbatim: state.frame.tapHint).font(.footnote).foregroundStyle(.secondary)
                HStack(alignment: .top, spacing: 16) {
                    ForEach(Array(state.pages.enumerated()), id: \.offset) { _, page in
                        RulesColumn(page: page)
                    }
                }
            }
            .padding(.horizontal, 12)
        }
        .navigationTitle(state.frame.title)
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

/// One language's rules: name, tagline, then the core's sections in reading order (key
/// facts, quick start, the rules, the app rules).
struct RulesColumn: View {
    let page: RulesPage

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(verbatim: page.name).font(.title2.bold())
            Text(verbatim: page.tagline).font(.subheadline).foregroundStyle(.secondary)
            ForEach(page.sections, id: \.id) { section in
                Text(verbatim: section.heading).font(.headline)
                ForEach(Array(section.blocks.enumerated()), id: \.offset) { _, block in
                    switch block {
                    case .paragraph(let text):
                        Text(attributed(text))
                    case .bullets(let items):
                        ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                            Text(attributed(item, bullet: true))
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Rich text with point names as links (tinted, and tappable: they highlight the point);
    /// a bullet item starts with a bullet mark.
    func attributed(_ text: RichText, bullet: Bool = false) -> AttributedString {
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
