// A stand-in for SwiftUI on Linux, where there is none: it declares just the part of
// SwiftUI's API that Sources/FolkChessUI uses, with SwiftUI's names and parameter labels, so
// that the views are type-checked here against the real model (FolkChessModel) and the real
// bindings (FolkChessCore). Nothing here draws or runs; every body is a placeholder.
//
// What this proves: the views call the model's and the core's API correctly (names, types,
// optionality, actor isolation) and are well-formed Swift. What it does not prove: that
// SwiftUI itself accepts them (this file could differ from SwiftUI's real signatures), or
// anything about layout, appearance or behaviour. Only Xcode can show those.
//
// One exception to "nothing runs": inside `recordAccessibility { … }` (a test's call) the few
// containers a board's body uses (GeometryReader, ZStack, ForEach, the view builder's branches,
// accessibilityChildren / accessibilityActions) build their content, and the accessibility
// modifiers (label, identifier, traits such as isHeader, actions, the magic tap) are recorded
// with their handlers, so that a test fails when a view stops offering them
// (Tests/FolkChessUITests). Outside it nothing is called.
//
// Used only on Linux (see Package.swift). Keep it minimal: add a declaration only when a view
// needs it, copied from SwiftUI's documentation — with its labels, generic constraints and
// concurrency attributes (`@MainActor` actions, `@Sendable` binding closures, `nonisolated`
// modifiers), since those decide what Swift 6 accepts. Where the Xcode 16 SDK and a later one
// differ (e.g. `task`'s action), the stricter form is declared.
//
// Two rules go beyond the signatures:
//
// - Localization keys. Where the SDK has a pair of overloads — `LocalizedStringKey` and a
//   `@_disfavoredOverload` generic `StringProtocol` one (Text, Button, Label, Picker, Toggle,
//   Section, DisclosureGroup, navigationTitle, accessibilityLabel/Hint/Value) — both are declared the
//   same way, so that a call resolves here as in Xcode: a string literal (also an interpolated
//   one) goes to the key, a `String` value to the string. This app localizes nothing itself
//   (every text is the core's, in the display language; no string tables), so an interpolated
//   literal that reaches a key would be looked up as a key and shown untranslated. Every
//   `appendInterpolation` of `LocalizedStringKey.StringInterpolation` is therefore deprecated
//   here: such a call is a warning, and an error in the targets built with
//   `-warnings-as-errors`. Show runtime text with `Text(verbatim:)` or a `String` value.
//   (ios/scripts/check-localized-keys proves the check.)
// - Availability. The deployment target is iOS 17. A declaration newer than that on the real SDK
//   gets its `@available(iOS N, *)` here and a row in the table of
//   ios/scripts/check-availability, which fails when a view uses it outside
//   `if #available(iOS N, *)` (Swift on Linux ignores iOS availability, so the compiler cannot).
@_exported import Foundation
@_exported import Observation

// MARK: Views and builders

// As in the SDKs of Xcode 16 and later: the whole protocol is main-actor isolated.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { return fatalError() }
}

func stub<T>() -> T { fatalError("SwiftUI stub: not for running") }

/// One accessibility modifier a view was given, as recorded by ``recordAccessibility(_:)``.
public enum AccessibilityRecord {
    /// `accessibilityLabel(_:)` with a string.
    case label(String)
    /// `accessibilityIdentifier(_:)`.
    case identifier(String)
    /// `accessibilityAddTraits(_:)`: the traits' names (`isHeader`, `isButton` …).
    case traits([String])
    /// `accessibilityAction(_:_:)`: its kind (`default`, `magicTap` …) and its handler.
    case action(kind: String, perform: () -> Void)
    /// `accessibilityActions { … }`: each button's title and action.
    case actions([(label: String, perform: @MainActor () -> Void)])
}

/// What is being recorded (nil: nothing; the views' bodies are not run).
nonisolated(unsafe) var recording: [AccessibilityRecord]?
/// The buttons of an `accessibilityActions` content being built.
nonisolated(unsafe) var recordingButtons: [(label: String, perform: @MainActor () -> Void)]?

/// Runs `body` (a test's `_ = view.body`) with the containers building their content, and
/// returns the accessibility modifiers given, in order.
@MainActor public func recordAccessibility(_ body: () -> Void) -> [AccessibilityRecord] {
    recording = []
    defer { recording = nil }
    body()
    return recording ?? []
}

/// Records `entry` while recording.
func record(_ entry: AccessibilityRecord) {
    recording?.append(entry)
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { return stub() }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { return stub() }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    nonisolated init() {}
    public var body: Never { return stub() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { return stub() }
}

nonisolated public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { return stub() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init() }
}

// MARK: Property wrappers and bindings

/// The value of a ``State``, kept (read while recording).
final class StateBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@propertyWrapper public struct State<Value> {
    let box: StateBox<Value>
    public init(wrappedValue: Value) { box = StateBox(wrappedValue) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding<Value> { stub() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set {}
    }
    /// `$x` of a `@Binding var x` (https://developer.apple.com/documentation/swiftui/binding/projectedvalue).
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { stub() }
}

@propertyWrapper @dynamicMemberLookup public struct Bindable<Value: AnyObject & Observable> {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value {
        get { stub() }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        stub()
    }
}

/// As documented (iOS 15): where VoiceOver's focus is, as state a view can set.
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable> {
    public init() where Value == Bool {}
    public var wrappedValue: Value {
        get { stub() }
        nonmutating set {}
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { stub() }
    /// As documented: `$x` of an `@AccessibilityFocusState var x` (only passed on here).
    public struct Binding {
        public var wrappedValue: Value {
            get { stub() }
            nonmutating set {}
        }
    }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { stub() }
}

public struct EnvironmentValues {
    public var displayScale: CGFloat {
        get { stub() }
        set {}
    }
    public var colorScheme: ColorScheme {
        get { stub() }
        set {}
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { stub() }
        set {}
    }
    /// iOS 13 (read-only): https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { stub() }
    // Main-actor isolated, as in the SDK: `@MainActor @preconcurrency var openURL`.
    @MainActor @preconcurrency public var openURL: OpenURLAction {
        get { stub() }
        set {}
    }
}

public enum ColorScheme: Hashable, Sendable { case light, dark }

@MainActor @preconcurrency public struct OpenURLAction {
    public struct Result: Sendable { public static let handled = Result(); public static let discarded = Result() }
    @MainActor @preconcurrency public init(handler: @escaping (URL) -> Result) {}
}

// MARK: Colours, fonts, shapes

public protocol ShapeStyle {}

// `View` in an extension, as in the SDK (a conformance in the type's own declaration would make
// the whole type main-actor isolated).
public struct Color: ShapeStyle, Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    nonisolated public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {}
    nonisolated public func opacity(_ opacity: Double) -> Color { self }
    nonisolated public static let red = Color(red: 1, green: 0, blue: 0)
    nonisolated public static let teal = Color(red: 0, green: 0.5, blue: 0.5)
    nonisolated public static let green = Color(red: 0, green: 0.8, blue: 0)
    nonisolated public static let orange = Color(red: 1, green: 0.5, blue: 0)
    nonisolated public static let primary = Color(red: 0, green: 0, blue: 0)
    nonisolated public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    nonisolated public static let accentColor = Color(red: 0, green: 0, blue: 1)
    nonisolated public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

extension Color: View {
    public var body: Never { return stub() }
}

public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var orange: Color { Color.orange }
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight()
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public enum Design: Hashable, Sendable { case `default`, monospaced }
    public static let body = Font(), headline = Font(), subheadline = Font(), footnote = Font(), callout = Font()
    public static let caption = Font(), caption2 = Font()
    public static let title = Font(), title2 = Font(), title3 = Font()
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }
}

public struct Angle: Sendable {
    public static func degrees(_ degrees: Double) -> Angle { Angle() }
}

public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat, y: CGFloat
    public init() { x = 0; y = 0 }
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5), topLeading = UnitPoint()
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
}

public enum Alignment: Sendable { case center, leading, trailing, top, bottom, topLeading, bottomLeading }
public enum HorizontalAlignment: Sendable { case center, leading, trailing }
public enum VerticalAlignment: Sendable { case center, top, bottom, firstTextBaseline, lastTextBaseline }
public enum ContentMode: Sendable { case fit, fill }
public enum TextAlignment: Sendable { case leading, center, trailing }

public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

public enum Edge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4),
            trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}

public struct FillStyle: Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct StrokeStyle {
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {}
}

public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }

public struct Path {
    public init() {}
    public init(ellipseIn rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public mutating func move(to p: CGPoint) {}
    public mutating func addLine(to p: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func closeSubpath() {}
}

public protocol Shape: View {}

extension Shape {
    public var body: Never { return stub() }
    nonisolated public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedContent<Self, S>()
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        ModifiedContent<Self, S>()
    }
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        ModifiedContent<Self, S>()
    }
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

public struct Rectangle: Shape { public init() {} }
public struct Circle: Shape { public init() {} }
public struct RoundedRectangle: Shape { public init(cornerRadius: CGFloat) {} }
public struct Capsule: Shape { public init() {} }

// MARK: Drawing

public struct GraphicsContext {
    public struct Shading { public static func color(_ color: Color) -> Shading { Shading() } }
    public struct ResolvedText { public func measure(in size: CGSize) -> CGSize { stub() } }
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func resolve(_ text: Text) -> ResolvedText { stub() }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/translateby(x:y:)
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/graphicscontext/rotate(by:)
    public mutating func rotate(by angle: Angle) {}
}

public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }

nonisolated public struct Canvas<Symbols: View>: View {
    public var body: Never { return stub() }
}

extension Canvas where Symbols == EmptyView {
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {}
}

public struct TimelineViewDefaultContext { public let date: Date }

public protocol TimelineSchedule {}

public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init()
    }
}

public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { return stub() }
}

public struct GeometryProxy { public let size: CGSize }

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        // While recording: a phone's width, square.
        if recording != nil { _ = content(GeometryProxy(size: CGSize(width: 390, height: 390))) }
    }
    public var body: Never { return stub() }
}

// MARK: Text, images, controls, containers

// A localization key: what a string literal becomes where the SDK offers a
// `LocalizedStringKey` overload. Interpolating into one is deprecated here (see the top).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation(_ string: String) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation(_ substring: Substring) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation(_ text: Text) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation(_ attributedString: AttributedString) {}
        @available(*, deprecated, message: "interpolated into a LocalizedStringKey: use Text(verbatim:) or a String")
        public mutating func appendInterpolation(_ image: Image) {}
    }
}

// The SDK marks it not Sendable.
@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

// The numbers a key interpolates with a format specifier (%lld, %lf, …).
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// `View` in an extension, as in the SDK; so the type itself is not main-actor isolated.
public struct Text: Equatable, Sendable {
    /// Never localized.
    public init(verbatim content: String) {}
    /// A string value, never localized; disfavoured, so that a literal goes to the key.
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    /// A key looked up in the string tables (a literal, also an interpolated one, comes here).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    public init(_ attributedContent: AttributedString) {}
    public func font(_ font: Font?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

extension Text: View {
    public var body: Never { return stub() }
}

public struct Image: View {
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(decorative:scale:orientation:)
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {}
    public enum Orientation: UInt8, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }
    public func resizable() -> Image { self }
    public var body: Never { return stub() }
}

/// CoreGraphics' image (SwiftUI re-exports CoreGraphics on Apple platforms).
public final class CGImage {}

/// iOS 16 (CoreTransferable): https://developer.apple.com/documentation/coretransferable/transferable
public protocol Transferable {}
extension String: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// iOS 16: https://developer.apple.com/documentation/swiftui/imagerenderer (an
/// `ObservableObject` too, which needs Combine; not declared here).
@MainActor public final class ImageRenderer<Content: View> {
    public init(content view: Content) {}
    public var scale: CGFloat {
        get { stub() }
        set {}
    }
    public var cgImage: CGImage? { stub() }
}

/// iOS 16: https://developer.apple.com/documentation/swiftui/sharepreview
public struct SharePreview<Image: Transferable, Icon: Transferable> {}
extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) {}
}

public struct Label<Title: View, Icon: View>: View {
    public var body: Never { return stub() }
}

extension Label where Title == Text, Icon == Image {
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct ButtonRole: Sendable { public static let destructive = ButtonRole(), cancel = ButtonRole() }

public struct Button<Label: View>: View {
    @preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    @preconcurrency nonisolated public init(
        role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { return stub() }
}

extension Button where Label == Text {
    @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, action: @escaping @MainActor () -> Void
    ) {
        recordingButtons?.append((label: String(title), perform: action))
    }
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {}
    @_disfavoredOverload @preconcurrency nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
    ) {}
}

public struct Toggle<Label: View>: View {
    public var body: Never { return stub() }
}

extension Toggle where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public var body: Never { return stub() }
}

extension Picker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {}
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: Never { return stub() }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    nonisolated public init() {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { return stub() }
}

public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public var body: Never { return stub() }
}

public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        if recording != nil { _ = content() }
    }
    public var body: Never { return stub() }
}

/// iOS 14: https://developer.apple.com/documentation/swiftui/lazyvgrid
public struct LazyVGrid<Content: View>: View {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { return stub() }
}

/// iOS 14: https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// iOS 16: https://developer.apple.com/documentation/swiftui/viewthatfits
public struct ViewThatFits<Content: View>: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

/// iOS 16: https://developer.apple.com/documentation/swiftui/layout
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        if recording != nil { _ = content() }
        return LayoutContainer()
    }
}

public struct LayoutContainer: View {
    public var body: Never { return stub() }
}

public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?, height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) { self.width = width; self.height = height }
    public init(_ size: CGSize) { width = size.width; height = size.height }
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
}

public struct LayoutSubview {
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { stub() }
}

public struct LayoutSubviews: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(index: Int) -> LayoutSubview { stub() }
}

public struct Divider: View {
    public init() {}
    public var body: Never { return stub() }
}

public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

nonisolated public struct ScrollViewReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { return stub() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct ScrollIndicatorVisibility: Sendable {
    public static var automatic: ScrollIndicatorVisibility { .init() }
    public static var visible: ScrollIndicatorVisibility { .init() }
    public static var hidden: ScrollIndicatorVisibility { .init() }
    public static var never: ScrollIndicatorVisibility { .init() }
}

public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public struct DisclosureGroup<Label: View, Content: View>: View {
    public var body: Never { return stub() }
}

extension DisclosureGroup {
    nonisolated public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}

extension DisclosureGroup where Label == Text {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(
        _ label: S, @ViewBuilder content: @escaping () -> Content
    ) {}
}

public struct Menu<Label: View, Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { return stub() }
}

public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

/// iOS 16: https://developer.apple.com/documentation/swiftui/sharelink (the real type has the
/// shared item, preview image and icon as generic parameters too; `init(item:subject:message:label:)`
/// of a `Transferable` item, of which `String` is one).
public struct ShareLink<Label: View>: View {
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    nonisolated public init<I: Transferable, P: Transferable, C: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<P, C>,
        @ViewBuilder label: () -> Label
    ) {}
    public var body: Never { return stub() }
}

/// iOS 16: https://developer.apple.com/documentation/swiftui/pastebutton
/// (`init(payloadType:onPaste:)`; the system draws its label).
public struct PasteButton: View {
    nonisolated public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
    public var body: Never { return stub() }
}

/// iOS 14: https://developer.apple.com/documentation/swiftui/texteditor
public struct TextEditor: View {
    nonisolated public init(text: Binding<String>) {}
    public var body: Never { return stub() }
}

public struct Section<Parent, Content, Footer>: View {
    public var body: Never { return stub() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer: View {
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var body: Never { return stub() }
}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        if recording != nil { for element in data { _ = content(element) } }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { return stub() }
}

extension NavigationStack
where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

// Toolbar items are `ToolbarContent`, not views, built by a `@ToolbarContentBuilder` (the
// SDKs since 2026 spell both builders `@ContentBuilder`; the closures are the same).
@MainActor @preconcurrency public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { return stub() }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<
        (repeat each Content)
    > {
        stub()
    }
}

public struct ToolbarTitleDisplayMode: Sendable {
    public static var automatic: ToolbarTitleDisplayMode { .init() }
    public static var inline: ToolbarTitleDisplayMode { .init() }
    public static var large: ToolbarTitleDisplayMode { .init() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement(), secondaryAction = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
}

nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { return stub() }
}

extension ToolbarItem where ID == () {
    nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

// MARK: Gestures and accessibility

@MainActor @preconcurrency public protocol Gesture<Value> {
    associatedtype Value
}

extension Gesture {
    nonisolated public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> { .init() }
}

nonisolated public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let all = GestureMask(rawValue: 3)
}

public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    nonisolated public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

public enum CoordinateSpace: Sendable { case global, local }

public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }

public struct AccessibilityActionKind: Sendable, Equatable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default"),
        escape = AccessibilityActionKind(name: "escape"), magicTap = AccessibilityActionKind(name: "magicTap")
}

public struct AccessibilityTraits: Sendable {
    let name: String
    public static let isButton = AccessibilityTraits(name: "isButton"),
        updatesFrequently = AccessibilityTraits(name: "updatesFrequently"),
        isSelected = AccessibilityTraits(name: "isSelected"), isHeader = AccessibilityTraits(name: "isHeader")
}

public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior(),
        combine = AccessibilityChildBehavior()
}

public struct SensoryFeedback: Sendable, Equatable {
    public struct Weight: Sendable, Equatable {
        public static let light = Weight(), medium = Weight(), heavy = Weight()
    }
    public static let impact = SensoryFeedback()
    public static let success = SensoryFeedback(), warning = SensoryFeedback(), error = SensoryFeedback()
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback { .init() }
}

public struct ControlSize: Sendable { public static let small = ControlSize(), large = ControlSize() }

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    /// iOS 15: https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

public struct PresentationDetent: Hashable, Sendable {
    public static let medium = PresentationDetent(), large = PresentationDetent()
    public static func height(_ height: CGFloat) -> PresentationDetent { .init() }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { .init() }
}

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { .init() }
}
public struct MenuPickerStyle: PickerStyle {}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { .init() }
}

public protocol PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}

// MARK: Modifiers

// Every modifier below is `nonisolated` in SwiftUI.
nonisolated extension View {
    public func font(_ font: Font?) -> some View { ModifiedContent<Self, Font?>() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { ModifiedContent<Self, Void>() }
    public func scaledToFit() -> some View { ModifiedContent<Self, Void>() }
    public func lineLimit(_ number: Int?) -> some View { ModifiedContent<Self, Void>() }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { ModifiedContent<Self, Void>() }
    /// iOS 16: at least the range's lower bound of lines reserved, at most its upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { ModifiedContent<Self, Void>() }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { ModifiedContent<Self, Void>() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { ModifiedContent<Self, Void>() }
    public func fixedSize() -> some View { ModifiedContent<Self, Void>() }
    public func labelsHidden() -> some View { ModifiedContent<Self, Void>() }
    public func layoutPriority(_ value: Double) -> some View { ModifiedContent<Self, Void>() }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        ModifiedContent<Self, Void>()
    }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { ModifiedContent<Self, Void>() }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    { ModifiedContent<Self, Void>() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func padding(_ length: CGFloat) -> some View { ModifiedContent<Self, Void>() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { ModifiedContent<Self, Void>() }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { ModifiedContent<Self, Void>() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ModifiedContent<Self, V>()
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ModifiedContent<Self, V>()
    }
    /// Hides the view but keeps its room (SwiftUI's `hidden()`).
    public func hidden() -> some View { ModifiedContent<Self, Void>() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func contentShape<S: Shape>(_ shape: S) -> some View { ModifiedContent<Self, S>() }
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        ModifiedContent<Self, T>()
    }
    public func disabled(_ disabled: Bool) -> some View { ModifiedContent<Self, Void>() }
    /// iOS 15: https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    public func tint(_ tint: Color?) -> some View { ModifiedContent<Self, Void>() }
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedContent<Self, S>()
    }
    public func tag<V: Hashable>(_ tag: V) -> some View { ModifiedContent<Self, V>() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    public func controlSize(_ controlSize: ControlSize) -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func accessibilityLabel(_ label: Text) -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { ModifiedContent<Self, Void>() }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        record(.label(String(label)))
        return ModifiedContent<Self, Void>()
    }
    public func accessibilityHint(_ hint: Text) -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { ModifiedContent<Self, Void>() }
    @_disfavoredOverload public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func accessibilityValue(_ valueDescription: Text) -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { ModifiedContent<Self, Void>() }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func accessibilityHidden(_ hidden: Bool) -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityShowsLargeContentViewer() -> some View { ModifiedContent<Self, Void>() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        record(.traits([traits.name]))
        return ModifiedContent<Self, Void>()
    }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        record(.identifier(identifier))
        return ModifiedContent<Self, Void>()
    }
    /// As documented (iOS 13): an action of `actionKind` (the default activation, the magic tap …).
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> some View
    {
        record(.action(kind: actionKind.name, perform: handler))
        return ModifiedContent<Self, Void>()
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    { ModifiedContent<Self, Void>() }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        if recording != nil { _ = children() }
        return ModifiedContent<Self, V>()
    }
    /// As documented (iOS 15): VoiceOver's focus goes here while `condition` is true.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        ModifiedContent<Self, Void>()
    }
    /// As documented (iOS 16): custom accessibility actions, one per button of `content`.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        if recording != nil {
            recordingButtons = []
            _ = content()
            record(.actions(recordingButtons ?? []))
            recordingButtons = nil
        }
        return ModifiedContent<Self, Content>()
    }
    public func navigationTitle(_ title: Text) -> some View { ModifiedContent<Self, Void>() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedContent<Self, Void>() }
    @_disfavoredOverload public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        ModifiedContent<Self, Void>()
    }
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { ModifiedContent<Self, C>() }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        ModifiedContent<Self, Content>()
    }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { ModifiedContent<Self, Void>() }
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { ModifiedContent<Self, Content>() }
    /// iOS 14: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { ModifiedContent<Self, Content>() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { ModifiedContent<Self, Void>() }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { ModifiedContent<Self, Void>() }
    public func swipeActions<T: View>(@ViewBuilder content: () -> T) -> some View { ModifiedContent<Self, T>() }
    /// iOS 15: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-87n66
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self, A>() }
    @_disfavoredOverload public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { ModifiedContent<Self, A>() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { ModifiedContent<Self, V>() }
    public func id<ID: Hashable>(_ id: ID) -> some View { ModifiedContent<Self, ID>() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { ModifiedContent<Self, Void>() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self, V>()
    }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
        -> some View
    { ModifiedContent<Self, T>() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    { ModifiedContent<Self, V>() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
        -> some View
    { ModifiedContent<Self, V>() }
    public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    )
        -> some View
    { ModifiedContent<Self, Void>() }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { ModifiedContent<Self, T>() }
}

// MARK: The app and its scenes (ios/App/Sources, type-checked by the FolkChessAppCheck target)

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError("SwiftUI stub: not for running") }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

nonisolated public struct _SceneModifier<Content: Scene>: Scene {
    public var body: Never { return stub() }
}

public struct WindowGroup<Content: View>: Scene {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { return stub() }
}

public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { stub() }
        set {}
    }
}

extension Scene {
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
        -> some Scene
    { _SceneModifier<Self>() }
    nonisolated public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene { _SceneModifier<Self>() }
}
