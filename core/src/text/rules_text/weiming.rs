//! Weiming Shuang Cheng Chess III · 未名双承棋之三 (`weiming`).

use super::authoring::{t, DocSrc, SectionSrc, B};
use super::GameId;

pub(super) const DOC: DocSrc = DocSrc {
    game: GameId::Weiming,
    name: t("未名双承棋之三", "Weiming Shuang Cheng Chess III"),
    tagline: t(
        "双方各三子，外加一枚停在最左边的公用棋子：谁先无路可走，谁就输。",
        "Three pieces a side plus one shared piece parked on the far left: whoever runs out of moves loses.",
    ),
    pieces: t(
        "双方各 3 枚，另有 1 枚双方都能走的[公用棋子]",
        "3 each, plus 1 [shared piece] that either player may move",
    ),
    board: t(
        "9 个[棋点]，像两个并排的四边形",
        "9 [points], drawn as two quadrilaterals side by side",
    ),
    goal: t(
        "让对手[困毙]，即轮到他时无棋可走",
        "Leave your opponent [blocked], with no legal move on their turn",
    ),
    quick_start: &[
        t(
            "轮到你时，选一枚自己的棋子或[公用棋子]，沿[连线][走一步]到[相邻]的空[棋点]。",
            "On your turn, [step] one of your own pieces or the [shared piece] along a [line] to an [adjacent] empty [point].",
        ),
        t(
            "不能[跳]，也不[吃子]。",
            "There is no [jumping|jump] and no [capturing|capture].",
        ),
        t(
            "对手刚走过公用棋子时，这一步你不能走它。",
            "If your opponent has just moved the shared piece, you may not move it this turn.",
        ),
        t(
            "轮到你却无棋可走，你就输了。",
            "If you have no legal move on your turn, you lose.",
        ),
    ],
    sections: [
        SectionSrc {
            id: "board",
            heading: t("棋盘与开局", "Board and setup"),
            rules: &["weiming.board", "weiming.start"],
            blocks: &[
                B::P(t(
                    "棋盘上有 9 个[棋点]，看上去像左右并排的两个四边形。左边的四边形以 {tl}、{tm}、{bm}、{bl} 为四角，没有左边那条竖边，却画着两条对角线，它们交叉于棋点 {x}。右边的四边形以 {tm}、{tr}、{br}、{bm} 为四角，没有对角线。",
                    "The board has 9 [points] and looks like two quadrilaterals side by side. The left one has corners {tl}, {tm}, {bm} and {bl}; it has no left edge, but both of its diagonals are drawn, and they cross at the point {x}. The right one has corners {tm}, {tr}, {br} and {bm}, and no diagonal.",
                )),
                B::P(t(
                    "[公用棋子]的家 {s} 远在最左边。从 {s} 出发的那条[连线]穿过交叉点 {x}，一直通到 {m}；{m} 是 {tm} 与 {bm} 之间那条竖线的中点，把它分成两段。",
                    "The home of the [shared piece], {s}, lies far to the left. The [line] from {s} runs through the crossing {x} and ends at {m}, the midpoint of the vertical line between {tm} and {bm}, which {m} splits in two.",
                )),
                B::L(&[
                    t(
                        "上边 {tl}-{tm}-{tr}，下边 {bl}-{bm}-{br}，右边 {tr}-{br}。",
                        "Top {tl}-{tm}-{tr}, bottom {bl}-{bm}-{br}, right edge {tr}-{br}.",
                    ),
                    t(
                        "中间竖线 {tm}-{m}-{bm}。",
                        "The middle vertical {tm}-{m}-{bm}.",
                    ),
                    t(
                        "两条对角线 {tl}-{x}-{bm} 与 {tm}-{x}-{bl}。",
                        "The two diagonals {tl}-{x}-{bm} and {tm}-{x}-{bl}.",
                    ),
                    t(
                        "公用棋子的线 {s}-{x}-{m}。",
                        "The shared piece's line {s}-{x}-{m}.",
                    ),
                ]),
                B::P(t(
                    "开局时，[先手]执红，三枚棋子放在 {bl}、{bm}、{br}；[后手]执黑，三枚棋子放在 {tl}、{tm}、{tr}；金色的[公用棋子]放在 {s}。{x} 和 {m} 空着。",
                    "At the start, [First] plays red with three pieces on {bl}, {bm} and {br}; [Second] plays black with three pieces on {tl}, {tm} and {tr}; the gold [shared piece] stands on {s}. The points {x} and {m} are empty.",
                )),
            ],
        },
        SectionSrc {
            id: "movement",
            heading: t("走法", "Moving"),
            rules: &["common.turns", "weiming.move.step", "weiming.move.no-jump-capture"],
            blocks: &[
                B::P(t(
                    "双方轮流走棋，由[先手]先走。每次走一枚棋子：可以是自己的棋子，也可以是[公用棋子]，除非它正被[锁定]（见下一节）。",
                    "The players take turns, [First] moving first. Each turn you move one piece: one of your own, or the [shared piece] unless it is [locked|lock] (see the next section).",
                )),
                B::P(t(
                    "棋子沿[连线][走一步]，到[相邻]的空[棋点]上。不能[跳]，也没有[吃子]。",
                    "A piece makes one [step] along a [line] to an [adjacent] empty [point]. There are no [jumps|jump] and no [captures|capture].",
                )),
            ],
        },
        SectionSrc {
            id: "special",
            heading: t("公用棋子与锁定", "The shared piece and its lock"),
            rules: &[
                "shared.piece",
                "shared.lock",
                "shared.lock.release",
                "shared.lock.pass-clears",
                "shared.lock.no-move-loses",
            ],
            blocks: &[
                B::P(t(
                    "[公用棋子]不属于任何一方，双方都可以走它，走法和其他棋子一样。",
                    "The [shared piece] belongs to neither side. Either player may move it, and it moves like any other piece.",
                )),
                B::P(t(
                    "只有一条限制：如果上一[步]刚走过公用棋子，这一步就不能再走它，此时它处于[锁定]状态。",
                    "There is one restriction: if the shared piece was moved on the previous [move], nobody may move it on this one. The shared piece is then [locked|lock].",
                )),
                B::L(&[
                    t(
                        "甲走了公用棋子，乙接下来这一步就不能走它，只能走自己的棋子。",
                        "If A moves the shared piece, B may not move it on B's next turn and must move one of B's own pieces.",
                    ),
                    t(
                        "乙走完自己的一枚棋子后，公用棋子解除锁定，甲、乙双方又都可以走它。",
                        "Once B has moved one of B's own pieces, the shared piece is free again, for A as well as for B.",
                    ),
                    t(
                        "如果乙超时，记一次[弃步]，锁定同样解除。",
                        "If B's time runs out, a [pass] is recorded, and that frees the shared piece too.",
                    ),
                    t(
                        "如果轮到乙时，除了被锁定的公用棋子就没有别的棋可走，乙就被[困毙]，判负。",
                        "If on B's turn the locked shared piece is the only piece B could move, B has no legal move: B is [blocked] and loses.",
                    ),
                ]),
            ],
        },
        SectionSrc {
            id: "winning",
            heading: t("胜负", "Winning"),
            rules: &["weiming.win.blocked"],
            blocks: &[
                B::P(t(
                    "轮到某一方走棋时，如果他一步也走不了，连[公用棋子]也动不了（无路可走或正被锁定），他就被[困毙]，立即判负。",
                    "If the player to move has no legal move at all, not even with the [shared piece] (because it has nowhere to go or is locked), that player is [blocked] and loses at once.",
                )),
                B::P(t(
                    "关于[和棋]与每步限时，见「[应用规则]」。",
                    "For [draws|draw] and the turn timer, see [App rules].",
                )),
            ],
        },
        SectionSrc {
            id: "tip",
            heading: t("小窍门", "Strategy tip"),
            rules: &[],
            blocks: &[B::P(t(
                "{x} 是全盘的枢纽，与六个棋点相邻；占住它就封住了两条对角线。用公用棋子帮自己堵路时，要算好锁定的节奏：你刚走完它，对手这一步就不能把它挪开。",
                "The point {x} is the hub of the board, adjacent to six points, and a piece standing there closes both diagonals. When you use the shared piece to block, time the lock: right after you move it, your opponent cannot move it away.",
            ))],
        },
    ],
};
