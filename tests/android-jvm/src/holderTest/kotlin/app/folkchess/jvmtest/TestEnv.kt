package app.folkchess.jvmtest

import app.folkchess.core.model.AppSettings
import app.folkchess.core.BoardLayout
import app.folkchess.core.model.GameKind
import app.folkchess.core.model.GameMode
import app.folkchess.core.GameSetup
import app.folkchess.core.model.Level
import app.folkchess.core.model.Side
import app.folkchess.core.boardLayout
import app.folkchess.core.defaultSettings
import app.folkchess.core.settingsFromJson
import app.folkchess.core.settingsToJson
import app.folkchess.ui.state.MonotonicClock

/** A clock the test moves by hand. */
class FakeClock(var now: Long = 1_000_000L) : MonotonicClock {
    override fun nowMs(): Long = now
    fun advance(ms: Long) { now += ms }
}

fun passAndPlay(game: GameKind, turnSeconds: Int? = null) = GameSetup(game, GameMode.PassAndPlay, turnSeconds)

fun vsComputer(game: GameKind, level: Level, human: Side, turnSeconds: Int? = null) =
    GameSetup(game, GameMode.VsComputer(level, human), turnSeconds)

/** The index of the point named [name] (the test's own board knowledge). */
fun BoardLayout.at(name: String): Int = points.firstOrNull { it.name == name }?.index ?: error("no point $name on the ${game.name} board")

/** The index of the point named [name] on [game]'s board. */
fun GameKind.at(name: String): Int = boardLayout(this).at(name)

/** The settings with one boolean field of settings.json (e.g. `show_verdicts`) set, through the core's JSON. */
fun AppSettings.withFlag(name: String, value: Boolean): AppSettings {
    val json = settingsToJson(this)
    val re = Regex("\"${Regex.escape(name)}\"\\s*:\\s*(true|false)")
    require(re.containsMatchIn(json)) { "`$name` is not a boolean setting: $json" }
    return settingsFromJson(json.replace(re, "\"$name\":$value"))
}

/** The default settings (the core's). */
fun defaults(): AppSettings = defaultSettings()
