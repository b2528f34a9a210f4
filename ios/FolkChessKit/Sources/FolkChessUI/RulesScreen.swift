import FolkChessCore
import FolkChessModel
import Foundation
import SwiftUI

/// The rules, as the core writes them: in Chinese, English or both side by side, with the
/// board diagram; a point name in the text highlights that point on the diagram.
public struct RulesScreen: View {
    let state: RulesState
    let strings: AppStrings
    let onLanguage: @MainActor (DisplayLanguage) -> Void
    let onPoint: @MainActor (Int) -> Void

    /// The rules of `state`.
    public init(
        state: RulesState, strings: AppStrings, onLanguage: @escaping @MainActor (DisplayLanguage) -> Void,
        onPoint: @escaping @MainActor (Int) -> Void
    ) {
        self.state = state
        self.strings = strings
        self.onLanguage = onLanguage
        self.onPoint = onPoint
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Picker(strings.rules, selection: Binding(get: { state.language }, set: onLanguage)) {
                    Text(strings.rulesZh).tag(DisplayLanguage.zh)
                    Text(strings.rulesEn).tag(DisplayLanguage.en)
                    Text(strings.rulesBoth).tag(DisplayLanguage.both)
                }
                .pickerStyle(.segmented)
                Text(strings.boardDiagram).font(.headline)
                BoardView(scene: state.diagram, strings: strings)
                Text(strings.tapPointHint).font(.footnote).foregroundStyle(.secondary)
                HStack(alignment: .top, spacing: 16) {
                    ForEach(Array(state.docs.enumerated()), id: \.offset) { i, doc in
                        RulesColumn(doc: doc, appRules: state.appRules[i])
                    }
                }
            }
            .padding(.horizontal, 12)
        }
        .navigationTitle(strings.rules)
        .environment(
            \.openURL,
            OpenURLAction { url in
                if let index = RulesLink.point(url) { onPoint(index) }
                return .handled
            })
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

/// One language's rules.
struct RulesColumn: View {
    let doc: RulesDoc
    let appRules: RulesSection

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(doc.name).font(.title2.bold())
            Text(doc.tagline).font(.subheadline).foregroundStyle(.secondary)
            Text(doc.keyFactsHeading).font(.headline)
            ForEach(doc.keyFacts, id: \.id) { fact in
                Text(attributed(fact.value, prefix: fact.label + ": "))
            }
            Text(doc.quickStartHeading).font(.headline)
            ForEach(Array(doc.quickStart.enumerated()), id: \.offset) { _, item in
                Text(attributed(item, prefix: "• "))
            }
            ForEach(doc.sections + [appRules], id: \.id) { section in
                Text(section.heading).font(.headline)
                ForEach(Array(section.blocks.enumerated()), id: \.offset) { _, block in
                    switch block {
                    case .paragraph(let text):
                        Text(attributed(text))
                    case .bullets(let items):
                        ForEach(Array(items.enumerated()), id: \.offset) { _, item in
                            Text(attributed(item, prefix: "• "))
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    /// Rich text with point names as links (tinted, and tappable: they highlight the point).
    func attributed(_ text: RichText, prefix: String = "") -> AttributedString {
        var out = AttributedString(prefix)
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
