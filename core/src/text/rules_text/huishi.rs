//! Rendezvous Chess · 会师棋 (`huishi`).

use super::authoring::{t, DocSrc, SectionSrc, B};
use super::GameId;

pub(super) const DOC: DocSrc = DocSrc {
    game: GameId::Huishi,
    name: t("会师棋", "Rendezvous Chess"),
    tagline: t(
        "一场不吃子的赛跑：先让自己的两枚师并肩的一方获胜，但借井相邻不算。",
        "A race without captures: the first to bring their two generals side by side wins, but not with the help of the well.",
    ),
    pieces: t(
        "双方各 5 枚，其中 2 枚[师]、3 枚[兵]",
        "5 each, 2 [generals|general] and 3 [soldiers|soldier]",
    ),
    board: t(
        "19 个[棋点]，正中心是[井]",
        "19 [points], with the [well] at the centre",
    ),
    goal: t(
        "走出[会师]，即一枚师走一步后，自己的两枚师相邻且都不在井上",
        "Make a [rendezvous]: step a general so that your two generals are adjacent, neither on the well",
    ),
    quick_start: &[
        t(
            "每次走一枚自己的棋子：沿[连线][走一步]到[相邻]的空[棋点]，或者[跳]过紧挨着的一枚棋子（哪一方的都行），落到紧接着的空棋点。",
            "Move one of your own pieces: [step] along a [line] to an [adjacent] empty [point], or [jump] over an adjacent piece of either side to the empty point just beyond.",
        ),
        t(
            "没有[吃子]：被跳过的棋子留在原处。",
            "There are no [captures|capture]: a piece jumped over stays where it is.",
        ),
        t(
            "[师]跳完后不能紧挨自己的另一枚师，只有两种与[井]有关的例外。",
            "A [general] may not jump to a point next to its partner, with two exceptions that involve the [well].",
        ),
        t(
            "你的一枚师走一步后，如果两枚师相邻，且都不在井上，你就赢了，这叫[会师]。",
            "You win when one of your generals steps and leaves your two generals adjacent, neither on the well: a [rendezvous].",
        ),
    ],
    sections: [
        SectionSrc {
            id: "board",
            heading: t("棋盘与开局", "Board and setup"),
            rules: &["huishi.board", "huishi.well", "huishi.start"],
            blocks: &[
                B::P(t(
                    "棋盘上有 19 个[棋点]。主体是 5 列 3 行的网格（第 2、3、4 行，每行 a 到 e 五个点）；网格上方另有两个角点 {a5}、{e5}，下方另有两个角点 {a1}、{e1}。列从左到右记作 a 到 e，行从下到上记作 1 到 5。",
                    "The board has 19 [points]. Its body is a grid of 5 files by 3 ranks (ranks 2, 3 and 4, each with five points a to e); two extra corner points lie above the grid, {a5} and {e5}, and two below it, {a1} and {e1}. Files are lettered a to e from left to right, ranks numbered 1 to 5 from bottom to top.",
                )),
                B::L(&[
                    t(
                        "第 2、3、4 行各是一条[连线]。",
                        "Ranks 2, 3 and 4 are [lines|line].",
                    ),
                    t(
                        "b、c、d 三列各是一条连线，从第 2 行到第 4 行，例如 {c2}-{c3}-{c4}。",
                        "Files b, c and d are lines from rank 2 to rank 4, for example {c2}-{c3}-{c4}.",
                    ),
                    t(
                        "a、e 两列各是一条连线，从第 1 行一直通到第 5 行，例如 {a1}-{a2}-{a3}-{a4}-{a5}。",
                        "Files a and e are lines running all the way from rank 1 to rank 5, for example {a1}-{a2}-{a3}-{a4}-{a5}.",
                    ),
                    t(
                        "没有斜线；{a5} 与 {e5} 之间没有连线，两者不[相邻]。",
                        "There are no diagonals, and no line joins {a5} and {e5}: they are not [adjacent].",
                    ),
                ]),
                B::P(t(
                    "正中心的 {c3} 是[井]。走一步和跳的时候，井就是一个普通的棋点，可以走上去，也可以被跳过；它只在师的跳法限制和会师的判定上起作用，见后文。",
                    "The centre point {c3} is the [well]. For steps and jumps it is an ordinary point: pieces may step onto it and jump over it. It matters only for the generals' restriction and for the rendezvous, described below.",
                )),
                B::P(t(
                    "开局时，[后手]执黑，在上方：两枚[师]放在 {a5}、{e5}，三枚[兵]放在 {b4}、{c4}、{d4}。[先手]执红，在下方：两枚[师]放在 {a1}、{e1}，三枚[兵]放在 {b2}、{c2}、{d2}。井和网格的其余棋点都空着。",
                    "At the start, [Second] plays black from the top: [generals|general] on {a5} and {e5}, [soldiers|soldier] on {b4}, {c4} and {d4}. [First] plays red from the bottom: [generals|general] on {a1} and {e1}, [soldiers|soldier] on {b2}, {c2} and {d2}. The well and the rest of the grid are empty.",
                )),
            ],
        },
        SectionSrc {
            id: "movement",
            heading: t("走法", "Moving"),
            rules: &["common.turns", "huishi.move.step", "huishi.jump", "huishi.no-capture"],
            blocks: &[
                B::P(t(
                    "双方轮流走棋，由[先手]先走。每次走一枚自己的棋子，[师]和[兵]的走法相同，二者选一：",
                    "The players take turns, [First] moving first. Each turn you move one of your own pieces; [generals|general] and [soldiers|soldier] move alike, in one of two ways:",
                )),
                B::L(&[
                    t(
                        "[走一步]：沿[连线]走到[相邻]的空[棋点]。",
                        "[Step]: along a [line] to an [adjacent] empty [point].",
                    ),
                    t(
                        "[跳]：越过紧挨着的一枚棋子，自己的或对方的都行，落到同一条线上紧接着的空棋点。每步只能跳一次，不能连跳。",
                        "[Jump]: over an adjacent piece, yours or your opponent's, to the empty point just beyond it on the same line. One jump per move; jumps never chain.",
                    ),
                ]),
                B::P(t(
                    "被跳过的棋子留在原处，这种棋自始至终不[吃子]。",
                    "The piece jumped over stays where it is: nothing is ever [captured|capture] in this game.",
                )),
            ],
        },
        SectionSrc {
            id: "special",
            heading: t("师的跳法限制与井", "The generals' restriction and the well"),
            rules: &[
                "huishi.general.no-jump-adjacent",
                "huishi.general.well-exception-partner",
                "huishi.general.well-exception-landing",
                "huishi.soldier.unrestricted",
            ],
            blocks: &[
                B::P(t(
                    "[师]不能[跳]到与自己另一枚师[相邻]的棋点上。只有两种例外，都和[井] {c3} 有关：",
                    "A [general] may not [jump] to a point [adjacent] to its own other general. There are only two exceptions, both involving the [well], {c3}:",
                )),
                B::L(&[
                    t(
                        "另一枚师正停在井上；",
                        "the other general stands on the well;",
                    ),
                    t(
                        "落点就是井本身。",
                        "the landing point is the well itself.",
                    ),
                ]),
                B::P(t(
                    "这两种跳法是允许的，但由此形成的相邻不算[会师]。这条限制只管跳：师走一步到另一枚师旁边，任何时候都可以。[兵]完全不受这条限制。",
                    "Such jumps are allowed, but the adjacency they create is no [rendezvous]. The restriction applies to jumps only: a general may always step next to its partner. [Soldiers|soldier] are not restricted at all.",
                )),
                B::P(t(
                    "例：先手的两枚师在 {b3} 和 {e3}，{d3} 上有一枚兵。{e3} 上的师可以越过 {d3} 跳到 {c3}，落在另一枚师旁边，因为落点 {c3} 正是井；但这样形成的相邻不算会师。",
                    "Example: First's generals stand on {b3} and {e3}, with a soldier on {d3}. The general on {e3} may jump over {d3} to {c3}, next to its partner, because the landing point {c3} is the well; but the adjacency is no rendezvous.",
                )),
            ],
        },
        SectionSrc {
            id: "winning",
            heading: t("胜负", "Winning"),
            rules: &[
                "huishi.win.rendezvous",
                "huishi.win.step-only",
                "huishi.win.not-via-well",
                "huishi.end.blocked",
                "huishi.draw",
            ],
            blocks: &[
                B::P(t(
                    "你的一枚[师][走一步]之后，如果你的两枚师相邻，而且两枚都不在[井]上，你立即获胜，这叫[会师]。",
                    "You win at once when one of your [generals|general] makes a [step] and leaves your two generals adjacent, with neither of them on the [well]. This is a [rendezvous].",
                )),
                B::L(&[
                    t(
                        "只有师走一步才算：靠跳形成的相邻永远不算会师，[兵]走棋也不会带来会师，哪怕两枚师此时恰好相邻。",
                        "Only a general's step counts: adjacency reached by a jump never wins, and neither does a [soldier]'s move, even if the two generals happen to be adjacent.",
                    ),
                    t(
                        "有一枚师在井上的相邻，永远不算会师。",
                        "Adjacency that involves the well never wins.",
                    ),
                ]),
                B::P(t(
                    "按本应用的规则，轮到某一方走棋而他无棋可走时，他就被[困毙]，判负；同一局面出现[三次重复]为[和棋]，详见「[应用规则]」。",
                    "Under this app's rules, a player with no legal move on their turn is [blocked] and loses, and [threefold repetition] of a position is a [draw]; see [App rules].",
                )),
            ],
        },
        SectionSrc {
            id: "tip",
            heading: t("小窍门", "Strategy tip"),
            rules: &[],
            blocks: &[B::P(t(
                "角上的师只能沿 a 列或 e 列进出，很容易被堵住。让兵在前面铺路，师就能借跳法快速赶路，最后再走一步完成会师。同时盯住对方两枚师之间的空点，及时用自己的棋子占住。",
                "A general in a corner can only travel along file a or e and is easily shut in. Let your soldiers pave the way so a general can jump ahead, then finish with a step. Keep an eye on the points between your opponent's generals and fill them with your own pieces in time.",
            ))],
        },
    ],
};
