import FolkChessCore

/// The language the interface shows: the settings' choice with "follow the phone" resolved.
public enum DisplayLanguage: Sendable, Equatable, CaseIterable {
    /// 中文.
    case zh
    /// English.
    case en
    /// Chinese with English alongside.
    case both

    /// Resolves the settings' language. "System" follows the phone's first preferred
    /// language: Chinese when it is a Chinese locale (`zh`, `zh-Hans-CN`, …), English otherwise.
    public static func resolve(_ setting: LanguageSetting, preferredLanguages: [String]) -> DisplayLanguage {
        switch setting {
        case .zh: return .zh
        case .en: return .en
        case .both: return .both
        case .system:
            let first = preferredLanguages.first?.lowercased() ?? ""
            return first == "zh" || first.hasPrefix("zh-") || first.hasPrefix("zh_") ? .zh : .en
        }
    }

    /// The core's languages to ask for texts in: one, or Chinese then English.
    public var coreLanguages: [Language] {
        switch self {
        case .zh: return [.zh]
        case .en: return [.en]
        case .both: return [.zh, .en]
        }
    }

    /// The core's language for a single text (Chinese when both are shown).
    public var primary: Language { self == .en ? .en : .zh }

    /// One of a pair of texts the core gives in both languages; "both" shows Chinese, then
    /// English on the next line (once when they are equal).
    public func pick(zh: String, en: String) -> String {
        switch self {
        case .zh: return zh
        case .en: return en
        case .both: return zh == en ? zh : "\(zh)\n\(en)"
        }
    }

    /// A text made in each language shown: for "both", the Chinese one, `separator`, the
    /// English one.
    public func each(separator: String, _ make: (DisplayLanguage) -> String) -> String {
        self == .both ? make(.zh) + separator + make(.en) : make(self)
    }

    /// Like ``pick(zh:en:)`` but on one line ("悔棋 Undo"), for buttons and short labels.
    public func inline(zh: String, en: String) -> String {
        switch self {
        case .zh: return zh
        case .en: return en
        case .both: return zh == en ? zh : "\(zh) \(en)"
        }
    }
}
