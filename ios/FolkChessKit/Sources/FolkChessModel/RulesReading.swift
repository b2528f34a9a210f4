import FolkChessCore

/// The rules screen: the core's frame (title, languages, diagram) and its pages.
public struct RulesScreenState: Sendable, Equatable {
    /// Which game.
    public let game: GameKind
    /// The language the rules are read in (Chinese in the app's script).
    public let language: DisplayLanguage
    /// The frame: title, language choices, the diagram with the highlighted point.
    public let frame: RulesScreenView
    /// One page per language shown.
    public let pages: [RulesPage]
    /// The language of each choice of ``RulesScreenView/languages``, in order (the core's
    /// `languageValues`: Chinese in the app's script).
    public let languages: [DisplayLanguage]

    /// The screen of the core's `frame`, its pages read in `language` (the app view's rules
    /// screen).
    public init(frame: RulesScreenView, language: DisplayLanguage) {
        game = frame.diagram.game
        self.language = language
        self.frame = frame
        pages = rulesPages(game: frame.diagram.game, rulesLanguage: language)
        languages = frame.languageValues
    }
}

/// One piece of the rules screen's text, in reading order.
public enum RulesItem: Sendable, Equatable {
    /// The game's name.
    case name(String)
    /// The tagline under it.
    case tagline(String)
    /// A section's heading.
    case heading(String)
    /// A paragraph, or one item of a bullet list (`bullet`), and the chips of the points to show
    /// under it: those it names, or, after the second of a pair in both languages, those the
    /// pair names (the first then shows none, so that a pair has one row of chips).
    case text(RichText, bullet: Bool, chips: [RulesPointChip])
}

/// A point a piece of text names, for its chip: the name and the diagram's point.
public struct RulesPointChip: Sendable, Equatable, Hashable {
    /// The name as the text writes it.
    public let name: String
    /// The diagram's point it marks.
    public let index: Int
}

extension RulesScreenState {
    /// The text in reading order. One language: its page, piece after piece. Both languages:
    /// stacked, not side by side — each piece in Chinese, then the same piece in English
    /// (names, taglines, headings, paragraphs, bullets); where a section is not built the same
    /// in both (another number of blocks or bullets), that section in Chinese, then in English.
    public var items: [RulesItem] {
        guard pages.count == 2 else { return pages.flatMap(Self.items(of:)) }
        let (a, b) = (pages[0], pages[1])
        var out: [RulesItem] = [.name(a.name), .name(b.name), .tagline(a.tagline), .tagline(b.tagline)]
        var rest = b.sections
        for s in a.sections {
            guard let j = rest.firstIndex(where: { $0.id == s.id }) else {
                out += Self.items(of: s)
                continue
            }
            let t = rest.remove(at: j)
            out += [.heading(s.heading), .heading(t.heading)]
            if let pairs = Self.paired(s.blocks, t.blocks) {
                out += pairs
            } else {
                out += s.blocks.flatMap(Self.items(of:)) + t.blocks.flatMap(Self.items(of:))
            }
        }
        return out + rest.flatMap(Self.items(of:))
    }

    static func items(of page: RulesPage) -> [RulesItem] {
        [.name(page.name), .tagline(page.tagline)] + page.sections.flatMap(items(of:))
    }

    static func items(of section: RulesSection) -> [RulesItem] {
        [.heading(section.heading)] + section.blocks.flatMap(items(of:))
    }

    static func items(of block: RulesBlock) -> [RulesItem] {
        switch block {
        case .paragraph(let text): return [.text(text, bullet: false, chips: text.pointChips)]
        case .bullets(let items): return items.map { .text($0, bullet: true, chips: $0.pointChips) }
        }
    }

    /// The blocks of two languages piece by piece, or nil where they are not built alike.
    static func paired(_ a: [RulesBlock], _ b: [RulesBlock]) -> [RulesItem]? {
        guard a.count == b.count else { return nil }
        var out: [RulesItem] = []
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.paragraph(let p), .paragraph(let q)):
                out += pair(p, q, bullet: false)
            case (.bullets(let p), .bullets(let q)) where p.count == q.count:
                for (i, j) in zip(p, q) { out += pair(i, j, bullet: true) }
            default:
                return nil
            }
        }
        return out
    }
}

extension RulesScreenState {
    /// A piece in Chinese and in English, the chips of both under the second.
    static func pair(_ a: RichText, _ b: RichText, bullet: Bool) -> [RulesItem] {
        var chips = a.pointChips
        for chip in b.pointChips where !chips.contains(where: { $0.index == chip.index }) { chips.append(chip) }
        return [.text(a, bullet: bullet, chips: []), .text(b, bullet: bullet, chips: chips)]
    }
}

extension RichText {
    /// The points the text names that the diagram can mark, each once, in order of mention.
    public var pointChips: [RulesPointChip] {
        var seen = Set<Int>()
        var out: [RulesPointChip] = []
        for span in spans {
            if case .point(let name, let index) = span, let index, seen.insert(Int(index)).inserted {
                out.append(RulesPointChip(name: name, index: Int(index)))
            }
        }
        return out
    }
}
