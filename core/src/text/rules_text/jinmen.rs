//! Jinmen Defense Chess · 金门防御棋 (`jinmen`).

use super::authoring::{t, DocSrc, SectionSrc, B};
use super::GameId;

pub(super) const DOC: DocSrc = DocSrc {
    game: GameId::Jinmen,
    name: t("金门防御棋", "Jinmen Defense Chess"),
    tagline: t(
        "八子对八子，在一条线上以多打少：两子吃一子，三子吃两子。",
        "Eight against eight, and on a line the many beat the few: two take one, three take two.",
    ),
    pieces: t("双方各 8 枚", "8 each"),
    board: t(
        "29 个[棋点]，排成 5 列 7 行的网格，两侧外列只在单数行有点",
        "29 [points] on a grid of 5 files and 7 ranks; the outer files have points on the odd ranks only",
    ),
    goal: t(
        "把对手吃到只剩一枚，或让他[困毙]",
        "Reduce your opponent to one piece, or leave them [blocked]",
    ),
    quick_start: &[
        t(
            "轮流把一枚自己的棋子沿[连线][走一步]到[相邻]的空[棋点]；没有斜线，也不能[跳]。",
            "Take turns to [step] one of your own pieces along a [line] to an [adjacent] empty [point]. There are no diagonals and no [jumps|jump].",
        ),
        t(
            "走完后，如果刚走的棋子所在的一条线上恰好只有三枚棋子，连成“己、己、敌”，就吃掉这枚敌子，这叫[两子吃一子]。",
            "After your move, if a line through the piece you moved holds exactly three pieces in a row, yours, yours, enemy, the enemy piece is captured: [two take one].",
        ),
        t(
            "如果这条线上恰好只有五枚棋子，连成“己、己、己、敌、敌”，就吃掉这两枚敌子，这叫[三子吃两子]。",
            "If it holds exactly five pieces in a row, three of yours then two enemies, both enemy pieces are captured: [three take two].",
        ),
        t(
            "把对手吃到只剩一枚，或者让他无棋可走，你就赢了。",
            "Reduce your opponent to one piece, or leave them with no legal move, and you win.",
        ),
    ],
    sections: [
        SectionSrc {
            id: "board",
            heading: t("棋盘与开局", "Board and setup"),
            rules: &["jinmen.board", "jinmen.start"],
            blocks: &[
                B::P(t(
                    "棋盘上有 29 个[棋点]。列从左到右记作 a 到 e，行从下到上记作 1 到 7，正中心是 {c4}。",
                    "The board has 29 [points]. Files are lettered a to e from left to right, ranks numbered 1 to 7 from bottom to top; {c4} is the centre.",
                )),
                B::L(&[
                    t(
                        "第 1、3、5、7 行各有 a 到 e 五个点，例如 {a1} 到 {e1}。",
                        "Ranks 1, 3, 5 and 7 have five points, a to e, for example {a1} to {e1}.",
                    ),
                    t(
                        "第 2、4、6 行只有 b、c、d 三个点，例如 {b2}、{c2}、{d2}。",
                        "Ranks 2, 4 and 6 have only three points, b, c and d, for example {b2}, {c2} and {d2}.",
                    ),
                    t(
                        "每一行都是一条[连线]；b、c、d 三列各是一条从第 1 行直通第 7 行的连线。",
                        "Every rank is a [line], and so is each of the files b, c and d, from rank 1 straight up to rank 7.",
                    ),
                    t(
                        "两侧的 a 列和 e 列也是连线，但只经过第 1、3、5、7 行，所以 {a1} 与 {a3} [相邻]，{e5} 与 {e7} 也相邻，尽管图上它们之间隔着一行。",
                        "The outer files a and e are lines too, but they pass only through ranks 1, 3, 5 and 7, so {a1} and {a3} are [adjacent], and so are {e5} and {e7}, although a rank lies between them on the drawing.",
                    ),
                    t("没有斜线。", "There are no diagonals."),
                ]),
                B::P(t(
                    "开局时，[先手]执红，在下方，八枚棋子放在 {a1}、{b1}、{c1}、{d1}、{e1} 和 {b2}、{c2}、{d2}；[后手]执黑，在上方，八枚棋子放在 {a7}、{b7}、{c7}、{d7}、{e7} 和 {b6}、{c6}、{d6}。第 3 到第 5 行的 13 个棋点都空着。",
                    "At the start, [First] plays red from the bottom, with eight pieces on {a1}, {b1}, {c1}, {d1}, {e1} and {b2}, {c2}, {d2}; [Second] plays black from the top, with eight pieces on {a7}, {b7}, {c7}, {d7}, {e7} and {b6}, {c6}, {d6}. The 13 points of ranks 3 to 5 are empty.",
                )),
            ],
        },
        SectionSrc {
            id: "movement",
            heading: t("走法", "Moving"),
            rules: &["common.turns", "jinmen.move.step"],
            blocks: &[B::P(t(
                "双方轮流走棋，由[先手]先走。每次把一枚自己的棋子沿[连线][走一步]，到[相邻]的空[棋点]上。棋子不能[跳]。",
                "The players take turns, [First] moving first. Each turn you [step] one of your own pieces along a [line] to an [adjacent] empty [point]. Pieces never [jump].",
            ))],
        },
        SectionSrc {
            id: "special",
            heading: t("吃子", "Captures"),
            rules: &[
                "jinmen.capture.landing-lines",
                "jinmen.capture.two-take-one",
                "jinmen.capture.three-take-two",
                "jinmen.capture.exact-count",
                "jinmen.capture.consecutive",
                "jinmen.capture.mover-only",
                "jinmen.capture.two-lines",
            ],
            blocks: &[
                B::P(t(
                    "每走完一步，检查经过落点的两条[连线]，即落点所在的那一行和那一列。一条线符合下面任一种棋形，就[吃子]：",
                    "After every move, look at the two [lines|line] through the point where the moved piece landed: its rank and its file. A line that shows either of these formations makes a [capture]:",
                )),
                B::L(&[
                    t(
                        "[两子吃一子]：整条线上恰好只有三枚棋子，占着三个连续的[棋点]，依次是你的两枚和对方的一枚，方向不限。对方这一枚被吃掉。",
                        "[Two take one]: the whole line holds exactly three pieces, on three consecutive [points|point]: two of yours side by side, then one enemy piece right after them, in either direction. The enemy piece is captured.",
                    ),
                    t(
                        "[三子吃两子]：整条线上恰好只有五枚棋子，占着五个连续的棋点，依次是你的三枚和对方的两枚，方向同样不限。对方这两枚一起被吃掉。",
                        "[Three take two]: the whole line holds exactly five pieces, on five consecutive points: three of yours, then two enemy pieces, again in either direction. Both enemy pieces are captured.",
                    ),
                ]),
                B::P(t(
                    "“整条线”说的就是整条线：同一条线上哪怕远处多出一枚棋子，不论是谁的，都不能吃；几枚棋子之间空着一个棋点，也不能吃。",
                    "The whole line means the whole line: one more piece anywhere on it, of either side, and there is no capture; an empty point inside the group also means no capture.",
                )),
                B::P(t(
                    "只有刚走棋的一方能吃子，而刚走的那枚棋子总在棋形之中。如果是子少的一方自己走进这个棋形，或者子多的一方把一枚棋子撤离这条线才让棋形露出来，都不吃子。",
                    "Only the player who has just moved can capture, and the piece they moved is always part of the formation. If the outnumbered side walks into the formation, or the side with more pieces uncovers it by moving a piece off the line, nothing is captured.",
                )),
                B::P(t(
                    "如果落点在行和列两条线上同时成形，两条线上的敌子都被吃掉。",
                    "If the move completes a formation on both lines at once, both capture.",
                )),
                B::P(t(
                    "例：第 3 行上只有你在 {c3} 的一枚棋子和对方在 {d3} 的一枚棋子。你走 {b2}-{b3} 后，这一行恰好是 {b3}、{c3}、{d3} 三枚棋子，你的两枚挨着对方的一枚，于是吃掉 {d3}。反过来，如果是对方把棋子走到 {d3}，挨上你在 {b3}、{c3} 的两枚棋子，则不吃子。",
                    "Example: the only pieces on rank 3 are yours on {c3} and the enemy's on {d3}. You play {b2}-{b3}: the rank now holds exactly {b3}, {c3} and {d3}, two of yours next to one enemy, so {d3} is captured. Had the enemy instead moved onto {d3}, next to your pieces on {b3} and {c3}, nothing would be captured.",
                )),
            ],
        },
        SectionSrc {
            id: "winning",
            heading: t("胜负", "Winning"),
            rules: &["jinmen.win.one-piece", "jinmen.win.blocked", "jinmen.draw"],
            blocks: &[B::L(&[
                t(
                    "一方被吃到只剩一枚棋子或一枚不剩时，立即判负。",
                    "A player reduced to one piece, or none, loses at once.",
                ),
                t(
                    "轮到某一方走棋而他无棋可走，他就被[困毙]，判负。",
                    "A player who has no legal move on their turn is [blocked] and loses.",
                ),
                t(
                    "连续 100 [步]没有吃子，或者同一局面出现[三次重复]，为[和棋]，详见「[应用规则]」。",
                    "If 100 [moves|ply] in a row go by without a capture, or a position occurs for the third time ([threefold repetition]), the game is a [draw]; see [App rules].",
                ),
            ])],
        },
        SectionSrc {
            id: "tip",
            heading: t("小窍门", "Strategy tip"),
            rules: &[],
            blocks: &[B::P(t(
                "吃子要求整条线上的棋子数恰好合适，所以往一条线上多放一枚棋子，就能让那里的棋形全部失效。进攻时让线上保持清爽，防守时不妨把线塞满。",
                "A capture needs the exact number of pieces on the whole line, so one extra piece on a line defuses every formation there. Keep your lines uncluttered when you attack, and crowd them when you defend.",
            ))],
        },
    ],
};
