//! Shuang Cheng Chess: Zhong Kui Catches Ghosts · 双承棋之钟馗捉鬼 (`zhongkui`).

use super::authoring::{t, DocSrc, SectionSrc, B};
use super::GameId;

pub(super) const DOC: DocSrc = DocSrc {
    game: GameId::Zhongkui,
    name: t("双承棋之钟馗捉鬼", "Shuang Cheng Chess: Zhong Kui Catches Ghosts"),
    tagline: t(
        "一枚只会跳的公用棋子：双方都想借它的力，又都怕被它堵住。",
        "One shared piece that can only jump: both sides want to use it, and both fear being shut in by it.",
    ),
    pieces: t(
        "双方各 3 枚，另有 1 枚只能[跳]的[公用棋子]",
        "3 each, plus 1 [shared piece] that can only [jump]",
    ),
    board: t(
        "9 个[棋点]，上边 4 个、中间 2 个、下边 3 个",
        "9 [points], 4 along the top, 2 in the middle and 3 along the bottom",
    ),
    goal: t(
        "让对手[困毙]，即轮到他时无棋可走",
        "Leave your opponent [blocked], with no legal move on their turn",
    ),
    quick_start: &[
        t(
            "自己的棋子沿[连线][走一步]到[相邻]的空[棋点]，从不跳。",
            "Your own pieces [step] along a [line] to an [adjacent] empty [point]; they never jump.",
        ),
        t(
            "[公用棋子]从不走一步，只能[跳]：沿直线越过紧挨着它的一枚棋子（哪一方的都行），落到紧接着的空棋点上。",
            "The [shared piece] never steps; it can only [jump], straight over an adjacent piece of either side to the empty point just beyond.",
        ),
        t(
            "对手刚走过公用棋子时，这一步你不能走它。",
            "If your opponent has just moved the shared piece, you may not move it this turn.",
        ),
        t(
            "没有[吃子]；轮到你却无棋可走，你就输了。",
            "Nothing is [captured|capture]. If you have no legal move on your turn, you lose.",
        ),
    ],
    sections: [
        SectionSrc {
            id: "board",
            heading: t("棋盘与开局", "Board and setup"),
            rules: &["zhongkui.board", "zhongkui.start"],
            blocks: &[
                B::P(t(
                    "棋盘上有 9 个[棋点]。上边一排四个：两个角 {tl} 和 {tr}，中间夹着 {t1}、{t2}。中间一排两个：{ml} 和 {mr}。下边一排三个：{bl}、{bc}、{br}。",
                    "The board has 9 [points]. Four lie along the top: the corners {tl} and {tr} with {t1} and {t2} between them. Two lie in the middle: {ml} and {mr}. Three lie along the bottom: {bl}, {bc} and {br}.",
                )),
                B::P(t(
                    "棋盘左右两半各是一个叉形：一个梯形的两条对角线，交点就是中间那个棋点。两半在下边正中的 {bc} 相接，上边由同一条横线连在一起。棋盘两侧没有竖边。",
                    "Each half of the board is an X: the two diagonals of a trapezoid, with the middle point where they cross. The two halves meet at the bottom centre {bc} and are joined along the top line. There are no side edges.",
                )),
                B::L(&[
                    t(
                        "上边横线 {tl}-{t1}-{t2}-{tr}，下边横线 {bl}-{bc}-{br}。",
                        "The top line {tl}-{t1}-{t2}-{tr} and the bottom line {bl}-{bc}-{br}.",
                    ),
                    t(
                        "左半的两条斜线 {tl}-{ml}-{bc} 与 {t1}-{ml}-{bl}。",
                        "The two diagonals of the left half, {tl}-{ml}-{bc} and {t1}-{ml}-{bl}.",
                    ),
                    t(
                        "右半的两条斜线 {tr}-{mr}-{bc} 与 {t2}-{mr}-{br}。",
                        "The two diagonals of the right half, {tr}-{mr}-{bc} and {t2}-{mr}-{br}.",
                    ),
                ]),
                B::P(t(
                    "开局时，[先手]执红，三枚棋子占左侧的 {tl}、{ml}、{bl}；[后手]执黑，三枚棋子占右侧的 {tr}、{mr}、{br}；金色的[公用棋子]放在 {bc}。{t1} 和 {t2} 空着。",
                    "At the start, [First] plays red and holds the left side, {tl}, {ml} and {bl}; [Second] plays black and holds the right side, {tr}, {mr} and {br}; the gold [shared piece] stands on {bc}. The points {t1} and {t2} are empty.",
                )),
            ],
        },
        SectionSrc {
            id: "movement",
            heading: t("走法", "Moving"),
            rules: &["common.turns", "zhongkui.move.step"],
            blocks: &[
                B::P(t(
                    "双方轮流走棋，由[先手]先走。每次走一枚棋子：可以是自己的棋子，也可以是[公用棋子]，除非它正被[锁定]（见下一节）。",
                    "The players take turns, [First] moving first. Each turn you move one piece: one of your own, or the [shared piece] unless it is [locked|lock] (see the next section).",
                )),
                B::P(t(
                    "自己的棋子只能沿[连线][走一步]，到[相邻]的空[棋点]上，从不[跳]。",
                    "Your own pieces only [step] along a [line] to an [adjacent] empty [point]; they never [jump].",
                )),
            ],
        },
        SectionSrc {
            id: "special",
            heading: t("只跳不走的公用棋子", "The jumping shared piece"),
            rules: &[
                "shared.piece",
                "zhongkui.shared.jump-only",
                "zhongkui.no-capture",
                "shared.lock",
                "shared.lock.release",
                "shared.lock.pass-clears",
                "shared.lock.no-move-loses",
            ],
            blocks: &[
                B::P(t(
                    "[公用棋子]不属于任何一方，双方都可以走它。但它从不[走一步]，只能[跳]：沿一条直线越过紧挨着它的一枚棋子，自己的或对方的都行，落在同一条[连线]上紧接着的空[棋点]。",
                    "The [shared piece] belongs to neither side, and either player may move it. But it never makes a [step]; it can only [jump]: along a straight [line], over an adjacent piece of either side, to the empty [point] just beyond it on the same line.",
                )),
                B::P(t(
                    "被跳过的棋子留在原处，整盘棋都不[吃子]。",
                    "The piece jumped over stays where it is; nothing is ever [captured|capture].",
                )),
                B::P(t(
                    "例如，{ml} 上有棋子而 {tl} 空着时，{bc} 上的公用棋子可以越过 {ml} 跳到 {tl}。开局时它一步也走不了：{tl} 和 {tr} 都有棋子，而 {bl}、{br} 是下边横线的两端，再往外没有落点。",
                    "For example, with a piece on {ml} and {tl} empty, the shared piece on {bc} may jump over {ml} to {tl}. At the start it cannot move at all: {tl} and {tr} are occupied, and {bl} and {br} are the two ends of the bottom line, with nothing beyond them.",
                )),
                B::P(t(
                    "锁定：如果上一[步]刚走过公用棋子，这一步就不能再走它，此时它处于[锁定]状态。",
                    "The lock: if the shared piece was moved on the previous [move], nobody may move it on this one. The shared piece is then [locked|lock].",
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
            rules: &["zhongkui.win.blocked"],
            blocks: &[
                B::P(t(
                    "轮到某一方走棋时，如果他一步也走不了，连[公用棋子]也动不了（无处可跳或正被锁定），他就被[困毙]，立即判负。",
                    "If the player to move has no legal move at all, not even with the [shared piece] (because it has no jump or is locked), that player is [blocked] and loses at once.",
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
                "公用棋子只有在旁边有棋子、后面有空点时才动得了。把棋子走到它旁边之前，先看清它会落在哪里：对手可能正好把它跳进你最需要的那个空点。",
                "The shared piece can move only when a piece stands next to it with an empty point beyond. Before you step next to it, check where it could land: your opponent may jump it into the very point you need.",
            ))],
        },
    ],
};
