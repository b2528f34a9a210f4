// Fixture of ios/scripts/check-availability --self-test (never compiled): a stand-in declaration
// marked newer than iOS 17 without naming its row of the table must fail the stand-in rule.
extension View {
    @available(iOS 26.0, *)
    nonisolated public func glassEffect() -> some View { ModifiedContent<Self, Void>() }
}
