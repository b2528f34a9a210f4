import XCTest

/// The smoke test on an iPhone simulator (the workflow's ios job: `xcodebuild test` of the
/// FolkChess scheme): the built app with the core's xcframework, on the real iOS runtime.
///
/// It launches the app, starts a Weiming game against the computer (the new-game form's
/// defaults: against the computer, the human plays First, who moves first), makes a move by
/// tapping the board (a touch on the canvas, mapped by the core's `pointAt`), sees the computer
/// answer in the move strip, goes back home, sends the app to the background, quits and launches
/// it again, finds the game offered ("continue", read from the autosave on disk) and continues
/// it with both plies.
///
/// Parts of the screens are found by their accessibility identifiers (`new-game-weiming`,
/// `start`, `point-<name>`, `move-<n>`, `continue`); which point to tap by the core's spoken
/// label of each point, in English (the launch arguments and the scheme's test language):
/// "…, can move" and "…, legal target".
final class SmokeTests: XCTestCase {
    override func setUp() {
        continueAfterFailure = false
    }

    @MainActor
    func testAWeimingGameAgainstTheComputerIsOfferedAgainAfterLeaving() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-AppleLanguages", "(en)", "-AppleLocale", "en_US"]
        app.launch()

        // Home → the new-game form of Weiming → start
        let newGame = app.buttons["new-game-weiming"]
        XCTAssertTrue(newGame.waitForExistence(timeout: 60), "home shows the Weiming card")
        newGame.tap()
        let start = app.buttons["start"]
        XCTAssertTrue(start.waitForExistence(timeout: 20), "the new-game form")
        start.tap()

        // A move by two taps on the board: a piece that can move, then a legal target
        let movable = point(in: app, saying: "can move")
        XCTAssertTrue(movable.waitForExistence(timeout: 20), "a piece that can move")
        movable.tap()
        let target = point(in: app, saying: "legal target")
        XCTAssertTrue(target.waitForExistence(timeout: 20), "a legal target of the selected piece")
        target.tap()
        XCTAssertTrue(element(in: app, "move-1").waitForExistence(timeout: 20), "the move in the strip")

        // The computer answers: the second ply in the strip
        XCTAssertTrue(element(in: app, "move-2").waitForExistence(timeout: 120), "the computer's answer")

        // Leave: back home, where the game is offered
        app.navigationBars.buttons.element(boundBy: 0).tap()
        XCTAssertTrue(app.buttons["continue"].waitForExistence(timeout: 20), "home offers the game")

        // To the background (the app saves the game), quit, launch again: still offered
        XCUIDevice.shared.press(.home)
        sleep(2)
        app.terminate()
        app.launch()
        let continueGame = app.buttons["continue"]
        XCTAssertTrue(continueGame.waitForExistence(timeout: 60), "the game is offered after a relaunch")
        continueGame.tap()
        XCTAssertTrue(element(in: app, "move-2").waitForExistence(timeout: 20), "the game goes on with both plies")
    }

    /// The first point of the board whose spoken label says `words`.
    private func point(in app: XCUIApplication, saying words: String) -> XCUIElement {
        app.descendants(matching: .any)
            .matching(NSPredicate(format: "identifier BEGINSWITH 'point-' AND label CONTAINS %@", words))
            .firstMatch
    }

    private func element(in app: XCUIApplication, _ identifier: String) -> XCUIElement {
        app.descendants(matching: .any)[identifier]
    }
}
