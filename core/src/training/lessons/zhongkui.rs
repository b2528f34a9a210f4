//! The lessons of Zhong Kui Catches Ghosts (`docs/rules/zhongkui.md`).

use super::{w, Goal, Lesson, Step};
use crate::rules::game::GameId;

const PLAY_ON: super::Words = w(
    "That lets the win slip away: from here it can no longer be forced in time.",
    "这步放走了胜机：从这里已经不能及时逼出胜局。",
);

const RED_WINS: super::Words = w("Black has no move left: you win.", "黑方无棋可走：你赢了。");

pub(super) static LESSONS: &[Lesson] = &[
    Lesson {
        id: "zhongkui-1",
        game: GameId::Zhongkui,
        title: w("Moving a piece", "走一步"),
        task: w("Move one of your own pieces", "走一枚自己的棋子"),
        steps: &[
            Step {
                position: "X..x/Xx/X*x F",
                task: w(
                    "You are red, on the left. Move a piece one step along a line to an empty point.",
                    "你执红，在左边。把一枚棋子沿线走一步，走到相邻的空点上。",
                ),
                goal: Goal::OwnPiece,
                miss: w(
                    "That is the shared piece, not one of yours. Move a red piece.",
                    "那是公用棋子，不是你自己的。请走一枚红子。",
                ),
                done: w(
                    "Right: your own pieces step, they never jump.",
                    "对：自己的棋子只走一步，从不跳。",
                ),
            },
            Step {
                position: "*Xxx/X./.xX F",
                task: w(
                    "Now win in two moves: leave black without a move.",
                    "现在两步内取胜：让黑方无棋可走。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "zhongkui-2",
        game: GameId::Zhongkui,
        title: w("The shared piece only jumps", "公用棋子只能跳"),
        task: w("Jump with the shared piece", "用公用棋子跳一步"),
        steps: &[
            Step {
                position: "*Xxx/xX/X.. F",
                task: w(
                    "Here the shared piece never steps: it jumps over a piece next to it, of either side, to the empty point beyond. Jump with it.",
                    "这里的公用棋子从不走一步：它跳过紧挨着的一枚棋子（哪一方的都行），落到后面的空点上。用它跳一步。",
                ),
                goal: Goal::SharedPiece,
                miss: w(
                    "You moved your own piece. The task is a jump of the shared piece over a piece next to it.",
                    "你走的是自己的棋子。这一步要让公用棋子跳过紧挨着的棋子。",
                ),
                done: w(
                    "Right: it jumped, and the piece it jumped over stays where it is.",
                    "对：它跳了过去，被跳过的棋子留在原处。",
                ),
            },
            Step {
                position: "X.x./Xx/X*x S",
                task: w(
                    "You are black. Win in two moves.",
                    "你执黑。两步内取胜。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Red has no move left: you win.", "红方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "zhongkui-3",
        game: GameId::Zhongkui,
        title: w("The lock", "公用棋子的锁"),
        task: w(
            "After the shared piece moves, the other side may not move it",
            "公用棋子刚走过，对方这一步不能走它",
        ),
        steps: &[Step {
            position: ".X.x/Xx/X*x F +",
            task: w(
                "Black just jumped with the shared piece, so it is locked for you this turn. Win in two moves with your own pieces.",
                "黑方刚用公用棋子跳过，这一步它对你是锁住的。用自己的棋子两步内取胜。",
            ),
            goal: Goal::Win(2),
            miss: PLAY_ON,
            done: RED_WINS,
        }],
    },
    Lesson {
        id: "zhongkui-4",
        game: GameId::Zhongkui,
        title: w("Trapping a piece", "困住一枚棋子"),
        task: w("Leave a black piece without a move", "让一枚黑子无路可走"),
        steps: &[
            Step {
                position: "*.xx/XX/X.x F",
                task: w(
                    "The black piece on br has one way out, to bc. Close it.",
                    "br 上的黑子只有一条出路：bc。把它堵住。",
                ),
                goal: Goal::Trap("br"),
                miss: w(
                    "The black piece on br can still step to an empty neighbour. A piece is trapped when every point next to it is taken.",
                    "br 上的黑子还能走到相邻的空点。一枚棋子相邻的点都被占住，它才被困住。",
                ),
                done: w(
                    "Right: every point next to br is taken.",
                    "对：br 相邻的点都被占住了。",
                ),
            },
            Step {
                position: "X.x./Xx/Xx* S",
                task: w(
                    "You are black. Win in two moves by trapping every red piece.",
                    "你执黑。两步内困住所有红子取胜。",
                ),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: w("Red has no move left: you win.", "红方无棋可走：你赢了。"),
            },
        ],
    },
    Lesson {
        id: "zhongkui-5",
        game: GameId::Zhongkui,
        title: w("Winning by leaving no move", "困毙取胜"),
        task: w("Leave black with no legal move", "让黑方无棋可走"),
        steps: &[
            Step {
                position: "*Xxx/XX/..x F",
                task: w(
                    "A player with no legal move loses. Leave black none: no step for a black piece, no jump for the shared piece.",
                    "轮到走棋却无棋可走的一方就输了。让黑方无棋可走：黑子走不了，公用棋子也跳不了。",
                ),
                goal: Goal::Block,
                miss: w(
                    "Black can still move after that. Every black piece must be stuck, and the shared piece must have no jump (or be locked).",
                    "这步之后黑方还有棋可走。每枚黑子都要动不了，公用棋子也要跳不了（或者被锁住）。",
                ),
                done: w("Black has no legal move: you win.", "黑方无棋可走：你赢了。"),
            },
            Step {
                position: "*Xxx/.X/Xx. F",
                task: w("Win in two moves.", "两步内取胜。"),
                goal: Goal::Win(2),
                miss: PLAY_ON,
                done: RED_WINS,
            },
        ],
    },
    Lesson {
        id: "zhongkui-6",
        game: GameId::Zhongkui,
        title: w("A real ending", "实战残局"),
        task: w("Win against the computer", "战胜电脑"),
        steps: &[Step {
            position: "X.x*/Xx/xX. S",
            task: w(
                "Everything together: you are black, win in two moves against the computer.",
                "综合练习：你执黑，对电脑两步内取胜。",
            ),
            goal: Goal::Win(2),
            miss: PLAY_ON,
            done: w("Red has no move left: you win.", "红方无棋可走：你赢了。"),
        }],
    },
];
