package app.folkchess.ui.model

import app.folkchess.core.Level
import app.folkchess.core.LevelInfo
import app.folkchess.core.Side

/**
 * Names and choices the core exports, read from it once: the levels with their names, the
 * sides' names ("先手（红）" / "First (red)"), the turn times it offers. The app restates none of
 * them; [choices] labels them in the interface language.
 */
class CoreNames(
    private val levels: List<LevelInfo>,
    /** Each side's name in Chinese and in English, as the core's `side_name` gives them. */
    private val sides: Map<Side, Pair<String, String>>,
    /** Turn times in seconds, null for "off", in the core's order. */
    val turnTimes: List<Int?>,
) {
    /** The level's name in [lang] ("Both": Chinese, then English). */
    fun level(level: Level, lang: UiLang): String =
        levels.firstOrNull { it.level == level }?.let { label(lang, it.nameZh, it.nameEn) } ?: level.name

    /** The side's name in [lang]. */
    fun side(side: Side, lang: UiLang): String =
        sides[side]?.let { (zh, en) -> label(lang, zh, en) } ?: side.name

    /** The choices of the new-game form and the settings, labelled in [lang]. */
    fun choices(lang: UiLang): Choices {
        val s = UiStrings.of(lang)
        return Choices(
            levels = levels.map { Choice(it.level, label(lang, it.nameZh, it.nameEn)) },
            sides = sides.keys.sortedBy { it.ordinal }.map { Choice(it, side(it, lang)) },
            turnTimes = turnTimes.map { t -> Choice(t, t?.let { s.seconds(it) } ?: s.timerOff) },
        )
    }
}

/** A short label in [lang]; "Both" puts the two on one line. */
fun label(lang: UiLang, zh: String, en: String): String = when (lang) {
    UiLang.Zh -> zh
    UiLang.En -> en
    UiLang.Both -> if (zh == en) zh else "$zh $en"
}
