//! The section "App rules / 应用规则": rules that this app adds to all four games.

use super::authoring::{t, SectionSrc, B};

pub(super) const SECTION: SectionSrc = SectionSrc {
    id: "app",
    heading: t("应用规则", "App rules"),
    rules: &[
        "app.no-legal-move",
        "app.timer",
        "app.timer.background",
        "app.pass",
        "app.ply",
        "app.repetition",
        "app.jinmen-100",
        "app.resign",
        "app.draw-offer",
    ],
    blocks: &[
        B::P(t(
            "下面几条[应用规则]由本应用为四种棋统一补充，不属于传统玩法。",
            "The [app rules] below are added by this app to all four games; they are not part of the traditional games.",
        )),
        B::L(&[
            t(
                "无棋可走判负：轮到某一方走棋时，如果他没有任何合法走法，他就被[困毙]，立即判负。",
                "No legal move loses: a player who has no legal move when their turn begins is [blocked] and loses at once.",
            ),
            t(
                "[每步限时]：每一步都有时间限制，默认 60 秒；可以在设置中改为 15、30、60 或 120 秒，也可以关闭。应用转入后台时，计时暂停。",
                "[Turn timer]: each turn has a time limit, 60 seconds by default; in the settings you can choose 15, 30, 60 or 120 seconds, or turn it off. The clock pauses while the app is in the background.",
            ),
            t(
                "[弃步]：时间用完时，这一方自动弃步，记下一步“弃步”，轮到对方走。除此之外，任何时候都不能主动弃步。",
                "[Pass]: when the time runs out, the player to move passes; a pass is recorded and the other side moves next. A pass is never available otherwise.",
            ),
            t(
                "[三次重复]为[和棋]：同一局面第三次出现时，对局以和棋结束。同一局面是指所有棋子的位置、轮到哪一方走，以及[公用棋子]是否被[锁定]，三者都相同。",
                "[Threefold repetition] is a [draw]: when the same position occurs for the third time, the game ends in a draw. The same position means the same pieces on the same points, the same side to move, and the same [lock] state of the [shared piece].",
            ),
            t(
                "金门防御棋专用：连续 100 步没有[吃子]，为和棋。",
                "Jinmen Defense Chess only: 100 moves in a row without a [capture] is a draw.",
            ),
            t(
                "认输：轮到自己走棋时，可以认输（需再确认一次），对方获胜。认输后不能悔棋。",
                "Resigning: on their turn a player may resign (after confirming it); the other side wins. A resignation cannot be undone.",
            ),
            t(
                "提和：轮到自己走棋时，可以提议和棋。双人同屏时由对方决定接受或拒绝；人机对战时电脑按自己的判断答复，它没有优势时接受。连续 40 步没有进展、局面均势时，电脑也会主动提和，你可以接受或继续下。双方同意即为[和棋]。",
                "Offering a draw: on their turn a player may offer a [draw]. In pass and play the other player accepts or declines; the computer answers by its own judgement and accepts unless it is ahead. After 40 moves without progress in a level position the computer offers a draw itself, which you may accept or play on. A draw agreed ends the game.",
            ),
        ]),
        B::P(t(
            "这里的一[步]，指一方的一个回合：走一次棋，或一次弃步；双方的步数合在一起计算，所以 100 步是每方各 50 步。",
            "Here a [move] is one player's turn: one piece moved, or one pass; the moves of both players count together, so 100 moves are 50 of each player.",
        )),
    ],
};
